extension CombineRules {
    /// Combine's `delay(for:scheduler:)` (OpenCombine `Publishers.Delay.swift:227`, rule C4): every
    /// event — each value, the completion and a failure too — comes `dueTime` after it arrived,
    /// in order. (RxSwift's delivers an error at once, dropping the values still waiting.)
    public func delay(for dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Base.Element> {
        base.asObservable().delay(dueTime, scheduler: scheduler, delayingFailures: true)
    }
}
