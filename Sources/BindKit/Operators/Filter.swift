extension ObservableType {
    /// Forwards only the elements for which `predicate` is true (RxSwift `filter`);
    /// the others are dropped (traced as dropped by `filter`).
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            return source.subscribe(Sink(runtime: runtime) { value in
                if predicate(value) {
                    downstream.on(value)
                } else {
                    runtime.traceDrop(value, reason: "filter")
                }
            })
        }
    }
}
