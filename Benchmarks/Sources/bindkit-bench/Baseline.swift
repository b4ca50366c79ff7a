/// The baseline every figure is divided by: a relay that stores an `Int` and
/// calls an array of closures, the least any relay can do.
final class BaselineRelay {
    private(set) var value: Int
    private var observers: [(Int) -> Void] = []

    init(value: Int) { self.value = value }

    func subscribe(_ observer: @escaping (Int) -> Void) {
        observers.append(observer)
    }

    func accept(_ newValue: Int) {
        value = newValue
        for observer in observers { observer(newValue) }
    }
}
