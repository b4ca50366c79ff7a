extension ObservableType {
    /// Forwards the first `count` elements, then completes and unsubscribes from
    /// the source (RxSwift `take`). The counter is updated before forwarding, so a
    /// value written back while the last one is forwarded is dropped.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "BindKit: take's count can't be negative")
        if count == 0 { return Observable.empty() }
        return Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let remaining = UncheckedCell(count)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed, remaining.value > 0 else {
                    runtime.traceDrop(value, reason: "take")
                    return
                }
                remaining.value -= 1
                if remaining.value > 0 {
                    downstream.tailOn(value)
                } else {
                    downstream.on(value)
                    stage.finish(.completed, to: downstream)
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}

extension ObservableType {
    /// Forwards elements until `duration` has passed on `scheduler` since the
    /// subscription, then completes (RxSwift `take(for:scheduler:)`); the timer is
    /// started before the source is subscribed.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            stage.hold(scheduler.scheduleRelative((), dueTime: duration) { _ in
                stage.finish(.completed, to: downstream)
                return Disposables.create()
            })
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }

    /// RxSwift's deprecated name of ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}
