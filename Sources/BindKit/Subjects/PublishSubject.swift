/// A subject that delivers what it receives to its current subscribers, as
/// RxSwift's `PublishSubject`.
///
/// - does not replay: a new subscriber receives only later events;
/// - `onNext` announces the element to every subscriber, in subscription order,
///   synchronously and depth-first (like a relay: re-entrant writes, snapshots,
///   traces and loop budgets work the same way);
/// - `onCompleted` / `onError` end it: every subscriber receives the end, later
///   elements are ignored, and a later subscriber receives the end at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    @usableFromInline let core: SubjectCore<Element>

    /// Creates a subject. `name` labels it in traces.
    public init(name: String = "subject") {
        core = SubjectCore(name: name, kind: .publishSubject)
        super.init()
    }

    /// True while it has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// True once ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to the subscribers (nothing after the end).
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): core.next(element)
        case .error(let error): core.stop(.error(error))
        case .completed: core.stop(.completed)
        }
    }

    /// Same as `on(.next(element))`.
    @inlinable
    public func onNext(_ element: Element) { core.next(element) }

    /// Returns `self`.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every subscriber; later subscribers receive an `RxError.disposed` error.
    public func dispose() { core.dispose() }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        if core.replayEnd(to: sink, object: self) { return Disposables.create() }
        return core.attach(sink)
    }
}
