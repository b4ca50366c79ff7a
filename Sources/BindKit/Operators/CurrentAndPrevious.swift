extension ObservableType {
    /// Pairs each element with the one before it; the first is paired with itself.
    /// This is the seed article's `currentAndPrevious()` helper, built directly
    /// (the article's multicast version also emits each pair a second time as
    /// `(current, current)`; see docs/semantics.md). A helper of the same name
    /// declared in your own module takes precedence over this one.
    public func currentAndPrevious() -> Observable<(current: Element, previous: Element)> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            var previous: Element?
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let before = previous ?? value
                previous = value
                downstream.on((current: value, previous: before))
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
