/// Checks a parsed file before anything runs: names are declared before use and only once,
/// each statement fits its node's kind, `it`/`$N` appear only where an element exists,
/// literal values fit type annotations, and loop expectations follow a step.
struct Checker {
    let file: SourceFile
    let diagnostics: DiagnosticEngine
    /// The top-level position of each declaration accepted so far, in order.
    private(set) var declarationStatements: [Int32] = []
    /// The position of the top-level statement being checked (declarations are only
    /// top-level: the parser refuses one in a block).
    private var position = 0
    /// The parser's symbols (name -> symbol), for lookups by spelling.
    private let symbols: NameTable
    /// What the checks need of each declaration (cheaper to copy than a `Declaration`).
    private var nodes: [Node] = []
    /// The node index for each parser symbol, -1 while undeclared.
    private(set) var nodeBySymbol: [Int32]

    struct Node {
        var kind: NodeKind
        var name: String
        var type: TypeAnnotation?
        var line: Int
    }
    /// The top-level statements, to explain a use before its declaration.
    private(set) var allStatements: [Statement] = []
    private var stepSeen = false
    /// The line of each named invariant's first declaration.
    private var invariantLines: [String: Int] = [:]
    /// The previous step's loop expectation so far: true `expect loop`, false `expect no loop`.
    private var loopExpectation: Bool?
    /// How many flatMap-family arguments enclose what is being checked (inside one,
    /// what a stream computes once may read `it`).
    var innerStreamDepth = 0
    /// The `as` labels declared so far, with their lines (an unlabelled subscription is
    /// known by its generated name, from `subscriptionNames`).
    private var subscriptionLabels: [String: Int] = [:]
    /// For each `computed` node (by node index): how deep its reads of other computed nodes nest,
    /// and how many computed expressions one read of it evaluates (saturated).
    private var computedCosts: [Int: (depth: Int, evaluations: Int)] = [:]
    /// Every `bind`'s and `on`'s generated name (`b1`, `on1`), known before checking.
    private var subscriptionNames = SubscriptionNames(statements: [])
    /// The file's semantics (under `combine` a relay and a publish node can end).
    var semantics = Semantics.rx
    /// `semantics swiftui` (whose publishers follow Combine's rules: `semantics` is `.combine`).
    var swiftUI = false
    /// The labels of the views' onChange modifiers declared so far (`expect L received`).
    var onChangeLabels: Set<String> = []
    /// What can fail in the file, gathered at the first subscription that asks (`Checker+Failures`).
    var failureSources: FailureSources?
    /// The names `deferred(…)` arguments start from: a future among them is made per subscription.
    var deferredSources: Set<String> = []
    /// The future made per subscription whose block (or a sink's block in it) is being checked:
    /// only there do `set` and `fail` reach it.
    var fulfilling: String?
    /// The stream being checked is a `deferred(…)` argument, whose source may be such a future.
    var startsDeferredArgument = false

    /// `symbols` are the names the parser gave symbols to.
    init(file: SourceFile, diagnostics: DiagnosticEngine, symbols: NameTable) {
        self.file = file
        self.diagnostics = diagnostics
        self.symbols = symbols
        self.nodeBySymbol = Array(repeating: -1, count: symbols.count)
    }

    /// The node a name refers to, by symbol when the parser gave one.
    mutating func node(_ name: NameRef) -> Node? {
        if name.symbol >= 0, name.symbol < nodeBySymbol.count {
            let index = Int(nodeBySymbol[name.symbol])
            return index >= 0 ? nodes[index] : nil
        }
        return node(name.name)
    }

    mutating func check(_ statements: [Statement]) {
        allStatements = statements
        subscriptionNames = SubscriptionNames(statements: statements)
        deferredSources = DeferredFutures.sourceNames(in: statements)
        for (position, statement) in statements.enumerated() {
            if diagnostics.isFull { return }
            self.position = position
            check(statement, inBlock: false)
            if statement.kind.isStep {
                stepSeen = true
                loopExpectation = nil
            }
        }
    }

