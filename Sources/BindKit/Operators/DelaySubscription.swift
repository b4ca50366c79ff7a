extension ObservableType {
    /// Subscribes to this sequence `dueTime` after the subscription, on `scheduler`
    /// (RxSwift `delaySubscription(_:scheduler:)`).
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            stage.hold(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: stage.forwardEnd(to: downstream)))
            })
            return stage
        }
    }
}
