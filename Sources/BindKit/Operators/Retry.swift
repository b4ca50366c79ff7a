extension ObservableType {
    /// Subscribes to this sequence again each time it fails, until it completes
    /// (RxSwift `retry()`). The new subscription is made after the failed one is
    /// disposed, and after the failing call returns.
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer { ({ source }, nil) }
    }

    /// Subscribes to this sequence up to `maxAttemptCount` times in all while it
    /// fails (RxSwift `retry(_:)`: `retry(2)` retries once); the last error ends it.
    /// `retry(0)` completes at once without subscribing.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer { SequenceRunner.generator(Swift.repeatElement(source, count: maxAttemptCount), count: nil) }
    }
}