    private mutating func node(_ name: String) -> Node? {
        guard let symbol = symbols.index(of: name), symbol < nodeBySymbol.count else { return nil }
        let index = Int(nodeBySymbol[symbol])
        return index >= 0 ? nodes[index] : nil
    }

    mutating func check(_ statement: Statement, inBlock: Bool) {
        switch statement.kind {
        case .declare(let declaration):
            checkDeclaration(declaration)
        case .bind(let source, let target, let label):
            checkStream(source)
            checkWritable(target, statement: "bind")
            warnIfTypesDiffer(source, target)
            declareSubscription(label, statement: statement)
            checkFailureNever(source, subscription: subscriptionName(statement, label), at: statement.range)
        case .bindTwoWay(let left, let right, let style, let label):
            checkTwoWay(left, right, style: style, statement: statement)
            declareSubscription(label, statement: statement)
        case .on(let source, let body, let completion, let label):
            checkOn(source, body: body, completion: completion, label: label, statement: statement)
        case .unbind(let label), .expectEnded(let label, _):
            _ = resolveSubscription(label)
        case .tap(let target):
            checkTap(target)
        case .expectError(let occurred):
            requireStep(statement, text: occurred ? "expect error" : "expect no error")
        case .expectOverwrite(let target):
            checkExpectOverwrite(target, statement: statement)
        case .ifElse(let condition, let then, let otherwise):
            checkExpr(condition, element: inBlock)
            for inner in then { check(inner, inBlock: true) }
            for inner in otherwise { check(inner, inBlock: true) }
        case .user(let target, let value):
            checkUserEdit(target, statement: "user")
            checkExpr(value, element: inBlock)
            checkLiteral(value, storedIn: target)
        case .type(let target, let text, let every):
            checkType(target, text: text, statement: statement)
            if let every { checkExpr(every, element: false) }
        case .set(let target, let value, let throughValue):
            checkSet(target, value, throughValue: throughValue, inBlock: inBlock)
        case .wait(let duration):
            checkExpr(duration, element: inBlock)
        case .expectValue(let target, let equal, let value):
            checkExpectValue(target, equal: equal, value: value)
        case .expectEmitted(let target, let values):
            checkExpectEmitted(target, values: values, statement: statement)
        case .expectLoop(let through):
            checkLoopExpectation(statement, text: "expect loop", expectsLoop: true)
            for name in through { _ = resolve(name) }
        case .expectNoLoop:
            checkLoopExpectation(statement, text: "expect no loop", expectsLoop: false)
        case .invariant(let condition, let name):
            checkInvariant(condition, name: name, statement: statement)
        case .allowRewrite(let target):
            if let node = resolve(target), !node.kind.keepsUserEdits {
                diagnostics.error(.allowRewriteNeedsControl(statement: "allow rewrite", kind: node.kind.keyword,
                                                            name: node.name), at: target.range)
            }
        case .track, .read, .rearm, .mutate, .task, .observations, .batch, .expectIn, .expectLostWrite, .complete:
            checkVersion4(statement, inBlock: inBlock)
        case .view(let view):
            checkView(view)
        case .expectSwiftUI(let expectation):
            checkExpectation(expectation, statement: statement)
        case .explore(let target, let values):
            if let node = resolve(target), node.kind == .stream || node.kind == .label {
                diagnostics.error(.userNotAllowed(kind: node.kind.keyword, name: node.name, statement: "explore"),
                                  at: target.range, help: .userKinds)
            }
            for value in values {
                checkExpr(value, element: false)
                checkLiteral(value, storedIn: target)
            }
        }
    }

