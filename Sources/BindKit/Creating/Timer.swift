/// The integers `interval` and `timer` count with (RxSwift's `RxAbstractInteger`).
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// 0, 1, 2, … one each `period` on `scheduler`'s virtual clock (RxSwift `interval`).
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// 0 after `dueTime`, then 1, 2, … one each `period` (or completion after 0 when
    /// there is no period), on `scheduler`'s virtual clock (RxSwift `timer`). Each
    /// tick schedules the next one before it delivers its value, as RxSwift's
    /// periodic emulation does. Every tick continues the causal chain of the
    /// subscription, not of the tick before, so a long-running timer is no loop; its
    /// ticks are periodic work (`VirtualTimeScheduler.stopPeriodicWork()`).
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element> {
        let clock = virtualClock(of: scheduler, for: "timer")
        return Observable { downstream in
            let stage = Stage()
            let pending = SerialDisposable()
            stage.hold(pending)
            let engine = clock.engine
            let subscriptionCause = engine.runtime.captureCause()
            var count: Element = 0
            func tick() {
                guard !stage.isDisposed else { return }
                guard let period else {
                    downstream.on(0)
                    stage.finish(.completed, to: downstream)
                    return
                }
                pending.disposable = engine.schedule(at: clock.due(after: period), note: "interval", value: count &+ 1,
                                                     periodic: true, cause: .some(subscriptionCause)) { tick() }
                let value = count
                count &+= 1
                downstream.on(value)
            }
            // The item carries the tick it will deliver, for traces.
            pending.disposable = engine.schedule(at: clock.due(after: dueTime), note: period == nil ? "timer" : "interval",
                                                 value: count, periodic: period != nil, cause: .some(subscriptionCause)) { tick() }
            return stage
        }
    }
}
