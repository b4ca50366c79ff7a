// Version 4's Observation statements (docs/language.md, "Observation").
extension Parser {
    mutating func parseObservation(_ word: ContextualWord) throws(ParseFailure) -> Statement {
        switch word {
        case .observable: return try parseObservableDeclaration()
        case .computed: return try parseDeclaration(.computed)
        case .track, .observe: return try parseTracker(word)
        case .rearm:
            let range = current.range
            if handlerDepth == 0 { diagnostics.error(.rearmOutsideTracker, at: range, help: .rearmInHandler) }
            advance()
            return Statement(kind: .rearm, range: range)
        case .read:
            let start = current.range
            if applyDepth == 0 { diagnostics.error(.readOutsideApply, at: start, help: .readInApply) }
            advance()
            let names = try parseNameList()
            return Statement(kind: .read(names), range: start.union(names.last?.range ?? start))
        case .mutate:
            let start = current.range
            advance()
            let target = try parseName()
            guard consume(.assign) else { throw expected(.equals) }
            let value = try parseExpression()
            return Statement(kind: .mutate(target: target, value: value), range: start.union(value.range))
        case .task:
            let start = current.range
            advance()
            let (body, end) = try parseBlock(waits: true, kind: .observation)
            return Statement(kind: .task(body), range: SourceRange(start: start.start, end: end))
        case .batch:
            let start = current.range
            advance()
            let (body, end) = try parseBlock(batch: true)
            return Statement(kind: .batch(body), range: SourceRange(start: start.start, end: end))
        case .button, .tap, .unbind, .language, .semantics, .currentValue, .passthrough, .sink, .assign, .complete, .fail,
             .object, .future, .plain, .state, .view:
            preconditionFailure("'\(word.rawValue)' is not an Observation statement")
        }
    }

    /// `on observations(EXPR) [as LABEL] { BLOCK }`, after the `on`.
    mutating func parseObservations(start: SourceRange) throws(ParseFailure) -> Statement {
        advance()
        openGroup()
        let value = try parseExpression()
        _ = try closeGroup(.rightParen, .closingParen)
        let label = try parseLabel()
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let (body, end) = try parseBlock(waits: true, kind: .observation)
        return Statement(kind: .observations(value: value, body: body, label: label),
                         range: SourceRange(start: start.start, end: end))
    }

    /// `observable NAME [: T] = E [always | ignored]`.
    private mutating func parseObservableDeclaration() throws(ParseFailure) -> Statement {
        var statement = try parseDeclaration(.observable)
        guard current.kind == .identifier, case .declare(var declaration) = statement.kind else { return statement }
        let word = text(current)
        guard let setter = ObservableSetter(rawValue: word), setter != .equatable else {
            let help = Suggestions.closest(to: word, in: ["always", "ignored"]).map(DiagnosticHelp.didYouMean)
            throw expected(.endOfStatement, help: help)
        }
        declaration.observableSetter = setter
        declaration.range = declaration.range.union(current.range)
        advance()
        statement.kind = .declare(declaration)
        statement.range = declaration.range
        return statement
    }

    /// `NAME {, NAME}`.
    private mutating func parseNameList() throws(ParseFailure) -> [NameRef] {
        var names = [try parseName()]
        while consume(.comma) { names.append(try parseName()) }
        return names
    }

    /// `track [as L] { APPLY } onChange { BLOCK }`, `track NAME, … [as L] { BLOCK }` and
    /// `observe NAME, … [as L] { BLOCK }`.
    private mutating func parseTracker(_ word: ContextualWord) throws(ParseFailure) -> Statement {
        let start = current.range
        try enter(start)
        defer { leave() }
        advance()
        let startsWithApply = word == .track
            && (current.kind == .leftBrace || (current.kind == .identifier && text(current) == "as"))
        if startsWithApply {
            let label = try parseLabel()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            applyDepth += 1
            let apply: [Statement]
            do {
                apply = try parseBlock(kind: .observation).0
            } catch {
                applyDepth -= 1
                throw error
            }
            applyDepth -= 1
            // `onChange` may start the line after the `}`, as `else` does.
            if peekPastNewlines().kind == .identifier {
                while current.kind == .newline { advance() }
            }
            guard current.kind == .identifier, text(current) == "onChange" else {
                throw expected(.onChange)
            }
            advance()
            guard current.kind == .leftBrace else { throw expected(.openingBrace) }
            let (handler, end) = try parseHandler()
            let tracking = Tracking(form: .withApply, apply: apply, onChange: handler, label: label, names: [])
            return Statement(kind: .track(tracking), range: SourceRange(start: start.start, end: end))
        }
        let names = try parseNameList()
        let label = try parseLabel()
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let (handler, end) = try parseHandler()
        let reads = Statement(kind: .read(names), range: names[0].range.union(names[names.count - 1].range))
        let tracking = Tracking(form: word == .observe ? .observe : .shorthand, apply: [reads], onChange: handler,
                                label: label, names: names)
        return Statement(kind: .track(tracking), range: SourceRange(start: start.start, end: end))
    }

    private mutating func parseHandler() throws(ParseFailure) -> ([Statement], SourceLocation) {
        handlerDepth += 1
        defer { handlerDepth -= 1 }
        return try parseBlock(kind: .observation)
    }
}