    /// Version 4's statements (Observation's, `batch`, `expect … in`, `expect lost write`).
    private mutating func checkVersion4(_ statement: Statement, inBlock: Bool) {
        switch statement.kind {
        case .track(let tracking):
            // Neither block has an element: `it` is an error in both.
            for inner in tracking.apply { check(inner, inBlock: false) }
            for inner in tracking.onChange { check(inner, inBlock: false) }
            declareSubscription(tracking.label, statement: statement)
        case .read(let names):
            for name in names {
                guard let node = resolve(name), !node.kind.isObservation else { continue }
                diagnostics.report(Diagnostic(.warning, .untrackedRead(kind: node.kind.keyword, name: node.name),
                                              at: name.range))
            }
        case .rearm:
            break
        case .mutate(let target, let value):
            if let node = resolve(target), node.kind != .observable {
                diagnostics.error(.mutateNeedsObservable(kind: node.kind.keyword, name: node.name), at: target.range)
            }
            checkExpr(value, element: inBlock)
            checkLiteral(value, storedIn: target)
        case .task(let body):
            for inner in body { check(inner, inBlock: false) }
        case .observations(let value, let body, let label):
            checkExpr(value, element: false)
            for inner in body { check(inner, inBlock: true) }
            declareSubscription(label, statement: statement)
        case .batch(let body):
            for inner in body {
                if let reason = Self.reasonNotInBatch(inner.kind) {
                    diagnostics.error(.notInBatch(word: inner.kind.keyword, reason: reason), at: inner.range)
                } else {
                    check(inner, inBlock: false)
                }
            }
        case .expectIn(let target, let values):
            checkExpectValue(target, equal: false, value: Expr(.nil, target.range))
            for value in values {
                checkExpr(value, element: false)
                checkLiteral(value, storedIn: target)
            }
        case .expectLostWrite(let target):
            requireStep(statement, text: target == nil ? "expect no lost write" : "expect lost write of")
            if let target, let node = resolve(target), node.kind != .observable, node.kind != .published {
                diagnostics.error(.lostWriteNeedsWillSet(kind: node.kind.keyword, name: node.name), at: target.range)
            }
        case .complete(let target, let failure):
            if failure != nil { checkFulfilment(target, statement: "fail") }
            if let node = resolve(target), node.kind == .future, failure == nil {
                // A Future finishes only after its value: `set` fulfils it, `fail` fails it.
                diagnostics.error(.cannotEnd(kind: node.kind.keyword, name: node.name, statement: "complete"),
                                  at: target.range, help: .fulfilFuture(node.name))
            } else if let node = resolve(target), node.kind != .future,
               !(node.kind.isCombineSubject || (semantics == .combine && (node.kind == .relay || node.kind == .publish))) {
                diagnostics.error(.cannotEnd(kind: node.kind.keyword, name: node.name,
                                             statement: failure == nil ? "complete" : "fail"),
                                  at: target.range, help: .endableNodes)
            }
            if let failure { checkExpr(failure, element: inBlock) }
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue,
             .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant,
             .allowRewrite, .explore, .view, .expectSwiftUI:
            preconditionFailure("checked by check(_:inBlock:)")
        }
    }

    /// Why `kind` cannot stand in a `batch`, or nil when it can.
    private static func reasonNotInBatch(_ kind: StatementKind) -> String? {
        switch kind {
        case .user, .set, .tap, .unbind, .mutate, .task, .expectValue, .expectIn, .expectEnded, .complete: nil
        case .type(_, _, let every):
            every == nil ? nil : "a batch is one main-actor stretch: no time passes inside it"
        case .wait: "a batch is one main-actor stretch: no time passes inside it"
        case .declare, .bind, .bindTwoWay, .on, .ifElse, .expectEmitted, .expectLoop, .expectNoLoop, .expectError,
             .expectOverwrite, .invariant, .allowRewrite, .explore, .track, .read, .rearm, .expectLostWrite, .batch,
             .observations, .view, .expectSwiftUI:
            "this bindsim runs actions, 'task' and 'expect NAME ==' or 'ended'/'running' in a batch (more is to come)"
        }
    }

    private mutating func checkTwoWay(_ left: TwoWaySide, _ right: TwoWaySide, style: BindingStyle, statement: Statement) {
        checkTwoWaySide(left)
        checkTwoWaySide(right)
        if style == .bibinding || style == .channel, !left.operators.isEmpty || !right.operators.isEmpty {
            diagnostics.report(Diagnostic(.warning, .twoWayStyleWithoutTransforms(style: style.rawValue),
                                          at: statement.range, help: .transformingStyles))
        }
    }

