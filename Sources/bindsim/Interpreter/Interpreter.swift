import Foundation
import BindKit

/// Runs a checked scenario on BindKit, statement by statement. Each action (and
/// each `bind` and `on`) is a step; expectations are checked against the
/// previous step; budgets bound every step, and a loop is cut off, reported and
/// the run goes on with the next statement.
final class Interpreter {
    let program: Program
    let file: SourceFile
    let runtime: Runtime
    let scheduler: VirtualTimeScheduler
    private(set) var nodes: [String: ScenarioNode] = [:]
    private let listener: RunListener?
    private let recorder: StepRecorder
    private lazy var evaluator = Evaluator { [unowned self] name in nodes[name]?.currentValue ?? .nil }
    private lazy var compiler = StreamCompiler(interpreter: self)
    private var subscriptions: [Disposable] = []

    private var outcome = ScenarioOutcome()
    private var stepCount = 0
    private var lastStep: StepRecord?
    /// A step that looped and still waits for its `expect loop`.
    private var loopAwaitingExpectation: StepRecord?
    /// The statement being run, for run-time error positions.
    private var currentRange: SourceRange?

    init(program: Program, file: SourceFile, budgets: Budgets, listener: RunListener?) {
        self.program = program
        self.file = file
        self.listener = listener
        runtime = Runtime.current
        recorder = StepRecorder(listener: listener)
        self.budgets = budgets
        scheduler = VirtualTimeScheduler()
    }

    /// The run's budgets, installed on the thread's runtime only while `run()` runs.
    private let budgets: Budgets

    /// Runs the whole scenario and returns how it ended.
    func run() -> ScenarioOutcome {
        let savedTracer = runtime.tracer
        let savedBudgets = runtime.budgets
        runtime.budgets = budgets
        runtime.tracer = recorder
        defer {
            for subscription in subscriptions { subscription.dispose() }
            subscriptions = []
            runtime.tracer = savedTracer
            runtime.budgets = savedBudgets
        }
        listener?.scenarioBegan(title: program.title, file: file)
        for (index, statement) in program.statements.enumerated() {
            execute(statement)
            if outcome.runtimeError != nil {
                outcome.unchecked = Interpreter.expectationCount(in: program.statements[(index + 1)...])
                break
            }
        }
        if outcome.runtimeError == nil { runPendingTimers() }
        settleLoopExpectation()
        listener?.scenarioEnded(outcome)
        return outcome
    }

    // MARK: Statements

    private func execute(_ statement: Statement) {
        currentRange = statement.range
        switch statement.kind {
        case .declare(let declaration):
            declare(declaration, at: statement.range)
        case .bind, .bindTwoWay, .on, .user, .type, .set, .wait:
            runStep(statement)
        case .ifElse(let condition, let then, let otherwise):
            guard let flag = truthTopLevel(condition) else { return }
            for inner in flag ? then : otherwise {
                execute(inner)
                if outcome.runtimeError != nil { return }
            }
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop:
            checkExpectation(statement)
        }
    }

    private func declare(_ declaration: Declaration, at range: SourceRange) {
        var initial = Value.nil
        if case .initial(let expr) = declaration.value {
            guard let value = evaluateTopLevel(expr) else { return }
            initial = value
        }
        let node = ScenarioNode(declaration: declaration, initial: initial)
        if !node.accepts(initial) {
            fail(RuntimeError(.runtimeTypeMismatch(value: initial.traceText, name: node.name,
                                                   type: declaration.type?.description ?? ""), at: range))
            return
        }
        nodes[declaration.name] = node
    }

    private func evaluateTopLevel(_ expr: Expr) -> Value? {
        evaluateInOperator(expr, it: nil)
    }

    private func truthTopLevel(_ expr: Expr) -> Bool? {
        do {
            return try evaluator.truth(expr, .empty)
        } catch {
            fail(error)
            return nil
        }
    }

    // MARK: Steps

    private func runStep(_ statement: Statement) {
        settleLoopExpectation()
        stepCount += 1
        let info = StepInfo(
            number: stepCount, isEnd: false, line: statement.range.start.line,
            source: Interpreter.firstLine(file.text(in: statement.range)),
            startMilliseconds: Double(scheduler.now) / 1_000_000)
        beginStep(info)
        perform(statement)
        if !runtime.isCutOff { scheduler.runDue() }
        endStep()
    }

