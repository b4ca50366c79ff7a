/// `textDocument/documentSymbol`: the file's outline as the trace sees it — the nodes, the
/// bindings and `on` blocks (named as traces name them), and the steps, each with the
/// expectations about it as children.
enum OutlineAnswers {
    /// LSP's `SymbolKind` numbers used here.
    private enum SymbolKind: Int {
        case method = 6, classKind = 5, field = 8, function = 12, variable = 13, constant = 14, boolean = 17, key = 20, null = 21
        case event = 24
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

    /// Most symbols an outline lists, children counted: a file of a few thousand statements
    /// is listed whole; past that the answer would grow by megabytes a statement batch (a
    /// 1 MB file: 40,000 symbols, 9.5 MB of JSON) for a list no one scrolls, so the rest is
    /// one last symbol saying how many are left out.
    static let maxSymbols = 5000

    static func symbols(_ document: ScenarioDocument, encoding: PositionEncoding) -> JSONValue {
        let statements = document.syntax?.statements ?? []
        let generated = SubscriptionNames(statements: statements)
        var symbols: [Symbol] = []
        var listed = 0
        var omitted: (count: Int, range: Range<Int>)?
        var step = 0
        for statement in statements {
            if statement.kind.isStep { step += 1 }
            if case .ifElse = statement.kind { continue }  // only inside `on` blocks
            guard statement.isWrittenInFile else { continue }
            let range = offsets(statement.range)
            guard listed < maxSymbols else {
                omitted = (1 + (omitted?.count ?? 0), (omitted?.range.lowerBound ?? range.lowerBound)..<range.upperBound)
                continue
            }
            listed += 1
            let symbol = Self.symbol(statement, range: range, step: step, generated: generated, file: document.file)
            if symbol.kind == .boolean, step > 0, let last = symbols.indices.last, symbols[last].detail.hasPrefix("step ") {
                // An expectation is about the step before it: it goes under that step.
                symbols[last].children.append(symbol)
                symbols[last].range = symbols[last].range.lowerBound..<max(symbols[last].range.upperBound, range.upperBound)
            } else {
                symbols.append(symbol)
            }
        }
        if let omitted {
            symbols.append(Symbol(name: "… \(omitted.count) more statements not listed",
                                  detail: "the outline lists at most \(maxSymbols) symbols", kind: .null,
                                  range: omitted.range, selection: omitted.range))
        }
        let map = document.positions(encoding)
        return .array(symbols.map { $0.json(map) })
    }

    /// The outline's entry for one statement (any but `if`).
    private static func symbol(_ statement: Statement, range: Range<Int>, step: Int, generated: SubscriptionNames,
                               file: SourceFile) -> Symbol {
        let text = firstLine(of: statement.range, in: file)
        switch statement.kind {
        case .declare(let declaration):
            return Symbol(name: declaration.name, detail: declarationDetail(declaration),
                          kind: kind(of: declaration.kind), range: range, selection: offsets(declaration.nameRange))
        case .bind(_, _, let label), .bindTwoWay(_, _, _, let label), .on(_, _, _, let label):
            let isOn = if case .on = statement.kind { true } else { false }
            let name = label?.name ?? generated.generatedName(of: statement)
            let keyword = range.lowerBound..<min(range.upperBound, range.lowerBound + (isOn ? 2 : 4))
            return Symbol(name: name, detail: "step \(step) · \(text)", kind: isOn ? .event : .operatorKind,
                          range: range, selection: label.map(SymbolIndex.offsets) ?? keyword)
        case .observations(_, _, let label):
            let name = label?.name ?? generated.generatedName(of: statement)
            return Symbol(name: name, detail: "step \(step) · \(text)", kind: .event, range: range,
                          selection: label.map(SymbolIndex.offsets) ?? range.lowerBound..<min(range.upperBound, range.lowerBound + 2))
        case .track(let tracking):
            let name = tracking.label?.name ?? generated.generatedName(of: statement)
            let keyword = range.lowerBound..<min(range.upperBound, range.lowerBound + (tracking.form == .observe ? 7 : 5))
            return Symbol(name: name, detail: "step \(step) · \(text)", kind: .event, range: range,
                          selection: tracking.label.map(SymbolIndex.offsets) ?? keyword)
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite,
             .expectLostWrite, .expectIn:
            return Symbol(name: text, detail: "expectation", kind: .boolean, range: range, selection: range)
        case .view(let view):
            return Symbol(name: view.name.name, detail: "step \(step) · view", kind: .classKind, range: range,
                          selection: SymbolIndex.offsets(view.name))
        case .expectSwiftUI:
            return Symbol(name: text, detail: "expectation", kind: .boolean, range: range, selection: range)
        case .invariant, .allowRewrite, .explore, .ifElse:
            return Symbol(name: text, detail: "", kind: .key, range: range, selection: range)
        case .user, .type, .set, .wait, .tap, .unbind, .mutate, .task, .read, .rearm, .batch, .complete:
            return Symbol(name: text, detail: "step \(step)", kind: .method, range: range, selection: range)
        }
    }

    private static func offsets(_ range: SourceRange) -> Range<Int> {
        range.start.offset..<max(range.start.offset, range.end.offset)
    }

    private static func kind(of node: NodeKind) -> SymbolKind {
        switch node {
        case .field, .terminal: .field
        case .label: .constant
        case .button, .publish, .passthrough, .object, .future: .event
        case .stream: .function
        case .relay, .property, .published, .observable, .currentValue, .plain: .variable
        case .computed: .function
        case .state: .variable
        case .view: .classKind
        case .textfield: .field
        case .text: .constant
        case .viewButton: .event
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
