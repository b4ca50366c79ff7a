/// Writes indented trace lines and folds long repeats: once a block of up to
/// `maxPeriod` lines has repeated three times (ignoring indentation), further
/// repetitions are counted instead of printed and summarised as
/// `... N more times` when the pattern breaks. Loops stay short this way.
struct LineFolder {
    static let maxPeriod = 16
    static let maxIndentLevels = 24
    private static let historyLimit = 3 * maxPeriod

    private var history: [String] = []
    private var block: [String] = []
    private var foldedLines = 0
    private var lastIndent = 0

    /// Emits `text` at `depth` (or folds it) through `emit`.
    mutating func add(depth: Int, text: String, base: Int, emit: (String) -> Void) {
        if !block.isEmpty {
            if text == block[foldedLines % block.count] {
                foldedLines += 1
                lastIndent = depth
                return
            }
            flush(base: base, emit: emit)
        }
        emit(LineFolder.indent(depth, base: base) + LineFolder.depthTag(depth) + text)
        history.append(text)
        if history.count > LineFolder.historyLimit { history.removeFirst(history.count - LineFolder.historyLimit) }
        detectRepeat()
    }

    /// Writes the summary of a fold in progress, if any.
    mutating func flush(base: Int, emit: (String) -> Void) {
        guard !block.isEmpty else { return }
        if foldedLines > 0 {
            let repeats = foldedLines / block.count
            let rest = foldedLines % block.count
            var summary = "... \(repeats) more time\(repeats == 1 ? "" : "s")"
            if rest > 0 { summary += " and \(rest) line\(rest == 1 ? "" : "s")" }
            emit(LineFolder.indent(lastIndent, base: base) + summary)
        }
        block = []
        foldedLines = 0
        history.removeAll()
    }

    private mutating func detectRepeat() {
        let count = history.count
        for period in 1...LineFolder.maxPeriod where count >= 3 * period {
            var repeats = true
            for offset in 0..<(2 * period) where history[count - 1 - offset] != history[count - 1 - offset - period] {
                repeats = false
                break
            }
            if repeats {
                block = Array(history[(count - period)...])
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