    private func runPendingTimers() {
        guard scheduler.hasPendingWork else { return }
        settleLoopExpectation()
        let info = StepInfo(number: stepCount + 1, isEnd: true, line: file.lineCount,
                            source: "", startMilliseconds: Double(scheduler.now) / 1_000_000)
        currentRange = nil
        beginStep(info)
        scheduler.start()
        endStep()
        settleLoopExpectation()
    }

    private func beginStep(_ info: StepInfo) {
        listener?.stepBegan(info)
        recorder.begin(info)
        runtime.beginStep()
    }

    private func endStep() {
        runtime.endStep()
        guard let record = recorder.end() else { return }
        outcome.steps += 1
        outcome.events += record.events
        outcome.deepestNesting = max(outcome.deepestNesting, record.deepestNesting)
        for loop in record.loops { outcome.loops.append((record.info, loop)) }
        lastStep = record
        if !record.loops.isEmpty { loopAwaitingExpectation = record }
        listener?.stepEnded(record)
    }

    /// The record of the step that ran last, for expectations.
    var previousStep: StepRecord? { lastStep }

    /// Marks the previous step's loop as expected (`expect loop`, or a failed `expect no loop`).
    func acknowledgeLoop() {
        loopAwaitingExpectation = nil
    }

    /// Counts and reports one expectation's result.
    func record(_ result: ExpectationResult) {
        if result.passed { outcome.passed += 1 } else { outcome.failed += 1 }
        listener?.expectationChecked(result)
    }

    /// A looped step must be followed by `expect loop` before the next step.
    private func settleLoopExpectation() {
        guard let looped = loopAwaitingExpectation, let report = looped.loops.first else { return }
        loopAwaitingExpectation = nil
        outcome.failed += 1
        listener?.unexpectedLoop(looped.info, report)
    }

    // MARK: Actions

    private func perform(_ statement: Statement) {
        let line = statement.range.start.line
        switch statement.kind {
        case .bind(let source, let target):
            guard let node = nodes[target.name] else { return }
            let label = "bind \(file.text(in: source.range)) -> \(target.name) (line \(line))"
            runtime.withLabel(label) {
                subscriptions.append(compiler.compile(source).bind(to: NodeWriter(node: node, interpreter: self)))
            }
        case .bindTwoWay(let left, let right, let style):
            guard let leftNode = nodes[left.node.name], let rightNode = nodes[right.node.name] else { return }
            let binding = "\(file.text(in: statement.range)) (line \(line))"
            let labels = TwoWayLabels(
                leftToRight: "\(binding), \(left.node.name) → \(right.node.name)",
                rightToLeft: "\(binding), \(right.node.name) → \(left.node.name)")
            let compiler = self.compiler
            subscriptions.append(bindTwoWay(
                TwoWayNode(node: leftNode, interpreter: self), TwoWayNode(node: rightNode, interpreter: self),
                style: TwoWayStyle(rawValue: style.rawValue) ?? .rx, labels: labels,
                leftToRight: { compiler.applying(left.operators, to: $0) },
                rightToLeft: { compiler.applying(right.operators, to: $0) }))
        case .on(let source, let body):
            let label = "on \(file.text(in: source.range)) (line \(line))"
            runtime.withLabel(label) {
                subscriptions.append(compiler.compile(source).subscribe(onNext: { [unowned self] value in
                    runBlock(body, it: value)
                }))
            }
        case .user(let target, let expr):
            guard let node = nodes[target.name], let value = evaluateTopLevel(expr)
            else { return }
            guard checkType(value, node) else { return }
            node.editAsUser(value)
        case .set(let target, let expr):
            guard let node = nodes[target.name], let value = evaluateTopLevel(expr)
            else { return }
            write(value, into: node)
        case .type(let target, let text, let every):
            guard let node = nodes[target.name] else { return }
            typeText(text, into: node, every: every)
        case .wait(let duration):
            scheduler.advance(by: .milliseconds(duration.milliseconds))
        default:
            break
        }
    }

