extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events (RxSwift `dematerialize()`).
    public func dematerialize() -> Observable<Element.Element> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            return (Sink(runtime: downstream.runtime, forward: { value in
                switch value.event {
                case .next(let element):
                    guard !stage.isDisposed else { return }
                    downstream.tailOn(element)
                case .error(let error):
                    stage.finish(.error(error), to: downstream)
                case .completed:
                    stage.finish(.completed, to: downstream)
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
