import BindKit

// The one statement executor: every statement kind, at the top level or inside
// an `on` block, runs through `perform(_:in:)`.
extension ScenarioRun {
    /// Runs a top-level statement; a run-time error of its own expressions stops the run.
    func perform(_ statement: Statement) {
        do {
            try perform(statement, in: nil)
        } catch {
            fail(error)
        }
    }

    /// Runs `statement`. `block` is the `on` block's scope (its `it`), nil at the top
    /// level. An error of an expression is thrown: at the top level it stops the run,
    /// inside a block it ends that `on`'s subscription (version 3, as a throwing
    /// `do(onNext:)` would). Only `set`, `user` and `if` may run inside a block (the
    /// parser allows no others there); anything else stops the run with an error
    /// instead of being skipped.
    func perform(_ statement: Statement, in block: EvaluationScope?) throws(RuntimeError) {
        if block != nil && !statement.kind.isAllowedInBlock { return refuse(statement) }
        // The statements a block may hold are dispatched here, each to a function of its own, and
        // the rest by `performTopLevel`: a debug build gives a frame the room of all its cases'
        // temporaries, and a loop through `on` blocks nests this one frame once per delivery.
        switch statement.kind {
        case .set, .user, .ifElse, .complete, .mutate, .read:
            try performAction(statement, in: block)
        case .on:
            subscribe(statement, nested: block != nil, promise: block?.promise)
        case .rearm:
            rearmInnermost()
        case .task:
            enqueueTask(statement)
        case .track:
            track(statement)
        case .declare, .bind, .bindTwoWay, .unbind, .tap, .type, .wait, .expectValue, .expectEmitted, .expectLoop,
             .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .expectLostWrite, .expectIn, .batch,
             .observations, .invariant, .allowRewrite, .explore, .view, .expectSwiftUI:
            try performTopLevel(statement)
        }
    }

    /// The actions and `if`s a block may hold.
    @inline(never)
    private func performAction(_ statement: Statement, in block: EvaluationScope?) throws(RuntimeError) {
        let scope = block ?? .empty
        switch statement.kind {
        case .set(let target, let expr, let throughValue):
            try set(target, expr, scope, throughValue: throughValue)
        case .user(let target, let expr):
            try editAsUser(target, expr, scope, byUser: block == nil)
        case .ifElse(let condition, let then, let otherwise):
            try branch(condition, then, otherwise, scope)
        case .complete(let target, let failure):
            try end(target, failure: failure, scope)
        case .mutate(let target, let expr):
            try mutate(target, expr, scope)
        case .read(let names):
            try read(names)
        default:
            preconditionFailure("dispatched by perform(_:in:)")
        }
    }

    /// A statement the parser lets into no block: run-time code never skips one in silence.
    @inline(never)
    private func refuse(_ statement: Statement) {
        fail(RuntimeError(.statementNotRunnable(statement.kind.keyword), at: statement.range))
    }

    /// The statements that stand at the top level only (or in a batch).
    @inline(never)
    private func performTopLevel(_ statement: Statement) throws(RuntimeError) {
        switch statement.kind {
        case .declare(let declaration):
            declare(declaration, at: statement.range)
        case .bind(let source, let target, _):
            connect(source, to: target, name: legend.name(of: statement))
        case .bindTwoWay(let left, let right, let style, _):
            connect(left, right, style: style, statement: statement)
        case .unbind(let label):
            unbind(label.name)
        case .tap(let target):
            tap(target)
        case .type(let target, let text, let every):
            try type(target, text, every: every)
        case .wait(let duration):
            try wait(duration)
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite,
             .expectLostWrite, .expectIn, .expectSwiftUI:
            checkExpectation(statement)
        case .view(let view):
            appear(view)
        case .batch(let body):
            runBatch(body)
        case .observations(let value, let body, _):
            consumeObservations(of: value, body: body, name: legend.name(of: statement))
        case .invariant:
            invariants.append(statement)
        case .allowRewrite(let target):
            allowedRewrites.insert(target.name)
        case .explore:
            break  // what `bindsim explore` tries; a run does nothing with it
        case .set, .user, .ifElse, .on, .complete, .mutate, .read, .rearm, .task, .track:
            preconditionFailure("dispatched by perform(_:in:)")
        }
    }

