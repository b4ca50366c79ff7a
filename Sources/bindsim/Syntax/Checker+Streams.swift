// Streams, operators and expressions.
extension Checker {
    mutating func checkStream(_ stream: Stream) {
        switch stream.source {
        case .node(let name):
            if let node = resolve(name), !node.kind.canBeSubscribed {
                diagnostics.error(.labelAsSource(node.name), at: name.range)
            }
        case .combineLatest(let streams), .merge(let streams):
            for inner in streams { checkStream(inner) }
        }
        for call in stream.operators { checkOperator(call.op) }
    }

    mutating func checkOperator(_ op: StreamOperator) {
        switch op {
        case .map(let expr), .filter(let expr):
            checkExpr(expr, element: true)
        case .startWith(let expr), .ignore(let expr):
            checkExpr(expr, element: false)
        case .scan(let seed, let accumulator):
            checkExpr(seed, element: false)
            checkExpr(accumulator, element: true)
        case .merge(let streams), .combineLatest(let streams):
            for stream in streams { checkStream(stream) }
        case .withLatestFrom(let stream):
            checkStream(stream)
        case .distinct, .skip, .take, .not, .currentAndPrevious, .async, .delay, .debounce, .throttle:
            break
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
