/// `textDocument/hover`: what the name under the cursor is — a node's kind, type,
/// declaration line and what it models; an operator's signature, RxSwift name and meaning;
/// a builtin's arguments; a subscription's statement — and what each diagnostic there means.
enum HoverAnswers {
    static func hover(_ document: ScenarioDocument, at offset: Int, encoding: PositionEncoding,
                      markdown: Bool) -> JSONValue {
        var sections: [String] = []
        var range: Range<Int>?
        if let occurrence = document.occurrence(at: offset), let text = describe(occurrence, in: document) {
            sections.append(text)
            range = occurrence.range
        }
        for diagnostic in document.diagnostics(at: offset) {
            sections.append(describe(diagnostic))
            range = range ?? diagnostic.range.start.offset..<max(diagnostic.range.start.offset, diagnostic.range.end.offset)
        }
        guard !sections.isEmpty else { return .null }
        var fields: [(String, JSONValue)] = [
            ("contents", .object([("kind", .string(markdown ? "markdown" : "plaintext")),
                                  ("value", .string(sections.joined(separator: "\n\n---\n\n")))])),
        ]
        if let range { fields.append(("range", document.positions(encoding).range(range))) }
        return .object(fields)
    }

    static func describe(_ occurrence: SymbolIndex.Occurrence, in document: ScenarioDocument) -> String? {
        switch occurrence.role {
        case .nodeDeclaration, .nodeUse:
            return document.index.declarations[occurrence.name].map { describe($0, in: document.file) }
        case .labelDeclaration, .labelUse:
            return document.index.subscriptions[occurrence.name].map { describe($0, in: document.file) }
        case .operatorName(let index):
            return describe(OperatorCatalog.all[index])
        case .builtin(let function):
            return "**\(function.rawValue)(…)** · builtin function, takes \(function.arity.text)"
        case .kindKeyword(let kind):
            return describe(kind)
        }
    }

    /// A node: `**relay** `count`: Number`, where it is declared, what it models.
    static func describe(_ declaration: Declaration, in file: SourceFile) -> String {
        let kind = declaration.kind
        return """
        **\(kind.keyword)** `\(declaration.name)` · \(typeText(declaration))

        declared on line \(declaration.nameRange.start.line) · models \(kind.documentation.models)

        \(behaviour(kind))
        """
    }

    /// A node's type: its annotation, else what its initial literal is.
    static func typeText(_ declaration: Declaration) -> String {
        if let type = declaration.type { return "type `\(type.description)`" }
        switch declaration.value {
        case .stream: return "a stream (no stored value)"
        case .none, .block: return "any type (not annotated)"
        case .initial(let value):
            let inferred: String? = switch value.kind {
            case .string: "String"
            case .number: "Number"
            case .bool: "Bool"
            case .duration: "Duration"
            default: nil
            }
            return inferred.map { "holds a `\($0)` (its initial value; not annotated)" } ?? "any type (not annotated)"
        }
    }

    private static func behaviour(_ kind: NodeKind) -> String {
        let row = kind.documentation
        return "replays to a new subscriber: \(row.replays) · announces on `set`: \(row.announcesOnSet) · "
            + "`user` allowed: \(row.userEdits)"
    }

    /// A node kind's keyword: its row of the node table.
    static func describe(_ kind: NodeKind) -> String {
        "`\(kind.documentation.statement)` · models \(kind.documentation.models)\n\n\(behaviour(kind))"
    }

    /// An operator, from its description: signature, RxSwift name, meaning, arguments, example.
    static func describe(_ op: OperatorDescription) -> String {
        var lines = ["**\(op.documentation.signature)** · RxSwift `\(op.rxSwift)`", "", op.documentation.meaning, ""]
        var facts = ["arguments: \(op.argumentsText)"]
        if op.sourceArity != nil { facts.append(op.chainArity == nil ? "starts a stream" : "starts a stream or follows a dot") }
        if !op.aliases.isEmpty { facts.append("also written " + op.aliases.map { "`\($0)`" }.joined(separator: ", ")) }
        lines.append(facts.joined(separator: " · "))
        lines += ["", "example: `\(op.documentation.example)`"]
        return lines.joined(separator: "\n")
    }

    /// A subscription: its name, generated name, line and statement.
    static func describe(_ subscription: SymbolIndex.Subscription, in file: SourceFile) -> String {
        let named = subscription.name == subscription.generatedName ? "" : " (`\(subscription.generatedName)` in traces)"
        let line = subscription.statement.range.start.line
        return "subscription **\(subscription.name)**\(named) · line \(line)\n\n```bindsim\n"
            + OutlineAnswers.firstLine(of: subscription.statement.range, in: file) + "\n```"
    }

    /// A diagnostic: its code, severity and message, its note and help, and what its severity means.
    static func describe(_ diagnostic: Diagnostic) -> String {
        var lines = ["**\(diagnostic.code)** \(diagnostic.severity.rawValue): \(diagnostic.text)"]
        if let note = diagnostic.note { lines.append("note: \(note)") }
        if let help = diagnostic.help { lines.append("help: \(help.text)") }
        switch diagnostic.severity {
        case .error: lines.append("An error: the scenario does not run until it is fixed (codes: docs/language.md).")
        case .warning: lines.append("A warning: the scenario runs, but this will likely go wrong (codes: docs/language.md).")
        case .note: lines.append("A note: for information; the scenario runs as it is (codes: docs/language.md).")
        }
        return lines.joined(separator: "\n\n")
    }
}
