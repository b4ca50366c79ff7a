import BindKit

/// Writes indented trace lines and folds long repeats. A block of up to
/// `maxPeriod` lines repeats when each line equals the line one period before
/// it — word for word, or, inside a loop that nests deeper on every round, in
/// shape (same event kind, node and subscriber, values free to change). After
/// three repetitions the rest are counted instead of printed and summarised as
/// `... N more times, then:` with the last folded line, so loops stay short while
/// a flat sequence with changing values (typing, ticks) stays visible.
struct LineFolder {
    static let maxPeriod = 16
    static let maxIndentLevels = 16
    /// A fold that would hide no more lines than this is printed in full instead.
    static let minimumFold = 12
    private static let historyLimit = 3 * maxPeriod

    /// What a line says apart from its values: the event's kind, node,
    /// subscriber and note, and whether it is re-entrant or out of order.
    struct Shape: Hashable {
        var kind: TraceEvent.Kind
        var node: String
        var via: String
        var note: String
        var reentrant: Bool
        var stale: Bool

        init(_ event: TraceEvent) {
            kind = event.kind
            node = event.node ?? ""
            via = event.via ?? ""
            note = event.note ?? ""
            reentrant = event.reentrantOver != nil
            stale = event.outOfOrder
        }

        /// FNV-1a over the fields: deterministic, and cheaper than `Hasher`.
        var fnv1a: UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            func mix(_ text: String) {
                for byte in text.utf8 { mix(byte) }
                mix(0)
            }
            mix(kind.rawValue)
            mix(node)
            mix(via)
            mix(note)
            mix(reentrant ? 1 : 0)
            mix(stale ? 1 : 0)
            return hash
        }

        /// An `unbind` of the subscription `name` (not a traced event).
        init(unbound name: String) {
            kind = .terminate
            node = ""
            via = name
            note = "unbound"
            reentrant = false
            stale = false
        }

        fileprivate init() {
            kind = .announce
            node = ""
            via = ""
            note = ""
            reentrant = false
            stale = false
        }
    }

    /// A remembered line. Shapes are compared only when their hashes agree:
    /// comparing the structs themselves copies their strings.
    private struct Line {
        var text = TextBytes()
        /// FNV-1a of the text: unequal hashes settle most text comparisons.
        var textHash: UInt64 = 0
        var shape = Shape()
        var shapeHash: UInt64 = 0
        var depth = 0
    }

    /// The last `recentCount` lines, newest at slot `newest`: a ring whose
    /// slots keep their storage, so remembering a line allocates nothing.
    private var recent = [Line](repeating: Line(), count: historyLimit)
    private var newest = historyLimit - 1
    private var recentCount = 0
    private var period = 0
    /// How many lines are folded; they are the newest lines of `recent`.
    private var foldedLines = 0

    /// Writes `text` at `depth` to `out`, or folds it.
    mutating func add(depth: Int, text: TextBytes, shape: Shape, base: Int, to out: OutputSink) {
        remember(depth: depth, text: text, shape: shape)
        if period > 0 {
            if repeats(slot(back: 0), over: slot(back: period)) {
                foldedLines += 1
                return
            }
            endFold(before: 1, base: base, to: out)
            recentCount = 1
        }
        LineFolder.write(text, depth: depth, base: base, to: out)
        detectRepeat()
    }

    /// Writes the summary of a fold in progress, if any.
    mutating func flush(base: Int, to out: OutputSink) {
        endFold(before: 0, base: base, to: out)
        recentCount = 0
    }

    /// Writes the fold in progress, which ends `newer` lines before the newest,
    /// in full if it is short and as a summary otherwise.
    private mutating func endFold(before newer: Int, base: Int, to out: OutputSink) {
        guard period > 0 else { return }
        if foldedLines <= LineFolder.minimumFold {
            for offset in stride(from: newer + foldedLines - 1, through: newer, by: -1) {
                let line = recent[slot(back: offset)]
                LineFolder.write(line.text, depth: line.depth, base: base, to: out)
            }
        } else {
            let last = recent[slot(back: newer)]
            let repeats = (foldedLines - 1) / period
            let rest = (foldedLines - 1) % period
            var summary = "... \(repeats) more time\(repeats == 1 ? "" : "s")"
            if rest > 0 { summary += " and \(rest) line\(rest == 1 ? "" : "s")" }
            out.writeSpaces(LineFolder.indentWidth(last.depth, base: base))
            out.write(summary)
            out.line(", then:")
            LineFolder.write(last.text, depth: last.depth, base: base, to: out)
        }
        period = 0
        foldedLines = 0
    }

    /// The slot of the line `offset` lines before the newest.
    private func slot(back offset: Int) -> Int {
        let index = newest - offset
        return index < 0 ? index + LineFolder.historyLimit : index
    }

    /// Whether the line in slot `later` repeats the one in slot `earlier`: the
    /// same text, or, one level deeper, the same shape.
    private func repeats(_ later: Int, over earlier: Int) -> Bool {
        // Through pointers, so that no line is copied out of the ring to compare it.
        recent.withUnsafeBufferPointer { lines in
            guard let base = lines.baseAddress else { return false }
            let a = base + later
            let b = base + earlier
            if a.pointee.textHash == b.pointee.textHash && a.pointee.text == b.pointee.text { return true }
            return a.pointee.depth > b.pointee.depth && a.pointee.shapeHash == b.pointee.shapeHash
                && a.pointee.shape == b.pointee.shape
        }
    }

    private mutating func remember(depth: Int, text: TextBytes, shape: Shape) {
        newest = newest == LineFolder.historyLimit - 1 ? 0 : newest + 1
        recent[newest].text.assign(text)
        recent[newest].textHash = text.fnv1a()
        recent[newest].shapeHash = shape.fnv1a
        recent[newest].shape = shape
        recent[newest].depth = depth
        recentCount = min(recentCount + 1, LineFolder.historyLimit)
    }

    private mutating func detectRepeat() {
        for candidate in 1...LineFolder.maxPeriod where recentCount >= 3 * candidate {
            var matches = true
            for offset in 0..<(2 * candidate) where !repeats(slot(back: offset), over: slot(back: offset + candidate)) {
                matches = false
                break
            }
            if matches {
                period = candidate
                foldedLines = 0
                return
            }
        }
    }

    /// Writes one line: indentation, the depth past the indentation limit, the text.
    private static func write(_ text: TextBytes, depth: Int, base: Int, to out: OutputSink) {
        out.writeSpaces(indentWidth(depth, base: base))
        if depth > maxIndentLevels {
            out.write("[depth ")
            out.writeDecimal(depth)
            out.write("] ")
        }
        out.write(text)
        out.endLine()
    }

    private static func indentWidth(_ depth: Int, base: Int) -> Int {
        2 * (base + min(depth, maxIndentLevels))
    }
}
