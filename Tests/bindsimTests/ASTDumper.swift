// Compiled into the tests and, without SwiftPM, into the fuzz target or the picture
// benchmark together with the sources it uses (Fuzz/run.sh, Benchmarks/pictures-bench.sh).
#if canImport(bindsim)
@testable import bindsim
#endif

/// Prints a program as deterministic S-expression-like text, one statement per line and
/// blocks indented, for tests and debugging. With `ranges`, each statement line starts
/// with its `@L:C-L:C` range.
enum ASTDumper {
    static func dump(_ program: Program, ranges: Bool = false) -> String {
        var lines: [String] = []
        if let title = program.title { lines.append("(scenario \(LiteralText.quoted(title)))") }
        for statement in program.statements {
            lines += dump(statement, ranges: ranges)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func dump(_ statement: Statement, ranges: Bool) -> [String] {
        var lines = statementLines(statement, ranges: ranges)
        if ranges, !lines.isEmpty { lines[0] = "@\(statement.range.compactDescription) " + lines[0] }
        return lines
    }

    private static func statementLines(_ statement: Statement, ranges: Bool) -> [String] {
        switch statement.kind {
        case .declare(let declaration):
            var text = "(\(declaration.kind.keyword) \(declaration.name)"
            if let type = declaration.type { text += " : \(type.description)" }
            if declaration.observableSetter != .equatable { text += " \(declaration.observableSetter.rawValue)" }
            switch declaration.value {
            case .none: break
            case .initial(let value): text += " " + dump(value)
            case .stream(let stream): text += " " + dump(stream)
            case .block(let body): return block(text, body, ranges: ranges)
            }
            return [text + ")"]
        case .bind(let source, let target, let label):
            return ["(bind \(dump(source)) -> \(target.name)\(dump(label)))"]
        case .bindTwoWay(let left, let right, let style, let label):
            return ["(bind \(dump(left)) <-> \(dump(right)) using \(style.rawValue)\(dump(label)))"]
        case .on(let source, let body, nil, let label):
            return block("(on \(dump(source))\(dump(label))", body, ranges: ranges)
        case .on(let source, let body, let completion?, let label):
            var lines = ["(on \(dump(source))\(dump(label))"]
            for statement in body { lines += indent(dump(statement, ranges: ranges)) }
            lines += indent(block("(completion", completion, ranges: ranges))
            lines[lines.count - 1] += ")"
            return lines
        case .complete(let target, let failure):
            return [failure.map { "(fail \(target.name) with \(dump($0)))" } ?? "(complete \(target.name))"]
        case .unbind(let label):
            return ["(unbind \(label.name))"]
        case .tap(let target):
            return ["(tap \(target.name))"]
        case .expectError(let occurred):
            return [occurred ? "(expect error)" : "(expect no error)"]
        case .expectEnded(let label, let state):
            return ["(expect \(label.name) \(state.rawValue))"]
        case .expectOverwrite(let target):
            return [target.map { "(expect overwrite of \($0.name))" } ?? "(expect no overwrite)"]
        case .ifElse(let condition, let then, let otherwise):
            var lines = ["(if \(dump(condition))"]
            lines += indent(block("(then", then, ranges: ranges))
            if !otherwise.isEmpty { lines += indent(block("(else", otherwise, ranges: ranges)) }
            lines[lines.count - 1] += ")"
            return lines
        case .user(let target, let value):
            return ["(user \(target.name) \(dump(value)))"]
        case .type(let target, let text, let every):
            return ["(type \(target.name) \(LiteralText.quoted(text))" + (every.map { " every \(dump($0))" } ?? "") + ")"]
        case .set(let target, let value, let throughValue):
            return ["(set \(target.name)\(throughValue ? ".value" : "") \(dump(value)))"]
        case .wait(let duration):
            return ["(wait \(dump(duration)))"]
        case .expectValue(let target, let equal, let value):
            return ["(expect \(target.name) \(equal ? "==" : "!=") \(dump(value)))"]
        case .expectEmitted(let target, let values):
            return ["(expect \(target.name) emitted" + values.map { " " + dump($0) }.joined() + ")"]
        case .expectLoop(let through):
            if through.isEmpty { return ["(expect loop)"] }
            return ["(expect loop through " + through.map(\.name).joined(separator: " ") + ")"]
        case .expectNoLoop:
            return ["(expect no loop)"]
        case .invariant(let condition, let name):
            return ["(invariant \(dump(condition))" + (name.map { " as \(LiteralText.quoted($0))" } ?? "") + ")"]
        case .allowRewrite(let target):
            return ["(allow rewrite \(target.name))"]
        case .explore(let target, let values):
            return ["(explore \(target.name) with" + values.map { " " + dump($0) }.joined() + ")"]
        case .track(let tracking):
            let form = switch tracking.form {
            case .withApply: "track"
            case .shorthand: "track " + tracking.names.map(\.name).joined(separator: " ")
            case .observe: "observe " + tracking.names.map(\.name).joined(separator: " ")
            }
            var lines = ["(\(form)\(dump(tracking.label))"]
            if tracking.form == .withApply { lines += indent(block("(apply", tracking.apply, ranges: ranges)) }
            lines += indent(block("(onChange", tracking.onChange, ranges: ranges))
            lines[lines.count - 1] += ")"
            return lines
        case .read(let names):
            return ["(read " + names.map(\.name).joined(separator: " ") + ")"]
        case .rearm:
            return ["(rearm)"]
        case .mutate(let target, let value):
            return ["(mutate \(target.name) \(dump(value)))"]
        case .task(let body):
            return block("(task", body, ranges: ranges)
        case .batch(let body):
            return block("(batch", body, ranges: ranges)
        case .observations(let value, let body, let label):
            return block("(on observations \(dump(value))\(dump(label))", body, ranges: ranges)
        case .expectIn(let target, let values):
            return ["(expect \(target.name) in" + values.map { " " + dump($0) }.joined() + ")"]
        case .expectLostWrite(let target):
            return [target.map { "(expect lost write of \($0.name))" } ?? "(expect no lost write)"]
        case .view(let view):
            var lines = ["(view \(view.name.name)"]
            for item in view.items { lines += indent(viewItemLines(item, ranges: ranges)) }
            lines[lines.count - 1] += ")"
            return lines
        case .expectSwiftUI(let expectation):
            switch expectation {
            case .shows(let control, let value): return ["(expect \(control.name) shows \(dump(value)))"]
            case .diverged(let control): return ["(expect \(control.name) diverged)"]
            case .rendered(let view, let count): return ["(expect \(view.name) rendered\(count.map { " \($0)" } ?? ""))"]
            case .received(let label, let pairs): return ["(expect \(label.name) received" + pairs.map { " " + dump($0) }.joined() + ")"]
            case .warning(let warning, _): return ["(expect warning \(warning.rawValue))"]
            case .noWarning: return ["(expect no warning)"]
            case .renderLoop: return ["(expect render loop)"]
            }
        }
    }

    private static func viewItemLines(_ item: ViewItem, ranges: Bool) -> [String] {
        switch item.kind {
        case .textfield(let name, .twoWay(let node)): return ["(textfield \(name.name) <-> \(node.name))"]
        case .textfield(let name, .getSet(let get, let setter)): return block("(textfield \(name.name) \(dump(get)) set", setter, ranges: ranges)
        case .label(let name, let value): return ["(label \(name.name) \(dump(value)))"]
        case .button(let name, let action): return block("(button \(name.name)", action, ranges: ranges)
        case .body(let body): return block("(body", body, ranges: ranges)
        case .onChange(let subject, let initial, let label, let action):
            return block("(onChange \(dump(subject))\(initial ? " initial" : "")\(dump(label))", action, ranges: ranges)
        }
    }

    private static func block(_ header: String, _ body: [Statement], ranges: Bool) -> [String] {
        var lines = [header]
        for statement in body { lines += indent(dump(statement, ranges: ranges)) }
        lines[lines.count - 1] += ")"
        return lines
    }

    private static func indent(_ lines: [String]) -> [String] {
        lines.map { "  " + $0 }
    }

    static func dump(_ stream: Stream) -> String {
        var text = "(stream "
        switch stream.source {
        case .node(let name): text += name.name
        case .objectWillChange(let name): text += "objectWillChange(\(name.name))"
        case .call(let call): text += dump(call)
        }
        for call in stream.operators { text += " " + dump(call) }
        return text + ")"
    }

    static func dump(_ side: TwoWaySide) -> String {
        "(side \(side.node.name)" + side.operators.map { " " + dump($0) }.joined() + ")"
    }

    /// `(name arg ...)`, each argument as written.
    static func dump(_ call: OperatorCall) -> String {
        var text = "(" + call.op.name
        for argument in call.arguments {
            switch argument {
            case .expression(let expr): text += " " + dump(expr)
            case .stream(let stream): text += " " + dump(stream)
            case .block(let body):
                // One line: a call sits inside its statement's line.
                text += " {" + body.flatMap { dump($0, ranges: false) }.map { " " + $0.trimmingPrefix(while: { $0 == " " }) }.joined() + " }"
            case .invalid: text += " <invalid>"
            }
        }
        return text + ")"
    }

    /// ` as LABEL`, or nothing.
    static func dump(_ label: NameRef?) -> String {
        label.map { " as \($0.name)" } ?? ""
    }

    /// Expressions in prefix form: `(+ a b)`, `(call trim x)`, `(.current it)`.
    static func dump(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let value): LiteralText.number(value)
        case .string(let value): LiteralText.quoted(value)
        case .bool(let value): value ? "true" : "false"
        case .nil: "nil"
        case .duration(let milliseconds): "\(milliseconds)ms"
        case .list(let items): "(list" + items.map { " " + dump($0) }.joined() + ")"
        case .name(let name): name.name
        case .it: "it"
        case .element(let index): "$\(index)"
        case .accumulator: "acc"
        case .outer: "outer"
        case .unary(let op, let operand): "(\(op.rawValue) \(dump(operand)))"
        case .binary(let op, let left, let right): "(\(op.rawValue) \(dump(left)) \(dump(right)))"
        case .conditional(let condition, let then, let otherwise):
            "(?: \(dump(condition)) \(dump(then)) \(dump(otherwise)))"
        case .call(let builtin, let arguments): "(call \(builtin.rawValue)" + arguments.map { " " + dump($0) }.joined() + ")"
        case .member(let base, let member): "(.\(member.rawValue) \(dump(base)))"
        case .index(let base, let index): "(index \(dump(base)) \(dump(index)))"
        case .invalid: "<invalid>"
        }
    }
}

extension SourceRange {
    /// `L:C-L:C`, as AST dumps write a statement's range.
    var compactDescription: String {
        "\(start.line):\(start.column)-\(end.line):\(end.column)"
    }
}
