extension ObservableType {
    /// Delivers an element only once `dueTime` has passed without another one;
    /// a newer element replaces the waiting one (RxSwift `debounce`).
    public func debounce(_ dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Element> {
        let source = asObservable()
        let nanoseconds = dueTime.nanoseconds
        return Observable { downstream in
            let runtime = downstream.runtime
            var waiting: (value: Element, item: ScheduledItem)?
            let pending = PendingItems()
            let subscription = source.subscribe(Sink(runtime: runtime) { value in
                guard !pending.isDisposed else { return }
                if let superseded = waiting {
                    superseded.item.dispose()
                    runtime.traceDrop(superseded.value, reason: "debounce")
                }
                let item = scheduler.schedule(afterNanoseconds: nanoseconds, note: "debounce", value: value) {
                    waiting = nil
                    downstream.on(value)
                }
                waiting = (value, item)
                pending.add(item)
            })
            return Disposables.create(subscription, pending)
        }
    }
}
