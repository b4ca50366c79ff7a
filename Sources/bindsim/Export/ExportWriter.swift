import BindKit

/// Writes one scenario as an XCTest (docs/export.md): the test method follows the scenario
/// statement by statement, each after its source lines as comments; a step bindsim cut off
/// becomes `XCTSkip` and ends the method. What the method uses of the support section is
/// collected in `needs`.
struct ExportWriter {
    let program: Program
    let file: SourceFile
    let observed: ObservedRun
    let legend: BindingLegend
    let options: ExportOptions
    /// Each node's Swift identifier, by name.
    let identifiers: [String: String]
    /// The Swift type of each node's values.
    let types: ExportTypes
    let expressions: SwiftExpressions
    let streams: SwiftStreams
    /// The test method's lines, indented.
    var lines: [String] = []
    var needs = SupportSection.Needs()
    /// The steps written so far (a position in `observed.steps`).
    private(set) var stepIndex = 0
    private var lastCommentedLine = 0
    /// The nodes declared so far, in order (`--observed` asserts on these).
    var declared: [Declaration] = []
    /// What the program does that the export found no faithful counterpart of as it wrote it
    /// (`--to observation`: a computed property whose expression can fail, …): nothing is written then.
    var refusals: [Diagnostic] = []
    /// `--to observation`: the observables whose writes `expect lost write` watches (all, when it is used).
    let watchesLostWrites: Bool
    /// `--to observation`: true while a tracker's APPLY is written (its writes are not watched).
    var inApply = false

    init(program: Program, file: SourceFile, observed: ObservedRun, options: ExportOptions) {
        self.program = program
        self.file = file
        self.observed = observed
        self.options = options
        legend = BindingLegend(program: program, file: file)
        identifiers = SwiftNames.identifiers(for: program.declarations, target: options.target)
        var values: [String: String] = [:]
        for declaration in program.declarations where declaration.kind.hasCurrentValue {
            let identifier = identifiers[declaration.name] ?? declaration.name
            switch options.target {
            case .rxswift: values[declaration.name] = identifier + ".value"
            case .observation: values[declaration.name] = Self.propertyReference(declaration, identifier, of: "model")
            }
        }
        types = ExportTypes(program: program, typed: !observed.metArithmeticLimit)
        var expressions = SwiftExpressions(nodeValues: values, types: types)
        if options.target == .observation { expressions.clockReading = "Double(run.now)" }
        self.expressions = expressions
        let streamNames = Set(program.declarations.filter { $0.kind == .stream }.map(\.name))
        streams = SwiftStreams(identifiers: identifiers, streamNames: streamNames, expressions: expressions)
        needs.observed = options.observed
        needs.builtins = Set(Self.builtinsCalled(in: program).map(\.rawValue))
        var usesLostWrites = false
        for statement in program.statements {
            statement.forEachNested { if case .expectLostWrite = $0.kind { usesLostWrites = true } }
        }
        watchesLostWrites = usesLostWrites
    }

    /// The body of `testScenario()`.
    mutating func writeMethod() {
        let maxTurns = options.run.budgets.maxTurns
        let runType = options.target == .observation ? "BindsimObservationRun" : "BindsimRun"
        emit(maxTurns == Budgets().maxTurns ? "let run = \(runType)()" : "let run = \(runType)(maxTurns: \(maxTurns))")
        if options.target == .observation { emit("let model = \(modelClassName)()") }
        var previousEnd = 0
        for statement in program.statements {
            if previousEnd > 0 && statement.range.start.line > previousEnd + 1 && lines.last != "" { lines.append("") }
            previousEnd = statement.range.end.line
            comment(statement)
            guard write(statement) else {
                comment("The rest of the scenario does not run: the step above ends the test.")
                return
            }
        }
        finish.forEach { emit($0) }
    }

    /// The run's last line: nothing the test made outlives it.
    var finish: [String] {
        // A tracker that never fired keeps its handler, which holds the model, in the model's own
        // registrar: firing the rest once the run has cancelled them (they do nothing) lets both go.
        options.target == .observation ? ["await run.finish()", "model.bindsimFireRemainingTrackers()"] : ["run.finish()"]
    }

