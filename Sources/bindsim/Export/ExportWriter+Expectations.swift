// Expectations, each through the support's `expectation(line:…)` (which names the scenario's
// line when it fails), and `--observed`'s assertions of what bindsim saw.
extension ExportWriter {
    mutating func writeExpectation(_ statement: Statement) {
        let line = statement.range.start.line
        let source = source(statement)
        switch observed.unasserted(line: line) {
        case .trackerOrder?:
            comment("Not asserted: in bindsim it holds under some orders of the trackers and fails under others")
            comment("(`bindsim run --orders all`), and Swift's registrar keeps them in a Set, whose order varies.")
            return
        case .tooManyOrders?:
            comment("Not asserted: a step before it met a set of trackers with more orders than bindsim runs")
            comment("(\(OrderEnumeration.maxRuns)), so whether it holds in every order Swift may take is not known.")
            return
        case .observationsPosition(let step)?:
            comment("Not asserted: it follows line \(step), where an Observations loop's value or a task's wake was")
            comment("queued beside other jobs, and Swift does not fix where it lands among them (Observation's rule 18).")
            return
        case nil:
            break
        }
        switch statement.kind {
        case .expectValue(let target, let equal, let value):
            let check = equal ? "expectEqual" : "expectNotEqual"
            // Compared as the node's type when the expected value is one, as `BindsimValue`s otherwise.
            let nodeType = types.node(target.name)
            let compared: ExportType = expressions.type(of: value).widens(to: nodeType) ? nodeType : .value
            let expected = expressions.bareValue(value, as: compared)
            let actual = expressions.converting(valueReference(target.name), of: nodeType, to: compared).text
            emit((expected.throwing ? "try " : "")
                 + "run.\(check)(line: \(line), \(source), \(actual), \(expected.text))")
        case .expectIn(let target, let values):
            let nodeType = types.node(target.name)
            let fits = values.allSatisfy { expressions.type(of: $0).widens(to: nodeType) }
            let compared: ExportType = fits ? nodeType : .value
            let expected = values.map { expressions.bareValue($0, as: compared) }
            let actual = expressions.converting(valueReference(target.name), of: nodeType, to: compared).text
            emit((expected.contains(where: \.throwing) ? "try " : "")
                 + "run.expectIn(line: \(line), \(source), \(actual), [\(expected.map(\.text).joined(separator: ", "))])")
        case .expectLostWrite(let target):
            let name = target.map { SwiftExpressions.stringLiteral($0.name) } ?? "nil"
            emit("run.expectLostWrite(line: \(line), \(source), of: \(name))")
        case .expectEmitted(let target, let values):
            let expected = values.map { expressions.bareValue($0, as: .value) }
            let list = expected.map(\.text).joined(separator: ", ")
            emit((expected.contains(where: \.throwing) ? "try " : "")
                 + "run.expectEmitted(line: \(line), \(source), \(identifier(target)), [\(list)])")
        case .expectLoop:
            // Reached only when the step before returned: it did not loop.
            emit("run.expectation(line: \(line), \(source), false, \"the previous step did not loop\")")
        case .expectNoLoop:
            return  // nothing to run: the step before returned, so it did not loop
        case .expectError(let occurred):
            emit("run.expectError(line: \(line), \(source), occurred: \(occurred))")
        case .expectEnded(let label, let state) where options.target == .observation && isTracker(label.name):
            // Swift's Observation has no way to ask whether a tracker is installed.
            comment("bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed")
            if observed.passed[line] == false {
                let why = "bindsim: \(label.name) \(state == .ended ? "is still running" : "has ended")"
                emit("run.expectation(line: \(line), \(source), false, \(SwiftExpressions.stringLiteral(why)))")
            }
        case .expectEnded(let label, let state):
            // `finished` and `failed` are refused (ExportRefusals): only `ended` and `running` reach here.
            emit("run.expectEnded(line: \(line), \(source), \(SwiftExpressions.stringLiteral(label.name)), ended: \(state != .running))")
        case .expectOverwrite(let target):
            writeOverwrite(of: target, at: statement)
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .invariant,
             .allowRewrite, .explore, .track, .read, .rearm, .mutate, .task, .batch, .observations, .complete, .view, .expectSwiftUI:
            preconditionFailure("not an expectation: \(statement.kind)")
        }
    }

