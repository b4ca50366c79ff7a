extension Observable {
    /// Forwards the elements of every source as they arrive, subscribing to the
    /// sources in order (RxSwift `Observable.merge`).
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Forwards the elements of every source as they arrive, subscribing in order.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable { downstream in
            let forward = Sink(runtime: downstream.runtime) { downstream.on($0) }
            return Disposables.create(sources.map { $0.subscribe(forward) })
        }
    }
}

extension ObservableType {
    /// Merges this sequence with `others` (this one is subscribed first).
    public func merge(with others: Observable<Element>...) -> Observable<Element> {
        Observable.merge([asObservable()] + others)
    }
}
