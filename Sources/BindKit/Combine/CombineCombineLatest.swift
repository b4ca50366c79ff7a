extension CombineRules {
    /// Combine's `combineLatest` over `sources` (rule C1; OpenCombine's
    /// `AbstractCombineLatest.swift:73-84`, Apple's compatibility test
    /// `testUpstreamValueReceivedWhileSendingValue`): as RxSwift's, but a value that arrives
    /// while the combination it emitted is still being delivered only replaces that input's
    /// latest value; it is not emitted. The next value from any input emits a combination with
    /// it. It completes and fails as RxSwift's does.
    public static func combineLatest(_ sources: [Observable<Base.Element>]) -> Observable<[Base.Element]> {
        Observable<[Base.Element]>.combineLatest(sources, guardingRecursion: true) { $0 }
    }
}
