extension ObservableType {
    /// Turns every event into an element: the elements, then the end as an element
    /// followed by a completion (RxSwift `materialize()`).
    public func materialize() -> Observable<Event<Element>> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.tailOn(.next(value))
            }, terminate: { completion in
                if !stage.isDisposed { downstream.on(completion.event()) }
                stage.finish(.completed, to: downstream)
            }), .hold(stage))
        }
    }
}
