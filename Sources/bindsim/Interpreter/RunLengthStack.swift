/// A stack of integers kept as arithmetic runs (`first`, `first + step`, …, `length` of them).
///
/// The stacks that follow a causal chain (its event ids, the trace lines shown above each
/// level, the out-of-order delivery each level follows from) grow by one entry per level, and a
/// loop through a timer is one chain as deep as its deliveries. Level after level they change
/// by the same step (ids by 1, shown lines by 1, a stale delivery by 0), so such a chain is a
/// few runs here instead of an entry a level (docs/performance.md, "Runaway cases").
struct RunLengthStack {
    private struct Run {
        var first: Int
        var step: Int
        var length: Int
    }

    private var runs: [Run] = []
    /// The number of entries.
    private(set) var count = 0

    init() {}

    init(_ value: Int) {
        append(value)
    }

    var isEmpty: Bool { count == 0 }

    /// The top entry.
    var last: Int? {
        guard let run = runs.last else { return nil }
        return run.first &+ run.step &* (run.length - 1)
    }

    mutating func append(_ value: Int) {
        count += 1
        if let index = runs.indices.last {
            let run = runs[index]
            if run.length == 1 {
                runs[index].step = value &- run.first
                runs[index].length = 2
                return
            }
            if value == run.first &+ run.step &* run.length {
                runs[index].length += 1
                return
            }
        }
        runs.append(Run(first: value, step: 0, length: 1))
    }

    mutating func removeLast() {
        truncate(to: count - 1)
    }

    /// Removes the top entries until at most `newCount` are left.
    mutating func truncate(to newCount: Int) {
        let target = max(0, newCount)
        while count > target, let top = runs.last {
            let excess = count - target
            if top.length <= excess {
                runs.removeLast()
                count -= top.length
            } else {
                runs[runs.count - 1].length -= excess
                count = target
            }
        }
    }

    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        count = 0
    }
}
