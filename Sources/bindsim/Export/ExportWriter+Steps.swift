// Declarations and steps: how each node is made, and each action, `bind` and `on` as a step
// of the run (its work on the main queue, then what is due now).
extension ExportWriter {
    mutating func writeDeclaration(_ declaration: Declaration) {
        let name = identifiers[declaration.name] ?? declaration.name
        declared.append(declaration)
        let type = types.node(declaration.name)
        var initial = type.scalarBase != nil && !type.isScalar ? "nil" : "BindsimValue.nil"
        if case .initial(let expr) = declaration.value { initial = expressions.value(expr, as: type) }
        switch declaration.kind {
        case .relay: emit("let \(name) = BehaviorRelay<\(type.swiftName)>(value: \(initial))")
        case .publish: emit("let \(name) = PublishRelay<\(type.swiftName)>()")
        case .field:
            needs.field = true
            emit("let \(name) = BindsimField<\(type.swiftName)>(run, \(initial))")
        case .label where declaration.enabledStateOf != nil:
            return  // the button's own `isEnabled`
        case .label:
            needs.label = true
            emit("let \(name) = BindsimLabel<\(type.swiftName)>(\(initial))")
        case .button:
            needs.button = true
            emit("let \(name) = BindsimButton(run)")
        case .stream:
            guard case .stream(let stream) = declaration.value else { return }
            SwiftLayout.lines("let \(name) = ", streams.stream(stream).text, "", indent: 8).forEach { emit($0) }
        case .terminal, .property, .published, .observable, .computed, .currentValue, .passthrough, .object, .future,
             .plain, .state, .view, .textfield, .text, .viewButton:
            return  // refused before anything is written (ExportRefusals)
        }
    }

    /// An action, `bind` or `on`: one step of the run.
    mutating func writeStep(_ statement: Statement) {
        let line = statement.range.start.line
        if case .bindTwoWay(let left, let right, .bibinding, _) = statement.kind,
           !(left.operators.isEmpty && right.operators.isEmpty) {
            let warning = DiagnosticMessage.twoWayStyleWithoutTransforms(style: BindingStyle.bibinding.rawValue)
            comment("\(warning.code): \(warning.text); exported as written")
        }
        switch statement.kind {
        case .type(let target, let text, let every):
            needs.field = true
            let interval = every.map { ", every: " + duration($0, for: "every") } ?? ""
            emit("try run.type(line: \(line), \(SwiftExpressions.stringLiteral(text)), into: \(identifier(target))\(interval))")
        case .wait(let time):
            emit("try run.wait(line: \(line), \(duration(time, for: "wait")))")
        case .on(let source, let block, _, _):
            // A completion block is refused (ExportRefusals).
            emit("try run.step(line: \(line)) {")
            let delivered = streams.stream(source)
            // The element's type written out: the block is type-checked apart from the stream, which
            // keeps a long block within what Swift's type checker solves in reasonable time.
            let opening = ") { (it: \(delivered.element.swiftName)) in"
            for text in SwiftLayout.lines("run.on(\(label(statement)), ", delivered.text, opening, indent: 12) {
                emit("    " + text)
            }
            var scoped = expressions
            scoped.scope = ExportTypeScope(element: delivered.element)
            writeBlock(block, scoped, indent: "        ")
            emit("    }")
            emit("}")
        case .bind(let source, let target, _):
            let pieces = SwiftLayout.lines("run.bind(\(label(statement)), ", streams.stream(source, as: types.node(target.name)),
                                           ", to: \(identifier(target)))", indent: 12)
            guard pieces.count > 1 else { fallthrough }
            emit("try run.step(line: \(line)) {")
            pieces.forEach { emit("    " + $0) }
            emit("}")
        case .bindTwoWay, .unbind, .tap, .user, .set:
            emit("try run.step(line: \(line)) { \(work(statement)) }")
        case .track, .mutate, .task, .batch, .observations, .complete:
            return  // refused before anything is written (ExportRefusals)
        case .declare, .ifElse, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded,
             .expectOverwrite, .invariant, .allowRewrite, .explore, .read, .rearm, .expectLostWrite, .expectIn, .view, .expectSwiftUI:
            preconditionFailure("not a step: \(statement.kind)")
        }
    }

