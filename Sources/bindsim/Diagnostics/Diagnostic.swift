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

    init(_ severity: DiagnosticSeverity = .error, _ message: DiagnosticMessage, at range: SourceRange, help: DiagnosticHelp? = nil) {
        self.severity = severity
        self.message = message
        self.range = range
        self.help = help
    }

    /// The stable code, such as `E0201`.
    var code: String { message.code }
    /// The message text, without location or code.
    var text: String { message.text }
}
