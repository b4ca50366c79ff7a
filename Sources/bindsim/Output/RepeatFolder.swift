/// Folds long repeats in a sequence of items, for the text trace (`LineFolder`) and
/// the marble diagrams (`MarbleFolder`). A block of up to `maxPeriod` items repeats
/// when each item `repeats` the one a period before it. After three repetitions the
/// rest are counted instead of shown and summed up by one `fold`, followed by the
/// last item folded; a fold that would hide `minimumFold` items or fewer is shown in
/// full. Loops stay short while a sequence whose items change (typing, ticks) stays visible.
struct RepeatFolder<Item: FoldableItem> {
    static var maxPeriod: Int { 16 }
    /// A fold that would hide no more items than this is shown in full instead.
    static var minimumFold: Int { 12 }
    private static var historyLimit: Int { 3 * maxPeriod }

    /// What to show, in order. Items are given by their place in the folder's ring
    /// (valid during the call that gives them), so that showing one copies nothing.
    enum Shown {
        case item(UnsafePointer<Item>)
        /// Items not shown: `repeats` more times the period, then `rest` items; the
        /// last of them, `last`, is shown after the summary.
        case fold(repeats: Int, rest: Int, last: UnsafePointer<Item>)
    }

    /// The last `recentCount` items, newest at slot `newest`: a ring whose slots keep
    /// their storage, so remembering an item need not allocate.
    private var recent: [Item]
    private var newest: Int
    private var recentCount = 0
    private var period = 0
    /// How many items are folded; they are the newest items of `recent`.
    private var folded = 0

    /// `blank` fills the ring's slots before items are written into them.
    init(blank: Item) {
        recent = Array(repeating: blank, count: Self.historyLimit)
        newest = Self.historyLimit - 1
    }

    /// Adds the next item, which `store` writes into its slot: `show` gets what to
    /// show now (nothing while the item is folded).
    mutating func add(_ store: (inout Item) -> Void, show: (Shown) -> Void) {
        newest = newest == Self.historyLimit - 1 ? 0 : newest + 1
        store(&recent[newest])
        recentCount = min(recentCount + 1, Self.historyLimit)
        if period > 0 {
            if repeats(slot(back: 0), over: slot(back: period)) {
                folded += 1
                return
            }
            endFold(before: 1, show: show)
            recentCount = 1
        }
        withItem(at: newest) { show(.item($0)) }
        detectRepeat()
    }

    /// Ends the fold under way, if any (at the end of a step or an instant).
    mutating func flush(show: (Shown) -> Void) {
        endFold(before: 0, show: show)
        recentCount = 0
    }

    /// Shows the fold under way, which ends `newer` items before the newest: in full
    /// if it is short, as a summary otherwise.
    private mutating func endFold(before newer: Int, show: (Shown) -> Void) {
        guard period > 0 else { return }
        if folded <= Self.minimumFold {
            for offset in stride(from: newer + folded - 1, through: newer, by: -1) {
                withItem(at: slot(back: offset)) { show(.item($0)) }
            }
        } else {
            let (repeats, rest) = ((folded - 1) / period, (folded - 1) % period)
            withItem(at: slot(back: newer)) { show(.fold(repeats: repeats, rest: rest, last: $0)) }
        }
        period = 0
        folded = 0
    }

    /// The slot of the item `offset` items before the newest.
    private func slot(back offset: Int) -> Int {
        let index = newest - offset
        return index < 0 ? index + Self.historyLimit : index
    }

    private func repeats(_ later: Int, over earlier: Int) -> Bool {
        recent.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress else { return false }
            return Item.repeats(base + later, base + earlier)
        }
    }

    private func withItem(at slot: Int, _ body: (UnsafePointer<Item>) -> Void) {
        recent.withUnsafeBufferPointer { items in
            if let base = items.baseAddress { body(base + slot) }
        }
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

/// An item `RepeatFolder` folds.
protocol FoldableItem {
    /// Whether the item at `later` repeats the one at `earlier`, a period before it
    /// (places in the folder's ring: no item is copied out of it to be compared).
    static func repeats(_ later: UnsafePointer<Self>, _ earlier: UnsafePointer<Self>) -> Bool
}
