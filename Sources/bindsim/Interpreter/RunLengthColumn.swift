/// Values by dense index, kept as runs of equal values: an array whose entries are set in
/// increasing index order and change rarely.
///
/// A run's events get their origin (the statement or keystroke their causal chain began at) by
/// event id, and ids are handed out in order. The origin changes only where a statement begins or
/// scheduled work from another one runs, so a loop through a timer, which is one statement's
/// chain however many deliveries it makes, is one run here instead of an entry an event
/// (docs/performance.md, "Runaway cases"). An index never set reads 0.
struct RunLengthColumn {
    /// The first index of each run, increasing, and the run's value.
    private var starts: [Int] = []
    private var values: [Int32] = []
    /// One past the highest index set.
    private(set) var count = 0
    /// Values set below `count` after the fact (ids handed out in order never do this; kept
    /// so that the column is still an array if they ever are not).
    private var overrides: [Int: Int32] = [:]

    init() {}

    /// The number of runs, for tests and measurements.
    var runCount: Int { starts.count }

    mutating func set(_ value: Int32, at index: Int) {
        precondition(index >= 0, "RunLengthColumn index below 0")
        if index < count {
            overrides[index] = value
            return
        }
        if index > count && values.last != 0 {
            // The indices skipped read 0, as an array padded with zeros would.
            starts.append(count)
            values.append(0)
        }
        if values.last != value {
            starts.append(index)
            values.append(value)
        }
        count = index + 1
    }

    subscript(index: Int) -> Int32 {
        guard index >= 0, index < count else { return 0 }
        if !overrides.isEmpty, let value = overrides[index] { return value }
        // Most reads are of recent events (a parent), in the last run.
        if let lastStart = starts.last, index >= lastStart { return values[values.count - 1] }
        var low = 0
        var high = starts.count - 1
        // The last run starting at or before `index`: starts[low] <= index < starts[high + 1].
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return values[low]
    }
}
