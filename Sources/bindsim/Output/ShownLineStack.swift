/// How many shown trace lines stand above each depth of the causal tree being printed,
/// kept as one bit a level: level `d + 1` holds level `d`'s count or one more. A loop
/// through a timer is one causal chain as deep as its deliveries, so an entry of 8 bytes
/// a level was most of a long run's memory (docs/performance.md, "Runaway cases").
struct ShownLineStack {
    /// Bit `i` set: level `i` counts one more shown line than level `i - 1` (bit 0 unused).
    private var increments: [UInt64] = [0]
    /// The number of levels; level 0 counts 0.
    private(set) var count = 1
    /// The count at the top level.
    private(set) var last = 0

    /// Pushes a level counting `shown` more lines than the top one.
    mutating func push(shownLine shown: Bool) {
        let word = count >> 6
        if word == increments.count { increments.append(0) }
        let bit = UInt64(1) << UInt64(count & 63)
        if shown {
            increments[word] |= bit
            last += 1
        } else {
            increments[word] &= ~bit
        }
        count += 1
    }

    /// Pops levels until at most `newCount` (at least one) are left.
    mutating func truncate(to newCount: Int) {
        let target = max(1, newCount)
        while count > target {
            let index = count - 1
            let word = index >> 6
            let low = index & 63
            // Pop a whole word's worth at once when the target is below this word.
            let from = max(target, index - low)
            let width = index - from + 1
            let mask = (width == 64 ? ~UInt64(0) : ((UInt64(1) << UInt64(width)) - 1)) << UInt64(from & 63)
            last -= (increments[word] & mask).nonzeroBitCount
            count = from
        }
        let words = max(1, (count + 63) >> 6)
        if increments.count > words { increments.removeLast(increments.count - words) }
    }

    mutating func removeAll() {
        increments = [0]
        count = 1
        last = 0
    }
}