    private mutating func checkType(_ target: NameRef, text: String, statement: Statement) {
        checkUserEdit(target, statement: "type")
        let literal = Expr(.string(text), statement.range)
        if text.count > FrontendLimits.standard.maxTypedCharacters {
            diagnostics.error(.typedTextTooLong(limit: FrontendLimits.standard.maxTypedCharacters),
                              at: statement.range, help: .setLongText)
        }
        if let node = node(target), let type = node.type, type.base != .string {
            let shown = FoundText.sanitized(LiteralText.quoted(text))
            diagnostics.error(.typeMismatch(value: shown, name: node.name, type: type.description), at: literal.range)
        }
    }

    private mutating func checkTap(_ target: NameRef) {
        if let node = resolve(target), node.kind != .button, node.kind != .viewButton {
            diagnostics.error(.onlyButtonsAreTapped(kind: node.kind.keyword, name: node.name), at: target.range)
        }
    }

    private mutating func checkExpectOverwrite(_ target: NameRef?, statement: Statement) {
        requireStep(statement, text: target == nil ? "expect no overwrite" : "expect overwrite of")
        if let target, let node = resolve(target), !node.kind.keepsUserEdits {
            diagnostics.error(.allowRewriteNeedsControl(statement: "expect overwrite of", kind: node.kind.keyword,
                                                        name: node.name), at: target.range)
        }
    }

    private mutating func checkExpectValue(_ target: NameRef, equal: Bool, value: Expr) {
        if let node = resolve(target) {
            if node.kind == .stream {
                diagnostics.error(.expectOnStream(node.name), at: target.range)
            } else if node.kind == .button {
                checkNotButton(target, node, statement: "expect ==")
            } else if node.kind == .textfield || node.kind == .text {
                diagnostics.error(.swiftUIExpectationTarget(form: "==", needs: "a node", kind: node.kind.keyword, name: node.name),
                                  at: target.range, help: .expectShows(node.name))
            } else if !node.kind.hasCurrentValue {
                // A publish node and a passthrough store nothing; an object's members hold its values.
                diagnostics.error(.expectValueOnPublish(kind: node.kind.keyword, name: node.name), at: target.range,
                                  help: node.kind == .object ? nil : node.kind == .future ? .futureStoresNothing
                                      : .publishStoresNothing)
            }
        }
        checkExpr(value, element: false)
        if equal { checkLiteral(value, storedIn: target) }
    }

    private mutating func checkExpectEmitted(_ target: NameRef, values: [Expr], statement: Statement) {
        requireStep(statement, text: "expect \(target.name) emitted")
        if let node = resolve(target) {
            if node.kind == .stream {
                diagnostics.error(.expectOnStream(node.name), at: target.range)
            } else if !node.kind.canAnnounce {
                diagnostics.error(.cannotAnnounce(kind: node.kind.keyword, name: node.name), at: target.range)
            }
        }
        for value in values { checkExpr(value, element: false) }
    }

    private mutating func checkInvariant(_ condition: Expr, name: String?, statement: Statement) {
        checkExpr(condition, element: false)
        // Reports name a broken invariant by its name: two alike would be one.
        guard let name else { return }
        if let firstLine = invariantLines[name] {
            diagnostics.error(.duplicateInvariantName(name: FoundText.sanitized(name), firstLine: firstLine),
                              at: statement.range)
        } else {
            invariantLines[name] = statement.range.start.line
        }
    }

