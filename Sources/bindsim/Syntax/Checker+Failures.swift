// Combine requires `Failure == Never` of `assign` (`bind`) and of a `sink` without a completion
// block (docs/language.md, "Combine's failures"): where the checker can see a failure reach one,
// that is a check error (E0241); a failure it cannot see stops the run instead (E0327).
extension Checker {
    /// What can fail in a file: the nodes it fails (`fail NAME with E`), and its `let` streams.
    struct FailureSources {
        var failedNodes: Set<String> = []
        var lets: [String: Stream] = [:]

        init(_ statements: [Statement]) {
            visit(statements)
        }

        private mutating func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .complete(let target, .some):
                    failedNodes.insert(target.name)
                case .declare(let declaration):
                    if case .stream(let stream) = declaration.value { lets[declaration.name] = stream }
                default:
                    break
                }
                for block in statement.kind.blocks { visit(block) }
            }
        }
    }

    /// A failure that `stream` can deliver, visibly: reported at the subscription named `label`.
    mutating func checkFailureNever(_ stream: Stream, subscription label: String, at range: SourceRange) {
        guard semantics == .combine else { return }
        let sources = failureSources ?? FailureSources(allStatements)
        failureSources = sources
        guard Self.canFail(stream, sources, depth: 0) else { return }
        diagnostics.error(.failureReachesNeverSubscriber(label: label), at: range, help: .handleTheFailure)
    }

    /// Whether a failure can come out of `stream`: from its source (`fail(E)`, a node the file
    /// fails, a stream input that can), or a `tryMap` on the way, unless a `replaceError` or a
    /// `catch` after it turns it into values. Streams nest at most as deep as the parser allows;
    /// past `depth` 32 nothing more is looked into (the run still stops at such a failure).
    private static func canFail(_ stream: Stream, _ sources: FailureSources, depth: Int) -> Bool {
        guard depth < 32 else { return false }
        var fails: Bool
        switch stream.source {
        case .node(let name):
            if let defined = sources.lets[name.name] {
                fails = canFail(defined, sources, depth: depth + 1)
            } else {
                fails = sources.failedNodes.contains(name.name)
            }
        case .objectWillChange:
            fails = false
        case .call(let call):
            fails = call.op.name == OperatorDescription.fail.name || call.op.name == OperatorDescription.error.name
                || inputsCanFail(call, sources, depth: depth)
        }
        for call in stream.operators {
            if call.op.name == OperatorDescription.replaceError.name {
                fails = false
            } else if call.op.name == OperatorDescription.catch.name {
                fails = inputsCanFail(call, sources, depth: depth)
            } else {
                fails = fails || call.op.mayFail || inputsCanFail(call, sources, depth: depth)
            }
        }
        return fails
    }

    /// Whether one of `call`'s stream arguments (inputs and inner streams alike) can fail.
    private static func inputsCanFail(_ call: OperatorCall, _ sources: FailureSources, depth: Int) -> Bool {
        call.arguments.contains { argument in
            if case .stream(let input) = argument { return canFail(input, sources, depth: depth + 1) }
            return false
        }
    }
}
