import BindKit
import Observation

/// Swift's own `@Observable` beside BindKit's `ObservedProperty`, in one process (issue 38): the
/// same writes, with no tracker, with a tracker armed before each write, and equal writes.
@Observable final class ObservedModel {
    var value = 0
}

/// What a tracker's onChange counts (onChange is `@Sendable`; the benchmark is single-threaded).
final class FiredCount: @unchecked Sendable {
    var count = 0
}

enum ObservationFigures {
    nonisolated(unsafe) static var writes = 200_000
    nonisolated(unsafe) static var runs = 7

    /// Nanoseconds per write of a changing value, nobody tracking.
    static func swiftWrites() -> Double {
        let model = ObservedModel()
        let total = medianNanoseconds(runs: runs) {
            for value in 1...writes { model.value = value }
        }
        blackHole(model)
        return total / Double(writes)
    }

    static func bindKitWrites() -> Double {
        let property = ObservedProperty(0, name: "value")
        let total = medianNanoseconds(runs: runs) {
            for value in 1...writes { property.value = value }
        }
        precondition(property.storedValue == writes)
        return total / Double(writes)
    }

    /// Nanoseconds per tracker armed (`withObservationTracking` reading the property) and fired by a write.
    static func swiftTrackedWrites() -> Double {
        let model = ObservedModel()
        let fired = FiredCount()
        let total = medianNanoseconds(runs: runs) {
            for value in 1...writes {
                withObservationTracking { _ = model.value } onChange: { fired.count += 1 }
                model.value = value
            }
        }
        precondition(fired.count == writes * runs)
        return total / Double(writes)
    }

    static func bindKitTrackedWrites() -> Double {
        let property = ObservedProperty(0, name: "value")
        var fired = 0
        let total = medianNanoseconds(runs: runs) {
            for value in 1...writes {
                _ = ObservationTracking.track(label: "t", { _ = property.value }, onChange: { fired += 1 })
                property.value = value
            }
        }
        precondition(fired == writes * runs)
        return total / Double(writes)
    }

    /// Nanoseconds per equal write (the setter compares and stores silently).
    static func swiftEqualWrites() -> Double {
        let model = ObservedModel()
        let total = medianNanoseconds(runs: runs) {
            for _ in 1...writes { model.value = 0 }
        }
        blackHole(model)
        return total / Double(writes)
    }

    static func bindKitEqualWrites() -> Double {
        let property = ObservedProperty(0, name: "value")
        let total = medianNanoseconds(runs: runs) {
            for _ in 1...writes { property.value = 0 }
        }
        blackHole(property)
        return total / Double(writes)
    }

    /// The table docs/performance.md quotes.
    static func table() -> String {
        let rows: [(String, Double, Double)] = [
            ("a write of a changing value, no tracker", swiftWrites(), bindKitWrites()),
            ("an equal write (the setter compares, stores, announces nothing)", swiftEqualWrites(), bindKitEqualWrites()),
            ("a tracker armed, then fired by a write (`withObservationTracking` + set)", swiftTrackedWrites(),
             bindKitTrackedWrites()),
        ]
        var lines = ["| per operation, \(writes) of each, median of \(runs) | Swift's `@Observable` | BindKit `ObservedProperty` | ratio |",
                     "|---|---|---|---|"]
        for (name, swift, bindKit) in rows {
            lines.append("| \(name) | \(format(swift)) ns | \(format(bindKit)) ns | \(format(bindKit / swift))x |")
        }
        return lines.joined(separator: "\n")
    }
}
