// `--to observation` (docs/export.md, "To Swift's Observation"): the file's nodes are the
// properties of one `@Observable` class, `track`/`observe` real `withObservationTracking` calls
// that re-arm through the support's tracker, `task` a main-actor Task the run counts, and each
// step one main-actor stretch followed by the settle.
extension ExportWriter {
    /// How node `declaration` reads as a property of `object` (`model.name`; an `always`
    /// observable's value is inside its non-Equatable wrapper: `model.name.value`).
    static func propertyReference(_ declaration: Declaration, _ identifier: String, of object: String) -> String {
        let property = object + "." + identifier
        return declaration.kind == .observable && declaration.observableSetter == .always ? property + ".value" : property
    }

    /// The `@Observable` class's name: the test's, `Tests` replaced by `Model`.
    var modelClassName: String {
        let className = options.className ?? SwiftNames.className(forPath: file.path)
        return (className.hasSuffix("Tests") ? String(className.dropLast("Tests".count)) : className) + "Model"
    }

    /// The `@Observable` class: each `observable` a stored property (`ignored` ones
    /// `@ObservationIgnored`), each `relay` an ignored one, each `computed` a computed one.
    mutating func modelClass() -> [String] {
        var lines = ["/// The scenario's nodes: its observables as the macro makes them, its relays as plain stored",
                     "/// properties nothing tracks, its computed nodes as computed properties.",
                     "@MainActor @Observable fileprivate final class \(modelClassName) {"]
        var selfValues: [String: String] = [:]
        for declaration in program.declarations where declaration.kind.hasCurrentValue {
            let identifier = identifiers[declaration.name] ?? declaration.name
            selfValues[declaration.name] = Self.propertyReference(declaration, identifier, of: "self")
        }
        let inside = SwiftExpressions(nodeValues: selfValues, types: types)
        for declaration in program.declarations {
            let identifier = identifiers[declaration.name] ?? declaration.name
            let type = types.node(declaration.name)
            guard case .initial(let expr) = declaration.value else { continue }
            guard !expr.callsNow else {
                refuse(declaration, "a value that reads now() (the model has no clock; the run has)")
                continue
            }
            let value = inside.value(expr, as: type)
            if declaration.kind == .computed {
                guard !value.hasPrefix("try ") else {
                    refuse(declaration, "a computed property whose expression can fail in Swift (a value of mixed types or a builtin's argument)")
                    continue
                }
                lines.append("    var \(identifier): \(type.swiftName) { \(value) }")
                continue
            }
            guard SwiftExpressions.isConstant(expr) || !value.hasPrefix("try ") && !mentionsNode(expr) else {
                refuse(declaration, "an initial value computed from other nodes or one that can fail")
                continue
            }
            guard !value.hasPrefix("try ") else {
                refuse(declaration, "an initial value that can fail")
                continue
            }
            switch (declaration.kind, declaration.observableSetter) {
            case (.observable, .always):
                needs.always = true
                lines.append("    var \(identifier) = BindsimAlways<\(type.swiftName)>(\(value))")
            case (.observable, .ignored), (.relay, _):
                lines.append("    @ObservationIgnored var \(identifier): \(type.swiftName) = \(value)")
            default:
                lines.append("    var \(identifier): \(type.swiftName) = \(value)")
            }
        }
        let tracked = program.declarations.filter { $0.kind == .observable && $0.observableSetter != .ignored }
        lines += ["",
                  "    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a",
                  "    /// tracker that never fired keeps its handler, which holds this model, in the registrar.",
                  "    func bindsimFireRemainingTrackers() {"]
        lines += tracked.map { "        withMutation(keyPath: \\.\(identifiers[$0.name] ?? $0.name)) {}" }
        return lines + ["    }", "}"]
    }

    private func mentionsNode(_ expr: Expr) -> Bool {
        var found = false
        func visit(_ expr: Expr) {
            if case .name = expr.kind { found = true }
            expr.forEachOperand(visit)
        }
        visit(expr)
        return found
    }

    private mutating func refuse(_ declaration: Declaration, _ models: String) {
        refusals.append(Diagnostic(.error, .notExportableNode(kind: declaration.kind.keyword, name: declaration.name,
                                                              models: models, library: "Swift's Observation"),
                                   at: declaration.nameRange, help: .exportableToObservation))
    }

    // MARK: Steps