    /// `expect overwrite of N` / `expect no overwrite`: a judgement bindsim makes from the causes
    /// of each write, which RxSwift does not record. The export asserts what the fields show as
    /// bindsim found it, and carries bindsim's verdict when it was a failure.
    private mutating func writeOverwrite(of target: NameRef?, at statement: Statement) {
        let line = statement.range.start.line
        let previous = stepIndex > 0 ? step(at: stepIndex - 1) : nil
        let shown = options.target == .observation ? "observable" : "field"
        comment("bindsim's judgement, from the causes of each write: here, what the \(shown)\(target == nil ? "s" : "") show\(target == nil ? "" : "s")")
        let editable: NodeKind = options.target == .observation ? .observable : .field
        let fields = target.map { [$0.name] } ?? program.declarations.filter { $0.kind == editable }.map(\.name)
        for name in fields where observed.assertsValue(of: name, after: max(stepIndex - 1, 0)) {
            guard let value = previous?.values[name] ?? nil else { continue }
            let reference = valueReference(name)
            let nodeType = types.node(name)
            let typed = SwiftLiterals.value(value, as: nodeType)
            let actual = typed == nil ? expressions.converting(reference, of: nodeType, to: .value).text : reference
            emit("run.expectEqual(line: \(line), \(source(statement)), \(actual), \(typed ?? SwiftLiterals.value(value)))")
        }
        if observed.passed[line] == false {
            let why = target.map { "bindsim: the step overwrote no user edit of \($0.name)" }
                ?? "bindsim: the step overwrote the user's edit of \(previous?.overwritten.first ?? "a field")"
            emit("run.expectation(line: \(line), \(source(statement)), false, \(SwiftExpressions.stringLiteral(why)))")
        }
    }

    /// Whether `label` is a `track`/`observe` statement's.
    private func isTracker(_ label: String) -> Bool {
        var found = false
        for statement in program.statements {
            statement.forEachNested { inner in
                if case .track = inner.kind, legend.name(of: inner) == label { found = true }
            }
        }
        return found
    }

    /// After a step (`--observed`): what every node announced in it and holds after it, in bindsim.
    mutating func writeObserved(after statement: Statement) {
        guard let step = step(at: stepIndex) else { return }
        if options.target == .observation { return writeObservationObserved(step, after: statement) }
        for declaration in declared where declaration.kind != .stream {
            let name = declaration.name
            let reference = identifiers[name] ?? name
            let announced = (step.announcements[name] ?? []).map(SwiftLiterals.value).joined(separator: ", ")
            let held = (step.values[name] ?? nil).map(SwiftLiterals.value) ?? "nil"
            let holds = declaration.kind.hasCurrentValue
                ? expressions.converting("\(reference).value", of: types.node(name), to: .value).text : "nil"
            emit("run.observed(step: \(stepIndex + 1), line: \(statement.range.start.line), "
                 + "\(SwiftExpressions.stringLiteral(name)), \(reference), announced: [\(announced)], "
                 + "value: \(held), holds: \(holds))")
        }
    }

}

/// A value bindsim computed, as a Swift literal.
enum SwiftLiterals {
    /// As a `BindsimValue` (`"Ada"`, `2.5`, `BindsimValue.nil`).
    static func value(_ value: Value) -> String {
        switch value {
        case .string(let text): SwiftExpressions.stringLiteral(text)
        case .number(let number): SwiftExpressions.numberLiteral(number)
        case .bool(let flag): "BindsimValue.bool(\(flag))"
        case .nil: "BindsimValue.nil"
        case .list(let items): "BindsimValue.list([" + items.map(Self.value).joined(separator: ", ") + "])"
        case .tuple(let items): "BindsimValue.tuple([" + items.map(Self.value).joined(separator: ", ") + "])"
        case .pair(let current, let previous):
            "BindsimValue.pair(current: \(Self.value(current)), previous: \(Self.value(previous)))"
        case .duration(let milliseconds): "BindsimValue.duration(milliseconds: \(milliseconds))"
        }
    }

    /// As a value of `type` (`"Ada"` for a String, `nil` for a `String?`); nil when it is none.
    static func value(_ value: Value, as type: ExportType) -> String? {
        if type == .value { return Self.value(value) }
        switch (value, type.scalarBase) {
        case (.string(let text), .string?): return SwiftExpressions.stringLiteral(text)
        case (.number(let number), .number?): return SwiftExpressions.numberLiteral(number)
        case (.bool(let flag), .bool?): return "\(flag)"
        case (.nil, _) where !type.isScalar && type.scalarBase != nil: return "nil"
        default: return nil
        }
    }
}
