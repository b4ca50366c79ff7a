extension ObservableType {
    /// Forwards the first element at once, then at most one element per `dueTime`:
    /// with `latest` (the default, as in RxSwift) the newest element waiting at the
    /// end of the window is delivered then. Elements it replaces are dropped.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: VirtualTimeScheduler
    ) -> Observable<Element> {
        let source = asObservable()
        let window = dueTime.nanoseconds
        return Observable { downstream in
            let runtime = downstream.runtime
            var lastSent: Int?
            var waiting: Element?
            var timer: ScheduledItem?
            let pending = PendingItems()
            func sendNow(_ value: Element) {
                waiting = nil
                timer?.dispose()
                timer = nil
                // RxSwift records the send time after forwarding, so a value that comes
                // back through this throttle during the forward is sent at once too.
                runtime.forward({ downstream.on(value) }, thenWhenDelivered: { lastSent = scheduler.now })
            }
            let subscription = source.subscribe(Sink(runtime: runtime) { value in
                guard !pending.isDisposed else { return }
                let now = scheduler.now
                let remaining = lastSent.map { window - (now - $0) } ?? 0
                if remaining <= 0 {
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
                    scheduler.replaceValue(of: timer, with: value)  // the timer now delivers this one
                    return
                }
                let item = scheduler.schedule(afterNanoseconds: remaining, note: "throttle", value: value) {
                    timer = nil
                    if let latest = waiting { sendNow(latest) }
                }
                timer = item
                pending.add(item)
            })
            return Disposables.create(subscription, pending)
        }
    }
}
