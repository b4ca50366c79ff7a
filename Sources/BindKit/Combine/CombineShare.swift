extension CombineRules {
    /// Combine's `share()` (rule C12; OpenCombine `Publishers.Share.swift:90`):
    /// `multicast(subject: PassthroughSubject()).autoconnect()`. One upstream subscription while
    /// there are subscribers; a later subscriber misses what was already sent; the subject keeps
    /// its subscribers in a Set (C7: a runtime's `SubscriberOrder` chooses their order); and once
    /// the upstream has ended, so has the subject: a later subscriber gets only the end, with no
    /// new upstream subscription (RxSwift's `share()` subscribes to the source again).
    public func share() -> Observable<Base.Element> {
        base.multicast(PassthroughSubject<Base.Element>(name: "share", traceKind: .publishSubject)).refCount()
    }
}

extension PassthroughSubject: SubjectType {
    /// Returns `self`.
    public func asObserver() -> PassthroughSubject<Element> { self }
}