    private mutating func checkDeclaration(_ declaration: Declaration) {
        switch declaration.value {
        case .none:
            break
        case .initial(let value):
            checkExpr(value, element: false)
            if let type = declaration.type { checkLiteral(value, fits: type, name: declaration.name) }
        case .stream(let stream):
            checkStream(stream)
        case .block:
            break  // checked once the future is declared: its block fulfils it
        }
        if swiftUI, [.field, .terminal, .label, .button].contains(declaration.kind), declaration.enabledStateOf == nil {
            diagnostics.error(.uikitControlUnderSwiftUI(kind: declaration.kind.keyword, name: declaration.name),
                              at: declaration.nameRange, help: .controlInsideView)
        }
        if let object = declaration.object, let node = resolve(object), node.kind != .object {
            diagnostics.error(.notAnObject(kind: node.kind.keyword, name: node.name,
                                           use: "\(declaration.kind.keyword) … in"), at: object.range)
        }
        if let previous = node(NameRef(name: declaration.name, range: declaration.nameRange, symbol: declaration.symbol)) {
            diagnostics.error(.duplicateDeclaration(declaration.name), at: declaration.nameRange,
                              help: .previousDeclaration(line: previous.line))
            return
        }
        let index = declarationStatements.count
        if declaration.kind == .computed, case .initial(let expr) = declaration.value {
            checkComputedCost(declaration, expr, index: index)
        }
        if declaration.symbol >= 0, declaration.symbol < nodeBySymbol.count { nodeBySymbol[declaration.symbol] = Int32(index) }
        declarationStatements.append(Int32(position))
        nodes.append(Node(kind: declaration.kind, name: declaration.name, type: declaration.type,
                          line: declaration.nameRange.start.line))
        // A future's block is its closure: no element (`it` is an error there). One that a
        // `deferred(…)` makes per subscription is fulfilled there only.
        if case .block(let body) = declaration.value {
            let enclosing = fulfilling
            if declaration.kind == .future, deferredSources.contains(declaration.name) { fulfilling = declaration.name }
            for inner in body { check(inner, inBlock: false) }
            fulfilling = enclosing
        }
    }

    /// A read of a computed node evaluates its expression, and the computed nodes that reads, on
    /// the call stack: their nesting and their number are bounded (a chain of a thousand, or a
    /// doubling one, would overflow the stack or run for ever at the first read).
    private mutating func checkComputedCost(_ declaration: Declaration, _ expr: Expr, index: Int) {
        var depth = 1
        var evaluations = 1
        // Every occurrence counts: `c + c` evaluates `c` twice.
        var occurrences: [NameRef] = []
        func collect(_ expr: Expr) {
            if case .name(let reference) = expr.kind { occurrences.append(reference) }
            expr.forEachOperand(collect)
        }
        collect(expr)
        for name in occurrences {
            guard name.symbol >= 0, name.symbol < nodeBySymbol.count else { continue }
            let read = Int(nodeBySymbol[name.symbol])
            guard read >= 0, let cost = computedCosts[read] else { continue }
            depth = max(depth, cost.depth + 1)
            evaluations = min(evaluations + cost.evaluations, Self.maxComputedEvaluations + 1)
        }
        computedCosts[index] = (depth, evaluations)
        if depth > Self.maxComputedDepth || evaluations > Self.maxComputedEvaluations {
            diagnostics.error(.computedTooCostly(name: declaration.name, depth: depth, evaluations: evaluations,
                                                 maxDepth: Self.maxComputedDepth, maxEvaluations: Self.maxComputedEvaluations),
                              at: declaration.nameRange)
        }
    }

    static let maxComputedDepth = 64
    static let maxComputedEvaluations = 10_000

    private mutating func checkTwoWaySide(_ side: TwoWaySide) {
        if let node = resolve(side.node), node.kind == .label || node.kind == .stream || node.kind.isObservation {
            diagnostics.error(.invalidTwoWaySide(kind: node.kind.keyword, name: node.name), at: side.node.range,
                              help: node.kind.isObservation ? .trackInstead(node.name) : nil)
        }
        for call in side.operators { checkOperator(call) }
    }

    private mutating func checkUserEdit(_ target: NameRef, statement: String) {
        guard let node = resolve(target), !node.kind.acceptsUserEdits else { return }
        if node.kind == .button { return checkNotButton(target, node, statement: statement) }
        let help: DiagnosticHelp = node.kind == .stream ? .userKinds : .useSetInstead
        diagnostics.error(.userNotAllowed(kind: node.kind.keyword, name: node.name, statement: statement),
                          at: target.range, help: help)
    }

