extension ObservableType {
    /// Pairs each element with the one before it; the first is paired with itself.
    /// This is the seed article's `currentAndPrevious()` helper, built directly
    /// (the article's multicast version also emits each pair a second time as
    /// `(current, current)`; see docs/semantics.md).
    public func currentAndPrevious() -> Observable<(current: Element, previous: Element)> {
        let source = asObservable()
        return Observable { downstream in
            var previous: Element?
            return source.subscribe(Sink(runtime: downstream.runtime) { value in
                let before = previous ?? value
                previous = value
                downstream.on((current: value, previous: before))
            })
        }
    }
}
