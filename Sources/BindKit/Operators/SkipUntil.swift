extension ObservableType {
    /// Drops elements until `other` produces one, then forwards them (RxSwift
    /// `skip(until:)`). This sequence is subscribed first, then `other`; `other`'s
    /// completion is ignored, its error ends the sequence. A completion before
    /// `other` produced anything ends the subscription without being forwarded.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var forwardElements = false
            let sourceSubscription = SingleAssignmentDisposable()
            let otherSubscription = SingleAssignmentDisposable()
            stage.hold(sourceSubscription)
            stage.hold(otherSubscription)
            let subscription = source.subscribe(Sink(runtime: runtime, forward: { value in
                guard forwardElements else {
                    runtime.traceDrop(value, reason: "skip(until:)")
                    return
                }
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: { completion in
                switch completion {
                case .error:
                    stage.finish(completion, to: downstream)
                case .completed:
                    if forwardElements {
                        stage.finish(completion, to: downstream)
                    } else {
                        stage.dispose()
                    }
                }
            }))
            otherSubscription.setDisposable(trigger.subscribe(Sink(runtime: runtime, forward: { _ in
                forwardElements = true
                otherSubscription.dispose()
            }, terminate: { completion in
                switch completion {
                case .error: stage.finish(completion, to: downstream)
                case .completed: otherSubscription.dispose()
                }
            })))
            sourceSubscription.setDisposable(subscription)
            return stage
        }
    }

    /// RxSwift's deprecated name of ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }
}
