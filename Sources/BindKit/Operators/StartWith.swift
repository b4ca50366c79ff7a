extension ObservableType {
    /// Delivers `elements` to each new subscriber, then subscribes it to the
    /// source (RxSwift `startWith`).
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            for element in elements {
                runtime.runUserCode { downstream.on(element) }
            }
            return (downstream, .passThrough)
        }
    }
}
