// Version 4's SwiftUI statements (`semantics swiftui`, docs/swiftui.md): `state` and `view`.
extension Parser {
    mutating func parseSwiftUI(_ word: ContextualWord) throws(ParseFailure) -> Statement {
        if !swiftUI {
            diagnostics.error(.needsSwiftUISemantics(word: word.rawValue, semantics: semantics.rawValue), at: current.range,
                              help: .writeSemanticsSwiftUI)
        }
        switch word {
        case .state: return try parseDeclaration(.state)
        case .view: return try parseView()
        default: preconditionFailure("'\(word.rawValue)' is not a SwiftUI statement")
        }
    }

    /// SwiftUI's expectations (`expect F shows E`, `expect F diverged`, `expect V rendered [N]`,
    /// `expect L received [[OLD, NEW], …]`, `expect warning W`, `expect no warning`, `expect render
    /// loop`); nil when the expectation is another. Their words are keywords only here.
    mutating func parseSwiftUIExpectation(start: SourceRange) throws(ParseFailure) -> Statement? {
        let next = peek()
        let nextWord = next.kind == .identifier ? lexer.text(next.range) : nil
        var expectation: SwiftUIExpectation
        var end: SourceRange
        if current.isKeyword(.no), nextWord == "warning" {
            advance()
            end = current.range
            advance()
            expectation = .noWarning
        } else if current.kind == .identifier, text(current) == "render", next.isKeyword(.loop) {
            advance()
            end = current.range
            advance()
            expectation = .renderLoop
        } else if current.kind == .identifier, text(current) == "warning", Self.isWord(next) {
            advance()
            (expectation, end) = try parseWarningName()
        } else {
            return nil
        }
        return swiftUIExpectation(expectation, range: start.union(end))
    }

    /// `expect F shows E`, `expect F diverged`, `expect V rendered [N]`, `expect L received [[OLD, NEW], …]`.
    mutating func parseSwiftUIExpectation(of target: NameRef, start: SourceRange) throws(ParseFailure) -> Statement {
        let word = text(current)
        var end = current.range
        advance()
        let expectation: SwiftUIExpectation
        switch word {
        case "shows":
            let value = try parseExpression()
            expectation = .shows(target, value)
            end = value.range
        case "diverged":
            expectation = .diverged(target)
        case "rendered":
            var count: Int?
            if case .number(let number) = current.kind {
                guard number >= 0, number < 1e9, number == number.rounded() else {
                    throw fail(.expected(.renderCount, found: describe(current)), at: current.range)
                }
                count = Int(number)
                end = current.range
                advance()
            }
            expectation = .rendered(target, count: count)
        default:
            let list = try parseReceivedPairs()
            expectation = .received(target, pairs: list.pairs)
            end = list.range
        }
        return swiftUIExpectation(expectation, range: start.union(end))
    }

    private mutating func swiftUIExpectation(_ expectation: SwiftUIExpectation, range: SourceRange) -> Statement {
        if !swiftUI {
            diagnostics.error(.needsSwiftUISemantics(word: "expect \(expectation.word)", semantics: semantics.rawValue),
                              at: range, help: .writeSemanticsSwiftUI)
        }
        return Statement(kind: .expectSwiftUI(expectation), range: range)
    }

    /// `state-during-update`: hyphenated words, written without spaces, are one name here.
    private mutating func parseWarningName() throws(ParseFailure) -> (SwiftUIExpectation, SourceRange) {
        let first = current.range
        var last = current.range
        advance()
        while current.kind == .minus, current.range.start.offset == last.end.offset,
              Self.isWord(peek()), peek().range.start.offset == current.range.end.offset {
            advance()
            last = current.range
            advance()
        }
        let range = first.union(last)
        let name = lexer.text(range)
        guard let warning = SwiftUIWarning(rawValue: name) else {
            let help = Suggestions.closest(to: name, in: SwiftUIWarning.allCases.map(\.rawValue)).map(DiagnosticHelp.didYouMean)
            throw fail(.expected(.warningName, found: FoundText.quoted(name)), at: range, help: help)
        }
        return (.warning(warning, range: range), range)
    }

    /// `[[OLD, NEW], …]`: the pairs an onChange received.
    private mutating func parseReceivedPairs() throws(ParseFailure) -> (pairs: [Expr], range: SourceRange) {
        guard current.kind == .leftBracket else { throw expected(.list) }
        let list = try parseList()
        guard case .list(let pairs) = list.kind else { throw ParseFailure() }
        return (pairs, list.range)
    }