    /// A button is only tapped: nothing writes into it or reads a value from it.
    /// What `bind … -> target` and `set target` may not write into: a `let` stream, a button, a
    /// computed node, an object.
    private mutating func checkWritable(_ target: NameRef, statement: String) {
        guard let node = resolve(target) else { return }
        switch node.kind {
        case .stream: diagnostics.error(.writeToStream(target.name), at: target.range)
        case .button: checkNotButton(target, node, statement: statement)
        case .computed: diagnostics.error(.computedNotWritable(node.name), at: target.range)
        case .object: diagnostics.error(.objectNotWritable(node.name), at: target.range)
        case .view, .textfield, .text, .viewButton:
            diagnostics.error(.viewPartNotWritable(kind: node.kind.keyword, name: node.name, statement: statement),
                              at: target.range, help: node.kind == .textfield ? .writeBoundNode : nil)
        default: break
        }
    }

    /// `on S { … } [completion { … }]` (or `sink`): `it` in a completion block is how the stream
    /// ended ("finished", "failure(…)"); without one, no failure may reach it under Combine.
    private mutating func checkOn(_ source: Stream, body: [Statement], completion: [Statement]?, label: NameRef?,
                                  statement: Statement) {
        checkStream(source)
        for inner in body { check(inner, inBlock: true) }
        for inner in completion ?? [] { check(inner, inBlock: true) }
        declareSubscription(label, statement: statement)
        if completion == nil { checkFailureNever(source, subscription: subscriptionName(statement, label), at: statement.range) }
    }

    /// The name traces give the subscription `statement` makes: its label, else the generated one.
    private func subscriptionName(_ statement: Statement, _ label: NameRef?) -> String {
        label?.name ?? subscriptionNames.generatedName(of: statement)
    }

    /// `set NAME = E`, and `set NAME.value = E`, which needs a CurrentValueSubject.
    private mutating func checkSet(_ target: NameRef, _ value: Expr, throughValue: Bool, inBlock: Bool) {
        checkWritable(target, statement: "set")
        checkFulfilment(target, statement: "set")
        if throughValue, let node = node(target),
           !(node.kind == .currentValue || (semantics == .combine && node.kind == .relay)) {
            diagnostics.error(.valueSetterNeedsCurrentValue(kind: node.kind.keyword, name: node.name),
                              at: target.range, help: .writeWithoutValue(node.name))
        }
        checkExpr(value, element: inBlock)
        checkLiteral(value, storedIn: target)
    }

    private mutating func checkNotButton(_ target: NameRef, _ node: Node, statement: String) {
        diagnostics.error(.buttonOnlyTapped(name: node.name, statement: statement), at: target.range,
                          help: .tapButton(node.name))
    }

    /// Names the subscription a `bind` or `on` makes: its `as` label, else its generated
    /// name (`b2`, `on1`). A label may be used once, and not be a node's name or
    /// another subscription's generated name.
    private mutating func declareSubscription(_ label: NameRef?, statement: Statement) {
        guard let label else { return }
        let generated = subscriptionNames.generatedName(of: statement)
        if let line = subscriptionLabels[label.name] ?? lineOfDeclaredGenerated(label.name) {
            diagnostics.error(.duplicateLabel(name: label.name, firstLine: line), at: label.range)
        } else if let node = node(label) {
            diagnostics.error(.labelClashes(name: label.name, with: "\(node.kind.keyword) '\(node.name)'"), at: label.range)
        } else if label.name != generated, let line = subscriptionNames.lineOfGenerated(label.name) {
            diagnostics.error(.labelClashes(name: label.name, with: "the subscription on line \(line)"), at: label.range)
        }
        subscriptionLabels[label.name] = statement.range.start.line
    }

    /// The line of the unlabelled subscription before the statement being checked whose
    /// generated name is `name`.
    private func lineOfDeclaredGenerated(_ name: String) -> Int? {
        guard let entry = subscriptionNames.entry(generating: name), !entry.isLabelled,
              entry.position < position else { return nil }
        return Int(entry.line)
    }

    /// Whether a label names a subscription declared earlier; reports it when not.
    private mutating func resolveSubscription(_ label: NameRef) -> Bool {
        if subscriptionLabels[label.name] != nil || lineOfDeclaredGenerated(label.name) != nil { return true }
        let declared = Array(subscriptionLabels.keys) + subscriptionNames.unlabelledNames(before: position)
        let help = Suggestions.closest(to: label.name, in: declared.sorted()).map(DiagnosticHelp.didYouMean)
        diagnostics.error(.unknownLabel(label.name), at: label.range, help: help)
        return false
    }

