/// A run-time error: what went wrong and the source range of the expression or
/// statement that caused it. It stops the scenario with exit status 2.
struct RuntimeError: Error, Sendable {
    var message: RuntimeMessage
    var range: SourceRange

    init(_ message: RuntimeMessage, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}
