/// The reserved words of the language; none of them can name a node.
enum Keyword: String, CaseIterable, Sendable {
    case scenario, relay, publish, field, terminal, label, property, published
    case `let`, bind, on, user, type, set, wait, expect, using, every
    case `if`, `else`, `true`, `false`, `nil`, it, loop, no, through, emitted
    case invariant, allow, rewrite, explore

    /// Keywords by spelling, for allocation-free lookup from source bytes.
    static let table = WordTable(allCases.map { ($0.rawValue, $0) })

    /// The keywords that begin a statement, for suggestions on a misspelt one.
    static let statementStarters: [String] = [
        "scenario", "relay", "publish", "field", "terminal", "label", "property", "published",
        "let", "bind", "on", "user", "type", "set", "wait", "expect", "invariant", "allow", "explore",
    ]

    /// The keyword spelled by `bytes[start..<end]`, if any.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        table.lookup(bytes, start, end)
    }
}

/// The kinds of token the lexer produces.
enum TokenKind: Equatable, Sendable {
    case identifier
    case keyword(Keyword)
    /// A string literal; its decoded value is `Lexer.string(id)`.
    case string(Int)
    case number(Double)
    /// A duration literal in whole milliseconds; nil when the literal was invalid (already reported).
    case duration(Int?)
    /// `$N`: an element of a tuple.
    case element(Int)
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, dot, colon, semicolon, question
    case assign, equal, notEqual, bang, less, lessEqual, greater, greaterEqual
    case plus, minus, star, slash, percent, and, or
    case arrow, twoWayArrow
    case newline
    case endOfFile
}

/// One token with its source range.
struct Token: Sendable {
    var kind: TokenKind
    var range: SourceRange

    func isKeyword(_ keyword: Keyword) -> Bool {
        kind == .keyword(keyword)
    }
}

/// Words of language version 3 that begin a statement only where they are used, so a
/// version 2 file with a node of that name keeps working (`button`, `tap`, `unbind`,
/// `language`; `as`, `error`, `ended`, `running`, `overwrite`, `of` and `outer` are
/// read in place).
enum ContextualWord: String, CaseIterable, Sendable {
    case button, tap, unbind, language
    // Version 4 (Observation): keywords only where their statements use them.
    case semantics, observable, computed, track, observe, rearm, read, mutate, task, batch
    // Version 4 (Combine).
    case currentValue, passthrough, sink, assign, complete, fail, object, future, plain
    // Version 4 (SwiftUI).
    case state, view

    /// Whether the statement may stand inside a block (the parser then checks where).
    var standsInBlocks: Bool {
        switch self {
        case .track, .rearm, .read, .mutate, .task, .complete, .fail, .sink: true
        case .button, .tap, .unbind, .language, .semantics, .observable, .computed, .observe, .batch, .currentValue,
             .passthrough, .assign, .object, .future, .plain, .state, .view: false
        }
    }

    /// The language version that brought the word.
    var version: Int {
        switch self {
        case .button, .tap, .unbind, .language: 3
        case .semantics, .observable, .computed, .track, .observe, .rearm, .read, .mutate, .task, .batch, .currentValue,
             .passthrough, .sink, .assign, .complete, .fail, .object, .future, .plain, .state, .view: 4
        }
    }
}
