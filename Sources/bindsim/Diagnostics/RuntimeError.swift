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

extension RuntimeError {
    /// The error as it stops a `semantics combine` scenario (E0326): Combine's closures cannot
    /// throw, except `tryMap`'s.
    var stoppingUnderCombine: RuntimeError {
        if case .combineClosureCannotThrow = message { return self }
        return RuntimeError(.combineClosureCannotThrow(message), at: range)
    }
}
