/// A KVO-observed model property, as ReactiveSwift's `MutableProperty` or an
/// Objective-C property observed with KVO.
///
/// - replays its current value to every new subscriber **before** it starts
///   observing (ReactiveSwift's `producer`: `observer.send(value:)`, then
///   `signal.observe`; ReactiveKit's `prepend`), so a set made while the new
///   subscriber handles that value does not reach it;
/// - every set — by the program or by the user — stores the value, then
///   announces it (KVO notifies on every assignment, equal or not);
/// - never errors or completes.
public final class MutableProperty<Value>: ObservableType, ObserverType {
    @usableFromInline @exclusivity(unchecked) var storage: Value
    @usableFromInline let announcer: Announcer<Value>

    /// Creates a property holding `value`. `name` labels it in traces.
    @inlinable
    public init(_ value: Value, name: String = "property") {
        storage = value
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .mutableProperty)
    }

    /// The current value; setting it stores and announces.
    @inlinable
    public var value: Value {
        get { storage }
        set {
            guard announcer.beginWrite("set") else { return }
            storage = newValue
            announcer.announce(newValue)
        }
    }

    /// Sets ``value``.
    @inlinable
    public func onNext(_ element: Value) { value = element }

    /// The property as an observable: subscribing sends the current value, then observes.
    @inlinable
    public func asObservable() -> Observable<Value> {
        Observable { [self] sink in
            announcer.replayThenAttach(sink, current: storage)
        }
    }
}