    @inline(never)
    private func enqueueTask(_ statement: Statement) {
        guard case .task(let body) = statement.kind else { return }
        enqueueTask(body)
    }

    @inline(never)
    private func track(_ statement: Statement) {
        guard case .track(let tracking) = statement.kind else { return }
        track(tracking, statement: statement)
    }

    // MARK: Actions as statements

    @inline(never)
    private func end(_ target: NameRef, failure: Expr?, _ scope: EvaluationScope) throws(RuntimeError) {
        guard let node = node(target) else { return }
        let message = try failure.map { expr throws(RuntimeError) in try evaluator.evaluate(expr, scope).plainText }
        if case .deferredFuture = node.storage, let message {
            scope.promise(forNode: node.index)?.fulfil(.failure(self.failure(message)))
            return
        }
        apply(.complete(node: node.index, failure: message))
    }

    @inline(never)
    private func editAsUser(_ target: NameRef, _ expr: Expr, _ scope: EvaluationScope, byUser: Bool) throws(RuntimeError) {
        guard let node = node(target) else { return }
        let value = try evaluator.evaluate(expr, scope)
        apply(.user(node: node.index, value: value), byUser: byUser)
    }

    @inline(never)
    private func tap(_ target: NameRef) {
        guard let node = node(target) else { return }
        apply(.tap(node: node.index))
    }

    @inline(never)
    private func set(_ target: NameRef, _ expr: Expr, _ scope: EvaluationScope, throughValue: Bool) throws(RuntimeError) {
        guard let node = node(target) else { return }
        let value = try evaluator.evaluate(expr, scope)
        if case .deferredFuture = node.storage {
            if checkStorable(value, node) { scope.promise(forNode: node.index)?.fulfil(.success(value)) }
            return
        }
        guard throughValue else { return apply(.set(node: node.index, value: value)) }
        if checkStorable(value, node) { node.setSubjectValue(value) }
    }

    @inline(never)
    private func type(_ target: NameRef, _ text: String, every: Expr?) throws(RuntimeError) {
        guard let node = node(target) else { return }
        let interval = try every.map { expr throws(RuntimeError) in try milliseconds(of: expr, for: "every") }
        apply(.type(node: node.index, text: text, everyMilliseconds: interval))
    }

    @inline(never)
    private func wait(_ duration: Expr) throws(RuntimeError) {
        apply(.wait(milliseconds: try milliseconds(of: duration, for: "wait")))
    }

    @inline(never)
    private func branch(_ condition: Expr, _ then: [Statement], _ otherwise: [Statement], _ scope: EvaluationScope)
        throws(RuntimeError) {
        let flag = try evaluator.truth(condition, scope)
        for inner in flag ? then : otherwise {
            if runtime.isCutOff || isStopped { return }
            try perform(inner, in: scope)
        }
    }

    @inline(never)
    private func mutate(_ target: NameRef, _ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) {
        guard let node = node(target) else { return }
        mutate(node, to: try evaluator.evaluate(expr, scope))
    }

    /// The duration `expr` gives, in milliseconds (`wait`, `every`).
    private func milliseconds(of expr: Expr, for use: String) throws(RuntimeError) -> Int {
        try Durations.interval(try evaluator.evaluate(expr, .empty), for: use, at: expr.range)
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
        if program.deferredFutures.contains(index) {
            store(deferredFuture(declaration, index: index), at: index)
            return
        }
        var initial = Value.nil
        if case .initial(let expr) = declaration.value {
            guard let value = evaluate(expr, .empty) else { return }
            initial = value
        }
        let node = ScenarioNode(declaration: declaration, index: index, initial: initial, semantics: program.semantics,
                                version4: (program.languageVersion ?? Parser.languageVersion) >= 4)
        // A node that holds no value (a publish, a passthrough, a future) has no initial one to check.
        if declaration.kind.hasCurrentValue, !node.accepts(initial) {
            fail(RuntimeError(.runtimeTypeMismatch(value: initial.traceText, name: node.name,
                                                   type: declaration.type?.description ?? ""), at: range))
            return
        }
        // A member of an ObservableObject announces into its objectWillChange first (C9).
        if let objectName = declaration.object, case .published(let published) = node.storage,
           let object = self.node(objectName), case .passthrough(let objectWillChange) = object.storage {
            published.announcesWillChange { objectWillChange.send(.nil) }
        }
        store(node, at: index)
        // A future's block is its closure, which Future's init runs (its `set` calls the promise).
        if case .block(let body) = declaration.value { runFutureBlock(body, in: .empty) }
    }

