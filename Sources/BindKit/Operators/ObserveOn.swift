extension ObservableType {
    /// Delivers each element on a later turn of `scheduler` at the same virtual
    /// instant, in order, as `observe(on: MainScheduler.asyncInstance)` does:
    /// the element never reaches downstream synchronously.
    public func observe(on scheduler: VirtualTimeScheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let pending = PendingItems()
            let subscription = source.subscribe(Sink(runtime: downstream.runtime) { value in
                pending.add(scheduler.schedule(afterNanoseconds: 0, note: "async", value: value) {
                    downstream.on(value)
                })
            })
            return Disposables.create(subscription, pending)
        }
    }
}

/// The scheduled items of one subscription, cancelled when it is disposed.
final class PendingItems: Disposable {
    private var items: [ScheduledItem] = []
    /// Once disposed, the operator schedules nothing more (a value already being
    /// delivered to the old subscriber snapshot must not start a new timer).
    private(set) var isDisposed = false

    func add(_ item: ScheduledItem) {
        if isDisposed { item.dispose(); return }
        items.removeAll { $0.isCancelled }
        items.append(item)
    }

    func dispose() {
        isDisposed = true
        for item in items { item.dispose() }
        items = []
    }
}