    /// A word of a hyphenated warning name (`publish` in `publish-during-update` is a keyword).
    private static func isWord(_ token: Token) -> Bool {
        if case .keyword = token.kind { return true }
        return token.kind == .identifier
    }

    /// `view NAME { ITEM … }`, one item a line. The view and its controls are declared in
    /// `viewDeclarations`, which the file puts before the statement.
    private mutating func parseView() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let name = try parseName()
        viewDeclarations.append(declaration(.view, name, range: start.union(name.range)))
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let open = current.range
        try enter(open)
        defer { leave() }
        advance()
        var items: [ViewItem] = []
        skipTerminators()
        while current.kind != .rightBrace {
            if current.kind == .endOfFile {
                throw fail(.expected(.closingBrace, found: describe(current)), at: current.range,
                           help: .closeBlockOpenedAt(line: open.start.line))
            }
            if diagnostics.isFull { throw ParseFailure() }
            statementStart = current.range.start.offset
            do {
                let item = try parseViewItem()
                items.append(item)
                if let control = item.control { viewDeclarations.append(declaration(control.kind, control.name, range: item.range)) }
                try expectTerminator(inBlock: true)
            } catch {
                synchronize(inBlock: true)
            }
            skipTerminators()
        }
        let end = current.range.end
        advance()
        return Statement(kind: .view(ViewDeclaration(name: name, items: items)), range: SourceRange(start: start.start, end: end))
    }

    private func declaration(_ kind: NodeKind, _ name: NameRef, range: SourceRange) -> Statement {
        let declaration = Declaration(kind: kind, name: name.name, nameRange: name.range, symbol: name.symbol, type: nil,
                                      value: .none, range: range)
        return Statement(kind: .declare(declaration), range: range)
    }

    /// SwiftUI words language 4 has that this bindsim does not run yet, with what each models.
    static let swiftUIWordsToCome: [String: String] = [
        "toggle": "a Toggle", "slider": "a Slider", "task": "the .task modifier", "onReceive": "the .onReceive modifier",
        "onAppear": "the .onAppear modifier", "disabled": "the .disabled modifier", "view": "a nested view",
    ]

    private static let viewItemWords = ["textfield", "label", "button", "body", "onChange"]

    private mutating func parseViewItem() throws(ParseFailure) -> ViewItem {
        let start = current.range
        let word: String
        switch current.kind {
        case .identifier: word = text(current)
        case .keyword(.label): word = "label"
        default: throw fail(.expectedViewItem(found: describe(current)), at: current.range, help: .viewItems)
        }
        switch word {
        case "textfield":
            advance()
            let name = try parseName()
            if consume(.twoWayArrow) {
                let node = try parseName()
                return ViewItem(kind: .textfield(name, .twoWay(node)), range: start.union(node.range))
            }
            guard consume(.assign) else { throw expected(.bindArrow) }
            let value = try parseExpression()
            guard current.isKeyword(.set) else { throw expected(.setter) }
            advance()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            let (setter, end) = try parseBlock(kind: .named("a text field's setter"))
            return ViewItem(kind: .textfield(name, .getSet(get: value, setter: setter)), range: SourceRange(start: start.start, end: end))
        case "label":
            advance()
            let name = try parseName()
            guard consume(.assign) else { throw expected(.equals) }
            let value = try parseExpression()
            return ViewItem(kind: .label(name, value), range: start.union(value.range))
        case "button":
            advance()
            let name = try parseName()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            let (action, end) = try parseBlock(kind: .named("a button's action"))
            return ViewItem(kind: .button(name, action: action), range: SourceRange(start: start.start, end: end))
        case "body":
            advance()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            let (body, end) = try parseBlock(kind: .named("a view's body"))
            return ViewItem(kind: .body(body), range: SourceRange(start: start.start, end: end))
        case "onChange":
            advance()
            let subject = try parseExpression()
            var initial = false
            if current.kind == .identifier, text(current) == "initial" {
                initial = true
                advance()
            }
            let label = try parseLabel()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            onChangeDepth += 1
            defer { onChangeDepth -= 1 }
            let (action, end) = try parseBlock(kind: .named("an onChange action"))
            return ViewItem(kind: .onChange(subject: subject, initial: initial, label: label, action: action),
                            range: SourceRange(start: start.start, end: end))
        default:
            if let models = Self.swiftUIWordsToCome[word] {
                throw fail(.swiftUINotYet(word: word, models: models), at: current.range, help: .swiftUIRoadmap)
            }
            let help = Suggestions.closest(to: word, in: Self.viewItemWords).map(DiagnosticHelp.didYouMean) ?? .viewItems
            throw fail(.expectedViewItem(found: describe(current)), at: current.range, help: help)
        }
    }
}
