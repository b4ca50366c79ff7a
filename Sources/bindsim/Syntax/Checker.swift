/// Checks a parsed file before anything runs: names are declared before use and only once,
/// each statement fits its node's kind, `it`/`$N` appear only where an element exists,
/// literal values fit type annotations, and loop expectations follow a step.
final class Checker {
    let file: SourceFile
    let diagnostics: DiagnosticEngine
    private var declared: [String: Declaration] = [:]
    private var declaredNames: [String] = []
    /// Line of every top-level declaration, to explain a use before its declaration.
    private var declarationLines: [String: Int] = [:]
    private var stepSeen = false
    private var loopExpectationSeen = false

    init(file: SourceFile, diagnostics: DiagnosticEngine) {
        self.file = file
        self.diagnostics = diagnostics
    }

    func check(_ statements: [Statement]) {
        for statement in statements {
            if case .declare(let declaration) = statement.kind, declarationLines[declaration.name] == nil {
                declarationLines[declaration.name] = declaration.nameRange.start.line
            }
        }
        for statement in statements {
            if diagnostics.isFull { return }
            check(statement, inBlock: false)
            if statement.kind.isStep {
                stepSeen = true
                loopExpectationSeen = false
            }
        }
    }

    private func check(_ statement: Statement, inBlock: Bool) {
        switch statement.kind {
        case .declare(let declaration):
            checkDeclaration(declaration)
        case .bind(let source, let target):
            checkStream(source)
            if let node = resolve(target), node.kind == .stream {
                diagnostics.error(.writeToStream(target.name), at: target.range)
            }
        case .bindTwoWay(let left, let right, _):
            for side in [left, right] {
                if let node = resolve(side.node), node.kind == .label || node.kind == .stream {
                    diagnostics.error(.invalidTwoWaySide(kind: node.kind.keyword, name: node.name), at: side.node.range)
                }
                for call in side.operators { checkOperator(call.op) }
            }
        case .on(let source, let body):
            checkStream(source)
            for inner in body { check(inner, inBlock: true) }
        case .ifElse(let condition, let then, let otherwise):
            checkExpr(condition, element: inBlock)
            for inner in then + otherwise { check(inner, inBlock: true) }
        case .user(let target, let value):
            checkUserEdit(target, statement: "user")
            checkExpr(value, element: inBlock)
            checkLiteral(value, storedIn: target)
        case .type(let target, let text, _):
            checkUserEdit(target, statement: "type")
            let literal = Expr(.string(text), statement.range)
            if let node = declared[target.name], let type = node.type, type.base != .string {
                let shown = FoundText.sanitized(ASTDumper.quote(text))
                diagnostics.error(.typeMismatch(value: shown, name: node.name, type: type.description), at: literal.range)
            }
        case .set(let target, let value):
            if let node = resolve(target), node.kind == .stream {
                diagnostics.error(.writeToStream(target.name), at: target.range)
            }
            checkExpr(value, element: inBlock)
            checkLiteral(value, storedIn: target)
        case .wait:
            break
        case .expectValue(let target, let equal, let value):
            if let node = resolve(target) {
                if node.kind == .stream {
                    diagnostics.error(.expectOnStream(node.name), at: target.range)
                } else if node.kind == .publish {
                    diagnostics.error(.expectValueOnPublish(node.name), at: target.range, help: .publishStoresNothing)
                }
            }
            checkExpr(value, element: false)
            if equal { checkLiteral(value, storedIn: target) }
        case .expectEmitted(let target, let values):
            requireStep(statement, text: "expect \(target.name) emitted")
            if let node = resolve(target) {
                if node.kind == .stream {
                    diagnostics.error(.expectOnStream(node.name), at: target.range)
                } else if !node.kind.canAnnounce {
                    diagnostics.error(.cannotAnnounce(kind: node.kind.keyword, name: node.name), at: target.range)
                }
            }
            for value in values { checkExpr(value, element: false) }
        case .expectLoop(let through):
            checkLoopExpectation(statement, text: "expect loop")
            for name in through { _ = resolve(name) }
        case .expectNoLoop:
            checkLoopExpectation(statement, text: "expect no loop")
        }
    }

    private func checkDeclaration(_ declaration: Declaration) {
        switch declaration.value {
        case .none:
            break
        case .initial(let value):
            checkExpr(value, element: false)
            if let type = declaration.type { checkLiteral(value, fits: type, name: declaration.name) }
        case .stream(let stream):
            checkStream(stream)
        }
        if let previous = declared[declaration.name] {
            diagnostics.error(.duplicateDeclaration(declaration.name), at: declaration.nameRange,
                              help: .previousDeclaration(line: previous.nameRange.start.line))
            return
        }
        declared[declaration.name] = declaration
        declaredNames.append(declaration.name)
    }

    private func checkUserEdit(_ target: NameRef, statement: String) {
        guard let node = resolve(target), !node.kind.acceptsUserEdits else { return }
        let help: DiagnosticHelp = node.kind == .stream ? .userKinds : .useSetInstead
        diagnostics.error(.userNotAllowed(kind: node.kind.keyword, name: node.name, statement: statement),
                          at: target.range, help: help)
    }

    private func requireStep(_ statement: Statement, text: String) {
        if !stepSeen {
            diagnostics.error(.expectationWithoutStep(FoundText.sanitized(text)), at: statement.range)
        }
    }

    private func checkLoopExpectation(_ statement: Statement, text: String) {
        requireStep(statement, text: text)
        if stepSeen, loopExpectationSeen {
            diagnostics.error(.duplicateLoopExpectation, at: statement.range)
        }
        loopExpectationSeen = true
    }

    /// The declaration a name refers to, or nil after reporting why there is none.
    func resolve(_ name: NameRef) -> Declaration? {
        if let node = declared[name.name] { return node }
        if name.name.utf8.contains(where: { $0 >= 0x80 }) { return nil }  // already reported by the lexer
        if name.name == "acc" {
            diagnostics.error(.accOutsideScan, at: name.range)
            return nil
        }
        var help: DiagnosticHelp?
        if let line = declarationLines[name.name] {
            help = .declaredLater(name: name.name, line: line)
        } else if let suggestion = Suggestions.closest(to: name.name, in: declaredNames) {
            help = .didYouMean(suggestion)
        }
        diagnostics.error(.unknownNode(name.name), at: name.range, help: help)
        return nil
    }

    private func checkLiteral(_ value: Expr, storedIn target: NameRef) {
        guard let node = declared[target.name], let type = node.type else { return }
        checkLiteral(value, fits: type, name: node.name)
    }

    private func checkLiteral(_ value: Expr, fits type: TypeAnnotation, name: String) {
        let fits: Bool
        switch value.kind {
        case .nil: fits = type.isOptional
        case .string: fits = type.base == .string
        case .number: fits = type.base == .number
        case .bool: fits = type.base == .bool
        case .list: fits = false
        default: fits = true
        }
        guard !fits else { return }
        let help: DiagnosticHelp? = if case .nil = value.kind { .optionalType(type.base.rawValue) } else { nil }
        let shown = FoundText.sanitized(file.text(in: value.range))
        diagnostics.error(.typeMismatch(value: shown, name: name, type: type.description), at: value.range, help: help)
    }
}
