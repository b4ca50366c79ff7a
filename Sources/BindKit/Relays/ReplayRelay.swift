/// A relay that replays a buffer of its latest values to every new subscriber,
/// as RxRelay's `ReplayRelay`: a ``ReplaySubject`` that never ends.
public final class ReplayRelay<Element>: ObservableType, ObserverType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays up to `bufferSize` latest values.
    public static func create(bufferSize: Int, name: String = "relay") -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize, name: name))
    }

    /// A relay that replays every value it received.
    public static func createUnbound(name: String = "relay") -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded(name: name))
    }

    /// Buffers `event` and announces it to every subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Same as ``accept(_:)``.
    public func onNext(_ element: Element) { accept(element) }

    /// Accepts an element; a completion is ignored and an error stops debug builds.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): accept(element)
        case .error(let error): rxFatalErrorInDebug("Binding error to replay relay: \(error)")
        case .completed: break
        }
    }

    /// The relay as an observable: subscribing replays the buffer.
    public func asObservable() -> Observable<Element> { subject }

    /// The relay as an ``Infallible`` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