    /// The node of a future `deferred(…)` makes per subscription: each one runs the block when it
    /// is made, with its own promise in the scope (Combine's `Deferred { Future { … } }`).
    private func deferredFuture(_ declaration: Declaration, index: Int) -> ScenarioNode {
        let body: [Statement] = if case .block(let body) = declaration.value { body } else { [] }
        let name = declaration.name
        return ScenarioNode(declaration: declaration, index: index, deferredFuture: { [unowned self] in
            Future<Value>(name: name) { promise in
                // Each level is frames on the stack: past the nesting budget it would overflow it.
                guard deferredFutureNesting < runtime.budgets.maxNesting else {
                    return fail(RuntimeError(.deferredNesting(name: name, limit: runtime.budgets.maxNesting),
                                             at: currentRange ?? declaration.range))
                }
                deferredFutureNesting += 1
                defer { deferredFutureNesting -= 1 }
                runFutureBlock(body, in: EvaluationScope(promise: FuturePromise(node: index, fulfil: promise)))
            }.asObservable()
        })
    }

    /// A future's closure: an error in it stops the run (there is no subscription it could end).
    private func runFutureBlock(_ body: [Statement], in scope: EvaluationScope) {
        for statement in body {
            if runtime.isCutOff || isStopped { return }
            do throws(RuntimeError) { try perform(statement, in: scope) } catch {
                fail(program.semantics == .combine ? error.stoppingUnderCombine : error)
                return
            }
        }
    }

    private func connect(_ source: Stream, to target: NameRef, name: String) {
        guard let node = node(target), chargeSubscriptions(for: source) else { return }
        let subscription = register(RunSubscription(name: name))
        runtime.withLabel(name) {
            subscription.setDisposable(compiler.compile(source)
                .bind(to: NodeWriter(node: node, run: self, subscription: subscription, direction: .leftToRight)), for: .leftToRight)
        }
    }

    private func connect(_ left: TwoWaySide, _ right: TwoWaySide, style written: BindingStyle, statement: Statement) {
        guard let leftNode = node(left.node), let rightNode = node(right.node) else { return }
        let name = legend.name(of: statement)
        let labels = TwoWayLabels(
            leftToRight: BindingLegend.directionLabel(binding: name, from: left.node.name, to: right.node.name),
            rightToLeft: BindingLegend.directionLabel(binding: name, from: right.node.name, to: left.node.name))
        // Direction 0 carries left to right, 1 right to left.
        let subscription = register(RunSubscription(name: name, twoWay: labels))
        let intoRight = TwoWayNode(node: rightNode, run: self, subscription: subscription, direction: .leftToRight)
        let intoLeft = TwoWayNode(node: leftNode, run: self, subscription: subscription, direction: .rightToLeft)
        let compiler = self.compiler
        let style = options.twoWayStyle ?? written
        guard style != .rx else {
            // RxExample's `<->`, made here so that each direction can end on its own:
            // `bind R -> L`, then `bind L -> R`; the left side's completion disposes the first.
            // Under Combine the two are subscriptions of their own: neither ends the other.
            if program.semantics == .rx {
                subscription.tearsDownOnCompletion = (completing: .leftToRight, tornDown: .rightToLeft)
            }
            runtime.withLabel(labels.rightToLeft) {
                subscription.setDisposable(
                    compiler.applying(right.operators, to: intoRight.asObservable()).bind(to: intoLeft), for: .rightToLeft)
            }
            runtime.withLabel(labels.leftToRight) {
                subscription.setDisposable(
                    compiler.applying(left.operators, to: intoLeft.asObservable()).bind(to: intoRight), for: .leftToRight)
            }
            return
        }
        subscription.setDisposable(bindTwoWay(
            intoLeft, intoRight, style: TwoWayStyle(rawValue: style.rawValue) ?? .rx, labels: labels,
            leftToRight: { compiler.applying(left.operators, to: $0) },
            rightToLeft: { compiler.applying(right.operators, to: $0) }), for: .leftToRight)
    }

