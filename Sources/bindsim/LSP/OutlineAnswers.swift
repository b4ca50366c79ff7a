/// `textDocument/documentSymbol`: the file's outline as the trace sees it — the nodes, the
/// bindings and `on` blocks (named as traces name them), and the steps, each with the
/// expectations about it as children.
enum OutlineAnswers {
    /// LSP's `SymbolKind` numbers used here.
    private enum SymbolKind: Int {
        case method = 6, field = 8, function = 12, variable = 13, constant = 14, boolean = 17, key = 20, event = 24
        case operatorKind = 25
    }

    private struct Symbol {
        var name: String
        var detail: String
        var kind: SymbolKind
        var range: Range<Int>
        var selection: Range<Int>
        var children: [Symbol] = []

        func json(_ map: PositionMap) -> JSONValue {
            var fields: [(String, JSONValue)] = [
                ("name", .string(name)), ("detail", .string(detail)), ("kind", .int(kind.rawValue)),
                ("range", map.range(range)), ("selectionRange", map.range(selection)),
            ]
            if !children.isEmpty { fields.append(("children", .array(children.map { $0.json(map) }))) }
            return .object(fields)
        }
    }

    static func symbols(_ document: ScenarioDocument, encoding: PositionEncoding) -> JSONValue {
        let statements = document.syntax?.statements ?? []
        let generated = SubscriptionNames(statements: statements)
        var symbols: [Symbol] = []
        var step = 0
        for statement in statements {
            let range = offsets(statement.range)
            let text = firstLine(of: statement.range, in: document.file)
            if statement.kind.isStep { step += 1 }
            switch statement.kind {
            case .declare(let declaration):
                symbols.append(Symbol(name: declaration.name, detail: declarationDetail(declaration),
                                      kind: kind(of: declaration.kind), range: range,
                                      selection: offsets(declaration.nameRange)))
            case .bind(_, _, let label), .bindTwoWay(_, _, _, let label), .on(_, _, let label):
                let isOn = if case .on = statement.kind { true } else { false }
                let name = label?.name ?? generated.generatedName(of: statement)
                let keyword = range.lowerBound..<min(range.upperBound, range.lowerBound + (isOn ? 2 : 4))
                symbols.append(Symbol(name: name, detail: "step \(step) · \(text)", kind: isOn ? .event : .operatorKind,
                                      range: range, selection: label.map(SymbolIndex.offsets) ?? keyword))
            case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite:
                let symbol = Symbol(name: text, detail: "expectation", kind: .boolean, range: range, selection: range)
                // An expectation is about the step before it: it goes under that step.
                if step > 0, let last = symbols.indices.last, symbols[last].detail.hasPrefix("step ") {
                    symbols[last].children.append(symbol)
                    symbols[last].range = symbols[last].range.lowerBound..<max(symbols[last].range.upperBound, range.upperBound)
                } else {
                    symbols.append(symbol)
                }
            case .invariant, .allowRewrite, .explore:
                symbols.append(Symbol(name: text, detail: "", kind: .key, range: range, selection: range))
            case .user, .type, .set, .wait, .tap, .unbind:
                symbols.append(Symbol(name: text, detail: "step \(step)", kind: .method, range: range, selection: range))
            case .ifElse:
                break  // only inside `on` blocks
            }
        }
        let map = document.positions(encoding)
        return .array(symbols.map { $0.json(map) })
    }

    private static func offsets(_ range: SourceRange) -> Range<Int> {
        range.start.offset..<max(range.start.offset, range.end.offset)
    }

    private static func kind(of node: NodeKind) -> SymbolKind {
        switch node {
        case .field, .terminal: .field
        case .label: .constant
        case .button, .publish: .event
        case .stream: .function
        case .relay, .property, .published: .variable
        }
    }

    private static func declarationDetail(_ declaration: Declaration) -> String {
        declaration.kind.keyword + (declaration.type.map { ": " + $0.description } ?? "")
    }

    /// A statement's text up to its first line break, white space runs made one space,
    /// at most 80 characters: a name an outline can show.
    static func firstLine(of range: SourceRange, in file: SourceFile) -> String {
        let text = file.text(in: range)
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        let shown = words.count > 80 ? String(words.prefix(79)) + "…" : words
        return shown.isEmpty ? "?" : shown
    }
}
