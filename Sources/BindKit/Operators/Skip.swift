extension ObservableType {
    /// Drops the first `count` elements (RxSwift `skip`); the counter is updated
    /// before forwarding.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var remaining = count
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                if remaining > 0 {
                    remaining -= 1
                    runtime.traceDrop(value, reason: "skip")
                    return
                }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
