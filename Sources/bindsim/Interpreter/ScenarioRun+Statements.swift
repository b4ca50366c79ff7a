import BindKit

// The one statement executor: every statement kind, at the top level or inside
// an `on` block, runs through `perform(_:in:)`.
extension ScenarioRun {
    /// Runs `statement`. `block` is the `on` block's scope (its `it`), nil at the
    /// top level. Only `set`, `user` and `if` may run inside a block (the parser
    /// allows no others there); anything else stops the run with an error instead
    /// of being skipped.
    func perform(_ statement: Statement, in block: EvaluationScope?) {
        if block != nil && !statement.kind.isAllowedInBlock {
            fail(RuntimeError(.statementNotRunnable(statement.kind.keyword), at: statement.range))
            return
        }
        let scope = block ?? .empty
        switch statement.kind {
        case .declare(let declaration):
            declare(declaration, at: statement.range)
        case .bind(let source, let target):
            connect(source, to: target, label: legend.name(of: statement))
        case .bindTwoWay(let left, let right, let style):
            connect(left, right, style: style, statement: statement)
        case .on(let source, let body):
            subscribe(source, body: body, label: legend.name(of: statement))
        case .user(let target, let expr):
            guard let node = node(target), let value = evaluate(expr, scope) else { return }
            apply(.user(node: node.index, value: value), byUser: block == nil)
        case .set(let target, let expr):
            guard let node = node(target), let value = evaluate(expr, scope) else { return }
            apply(.set(node: node.index, value: value))
        case .type(let target, let text, let every):
            guard let node = node(target) else { return }
            apply(.type(node: node.index, text: text, everyMilliseconds: every?.milliseconds))
        case .wait(let duration):
            apply(.wait(milliseconds: duration.milliseconds))
        case .ifElse(let condition, let then, let otherwise):
            guard let flag = truth(condition, scope) else { return }
            for inner in flag ? then : otherwise {
                if runtime.isCutOff || isStopped { return }
                perform(inner, in: scope)
            }
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop:
            checkExpectation(statement)
        case .invariant:
            invariants.append(statement)
        case .allowRewrite(let target):
            allowedRewrites.insert(target.name)
        case .explore:
            break  // what `bindsim explore` tries; a run does nothing with it
        }
    }

    // MARK: Declarations and wiring

    private func declare(_ declaration: Declaration, at range: SourceRange) {
        guard let index = program.declarationIndex(of: NameRef(
            name: declaration.name, range: declaration.nameRange, symbol: declaration.symbol)) else { return }
        if case .stream(let stream) = declaration.value {
            subscriptionCosts.record(stream, forLet: index, in: program)
            store(ScenarioNode(declaration: declaration, index: index, stream: compiler.compile(stream)), at: index)
            return
        }
        var initial = Value.nil
        if case .initial(let expr) = declaration.value {
            guard let value = evaluate(expr, .empty) else { return }
            initial = value
        }
        let node = ScenarioNode(declaration: declaration, index: index, initial: initial)
        if !node.accepts(initial) {
            fail(RuntimeError(.runtimeTypeMismatch(value: initial.traceText, name: node.name,
                                                   type: declaration.type?.description ?? ""), at: range))
            return
        }
        store(node, at: index)
    }

    private func connect(_ source: Stream, to target: NameRef, label: String) {
        guard let node = node(target), chargeSubscriptions(for: source) else { return }
        runtime.withLabel(label) {
            subscriptions.append(compiler.compile(source).bind(to: NodeWriter(node: node, run: self)))
        }
    }

    private func connect(_ left: TwoWaySide, _ right: TwoWaySide, style: BindingStyle, statement: Statement) {
        guard let leftNode = node(left.node), let rightNode = node(right.node) else { return }
        let binding = legend.name(of: statement)
        let labels = TwoWayLabels(
            leftToRight: BindingLegend.directionLabel(binding: binding, from: left.node.name, to: right.node.name),
            rightToLeft: BindingLegend.directionLabel(binding: binding, from: right.node.name, to: left.node.name))
        let compiler = self.compiler
        subscriptions.append(bindTwoWay(
            TwoWayNode(node: leftNode, run: self), TwoWayNode(node: rightNode, run: self),
            style: TwoWayStyle(rawValue: (options.twoWayStyle ?? style).rawValue) ?? .rx, labels: labels,
            leftToRight: { compiler.applying(left.operators, to: $0) },
            rightToLeft: { compiler.applying(right.operators, to: $0) }))
    }

    private func subscribe(_ source: Stream, body: [Statement], label: String) {
        guard chargeSubscriptions(for: source) else { return }
        runtime.withLabel(label) {
            subscriptions.append(compiler.compile(source).subscribe(onNext: { [unowned self] value in
                let scope = EvaluationScope(it: value)
                for statement in body {
                    if runtime.isCutOff || isStopped { return }
                    perform(statement, in: scope)
                }
            }))
        }
    }

    /// Counts the subscriptions subscribing to `stream` makes against the run's
    /// budget; past it, the run stops before any is made.
    private func chargeSubscriptions(for stream: Stream) -> Bool {
        let cost = subscriptionCosts.cost(of: stream, in: program)
        let total = subscriptionsMade.addingReportingOverflow(cost.count)
        guard total.overflow || total.partialValue > options.maxSubscriptions else {
            subscriptionsMade = total.partialValue
            return true
        }
        let count = cost.count >= SubscriptionCosts.saturated ? "more than \(SubscriptionCosts.saturated)" : "\(cost.count)"
        fail(RuntimeError(.subscriptionBudget(count: count, limit: options.maxSubscriptions, fanOut: cost.fanOut),
                          at: stream.range))
        return false
    }

    // MARK: Evaluation

    /// Evaluates `expr`; on an error the run stops and nil is returned.
    func evaluate(_ expr: Expr, _ scope: EvaluationScope) -> Value? {
        do {
            return try evaluator.evaluate(expr, scope)
        } catch {
            fail(error)
            return nil
        }
    }

    /// Evaluates a condition, which must be a Bool; on an error the run stops.
    func truth(_ expr: Expr, _ scope: EvaluationScope) -> Bool? {
        do {
            return try evaluator.truth(expr, scope)
        } catch {
            fail(error)
            return nil
        }
    }

    /// Runs an operator's element code; on a run-time error the run stops and nil is returned.
    func guarded<Result>(_ body: () throws(RuntimeError) -> Result) -> Result? {
        do {
            return try body()
        } catch {
            fail(error)
            return nil
        }
    }
}

extension StatementKind {
    /// Whether the statement belongs to a scenario's setup (explore runs these once
    /// per sequence): declarations, `let`, `bind` and `on`.
    var isSetup: Bool {
        switch self {
        case .declare, .bind, .bindTwoWay, .on, .invariant, .allowRewrite, .explore: true
        default: false
        }
    }

    /// Whether the statement may run inside an `on` block.
    var isAllowedInBlock: Bool {
        switch self {
        case .set, .user, .ifElse: true
        default: false
        }
    }

    /// The keyword the statement starts with, for messages.
    var keyword: String {
        switch self {
        case .declare(let declaration): declaration.kind.keyword
        case .bind, .bindTwoWay: "bind"
        case .on: "on"
        case .ifElse: "if"
        case .user: "user"
        case .type: "type"
        case .set: "set"
        case .wait: "wait"
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop: "expect"
        case .invariant: "invariant"
        case .allowRewrite: "allow"
        case .explore: "explore"
        }
    }
}
