extension CombineRules {
    /// Combine's `drop(untilOutputFrom:)` (OpenCombine `Publishers.DropUntilOutput.swift:87-89`):
    /// as RxSwift's `skip(until:)`, but `other` is subscribed first, so a trigger that replays
    /// (a CurrentValueSubject) has fired before the source's first element arrives.
    public func drop<Other: ObservableType>(untilOutputFrom other: Other) -> Observable<Base.Element> {
        base.skip(until: other, subscribingOtherFirst: true, dropNote: "drop(untilOutputFrom:)")
    }
}
