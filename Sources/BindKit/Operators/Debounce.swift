extension ObservableType {
    /// Delivers an element only once `dueTime` has passed without another one;
    /// a newer element replaces the waiting one (RxSwift `debounce`). When the
    /// source completes, the waiting element is delivered at once, then the end.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Element> {
        debounce(dueTime, clock: scheduler)
    }

    /// Delivers an element only once `dueTime` has passed on `scheduler` without
    /// another one (RxSwift `debounce`; `scheduler` is a ``MainScheduler`` or a
    /// ``TestScheduler``).
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(dueTime, clock: virtualClock(of: scheduler, for: "debounce"))
    }

    /// `droppingPendingAtEnd`: Combine's rule C3 (`Publishers.Debounce.swift:233-250`) — when the
    /// upstream ends, the pending element is cancelled, never sent, and the end is scheduled as
    /// a job at once. RxSwift sends the pending element, then ends.
    func debounce(_ dueTime: RxTimeInterval, clock: VirtualClock, droppingPendingAtEnd: Bool = false)
        -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var waiting: (value: Element, item: ScheduledItem)?
            var ended = false
            let pending = PendingItems(runtime: downstream.runtime)
            stage.hold(pending)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed, !pending.isDisposed, !ended else { return }
                if let superseded = waiting {
                    superseded.item.dispose()
                    runtime.traceDrop(superseded.value, reason: "debounce")
                }
                let item = clock.schedule(after: dueTime, note: "debounce", value: value) {
                    waiting = nil
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }
                waiting = (value, item)
                pending.add(item)
            }, terminate: { completion in
                guard !stage.isDisposed, !ended else { return }
                if droppingPendingAtEnd {
                    ended = true
                    if let cancelled = waiting {
                        waiting = nil
                        cancelled.item.dispose()
                        runtime.traceDrop(cancelled.value, reason: "debounce (cancelled by the end)")
                    }
                    pending.add(clock.engine.schedule(at: clock.engine.now, note: "debounce", value: nil) {
                        guard !stage.isDisposed else { return }
                        stage.finish(completion, to: downstream)
                    })
                    return
                }
                if case .completed = completion, let last = waiting {
                    waiting = nil
                    last.item.dispose()
                    downstream.on(last.value)
                }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        }
    }
}