    /// Types `text` one character at a time; work due at each instant runs before
    /// the next character, and `every` advances the clock between characters.
    private func typeText(_ text: String, into node: ScenarioNode, every: DurationLiteral?) {
        var typed = ""
        for (index, character) in text.enumerated() {
            if runtime.isCutOff || outcome.runtimeError != nil { return }
            if index > 0, let every {
                scheduler.advance(by: .milliseconds(every.milliseconds))
                if runtime.isCutOff || outcome.runtimeError != nil { return }
            }
            typed.append(character)
            let value = Value.string(typed)
            guard checkType(value, node) else { return }
            node.editAsUser(value)
            if !runtime.isCutOff { scheduler.runDue() }
        }
    }

    /// Runs an `on` block for one delivered value.
    private func runBlock(_ body: [Statement], it: Value) {
        for statement in body {
            if runtime.isCutOff || outcome.runtimeError != nil { return }
            switch statement.kind {
            case .set(let target, let expr):
                guard let node = nodes[target.name],
                      let value = evaluateInBlock(expr, it: it, range: statement.range) else { return }
                write(value, into: node)
            case .user(let target, let expr):
                guard let node = nodes[target.name],
                      let value = evaluateInBlock(expr, it: it, range: statement.range) else { return }
                guard checkType(value, node) else { return }
                node.editAsUser(value)
            case .ifElse(let condition, let then, let otherwise):
                do {
                    let flag = try evaluator.truth(condition, EvaluationScope(it: it))
                    runBlock(flag ? then : otherwise, it: it)
                } catch {
                    fail(error)
                    return
                }
            default:
                break
            }
        }
    }

    private func evaluateInBlock(_ expr: Expr, it: Value, range: SourceRange) -> Value? {
        do {
            return try evaluator.evaluate(expr, EvaluationScope(it: it))
        } catch {
            fail(error)
            return nil
        }
    }

    // MARK: Writes and errors

    /// Writes `value` into `node` programmatically, checking its type annotation.
    func write(_ value: Value, into node: ScenarioNode) {
        guard checkType(value, node) else { return }
        node.setProgrammatically(value)
    }

    private func checkType(_ value: Value, _ node: ScenarioNode) -> Bool {
        if node.accepts(value) { return true }
        fail(RuntimeError(.runtimeTypeMismatch(value: value.traceText, name: node.name,
                                               type: node.declaration.type?.description ?? ""),
                          at: currentRange ?? node.declaration.range))
        return false
    }

    /// Evaluates an operator's expression; on an error the run stops and nil is returned.
    func evaluateInOperator(_ expr: Expr, it: Value?, acc: Value? = nil) -> Value? {
        do {
            return try evaluator.evaluate(expr, EvaluationScope(it: it, acc: acc))
        } catch {
            fail(error)
            return nil
        }
    }

    /// Evaluates a `filter` condition; an error stops the run and drops the value.
    func conditionInOperator(_ expr: Expr, it: Value) -> Bool {
        do {
            return try evaluator.truth(expr, EvaluationScope(it: it))
        } catch {
            fail(error)
            return false
        }
    }

    /// Records the first run-time error and abandons the step's remaining work.
    func fail(_ error: RuntimeError) {
        guard outcome.runtimeError == nil else { return }
        outcome.runtimeError = error
        runtime.abandonStep()
    }

    /// The first line of `text` without leading and trailing spaces, tabs and
    /// carriage returns (by scalar, as Foundation's trimming would; run per step,
    /// where Foundation's bridging cost showed).
    /// How many expectations `statements` hold (top level and inside `if`s).
    static func expectationCount(in statements: ArraySlice<Statement>) -> Int {
        statements.reduce(0) { count, statement in
            switch statement.kind {
            case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop: count + 1
            case .ifElse(_, let then, let otherwise):
                count + expectationCount(in: then[...]) + expectationCount(in: otherwise[...])
            default: count
            }
        }
    }

    static func firstLine(_ text: String) -> String {
        let line = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            : Substring(text)
        let scalars = line.unicodeScalars
        func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
