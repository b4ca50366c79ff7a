/// Writes indented trace lines and folds long repeats. A block of up to
/// `maxPeriod` lines repeats when each line equals the line one period before
/// it — word for word, or, inside a loop that nests deeper on every round, in
/// shape (same event kind, node and subscriber, values free to change). After
/// three repetitions the rest are counted instead of printed and summarised as
/// `... N more times, then:` with the last folded line, so loops stay short while
/// a flat sequence with changing values (typing, ticks) stays visible.
struct LineFolder {
    static let maxPeriod = 16
    static let maxIndentLevels = 24
    /// A fold that would hide no more lines than this is printed in full instead.
    static let minimumFold = 12
    private static let historyLimit = 3 * maxPeriod

    private struct Line {
        var shape: String
        var text: String
        var depth: Int
    }

    private var recent: [Line] = []
    private var period = 0
    private var foldedLines = 0
    private var lastFolded: Line?
    /// The folded lines, kept while there are few enough to print in full.
    private var held: [Line] = []

    /// Emits `text` at `depth` (or folds it) through `emit`.
    mutating func add(depth: Int, text: String, shape: String, base: Int, emit: (String) -> Void) {
        let line = Line(shape: shape, text: text, depth: depth)
        if period > 0 {
            if LineFolder.repeats(line, recent[recent.count - period]) {
                foldedLines += 1
                lastFolded = line
                if foldedLines <= LineFolder.minimumFold { held.append(line) } else { held.removeAll() }
                remember(line)
                return
            }
            flush(base: base, emit: emit)
        }
        emit(LineFolder.indent(depth, base: base) + LineFolder.depthTag(depth) + text)
        remember(line)
        detectRepeat()
    }

    /// Writes the summary of a fold in progress, if any.
    mutating func flush(base: Int, emit: (String) -> Void) {
        guard period > 0 else { return }
        if foldedLines <= LineFolder.minimumFold {
            for line in held {
                emit(LineFolder.indent(line.depth, base: base) + LineFolder.depthTag(line.depth) + line.text)
            }
        } else if let last = lastFolded {
            let repeats = (foldedLines - 1) / period
            let rest = (foldedLines - 1) % period
            var summary = "... \(repeats) more time\(repeats == 1 ? "" : "s")"
            if rest > 0 { summary += " and \(rest) line\(rest == 1 ? "" : "s")" }
            emit(LineFolder.indent(last.depth, base: base) + summary + ", then:")
            emit(LineFolder.indent(last.depth, base: base) + LineFolder.depthTag(last.depth) + last.text)
        }
        held.removeAll()
        period = 0
        foldedLines = 0
        lastFolded = nil
        recent.removeAll()
    }

    private static func repeats(_ line: Line, _ earlier: Line) -> Bool {
        line.text == earlier.text || (line.shape == earlier.shape && line.depth > earlier.depth)
    }

    private mutating func remember(_ line: Line) {
        recent.append(line)
        if recent.count > LineFolder.historyLimit { recent.removeFirst(recent.count - LineFolder.historyLimit) }
    }

    private mutating func detectRepeat() {
        let count = recent.count
        for candidate in 1...LineFolder.maxPeriod where count >= 3 * candidate {
            var matches = true
            for offset in 0..<(2 * candidate)
            where !LineFolder.repeats(recent[count - 1 - offset], recent[count - 1 - offset - candidate]) {
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

    static func indent(_ depth: Int, base: Int) -> String {
        String(repeating: "  ", count: base + min(depth, maxIndentLevels))
    }

    /// Past the indentation limit, the real depth is shown instead.
    static func depthTag(_ depth: Int) -> String {
        depth > maxIndentLevels ? "[depth \(depth)] " : ""
    }
}
