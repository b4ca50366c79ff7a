extension CombineRules {
    /// Combine's `debounce(for:scheduler:)` (OpenCombine `Publishers.Debounce.swift:205-250`,
    /// rule C3): each element cancels the pending one and is scheduled `dueTime` later. When
    /// the upstream ends, the pending element is cancelled — never sent — and the end is
    /// scheduled as a job at once (RxSwift sends the pending element first).
    public func debounce(for dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Base.Element> {
        base.asObservable().debounce(dueTime, clock: scheduler, droppingPendingAtEnd: true)
    }
}
