/// The baseline every figure is divided by: a relay that stores an `Int` and
/// calls an array of closures, the least any relay can do.
///
/// It is built the way BindKit is: a module of its own, reached from the
/// benchmark across the module boundary through `@inlinable` code, its stored
/// properties without dynamic exclusivity checks (`@exclusivity(unchecked)`, as
/// BindKit's hot properties). Compiled inside the benchmark module with the default
/// checks it would pay one access check per write that BindKit does not.
public final class ClosureRelay {
    @usableFromInline @exclusivity(unchecked) var storage: Int
    @usableFromInline @exclusivity(unchecked) var observers: [(Int) -> Void] = []

    @inlinable
    public init(value: Int) { storage = value }

    /// The last value accepted.
    @inlinable
    public var value: Int { storage }

    /// Adds `observer`; it is called with every later value.
    @inlinable
    public func subscribe(_ observer: @escaping (Int) -> Void) {
        observers.append(observer)
    }

    /// Stores `newValue` and calls every observer with it, in order.
    @inlinable
    public func accept(_ newValue: Int) {
        storage = newValue
        for observer in observers { observer(newValue) }
    }
}
