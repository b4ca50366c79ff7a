/// When a test observable was subscribed to and when that subscription was
/// disposed, in virtual time, as RxTest's `Subscription` (`Subscription(200, 1000)`).
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: Int
    /// The virtual time of the disposal (`Int.max` while it lasts).
    public let unsubscribe: Int

    /// A subscription made at `subscribe` and never disposed.
    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        unsubscribe = Int.max
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200: 1000)`, or `(200: Infinity)` while it lasts, as RxTest prints it.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe != Int.max ? String(unsubscribe) : "Infinity"))"
    }
}
