/// A value published the way Combine's `@Published` publishes: in `willSet`.
///
/// - replays its current value to every new subscriber;
/// - a set announces the new value to subscribers *before* storing it, so a
///   subscriber reading ``value`` sees the old one;
/// - a set made by a subscriber during that delivery is stored first and then
///   overwritten when the outer set stores its value;
/// - never errors or completes.
public final class PublishedValue<Value>: ObservableType, ObserverType {
    @usableFromInline @exclusivity(unchecked) var storage: Value
    @usableFromInline let announcer: Announcer<Value>

    /// Creates a published value holding `value`. `name` labels it in traces.
    @inlinable
    public init(_ value: Value, name: String = "published") {
        storage = value
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .published)
        announcer.afterDelivery = { [unowned self] value in storage = value }
    }

    /// The current value. Setting it announces first, then stores.
    @inlinable
    public var value: Value {
        get { storage }
        set {
            guard announcer.beginWrite("set") else { return }
            if !announcer.announce(newValue) { storage = newValue }
        }
    }

    /// Sets ``value``.
    @inlinable
    public func onNext(_ element: Value) { value = element }

    /// The publisher (`$value`): subscribing replays the current value.
    @inlinable
    public func asObservable() -> Observable<Value> {
        Observable { [self] sink in
            announcer.attachReplaying(sink, current: storage)
        }
    }
}
