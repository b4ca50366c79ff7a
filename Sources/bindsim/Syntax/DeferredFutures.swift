/// The futures a file makes per subscription: those a `deferred(…)` argument starts from
/// (Combine's `Deferred { Future { … } }`). Such a future is a recipe: each subscription of the
/// deferred makes one and runs its block then, never at its declaration (docs/language.md,
/// "Combine"). The checker and the run both ask, so the walk is here.
enum DeferredFutures {
    /// The names the `deferred(…)` arguments of `statements` start from, at any depth (of any
    /// node kind: the caller keeps its futures).
    static func sourceNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        visit(statements, into: &names)
        return names
    }

    // Blocks and streams nest no deeper than the parser's nesting limit.
    private static func visit(_ statements: [Statement], into names: inout Set<String>) {
        for statement in statements {
            switch statement.kind {
            case .declare(let declaration):
                if case .stream(let stream) = declaration.value { visit(stream, into: &names) }
            case .bind(let source, _, _), .on(let source, _, _, _):
                visit(source, into: &names)
            case .bindTwoWay(let left, let right, _, _):
                for call in left.operators + right.operators { visit(call, into: &names) }
            default:
                break
            }
            for block in statement.kind.blocks { visit(block, into: &names) }
        }
    }

    private static func visit(_ stream: Stream, into names: inout Set<String>) {
        stream.forEachCall { visit($0, into: &names) }
    }

    private static func visit(_ call: OperatorCall, into names: inout Set<String>) {
        for argument in call.arguments {
            switch argument {
            case .stream(let stream):
                if call.op.name == OperatorDescription.deferred.name, case .node(let start) = stream.source {
                    names.insert(start.name)
                }
                visit(stream, into: &names)
            case .block(let body):
                visit(body, into: &names)
            case .expression, .invalid:
                break
            }
        }
    }
}
