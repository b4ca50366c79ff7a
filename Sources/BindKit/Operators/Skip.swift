extension ObservableType {
    /// Drops the first `count` elements (RxSwift `skip`); the counter is updated
    /// before forwarding.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let remaining = OperatorState(count)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                if remaining.value > 0 {
                    remaining.value -= 1
                    runtime.traceDrop(value, reason: "skip")
                    return
                }
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