    /// The work of a one-line step.
    private mutating func work(_ statement: Statement) -> String {
        switch statement.kind {
        case .bind(let source, let target, _):
            return "run.bind(\(label(statement)), \(streams.stream(source, as: types.node(target.name))), to: \(identifier(target)))"
        case .bindTwoWay(let left, let right, let style, _):
            needs.twoWay = true
            let (leftType, rightType) = (types.node(left.node.name), types.node(right.node.name))
            var arguments = [label(statement), identifier(left.node), identifier(right.node)]
            // Two sides of one type take no conversion; otherwise both directions say theirs.
            let converting = leftType != rightType
            if converting || !left.operators.isEmpty {
                let made = streams.applying(left.operators, to: "side", of: leftType, giving: rightType)
                arguments.append("leftToRight: { side in \(made) }")
            }
            if converting || !right.operators.isEmpty {
                let made = streams.applying(right.operators, to: "side", of: rightType, giving: leftType)
                arguments.append("rightToLeft: { side in \(made) }")
            }
            let function = (style == .bibinding ? "biBinding" : "twoWay") + (converting ? "Converting" : "")
            return "run.\(function)(\(arguments.joined(separator: ", ")))"
        case .unbind(let name):
            return "run.unbind(\(SwiftExpressions.stringLiteral(name.name)))"
        case .tap(let target):
            return "\(identifier(target)).userTaps()"
        case .user(let target, let value):
            return "\(identifier(target)).userEdits(\(expressions.value(value, as: types.node(target.name))))"
        case .set(let target, let value, _):
            return "run.set(\(identifier(target)), \(expressions.value(value, as: types.node(target.name))))"
        case .declare, .on, .ifElse, .type, .wait, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop,
             .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore, .track, .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .observations,
             .complete, .view, .expectSwiftUI:
            preconditionFailure("not a one-line step: \(statement.kind)")
        }
    }

    /// An `on` block's statements: `set`, `user` and `if`, with `it` the value delivered.
    private mutating func writeBlock(_ block: [Statement], _ scoped: SwiftExpressions, indent: String) {
        for statement in block {
            switch statement.kind {
            case .set(let target, let value, _):
                emit(indent + "run.set(\(identifier(target)), \(scoped.value(value, as: types.node(target.name))))")
            case .user(let target, let value):
                emit(indent + "\(identifier(target)).userEdits(\(scoped.value(value, as: types.node(target.name))))")
            case .ifElse(let condition, let then, let otherwise):
                writeIf(condition, then, otherwise, scoped, indent: indent, opening: "if ")
                emit(indent + "}")
            case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .type, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
                 .explore, .track, .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .observations,
                 .complete, .view, .expectSwiftUI:
                preconditionFailure("an exported block holds only set, user and if (ExportRefusals)")
            }
        }
    }

    /// `if C { … } else if … { … } else { … }`, without its closing brace.
    private mutating func writeIf(_ condition: Expr, _ then: [Statement], _ otherwise: [Statement],
                                  _ scoped: SwiftExpressions, indent: String, opening: String) {
        emit(indent + opening + "\(scoped.condition(condition)) {")
        writeBlock(then, scoped, indent: indent + "    ")
        if otherwise.count == 1, case .ifElse(let next, let nextThen, let nextOtherwise) = otherwise[0].kind {
            writeIf(next, nextThen, nextOtherwise, scoped, indent: indent, opening: "} else if ")
        } else if !otherwise.isEmpty {
            emit(indent + "} else {")
            writeBlock(otherwise, scoped, indent: indent + "    ")
        }
    }

    /// The subscription's label as traces name it (`b1`, `on2`, or its `as LABEL`), as a literal.
    private func label(_ statement: Statement) -> String {
        SwiftExpressions.stringLiteral(legend.name(of: statement))
    }

    /// A duration for `wait` and `every`: `.milliseconds(250)`, or computed when the step runs.
    private func duration(_ expr: Expr, for use: String) -> String {
        if case .duration(let milliseconds) = expr.kind { return ".milliseconds(\(milliseconds))" }
        return "try Bindsim.interval(\(expressions.value(expr, as: .value)), for: \(SwiftExpressions.stringLiteral(use)))"
    }
}
