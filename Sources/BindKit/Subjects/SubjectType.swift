/// A sequence that is also an observer (RxSwift's `SubjectType`): what is sent to
/// its observer side is delivered to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side.
    func asObserver() -> Observer
}
