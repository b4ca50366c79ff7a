/// A subject that holds a current value, as RxSwift's `BehaviorSubject`.
///
/// - replays its current value to every new subscriber (inserted first, then
///   given the value, so a write made during the replay reaches it too);
/// - `onNext` stores the element, then announces it, depth-first (as a relay);
/// - `onCompleted` / `onError` end it: every subscriber receives the end; a later
///   subscriber receives only the end; ``value()`` throws after an error.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline var element: Element

    /// Creates a subject holding `value`. `name` labels it in traces.
    public init(value: Element, name: String = "subject") {
        element = value
        core = SubjectCore(name: name, kind: .behaviorSubject)
        super.init()
    }

    /// The current value; throws the error that ended the subject, or
    /// `RxError.disposed` once disposed.
    public func value() throws -> Element {
        core.runtime.checkThread(core.announcer.objectDescription, "value()")
        if core.isDisposed { throw RxError.disposed(object: self) }
        if case .error(let error)? = core.stoppedEvent { throw error }
        return element
    }

    /// True while it has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// True once ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to the subscribers (nothing after the end).
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let value): onNext(value)
        case .error(let error): core.stop(.error(error))
        case .completed: core.stop(.completed)
        }
    }

    /// Stores `element`, then announces it.
    @inlinable
    public func onNext(_ element: Element) {
        core.next(element) { self.element = $0 }
    }

    /// Returns `self`.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every subscriber; later subscribers receive an `RxError.disposed` error.
    public func dispose() { core.dispose() }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        if core.replayEnd(to: sink, object: self) { return Disposables.create() }
        return core.attach(sink, replaying: element)
    }
}