    /// Writes one top-level statement; false when it is a step that ends the test (skipped).
    private mutating func write(_ statement: Statement) -> Bool {
        if statement.kind.isStep {
            defer { stepIndex += 1 }
            if let loop = observed.loop(atStep: stepIndex) {
                writeSkip(at: statement, loop)
                return false
            }
            switch options.target {
            case .rxswift: writeStep(statement)
            case .observation: writeObservationStep(statement)
            }
            if options.observed { writeObserved(after: statement) }
            return true
        }
        switch statement.kind {
        case .declare(let declaration) where options.target == .observation: declared.append(declaration)
        case .declare(let declaration): writeDeclaration(declaration)
        case .invariant where observed.leavesValuesOpen:
            comment("Not asserted: what the nodes hold after some step depends on an order Swift leaves open")
            comment("(the trackers' Set, or where a queued job lands), so the invariant is not known to be Swift's.")
        case .invariant(let condition, _):
            emit("run.invariant(line: \(statement.range.start.line), \(source(statement))) { \(expressions.condition(condition)) }")
        case .allowRewrite, .explore:
            comment("(bindsim explore's; nothing to run)")
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite:
            writeExpectation(statement)
        case .expectLostWrite, .expectIn:
            writeExpectation(statement)
        case .read, .rearm:
            break  // only inside a tracker (the checker says so)
        case .ifElse:
            break  // only inside `on` blocks (the checker says so)
        case .view, .expectSwiftUI:
            preconditionFailure("a SwiftUI file is refused (ExportRefusals)")
        case .bind, .bindTwoWay, .on, .user, .type, .set, .wait, .unbind, .tap, .track, .mutate, .task, .batch, .observations,
             .complete:
            preconditionFailure("a step is written above")
        }
        return true
    }

    /// `throw XCTSkip` where bindsim cut a step off: RxSwift would overflow the stack or run away there.
    private mutating func writeSkip(at statement: Statement, _ loop: LoopReport) {
        let line = statement.range.start.line
        let overflows = (loop.reason == .reentries || loop.reason == .nesting) && !loop.crossesHops
        let library = options.target.shownName
        let what = overflows ? "loops: \(library) overflows the stack here" : "runs away: \(library) would run away here"
        let budget: String
        switch loop.reason {
        case .reentries: budget = "\(loop.budget) re-entries"
        case .events: budget = "\(loop.budget) deliveries in one step"
        case .turns: budget = "\(loop.budget) turns at one instant"
        case .nesting: budget = "\(loop.budget) nested blocks"
        }
        let message = "line \(line) \(what); bindsim cut it off after \(budget) (\(loop.summary))"
        finish.forEach { emit($0) }
        emit("throw XCTSkip(\(SwiftExpressions.stringLiteral(message)))")
    }

    func step(at index: Int) -> ObservedRun.Step? {
        index < observed.steps.count ? observed.steps[index] : nil
    }

    // MARK: Lines

    mutating func emit(_ line: String) {
        lines.append(line)
    }

    mutating func comment(_ text: String) {
        lines.append("// " + text)
    }

    /// The statement's source lines as comments (a line shared with the statement before is not repeated).
    private mutating func comment(_ statement: Statement) {
        let first = max(statement.range.start.line, lastCommentedLine + 1)
        guard first <= statement.range.end.line else { return }
        let indent = file.lineText(statement.range.start.line).prefix(while: { $0 == " " || $0 == "\t" }).count
        for line in first...statement.range.end.line {
            var text = Substring(file.lineText(line))
            text = text.dropFirst(min(indent, text.prefix(while: { $0 == " " || $0 == "\t" }).count))
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            lines.append(text.isEmpty ? "//" : "// " + text)
        }
        lastCommentedLine = statement.range.end.line
    }

    /// The statement's first line as a Swift string literal, for failure messages.
    func source(_ statement: Statement) -> String {
        SwiftExpressions.stringLiteral(StepInfo.firstLine(file.text(in: statement.range)))
    }

    /// `identifier` of the node `reference` names.
    func identifier(_ reference: NameRef) -> String {
        identifiers[reference.name] ?? reference.name
    }

    /// How the value of node `name` reads in the test (`first.value`, `model.first`).
    func valueReference(_ name: String) -> String {
        expressions.nodeValues[name] ?? (identifiers[name] ?? name) + ".value"
    }

    /// The builtins the program calls, anywhere.
    private static func builtinsCalled(in program: Program) -> Set<BuiltinFunction> {
        var found: Set<BuiltinFunction> = []
        func visit(_ expr: Expr) {
            // `now()` reads the run's clock in place: no support function.
            if case .call(let function, _) = expr.kind, function != .now { found.insert(function) }
            expr.forEachOperand(visit)
        }
        program.statements.forEachExpression(visit)
        return found
    }
}
