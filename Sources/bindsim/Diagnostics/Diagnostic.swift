/// How serious a diagnostic is. Only errors stop a scenario from running.
enum DiagnosticSeverity: String, Hashable, Sendable {
    case error
    case warning
    case note
}

/// One problem found in a scenario file: where, what, and how to fix it.
struct Diagnostic: Hashable, Sendable {
    var severity: DiagnosticSeverity
    var message: DiagnosticMessage
    var range: SourceRange
    var help: DiagnosticHelp?
    /// A detail line computed for this diagnostic (a round trip's values), shown before the help.
    var note: String?

    init(_ severity: DiagnosticSeverity = .error, _ message: DiagnosticMessage, at range: SourceRange,
         help: DiagnosticHelp? = nil, note: String? = nil) {
        self.severity = severity
        self.message = message
        self.range = range
        self.help = help
        self.note = note
    }

    /// `diagnostics` by where they start; those at the same place keep their order.
    static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted {
            let (a, b) = ($0.element.range.start, $1.element.range.start)
            return (a.line, a.column, $0.offset) < (b.line, b.column, $1.offset)
        }.map(\.element)
    }

    /// The stable code, such as `E0201`.
    var code: String { message.code }
    /// The message text, without location or code.
    var text: String { message.text }
}