    /// An action, `track`, `observe`, `task`, `batch` or `on observations`: one step.
    mutating func writeObservationStep(_ statement: Statement) {
        let line = statement.range.start.line
        switch statement.kind {
        case .wait(let duration):
            if let milliseconds = Self.literalMilliseconds(duration) {
                emit("await run.wait(line: \(line), milliseconds: \(milliseconds))")
            } else {
                emit("await run.wait(line: \(line)) { \(milliseconds(duration, for: "wait", expressions)) }")
            }
        case .type(let target, let text, let every):
            var interval = ""
            if let every {
                guard let milliseconds = Self.literalMilliseconds(every) else {
                    refusals.append(Diagnostic(.error, .notExportableStatement(
                        word: "type … every", models: "keystrokes at a computed interval (write the duration, as 'every 100ms')",
                        library: "this export"), at: every.range, help: .exportableToObservation))
                    return
                }
                interval = ", every: \(milliseconds)"
            }
            let (holds, _) = accessors(of: target)
            emit("await run.type(line: \(line), \(SwiftExpressions.stringLiteral(text))\(interval), "
                 + "holds: { \(holds) }) { \(write("$0", to: target)) }")
        case .user, .set, .mutate, .unbind, .track, .task, .batch, .observations:
            let body = blockLines([statement], expressions, indent: "")
            if body.count == 1, !body[0].hasPrefix("//") {
                emit("await run.step(line: \(line)) { \(body[0]) }")
            } else {
                emit("await run.step(line: \(line)) {")
                body.forEach { emit("    " + $0) }
                emit("}")
            }
        case .bind, .bindTwoWay, .on, .tap, .complete:
            return  // refused before anything is written (ExportRefusals)
        case .declare, .ifElse, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded,
             .expectOverwrite, .invariant, .allowRewrite, .explore, .read, .rearm, .expectLostWrite, .expectIn, .view, .expectSwiftUI:
            preconditionFailure("not a step: \(statement.kind)")
        }
    }

    /// The Swift lines of `block`, indented by `indent`.
    mutating func blockLines(_ block: [Statement], _ scoped: SwiftExpressions, indent: String) -> [String] {
        var result: [String] = []
        for statement in block {
            result += statementLines(statement, scoped).map { indent + $0 }
        }
        return result
    }

    private mutating func statementLines(_ statement: Statement, _ scoped: SwiftExpressions) -> [String] {
        switch statement.kind {
        case .set(let target, let value, _), .user(let target, let value):
            return [write(scoped.value(value, as: types.node(target.name)), to: target)]
        case .mutate(let target, let value):
            let written = scoped.value(value, as: types.node(target.name))
            if watchesLostWrites && !inApply {
                let (holds, _) = accessors(of: target)
                return ["run.write(\(SwiftExpressions.stringLiteral(target.name)), \(written), holds: { \(holds) }) "
                        + "{ bindsimMutate(&\(mutableReference(target)), $0) }"]
            }
            let (try_, bare) = written.hasPrefix("try ") ? ("try ", String(written.dropFirst(4))) : ("", written)
            return ["\(try_)bindsimMutate(&\(mutableReference(target)), \(bare))"]
        case .read(let names):
            return names.map { "_ = \(valueReference($0.name))" }
        case .rearm:
            return ["tracker.rearm()"]
        case .unbind(let label):
            return ["run.unbind(\(SwiftExpressions.stringLiteral(label.name)))"]
        case .wait(let duration):
            if let milliseconds = Self.literalMilliseconds(duration) {
                return ["try await run.sleep(milliseconds: \(milliseconds))"]
            }
            let computed = milliseconds(duration, for: "wait", scoped)
            return ["try await run.sleep(milliseconds: \(computed.dropFirst(4)))"]
        case .ifElse(let condition, let then, let otherwise):
            return ifLines(condition, then, otherwise, scoped, opening: "if ") + ["}"]
        case .track(let tracking):
            return trackLines(tracking, statement, scoped)
        case .task(let body):
            return ["run.task {"] + blockLines(body, scoped, indent: "    ") + ["}"]
        case .batch(let body):
            return body.flatMap { inner -> [String] in
                inner.kind.isExpectation ? expectationLines(inner) : statementLines(inner, scoped)
            }
        case .type(let target, let text, _):
            // In a batch (where `every` is an error): one user edit per character, one stretch.
            let (holds, _) = accessors(of: target)
            return text.map { character in
                write(holds + " + " + SwiftExpressions.stringLiteral(String(character)), to: target)
            }
        case .observations(let value, let body, _):
            let element = types.type(of: value, in: scoped.scope).asElement
            var inner = scoped
            inner.scope = ExportTypeScope(element: element)
            let emitted = scoped.value(value, as: element)
            if emitted.hasPrefix("try ") {
                refusals.append(Diagnostic(.error, .notExportableStatement(
                    word: "on observations", models: "an Observations value that can fail in Swift (a value of mixed "
                        + "types or a builtin's argument): Observations' closure cannot throw here", library: "this export"),
                    at: value.range, help: .exportableToObservation))
            }
            return ["run.observations(\(label(of: statement)), of: { @MainActor in \(emitted) }) { (it: \(element.swiftName)) in"]
                + blockLines(body, inner, indent: "    ") + ["}"]
        case .declare, .bind, .bindTwoWay, .on, .tap, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop,
             .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore, .expectLostWrite, .expectIn,
             .complete, .view, .expectSwiftUI:
            preconditionFailure("not in an exported block: \(statement.kind) (the checker and ExportRefusals say so)")
        }
    }

