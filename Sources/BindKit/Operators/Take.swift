extension ObservableType {
    /// Forwards the first `count` elements, then unsubscribes from the source
    /// (RxSwift `take`, which then completes). The counter is updated before forwarding.
    public func take(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let upstream = SerialSlotDisposable()
            var remaining = count
            if remaining <= 0 { return upstream }
            let runtime = downstream.runtime
            upstream.set(source.subscribe(Sink(runtime: runtime) { value in
                guard remaining > 0 else {
                    runtime.traceDrop(value, reason: "take")
                    return
                }
                remaining -= 1
                downstream.on(value)
                if remaining == 0 { upstream.dispose() }
            }))
            return upstream
        }
    }
}
