extension ObservableType {
    /// Subscribes to this sequence again each time `notificationHandler`'s sequence
    /// produces an element after a failure (RxSwift `retry(when:)`): the handler gets
    /// the errors of type `Error` as a sequence; its completion completes the result,
    /// its error fails it. An error of another type fails the result at once.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen.observable(asObservable(), notificationHandler)
    }

    /// Subscribes to this sequence again each time `notificationHandler`'s sequence
    /// produces an element after a failure (RxSwift `retry(when:)`, any error).
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen.observable(asObservable(), notificationHandler)
    }

    /// RxSwift's deprecated name of `retry(when:)` for errors of one type.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift's deprecated name of `retry(when:)` for any error.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// RxSwift's `RetryWhenSequenceSink`: per subscription, a subject of errors handed
/// to the handler, and a subject the handler's sequence is subscribed into first.
/// After an error of the handled type, the failed subscription is disposed, the
/// attempt subscribes to the notifier, and the error is sent to the handler
/// (nested: what the handler does with it happens inside the failing call).
private enum RetryWhen {
    static func observable<Element, Failure, Trigger: ObservableType>(
        _ source: Observable<Element>, _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        Observable { downstream in
            let runtime = downstream.runtime
            let errors = PublishSubject<Failure>(name: "retry(when:) errors")
            let notifier = PublishSubject<Trigger.Element>(name: "retry(when:) notifier")
            let handler = notificationHandler(errors.asObservable()).asObservable()
            let runner = SequenceRunner(downstream: downstream, sources: SourceIterators(({ source }, nil)))
            let stage = runner.stage
            var lastError: Swift.Error?
            runner.done = {
                let end: Completion = lastError.map { .error($0) } ?? .completed
                lastError = nil
                stage.finish(end, to: downstream)
            }
            runner.subscribeSource = { source in
                let subscription = SingleAssignmentDisposable()
                let triggerSubscription = SingleAssignmentDisposable()
                subscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: { completion in
                    switch completion {
                    case .completed:
                        stage.finish(completion, to: downstream)
                    case .error(let error):
                        lastError = error
                        guard let failure = error as? Failure else {
                            stage.finish(completion, to: downstream)
                            return
                        }
                        subscription.dispose()
                        triggerSubscription.setDisposable(notifier.subscribe(Sink(runtime: runtime, forward: { _ in
                            lastError = nil
                            runner.moveNext()
                        }, terminate: { end in stage.finish(end, to: downstream) })))
                        runtime.runUserCode { errors.onNext(failure) }
                    }
                })))
                return Disposables.create(subscription, triggerSubscription)
            }
            let triggerSubscription = handler.subscribe(notifier.asObserver())
            let subscription = runner.run()
            return Disposables.create(subscription, triggerSubscription)
        }
    }
}
