extension ObservableType {
    /// Runs side effects for each event and passes every event on (RxSwift `do`).
    ///
    /// `onNext`/`onError`/`onCompleted` run before the event is forwarded, the
    /// `after…` handlers after it; `onSubscribe` before subscribing upstream,
    /// `onSubscribed` after, `onDispose` when the subscription ends. The handlers
    /// run as user code (their writes are delivered before they continue); an
    /// error they throw ends the sequence with it. As in RxSwift, an element that
    /// reaches the stage after it was disposed (one still being delivered from a
    /// node's snapshot) still runs the handlers, and is not forwarded.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            /// Runs a handler as user code; false (and the sequence fails) when it throws.
            func run(_ handler: () throws -> Void) -> Bool {
                var failure: Error?
                runtime.runUserCode {
                    do { try handler() } catch { failure = error }
                }
                if let failure {
                    stage.finish(.error(failure), to: downstream)
                    return false
                }
                return true
            }
            if let onSubscribe { runtime.runUserCode(onSubscribe) }
            // RxSwift's DoSink runs its handlers for every event that reaches it and only its
            // `forwardOn` checks for disposal (RxSwift/Observables/Do.swift:65-77): an element
            // still in a subscriber snapshot after the subscription ended (an error, a dispose)
            // runs the handlers, and nothing is forwarded.
            let subscription = source.subscribe(Sink(runtime: runtime, forward: { value in
                if let onNext, !run({ try onNext(value) }) { return }
                if !stage.isDisposed { downstream.on(value) }
                if let afterNext { _ = run { try afterNext(value) } }
            }, terminate: { completion in
                switch completion {
                case .error(let error):
                    if let onError, !run({ try onError(error) }) { return }
                    if !stage.isDisposed { downstream.stop(completion) }
                    if let afterError { _ = run { try afterError(error) } }
                case .completed:
                    if let onCompleted, !run(onCompleted) { return }
                    if !stage.isDisposed { downstream.stop(completion) }
                    if let afterCompleted { _ = run(afterCompleted) }
                }
                stage.dispose()
            }))
            if let onSubscribed { runtime.runUserCode(onSubscribed) }
            stage.hold(subscription)
            if let onDispose { stage.hold(Disposables.create { runtime.runUserCode(onDispose) }) }
            return stage
        }
    }
}
