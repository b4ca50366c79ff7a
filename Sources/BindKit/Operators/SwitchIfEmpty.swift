extension ObservableType {
    /// Forwards the elements, or, when the sequence completes without any, the
    /// events of `other` (RxSwift `ifEmpty(switchTo:)`).
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var isEmpty = true
            let otherSubscription = SingleAssignmentDisposable()
            let subscription = source.subscribe(Sink(runtime: runtime, forward: { value in
                isEmpty = false
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: { completion in
                guard case .completed = completion, isEmpty else {
                    stage.finish(completion, to: downstream)
                    return
                }
                otherSubscription.setDisposable(other.subscribe(Sink(runtime: runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: stage.forwardEnd(to: downstream))))
            }))
            stage.hold(subscription)
            stage.hold(otherSubscription)
            return stage
        }
    }
}
