extension ObservableType {
    /// Forwards the elements, or `default` then completion when the sequence
    /// completes without any (RxSwift `ifEmpty(default:)`).
    public func ifEmpty(default: Element) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let isEmpty = UncheckedCell(true)
            return (Sink(runtime: downstream.runtime, forward: { value in
                isEmpty.value = false
                guard !stage.isDisposed else { return }
                downstream.tailOn(value)
            }, terminate: { completion in
                if case .completed = completion, isEmpty.value, !stage.isDisposed { downstream.on(`default`) }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        }
    }
}