    /// An `on` (a `sink`): `nested` when it stands in a block, where each run of it subscribes
    /// once more under its label.
    @inline(never)
    private func subscribe(_ statement: Statement, nested: Bool, promise: FuturePromise?) {
        guard case .on(let source, let body, let completion, _) = statement.kind else { return }
        let name = legend.name(of: statement)
        if nested { nestedSubscriptionLabels.insert(name) }
        subscribe(source, body: body, completion: completion, name: name, promise: promise)
    }

    /// `promise`: the deferred future's whose block the sink stands in; its blocks keep it.
    private func subscribe(_ source: Stream, body: [Statement], completion: [Statement]?, name: String,
                           promise: FuturePromise?) {
        guard chargeSubscriptions(for: source) else { return }
        let subscription = register(RunSubscription(name: name))
        runtime.withLabel(name) {
            // The block is a throwing `do(onNext:)` before `subscribe()`: an error in it ends this
            // subscription (under Combine it stops the scenario).
            let block = compiler.compile(source).do(onNext: { [unowned self] value in
                listener?.blockReceived(name, value: value)
                try performBlock(body, it: value, outer: nil, promise: promise)
            })
            guard let completion else {
                subscription.setDisposable(block.subscribe(
                    onError: { [unowned self] error in subscriptionEnded(subscription, direction: .leftToRight, by: error) },
                    onCompleted: { [unowned self] in subscriptionEnded(subscription, direction: .leftToRight, by: nil) }),
                    for: .leftToRight)
                return
            }
            // A completion block handles the end, a failure too (Combine's receiveCompletion).
            subscription.setDisposable(block.subscribe(
                onError: { [unowned self] error in
                    guard subscription.end(.leftToRight, .error) else { return }
                    runCompletion(completion, it: .string("failure(\(Self.failureText(of: error)))"), promise: promise)
                },
                onCompleted: { [unowned self] in
                    guard subscription.end(.leftToRight, .completed) else { return }
                    runCompletion(completion, it: .string("finished"), promise: promise)
                }), for: .leftToRight)
        }
    }

    /// A sink's block, or an operator's block argument (`handleEvents(receiveOutput:)`), for one
    /// element: an error ends the subscription, as a throwing `do(onNext:)` would (under Combine,
    /// whose closures cannot throw, it stops the scenario).
    func performBlock(_ body: [Statement], it element: Value, outer: Value?, promise: FuturePromise? = nil)
        throws(RuntimeError) {
        let scope = EvaluationScope(it: element, outer: outer, promise: promise)
        for statement in body {
            if runtime.isCutOff || isStopped { return }
            do throws(RuntimeError) { try perform(statement, in: scope) } catch {
                guard program.semantics == .combine else { throw error }
                fail(error.stoppingUnderCombine)
                return
            }
        }
    }

    /// A completion block, `it` saying how the stream ended; an error in it stops the run
    /// (there is no subscription left for it to end).
    private func runCompletion(_ completion: [Statement], it: Value, promise: FuturePromise?) {
        let scope = EvaluationScope(it: it, promise: promise)
        for statement in completion {
            if runtime.isCutOff || isStopped { return }
            do { try perform(statement, in: scope) } catch {
                fail(program.semantics == .combine ? error.stoppingUnderCombine : error)
                return
            }
        }
    }

