extension ObservableType {
    /// Forwards the first `count` elements, then completes and unsubscribes from
    /// the source (RxSwift `take`). The counter is updated before forwarding, so a
    /// value written back while the last one is forwarded is dropped.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "BindKit: take's count can't be negative")
        if count == 0 { return Observable.empty() }
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var remaining = count
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed, remaining > 0 else {
                    runtime.traceDrop(value, reason: "take")
                    return
                }
                remaining -= 1
                downstream.on(value)
                if remaining == 0 { stage.finish(.completed, to: downstream) }
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
