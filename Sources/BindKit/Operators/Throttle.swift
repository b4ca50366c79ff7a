extension ObservableType {
    /// Forwards the first element at once, then at most one element per `dueTime`:
    /// with `latest` (the default, as in RxSwift) the newest element waiting at the
    /// end of the window is delivered then. Elements it replaces are dropped. A
    /// completion waits for that last element; an error does not.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: VirtualTimeScheduler
    ) -> Observable<Element> {
        let window = dueTime.nanoseconds
        return throttle(latest: latest, clock: scheduler, stamp: { Double(scheduler.now) }, dueAfter: { lastSent in
            let now = scheduler.now
            let remaining = window - (now - Int(lastSent))
            return remaining <= 0 ? nil : scheduler.due(after: .nanoseconds(remaining))
        })
    }

    /// Forwards the first element at once, then at most one element per `dueTime`
    /// on `scheduler` (RxSwift `throttle(_:latest:scheduler:)`, with its rounding
    /// of the time left in the window to the interval's unit).
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Observable<Element> {
        let clock = virtualClock(of: scheduler, for: "throttle")
        return throttle(latest: latest, clock: clock, stamp: { clock.nowSeconds }, dueAfter: { lastSent in
            let reduced = dueTime.reduced(byElapsedSeconds: clock.nowSeconds - lastSent)
            return reduced.isNow ? nil : clock.due(after: reduced)
        })
    }

    /// `stamp` reads the clock for `lastSent`; `dueAfter(lastSent)` gives the engine
    /// time the window ends, or nil when it has ended.
    private func throttle(
        latest: Bool, clock: VirtualClock, stamp: @escaping () -> Double, dueAfter: @escaping (Double) -> Int?
    ) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var lastSent: Double?
            var waiting: Element?
            var completed = false
            var timer: ScheduledItem?
            let pending = PendingItems(runtime: downstream.runtime)
            stage.hold(pending)
            func sendNow(_ value: Element) {
                waiting = nil
                timer?.dispose()
                timer = nil
                // RxSwift records the send time after forwarding, so a value that comes
                // back through this throttle during the forward is sent at once too.
                runtime.forward({ downstream.on(value) }, thenWhenDelivered: { lastSent = stamp() })
            }
            return (Sink(runtime: runtime, forward: { value in
                runtime.deliverPendingFrames()
                guard !stage.isDisposed, !pending.isDisposed, !runtime.isCutOff else { return }
                guard let lastSent, let due = dueAfter(lastSent) else {
                    sendNow(value)
                    return
                }
                guard latest else {
                    runtime.traceDrop(value, reason: "throttle")
                    return
                }
                if let replaced = waiting { runtime.traceDrop(replaced, reason: "throttle") }
                waiting = value
                if let timer, !timer.isCancelled {
                    clock.engine.replaceValue(of: timer, with: value)  // the timer now delivers this one
                    return
                }
                let item = clock.engine.schedule(at: due, note: "throttle", value: value) {
                    timer = nil
                    guard !stage.isDisposed else { return }
                    if let latest = waiting { sendNow(latest) }
                    if completed { stage.finish(.completed, to: downstream) }
                }
                timer = item
                pending.add(item)
            }, terminate: { completion in
                guard !stage.isDisposed else { return }
                if case .completed = completion, waiting != nil, let timer, !timer.isCancelled {
                    completed = true
                } else {
                    stage.finish(completion, to: downstream)
                }
            }), .hold(stage))
        }
    }
}
