extension ObservableType {
    /// Drops the first `count` elements (RxSwift `skip`); the counter is updated
    /// before forwarding.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            var remaining = count
            return source.subscribe(Sink(runtime: runtime) { value in
                if remaining > 0 {
                    remaining -= 1
                    runtime.traceDrop(value, reason: "skip")
                    return
                }
                downstream.on(value)
            })
        }
    }
}
