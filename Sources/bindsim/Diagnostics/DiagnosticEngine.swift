/// Collects diagnostics while the front end runs and stops accepting them past a limit.
///
/// After `limit` errors it records one `too many errors` note and reports `isFull`,
/// so a binary or badly broken file yields a short report instead of thousands of
/// lines. Warnings are capped the same way (one `too many warnings` note, no stop).
final class DiagnosticEngine {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    private(set) var isFull = false
    private var notes: [Diagnostic] = []
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether any error was reported.
    var hasErrors: Bool { errorCount > 0 }

    func error(_ message: DiagnosticMessage, at range: SourceRange, help: DiagnosticHelp? = nil) {
        report(Diagnostic(.error, message, at: range, help: help))
    }

    func report(_ diagnostic: Diagnostic) {
        guard !isFull else { return }
        switch diagnostic.severity {
        case .error:
            if errorCount == limit {
                isFull = true
                notes.append(Diagnostic(.error, .tooManyErrors(limit: limit), at: diagnostic.range))
                return
            }
            errorCount += 1
        case .warning:
            if warningCount == limit {
                warningCount += 1
                notes.append(Diagnostic(.note, .tooManyWarnings(limit: limit), at: diagnostic.range))
                return
            }
            if warningCount > limit { return }
            warningCount += 1
        case .note:
            break
        }
        diagnostics.append(diagnostic)
    }

    /// The diagnostics in source order (stable for equal positions); a `too many`
    /// note stands where the first diagnostic it held back was, after what came before.
    func sorted() -> [Diagnostic] {
        let all = diagnostics.map { ($0, false) } + notes.map { ($0, true) }
        return all.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.0.range.start.offset, rhs.element.0.range.start.offset)
            if left != right { return left < right }
            if lhs.element.1 != rhs.element.1 { return !lhs.element.1 }
            return lhs.offset < rhs.offset
        }.map(\.element.0)
    }
}
