extension ObservableType {
    /// Drops the first `count` elements (RxSwift `skip`); the counter is updated
    /// before forwarding.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let remaining = UncheckedCell(count)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                if remaining.value > 0 {
                    remaining.value -= 1
                    runtime.traceDrop(value, reason: "skip")
                    return
                }
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}

extension ObservableType {
    /// Drops the elements that arrive before `duration` has passed on `scheduler`
    /// since the subscription (RxSwift `skip(_:scheduler:)`); the timer is started
    /// before the source is subscribed.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var open = false
            stage.hold(scheduler.scheduleRelative((), dueTime: duration) { _ in
                open = true
                return Disposables.create()
            })
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard open else {
                    runtime.traceDrop(value, reason: "skip")
                    return
                }
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
