/// Collects diagnostics while the front end runs and stops accepting them past a limit.
///
/// After `limit` errors it records one `too many errors` note and reports `isFull`, so a
/// binary or badly broken file yields a short report instead of thousands of lines.
final class DiagnosticEngine {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0
    private(set) var isFull = false
    private var overflow: Diagnostic?
    let limit: Int

    init(limit: Int = FrontendLimits.standard.maxErrors) {
        self.limit = limit
    }

    /// Whether any error was reported.
    var hasErrors: Bool { errorCount > 0 }

    func error(_ message: DiagnosticMessage, at range: SourceRange, help: DiagnosticHelp? = nil) {
        report(Diagnostic(.error, message, at: range, help: help))
    }

    func report(_ diagnostic: Diagnostic) {
        guard !isFull else { return }
        if diagnostic.severity == .error {
            if errorCount == limit {
                isFull = true
                overflow = Diagnostic(.error, .tooManyErrors(limit: limit), at: diagnostic.range)
                return
            }
            errorCount += 1
        }
        diagnostics.append(diagnostic)
    }

    /// The diagnostics in source order (stable for equal positions), the overflow note last.
    func sorted() -> [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            if lhs.element.range.start.offset != rhs.element.range.start.offset {
                return lhs.element.range.start.offset < rhs.element.range.start.offset
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
        if let overflow { return ordered + [overflow] }
        return ordered
    }
}