    /// `track`/`observe`: the tracker, installed by a real `withObservationTracking` call that the
    /// support's tracker runs again to re-arm it.
    private mutating func trackLines(_ tracking: Tracking, _ statement: Statement, _ scoped: SwiftExpressions) -> [String] {
        let rearming = tracking.form == .observe ? ", rearming: true" : ""
        var apply: [String]
        switch tracking.form {
        case .withApply:
            // A watched write reads the property back, which inside APPLY would track it.
            let outer = inApply
            inApply = true
            apply = blockLines(tracking.apply, scoped, indent: "")
            inApply = outer
        case .shorthand, .observe: apply = tracking.names.map { "_ = \(valueReference($0.name))" }
        }
        // APPLY is not a throwing closure: what can fail in it fails the step, as in bindsim.
        if apply.contains(where: { $0.contains("try ") }) { apply = ["run.perform {"] + apply.map { "    " + $0 } + ["}"] }
        let handler = blockLines(tracking.onChange, scoped, indent: "")
        var lines = ["run.trackers(\(label(of: statement))\(rearming)).track { tracker in",
                     "    withObservationTracking {"]
        lines += apply.map { "        " + $0 }
        lines.append("    } onChange: {")
        switch tracking.form {
        case .withApply, .shorthand:
            // onChange runs inside the willSet of the write, on the main actor that wrote.
            lines += ["        MainActor.assumeIsolated {",
                      "            tracker.changed {"]
            lines += handler.map { "                " + $0 }
            lines += ["            }", "        }"]
        case .observe:
            lines += ["        Task { @MainActor in",
                      "            tracker.hop {"]
            lines += handler.map { "                " + $0 }
            lines += ["            }", "        }"]
        }
        return lines + ["    }", "}"]
    }

    private mutating func ifLines(_ condition: Expr, _ then: [Statement], _ otherwise: [Statement],
                                  _ scoped: SwiftExpressions, opening: String) -> [String] {
        var lines = [opening + "\(scoped.condition(condition)) {"]
        lines += blockLines(then, scoped, indent: "    ")
        if otherwise.count == 1, case .ifElse(let next, let nextThen, let nextOtherwise) = otherwise[0].kind {
            lines += ifLines(next, nextThen, nextOtherwise, scoped, opening: "} else if ")
        } else if !otherwise.isEmpty {
            lines.append("} else {")
            lines += blockLines(otherwise, scoped, indent: "    ")
        }
        return lines
    }

    /// An expectation inside a `batch`, as the lines `writeExpectation` emits.
    private mutating func expectationLines(_ statement: Statement) -> [String] {
        let before = lines.count
        writeExpectation(statement)
        let made = Array(lines[before...])
        lines.removeSubrange(before...)
        return made
    }

    // MARK: Writes

    /// A write of `value` (Swift text) into `target` through its setter; an observable's goes
    /// through `run.write` when the file asks whether writes were lost.
    private mutating func write(_ value: String, to target: NameRef) -> String {
        let (holds, store) = accessors(of: target)
        guard watchesLostWrites, !inApply, program.declaration(named: target.name)?.kind == .observable else {
            return store(value)
        }
        return "run.write(\(SwiftExpressions.stringLiteral(target.name)), \(value), holds: { \(holds) }) { \(store("$0")) }"
    }

    /// How `target` reads, and how a value is stored into it through its setter.
    private mutating func accessors(of target: NameRef) -> (holds: String, store: (String) -> String) {
        let property = "model." + identifier(target)
        if let declaration = program.declaration(named: target.name), declaration.kind == .observable,
           declaration.observableSetter == .always {
            needs.always = true
            return (property + ".value", { "\(property) = BindsimAlways(\($0))" })
        }
        return (property, { "\(property) = \($0)" })
    }

    /// `mutate`'s in-place path: the stored property itself (an `always` one's value inside it).
    private func mutableReference(_ target: NameRef) -> String {
        valueReference(target.name)
    }

    // MARK: Time and labels

    /// A duration literal's milliseconds (`500ms`, `1s`); nil for one computed as the step runs.
    static func literalMilliseconds(_ expr: Expr) -> Int? {
        if case .duration(let milliseconds) = expr.kind { return milliseconds }
        return nil
    }

    /// `try Bindsim.milliseconds(E, for: use)`: a duration computed as the step runs.
    private func milliseconds(_ expr: Expr, for use: String, _ scoped: SwiftExpressions) -> String {
        let value = scoped.bareValue(expr, as: .value).text
        return "try Bindsim.milliseconds(\(value), for: \(SwiftExpressions.stringLiteral(use)))"
    }

    /// The label traces give the subscription `statement` makes, as a literal.
    private func label(of statement: Statement) -> String {
        SwiftExpressions.stringLiteral(legend.name(of: statement))
    }

    // MARK: --observed

    /// After a step (`--observed`): what every node holds after it, in bindsim.
    mutating func writeObservationObserved(_ step: ObservedRun.Step, after statement: Statement) {
        for declaration in declared where observed.assertsValue(of: declaration.name, after: stepIndex) {
            let name = declaration.name
            guard let held = step.values[name] ?? nil else { continue }
            let holds = expressions.converting(valueReference(name), of: types.node(name), to: .value).text
            emit("run.observed(step: \(stepIndex + 1), line: \(statement.range.start.line), "
                 + "\(SwiftExpressions.stringLiteral(name)), value: \(SwiftLiterals.value(held)), holds: \(holds))")
        }
    }
}