    /// What a failure says in a completion block's `failure(…)`: an `error(E)`'s or a `fail`'s
    /// message, or the run-time error's (a `tryMap`'s).
    static func failureText(of error: Error) -> String {
        guard let error = error as? RuntimeError else { return String(describing: error) }
        if case .streamError(let message) = error.message { return message }
        return error.message.text
    }

    /// `unbind LABEL`: disposes every direction of that subscription — of each one a `sink`
    /// inside a block made under that label (one per run of its block).
    private func unbind(_ name: String) {
        let named = subscription(named: name).map { [$0] } ?? []
        let all = named.count == 1 && nestedSubscriptionLabels.contains(name)
            ? subscriptions.filter { $0.name == name } : named
        var unbound = false
        for subscription in all where subscription.isRunning {
            for direction in subscription.directions { subscription.end(direction, .unbound) }
            subscription.disposeAll()
            unbound = true
        }
        if unbound { listener?.subscriptionUnbound(name) }
    }

    /// Counts the subscriptions subscribing to `stream` makes against the run's
    /// budget; past it, the run stops before any is made.
    private func chargeSubscriptions(for stream: Stream) -> Bool {
        do {
            try chargeSubscriptions(made: stream)
            return true
        } catch {
            fail(error)
            return false
        }
    }

    /// Counts one more subscription against the run's budget (a `retry`'s resubscription);
    /// past it the run stops with the budget's error and false is returned.
    func chargeResubscription(at range: SourceRange) -> Bool {
        guard subscriptionsMade < options.maxSubscriptions else {
            fail(RuntimeError(.subscriptionBudget(count: "1", limit: options.maxSubscriptions, fanOut: nil), at: range))
            return false
        }
        subscriptionsMade += 1
        return true
    }

    /// Counts the subscriptions `stream` makes against the run's budget, also while
    /// the run goes on (a flatMap's inner stream, made per element: version 3); past
    /// the budget, the error is thrown and nothing is made.
    func chargeSubscriptions(made stream: Stream) throws(RuntimeError) {
        let cost = subscriptionCosts.cost(of: stream, in: program)
        let total = subscriptionsMade.addingReportingOverflow(cost.count)
        guard total.overflow || total.partialValue > options.maxSubscriptions else {
            subscriptionsMade = total.partialValue
            return
        }
        let count = cost.count >= SubscriptionCosts.saturated ? "more than \(SubscriptionCosts.saturated)" : "\(cost.count)"
        throw RuntimeError(.subscriptionBudget(count: count, limit: options.maxSubscriptions, fanOut: cost.fanOut),
                           at: stream.range)
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
}

extension StatementKind {
    /// Whether the statement belongs to a scenario's setup (explore runs these once
    /// per sequence): declarations, `let`, `bind` and `on`.
    var isSetup: Bool {
        switch self {
        case .declare, .bind, .bindTwoWay, .on, .invariant, .allowRewrite, .explore, .track, .observations, .view: true
        default: false
        }
    }

    /// Whether the statement may run inside a block (an `on`'s, a tracker's, a `task`'s).
    var isAllowedInBlock: Bool {
        switch self {
        case .set, .user, .ifElse, .track, .read, .rearm, .mutate, .task, .complete, .on: true
        default: false
        }
    }

    /// The keyword the statement starts with, for messages.
    var keyword: String {
        switch self {
        case .declare(let declaration): declaration.kind.keyword
        case .bind, .bindTwoWay: "bind"
        case .on: "on"
        case .unbind: "unbind"
        case .tap: "tap"
        case .ifElse: "if"
        case .user: "user"
        case .type: "type"
        case .set: "set"
        case .wait: "wait"
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite,
             .expectLostWrite, .expectIn, .expectSwiftUI:
            "expect"
        case .view: "view"
        case .track(let tracking): tracking.form == .observe ? "observe" : "track"
        case .read: "read"
        case .rearm: "rearm"
        case .mutate: "mutate"
        case .task: "task"
        case .batch: "batch"
        case .complete(_, let failure): failure == nil ? "complete" : "fail"
        case .observations: "on"
        case .invariant: "invariant"
        case .allowRewrite: "allow"
        case .explore: "explore"
        }
    }
}
