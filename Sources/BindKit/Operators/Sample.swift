extension ObservableType {
    /// On each element (or the completion) of `sampler`, forwards the latest element
    /// this sequence produced since the previous sample, or `defaultValue` when it
    /// produced none (RxSwift `sample(_:defaultValue:)`). This sequence is subscribed
    /// first; it completes at the first sample after this sequence completed.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let ticks = sampler.asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var latest: Element?
            var atEnd = false
            let sourceSubscription = SingleAssignmentDisposable()
            stage.hold(sourceSubscription)
            sourceSubscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                if let replaced = latest { runtime.traceDrop(replaced, reason: "sample") }
                latest = value
            }, terminate: { completion in
                switch completion {
                case .error:
                    stage.finish(completion, to: downstream)
                case .completed:
                    atEnd = true
                    sourceSubscription.dispose()
                }
            })))
            func tick() {
                if let element = latest ?? defaultValue {
                    latest = nil
                    if !stage.isDisposed { downstream.on(element) }
                }
                if atEnd { stage.finish(.completed, to: downstream) }
            }
            stage.hold(ticks.subscribe(Sink(runtime: runtime, forward: { _ in tick() }, terminate: { completion in
                switch completion {
                case .error: stage.finish(completion, to: downstream)
                case .completed: tick()
                }
            })))
            return stage
        }
    }
}
