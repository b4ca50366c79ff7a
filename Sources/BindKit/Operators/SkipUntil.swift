extension ObservableType {
    /// Drops elements until `other` produces one, then forwards them (RxSwift
    /// `skip(until:)`). This sequence is subscribed first, then `other`; `other`'s
    /// completion is ignored, its error ends the sequence. A completion before
    /// `other` produced anything ends the subscription without being forwarded.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        skip(until: other, subscribingOtherFirst: false, dropNote: "skip(until:)")
    }

    /// ``skip(until:)``, `other` subscribed first when `subscribingOtherFirst` (Combine's
    /// `drop(untilOutputFrom:)`); `dropNote` names the operator on a dropped element's trace.
    func skip<Other: ObservableType>(until other: Other, subscribingOtherFirst: Bool,
                                     dropNote: String) -> Observable<Element> {
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
            let subscribeOther = {
                otherSubscription.setDisposable(trigger.subscribe(Sink(runtime: runtime, forward: { _ in
                    forwardElements = true
                    otherSubscription.dispose()
                }, terminate: { completion in
                    switch completion {
                    case .error: stage.finish(completion, to: downstream)
                    case .completed: otherSubscription.dispose()
                    }
                })))
            }
            if subscribingOtherFirst { subscribeOther() }
            let subscription = source.subscribe(Sink(runtime: runtime, forward: { value in
                guard forwardElements else {
                    runtime.traceDrop(value, reason: dropNote)
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
            if !subscribingOtherFirst { subscribeOther() }
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
