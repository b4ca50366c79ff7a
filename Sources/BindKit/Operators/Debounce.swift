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

    private func debounce(_ dueTime: RxTimeInterval, clock: VirtualClock) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var waiting: (value: Element, item: ScheduledItem)?
            let pending = PendingItems(runtime: downstream.runtime)
            stage.hold(pending)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed, !pending.isDisposed else { return }
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
                guard !stage.isDisposed else { return }
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
