/// A relay with no stored value, as RxRelay's `PublishRelay`.
///
/// - does not replay: a new subscriber receives only what is accepted later;
/// - every `accept` announces the value to every subscriber (even when there
///   are none, it counts as an announcement);
/// - never errors or completes.
public final class PublishRelay<Element>: ObservableType, ObserverType {
    @usableFromInline let announcer: Announcer<Element>

    /// Creates a relay. `name` labels it in traces.
    @inlinable
    public init(name: String = "publish") {
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .publishRelay)
    }

    /// Announces `event` to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        guard announcer.beginWrite("accept") else { return }
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
        case .error(let error): rxFatalErrorInDebug("Binding error to publish relay: \(error)")
        case .completed: break
        }
    }

    /// The relay as an observable; subscribing delivers nothing at once.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable(producer: false) { [self] sink in announcer.attach(sink) }
    }

    /// The relay as an ``Infallible`` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
