extension ObservableType {
    /// Delivers `elements` to each new subscriber, then subscribes it to the
    /// source (RxSwift `startWith`).
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            for element in elements {
                runtime.runUserCode { downstream.on(element) }
            }
            return source.subscribe(downstream)
        }
    }
}
