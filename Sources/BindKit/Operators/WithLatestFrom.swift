extension ObservableType {
    /// On each element, forwards `resultSelector(element, latest of second)`; elements
    /// arriving before `second` has produced one are dropped. `second` is subscribed
    /// first, as in RxSwift's `withLatestFrom`.
    public func withLatestFrom<Second: ObservableType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            var latest: Second.Element?
            let secondDisposable = second.asObservable().subscribe(Sink(runtime: runtime) { latest = $0 })
            let firstDisposable = source.subscribe(Sink(runtime: runtime) { value in
                guard let other = latest else {
                    runtime.traceDrop(value, reason: "withLatestFrom (no value yet)")
                    return
                }
                downstream.on(resultSelector(value, other))
            })
            return Disposables.create(secondDisposable, firstDisposable)
        }
    }

    /// On each element, forwards the latest element of `second`.
    public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { _, latest in latest }
    }
}