    mutating func requireStep(_ statement: Statement, text: String) {
        if !stepSeen {
            diagnostics.error(.expectationWithoutStep(FoundText.sanitized(text)), at: statement.range)
        }
    }

    /// Several loop expectations may follow one step (`expect loop`, then
    /// `expect loop through a, b`); only contradicting ones are an error.
    mutating func checkLoopExpectation(_ statement: Statement, text: String, expectsLoop: Bool) {
        requireStep(statement, text: text)
        if stepSeen, let earlier = loopExpectation, earlier != expectsLoop {
            diagnostics.error(.duplicateLoopExpectation, at: statement.range)
        }
        loopExpectation = expectsLoop
    }

    /// `bind a -> b` straight from one annotated node into another of a different
    /// type will fail when the first value arrives: say so before running.
    /// Operators may convert, so a stream with operators is not judged.
    private mutating func warnIfTypesDiffer(_ source: Stream, _ target: NameRef) {
        guard source.operators.isEmpty, case .node(let reference) = source.source,
              let from = node(reference)?.type, let to = node(target)?.type,
              from.base != to.base || (from.isOptional && !to.isOptional) else { return }
        diagnostics.report(Diagnostic(
            .warning, .bindTypesDiffer(source: reference.name, sourceType: from.description,
                                       target: target.name, targetType: to.description),
            at: source.range.union(target.range), help: .convertWithMap))
    }

    /// The declaration a name refers to, or nil after reporting why there is none.
    mutating func resolve(_ name: NameRef) -> Node? {
        if let node = node(name) { return node }
        if name.name.utf8.contains(where: { $0 >= 0x80 }) { return nil }  // already reported by the lexer
        if name.name == "acc" {
            diagnostics.error(.accOutsideScan, at: name.range)
            return nil
        }
        // `B.enabled`: the unknown name is B's (a B that is no button was E0226).
        let spelled = Declaration.button(ofEnabledState: name.name) ?? name.name
        if spelled != name.name, nodes.contains(where: { $0.name == spelled }) { return nil }
        var help: DiagnosticHelp? = RxSwiftNames.declarationHelp(spelled)
        if help != nil {
            // an RxSwift type name: the hint says how to declare one
        } else if let later = laterDeclaration(of: spelled) {
            help = .declaredLater(name: spelled, line: later.nameRange.start.line)
        } else if let suggestion = Suggestions.closest(to: spelled, in: nodes.lazy.map(\.name)) {
            help = .didYouMean(suggestion)
        }
        diagnostics.error(.unknownNode(spelled), at: name.range, help: help)
        return nil
    }

    /// A top-level declaration of `name` anywhere in the file (only looked for after an error).
    private mutating func laterDeclaration(of name: String) -> Declaration? {
        for statement in allStatements {
            if case .declare(let declaration) = statement.kind, declaration.name == name { return declaration }
        }
        return nil
    }

    private mutating func checkLiteral(_ value: Expr, storedIn target: NameRef) {
        guard let node = node(target), let type = node.type else { return }
        checkLiteral(value, fits: type, name: node.name)
    }

    private mutating func checkLiteral(_ value: Expr, fits type: TypeAnnotation, name: String) {
        let fits: Bool
        switch value.kind {
        case .nil: fits = type.isOptional
        case .string: fits = type.base == .string
        case .number: fits = type.base == .number
        case .bool: fits = type.base == .bool
        case .duration: fits = type.base == .duration
        case .list: fits = false
        default: fits = true
        }
        guard !fits else { return }
        let help: DiagnosticHelp? = if case .nil = value.kind { .optionalType(type.base.rawValue) } else { nil }
        let shown = FoundText.sanitized(file.text(in: value.range))
        diagnostics.error(.typeMismatch(value: shown, name: name, type: type.description), at: value.range, help: help)
    }
}
