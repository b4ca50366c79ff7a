extension ObservableType {
    /// Delivers each element `dueTime` later on `scheduler`, keeping their order
    /// (RxSwift `delay`).
    public func delay(_ dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Element> {
        let source = asObservable()
        let nanoseconds = dueTime.nanoseconds
        return Observable { downstream in
            let pending = PendingItems()
            let subscription = source.subscribe(Sink(runtime: downstream.runtime) { value in
                pending.add(scheduler.schedule(afterNanoseconds: nanoseconds, note: "delay", value: value) {
                    downstream.on(value)
                })
            })
            return Disposables.create(subscription, pending)
        }
    }
}
