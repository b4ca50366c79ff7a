/// A mutable value one subscription's operator closures share (`scan`'s accumulator, `take`'s
/// counter). A captured local `var` would do, but its box is checked for exclusive
/// access on every element; this class's property is not (the closures run on one
/// thread and never overlap their accesses).
@usableFromInline
final class UncheckedCell<Value> {
    @usableFromInline @exclusivity(unchecked) var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
