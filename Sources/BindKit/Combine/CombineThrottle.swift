extension CombineRules {
    /// Combine's `throttle(for:scheduler:latest:)` (OpenCombine `Publishers.Throttle.swift`,
    /// rule C2): with nothing pending, an element is scheduled for `max(now, last emission +
    /// interval)` — at once (a job at the end of this instant's queue) when nothing was sent
    /// yet or the window has passed. While one is pending, `latest: true` replaces it and
    /// `latest: false` drops the newcomer, so the window's *first* element goes out at the
    /// window's end. An end (completion or failure) waits for the pending element and follows
    /// it in the same job; with nothing pending it is scheduled as a job too.
    public func throttle(for interval: RxTimeInterval, latest: Bool, scheduler: VirtualTimeScheduler)
        -> Observable<Base.Element> {
        let window = max(0, interval.nanoseconds)
        return Observable.operating(on: base.asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let pending = PendingItems(runtime: runtime)
            stage.hold(pending)
            var lastEmission: Int?
            var waiting: Base.Element?
            var end: Completion?
            var timer: ScheduledItem?
            func emit() {
                timer = nil
                guard !stage.isDisposed else { return }
                let value = waiting
                waiting = nil
                if value != nil && end == nil { lastEmission = scheduler.now }
                if let value { downstream.on(value) }
                if let end { stage.finish(end, to: downstream) }
            }
            func schedule(at due: Int, value: Any?) {
                let item = scheduler.schedule(at: due, note: "throttle", value: value, emit)
                timer = item
                pending.add(item)
            }
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed, !pending.isDisposed, end == nil else { return }
                if let replaced = waiting {
                    if latest {
                        runtime.traceDrop(replaced, reason: "throttle")
                        waiting = value
                        if let timer { scheduler.replaceValue(of: timer, with: value) }
                    } else {
                        runtime.traceDrop(value, reason: "throttle")
                    }
                    return
                }
                waiting = value
                let now = scheduler.now
                let earliest = lastEmission.map { $0.addingReportingOverflow(window) }
                let due = earliest.map { $0.overflow ? Int.max : max(now, $0.partialValue) } ?? now
                if due == Int.max { scheduler.markPassedEndOfTime() }
                schedule(at: due, value: value)
            }, terminate: { completion in
                guard !stage.isDisposed, end == nil else { return }
                end = completion
                if waiting == nil { schedule(at: scheduler.now, value: nil) }
            }), .hold(stage))
        }
    }
}
