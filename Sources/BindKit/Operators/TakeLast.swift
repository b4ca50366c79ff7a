extension ObservableType {
    /// Forwards the last `count` elements when the sequence completes (RxSwift `takeLast(_:)`).
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "BindKit: count can't be negative")
        return Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let elements = UncheckedCell([Element]())
            return (Sink(runtime: downstream.runtime, forward: { value in
                elements.value.append(value)
                if elements.value.count > count { elements.value.removeFirst() }
            }, terminate: { completion in
                if case .completed = completion {
                    for element in elements.value where !stage.isDisposed { downstream.on(element) }
                }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        }
    }
}
