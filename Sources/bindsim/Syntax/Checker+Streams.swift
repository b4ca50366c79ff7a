// Streams, operators and expressions.
extension Checker {
    mutating func checkStream(_ stream: Stream) {
        if case .node(let name) = stream.source, let node = resolve(name), !node.kind.canBeSubscribed {
            diagnostics.error(.labelAsSource(node.name), at: name.range)
        }
        stream.forEachCall { checkOperator($0) }
    }

    /// Checks each argument as its parameter says: what its expression may read, and its streams.
    mutating func checkOperator(_ call: OperatorCall) {
        for index in call.arguments.indices {
            switch call.arguments[index] {
            case .expression(let expr):
                switch call.op.parameter(at: index) {
                case .element, .accumulator: checkExpr(expr, element: true)
                case .value, .count, .duration, .stream: checkExpr(expr, element: false)
                }
            case .stream(let stream):
                checkStream(stream)
            case .count, .duration, .invalid:
                break
            }
        }
    }

    /// Checks names and element references; `element` says whether `it` and `$N` exist here.
    /// Recursion is bounded: the parser keeps expression trees within the nesting limit.
    mutating func checkExpr(_ expr: Expr, element: Bool) {
        switch expr.kind {
        case .number, .string, .bool, .nil, .accumulator, .invalid:
            break
        case .list(let items):
            for item in items { checkExpr(item, element: element) }
        case .name(let reference):
            if let node = resolve(reference), !node.kind.hasCurrentValue {
                let help: DiagnosticHelp? = node.kind == .publish ? .publishStoresNothing : nil
                diagnostics.error(.noCurrentValue(kind: node.kind.keyword, name: reference.name), at: expr.range, help: help)
            }
        case .it:
            if !element { diagnostics.error(.itOutsideContext, at: expr.range) }
        case .element(let index):
            if !element { diagnostics.error(.elementOutsideContext("$\(index)"), at: expr.range) }
        case .unary(_, let operand), .member(let operand, _):
            checkExpr(operand, element: element)
        case .binary(_, let left, let right), .index(let left, let right):
            checkExpr(left, element: element)
            checkExpr(right, element: element)
        case .conditional(let condition, let then, let otherwise):
            checkExpr(condition, element: element)
            checkExpr(then, element: element)
            checkExpr(otherwise, element: element)
        case .call(_, let arguments):
            for argument in arguments { checkExpr(argument, element: element) }
        }
    }
}
