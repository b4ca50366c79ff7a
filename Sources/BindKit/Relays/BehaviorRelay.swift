/// A relay that holds a current value, as RxRelay's `BehaviorRelay`.
///
/// - replays its current value to every new subscriber (not an announcement);
/// - `accept` stores the value, then announces it to every subscriber, in
///   subscription order, synchronously and depth-first — every accept, with no dedupe;
/// - an accept made while a delivery is under way is delivered completely before
///   the outer delivery resumes (so a later subscriber can see an older value last);
/// - never errors or completes.
public final class BehaviorRelay<Element>: ObservableType, ObserverType {
    @usableFromInline @exclusivity(unchecked) var storage: Element
    @usableFromInline let announcer: Announcer<Element>

    /// Creates a relay holding `value`. `name` labels it in traces.
    @inlinable
    public init(value: Element, name: String = "relay") {
        storage = value
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .behaviorRelay)
    }

    /// The current value: the last one accepted.
    @inlinable
    public var value: Element {
        announcer.runtime.checkThread(announcer.objectDescription, "value")
        return storage
    }

    /// Stores `event` and announces it to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        guard announcer.beginWrite("accept") else { return }
        storage = event
        announcer.announce(event)
    }

    /// Same as ``accept(_:)``.
    @inlinable
    public func onNext(_ element: Element) { accept(element) }

    /// Accepts an element; a relay never ends, so a completion is ignored and an
    /// error stops debug builds (as RxRelay's `bind(to:)` does).
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): accept(element)
        case .error(let error): rxFatalErrorInDebug("Binding error to behavior relay: \(error)")
        case .completed: break
        }
    }

    /// The relay as an observable: subscribing replays the current value.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable(producer: false) { [self] sink in
            announcer.attachReplaying(sink, current: storage)
        }
    }

    /// The relay as an ``Infallible`` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
