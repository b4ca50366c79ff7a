/// Folds long repeats in a marble diagram the way `LineFolder` folds trace lines,
/// so a loop cut off after 100 rounds draws a few rounds, `…N more`, and the last
/// event. A block of up to `maxPeriod` events repeats when each event equals the
/// one a period before it — lane, mark, value and flags — or, one level deeper in
/// the causal tree (a loop nesting on every round), has its lane, mark and flags
/// with any value. After three repetitions the rest are counted, not drawn; a fold
/// that would hide `minimumFold` events or fewer is drawn in full.
struct MarbleFolder {
    static let maxPeriod = LineFolder.maxPeriod
    static let minimumFold = LineFolder.minimumFold
    private static let historyLimit = 3 * maxPeriod

    private struct Item {
        var event: MarbleDiagram.Event
        var depth: Int
    }

    private var recent: [Item] = []
    /// The slot of the newest item in `recent`, a ring of `historyLimit` slots.
    private var newest = -1
    private var recentCount = 0
    private var period = 0
    private var folded = 0

    /// Adds one event at `depth`: appended to `out`, or counted in the fold under way.
    mutating func add(_ event: MarbleDiagram.Event, depth: Int, to out: inout [MarbleDiagram.Event]) {
        remember(Item(event: event, depth: depth))
        if period > 0 {
            if repeats(slot(back: 0), over: slot(back: period)) {
                folded += 1
                return
            }
            endFold(before: 1, to: &out)
            recentCount = 1
        }
        out.append(event)
        detectRepeat()
    }

    /// Ends the fold under way, if any (at the end of an instant).
    mutating func flush(to out: inout [MarbleDiagram.Event]) {
        endFold(before: 0, to: &out)
        recentCount = 0
    }

    private mutating func endFold(before newer: Int, to out: inout [MarbleDiagram.Event]) {
        guard period > 0 else { return }
        if folded <= Self.minimumFold {
            for offset in stride(from: newer + folded - 1, through: newer, by: -1) {
                out.append(recent[slot(back: offset)].event)
            }
        } else {
            let last = recent[slot(back: newer)].event
            out.append(MarbleDiagram.Event(lane: last.lane, mark: .folded(count: (folded - 1) / period)))
            out.append(last)
        }
        period = 0
        folded = 0
    }

    private func slot(back offset: Int) -> Int {
        let index = newest - offset
        return index < 0 ? index + Self.historyLimit : index
    }

    private func repeats(_ later: Int, over earlier: Int) -> Bool {
        let a = recent[later]
        let b = recent[earlier]
        if a.event == b.event { return true }
        return a.depth > b.depth && a.event.lane == b.event.lane && a.event.mark == b.event.mark
            && a.event.flags == b.event.flags
    }

    private mutating func remember(_ item: Item) {
        newest = newest == Self.historyLimit - 1 ? 0 : newest + 1
        if recent.count < Self.historyLimit {
            recent.append(item)
        } else {
            recent[newest] = item
        }
        recentCount = min(recentCount + 1, Self.historyLimit)
    }

    private mutating func detectRepeat() {
        for candidate in 1...Self.maxPeriod where recentCount >= 3 * candidate {
            var matches = true
            for offset in 0..<(2 * candidate) where !repeats(slot(back: offset), over: slot(back: offset + candidate)) {
                matches = false
                break
            }
            if matches {
                period = candidate
                folded = 0
                return
            }
        }
    }
}
