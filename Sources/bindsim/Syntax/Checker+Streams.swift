// Streams, operators and expressions.
extension Checker {
    mutating func checkStream(_ stream: Stream) {
        let startsDeferred = startsDeferredArgument
        startsDeferredArgument = false
        if case .node(let name) = stream.source, !startsDeferred, let node = node(name), isDeferredFuture(node) {
            diagnostics.error(.deferredFutureSubscribed(node.name), at: name.range, help: .subscribeDeferred(node.name))
        }
        switch stream.source {
        case .node(let name):
            if let node = resolve(name) { checkSource(node, name, objectWillChange: false) }
        case .objectWillChange(let name):
            if let node = resolve(name) { checkSource(node, name, objectWillChange: true) }
        case .call:
            break
        }
        var limitsPublishers = false
        stream.forEachCall { call in
            checkOperator(call)
            if call.op.name == OperatorDescription.flatMap.name, call.arguments.count == 2 { limitsPublishers = true }
        }
        if limitsPublishers { checkMaxPublishers(of: stream) }
    }

    private static func isOne(_ expr: Expr) -> Bool {
        if case .number(1) = expr.kind { return true }
        return false
    }

    /// `flatMap(S, maxPublishers: 1)`: Combine's spelling, with 1 (demand is not in language 4), over
    /// an upstream that drops what comes while the inner runs — not a currentValue or published node,
    /// which owe their latest value to the next demand (C8).
    @inline(never)
    private mutating func checkMaxPublishers(of stream: Stream) {
        var limited: SourceRange?
        stream.forEachCall { call in
            guard call.op.name == OperatorDescription.flatMap.name, call.arguments.count == 2,
                  case .expression(let limit) = call.arguments[1] else { return }
            if limited == nil { limited = call.nameRange }
            if semantics != .combine {
                diagnostics.error(.foreignOperator(name: "flatMap(S, maxPublishers:)", library: "Combine",
                                                   semantics: semantics.rawValue),
                                  at: call.nameRange, help: .nativeSpelling("flatMapFirst(S)"))
            } else if !Self.isOne(limit) {
                diagnostics.error(.notInLanguage4(word: "flatMap(S, maxPublishers: N) with N other than 1",
                                                  models: "a subscriber's demand"),
                                  at: limit.range, help: .laterWords)
            }
        }
        guard semantics == .combine else { return }
        let sources = failureSources ?? FailureSources(allStatements)
        failureSources = sources
        guard let (_, kind) = owingRoot(of: stream, lets: sources.lets, depth: 0), let limited else { return }
        diagnostics.error(.notInLanguage4(word: "flatMap(S, maxPublishers: 1) over a \(kind.keyword)",
                                          models: "the value a CurrentValueSubject or @Published owes the next demand"),
                          at: limited, help: .laterWords)
    }

    /// The first node `stream` starts from, through `let`s and stream inputs (`merge`'s), that
    /// owes its latest value to a subscriber's next demand (a currentValue, a relay under
    /// `combine`, a published node); nil when none.
    private mutating func owingRoot(of stream: Stream, lets: [String: Stream], depth: Int) -> (NameRef, NodeKind)? {
        guard depth < 32 else { return nil }
        switch stream.source {
        case .node(let name):
            if let defined = lets[name.name] { return owingRoot(of: defined, lets: lets, depth: depth + 1) }
            guard let node = node(name), [.currentValue, .published, .relay].contains(node.kind) else { return nil }
            return (name, node.kind)
        case .objectWillChange:
            return nil
        case .call(let call):
            for argument in call.arguments {
                if case .stream(let input) = argument, let found = owingRoot(of: input, lets: lets, depth: depth + 1) {
                    return found
                }
            }
            return nil
        }
    }

    /// A node as a stream's source: an object only as `objectWillChange(NAME)`, and that names an
    /// object; a label and Observation's nodes never.
    private mutating func checkSource(_ node: Node, _ name: NameRef, objectWillChange: Bool) {
        if (node.kind == .object) != objectWillChange {
            if node.kind == .object {
                diagnostics.error(.objectNotAStream(node.name), at: name.range, help: .objectWillChangeOf(node.name))
            } else {
                diagnostics.error(.notAnObject(kind: node.kind.keyword, name: node.name, use: "objectWillChange(…)"),
                                  at: name.range)
            }
        } else if !node.kind.canBeSubscribed {
            if node.kind.isObservation || node.kind == .state {
                diagnostics.error(.observationNotAStream(kind: node.kind.keyword, name: node.name), at: name.range,
                                  help: node.kind == .state ? nil : .trackInstead(node.name))
            } else {
                diagnostics.error(.labelAsSource(kind: node.kind.keyword, name: node.name), at: name.range,
                                  help: node.kind == .plain ? .plainPublishesNothing(node.name) : nil)
            }
        }
    }

    /// Whether `node` is a future some `deferred(…)` makes per subscription.
    func isDeferredFuture(_ node: Node) -> Bool {
        node.kind == .future && deferredSources.contains(node.name)
    }

    /// `set F` / `fail F` of a future made per subscription: only in its block, where the promise
    /// of the subscription that runs it is.
    mutating func checkFulfilment(_ target: NameRef, statement: String) {
        guard let node = node(target), isDeferredFuture(node), fulfilling != node.name else { return }
        diagnostics.error(.deferredFutureFulfilledOutside(statement: statement, name: node.name), at: target.range,
                          help: .fulfilInItsBlock(node.name))
    }

    /// Checks each argument as its parameter says: what its expression may read, and its streams.
    mutating func checkOperator(_ call: OperatorCall) {
        for index in call.arguments.indices {
            switch call.arguments[index] {
            case .expression(let expr):
                switch call.op.parameter(at: index) {
                case .element, .accumulator: checkExpr(expr, element: true)
                // Inside a flatMap argument `it` is the flatMap's element there too.
                case .value, .count, .duration, .labelled, .scheduler, .stream, .block:
                    checkExpr(expr, element: innerStreamDepth > 0)
                }
            case .stream(let stream):
                switch call.op.parameter(at: index) {
                case .stream(.inner):
                    innerStreamDepth += 1
                    checkStream(stream)
                    innerStreamDepth -= 1
                case .stream(.recipe):
                    startsDeferredArgument = true
                    checkStream(stream)
                default:
                    checkStream(stream)
                }
            case .block(let body):
                // Run for each element, as an `on` block is: `it` is the element. It is made with
                // its stream, not in a future's block: no deferred future's promise reaches it.
                let enclosing = fulfilling
                fulfilling = nil
                for statement in body { check(statement, inBlock: true) }
                fulfilling = enclosing
            case .invalid:
                break
            }
        }
    }

    /// Checks names and element references; `element` says whether `it` and `$N` exist here.
    /// Recursion is bounded: the parser keeps expression trees within the nesting limit.
    mutating func checkExpr(_ expr: Expr, element: Bool) {
        switch expr.kind {
        case .number, .string, .bool, .nil, .duration, .accumulator, .outer, .invalid:
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
