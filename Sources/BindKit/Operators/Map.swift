extension ObservableType {
    /// Transforms each element with `transform` (RxSwift `map`). The closure should be pure.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable { downstream in
            source.subscribe(Sink(runtime: downstream.runtime) { value in
                downstream.on(transform(value))
            })
        }
    }
}
