extension ObservableType where Element: Equatable {
    /// Forwards an element only when it differs from the previous one (RxSwift
    /// `distinctUntilChanged`). The remembered element is updated before forwarding,
    /// so a re-entrant element is compared with the newest one.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(==)
    }
}

extension ObservableType {
    /// Forwards an element only when `comparer` says it differs from the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            var previous: Element?
            return source.subscribe(Sink(runtime: runtime) { value in
                if let last = previous, comparer(last, value) {
                    runtime.traceDrop(value, reason: "distinct")
                    return
                }
                previous = value
                downstream.on(value)
            })
        }
    }
}
