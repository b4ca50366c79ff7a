/// Thrown inside the parser after a syntax error has been reported, to unwind to the
/// nearest statement boundary.
struct ParseFailure: Error {}

/// A recursive-descent parser from tokens to statements.
///
/// It reports syntax errors to the engine and recovers at statement boundaries (jlox's
/// `synchronize`), so one run reports every syntax error. Inside `( )` and `[ ]` newlines
/// are skipped; elsewhere they end statements. Every recursive construct goes through
/// `enter`, which refuses to nest deeper than `FrontendLimits.maxNesting`.
struct Parser {
    let lexer: Lexer
    let diagnostics: DiagnosticEngine
    let limits: FrontendLimits
    /// The token being looked at.
    var current: Token
    /// The token read past `current` by `peek`, if any.
    private var peeked: Token?
    /// Open `(` and `[` in the current statement; while above 0 newlines are skipped.
    var groupDepth = 0
    /// Where each open group started, innermost last (for an unclosed-group hint).
    private var openGroups: [SourceRange] = []
    /// Where the statement being parsed starts; recovery never stops there again.
    var statementStart = 0
    /// The line of the token before `current`.
    private var previousLine = 1
    /// Whether an error was already reported at the end of the file (one is enough).
    var reportedAtEndOfFile = false
    /// Recursion depth of nested constructs.
    private var nesting = 0
    /// Whether `acc` means the accumulator (inside `scan`'s second argument).
    var inScanAccumulator = false
    /// How many flatMap-family arguments enclose the expression being parsed: inside
    /// one, `outer` is the flatMap's element (and shadows a node named `outer`).
    var innerStreamDepth = 0
    /// The scenario title, once seen.
    private(set) var title: String?
    /// The version the file's `language N` line says, if it has a valid one.
    private(set) var declaredLanguageVersion: Int?
    /// The file's `semantics` line (read before every other statement but `language`).
    private(set) var semantics = Semantics.rx
    private(set) var semanticsRange: SourceRange?
    /// True for `semantics swiftui`: SwiftUI's update cycle runs (docs/swiftui.md); `semantics` is then
    /// `.combine`, whose rules its publishers follow.
    private(set) var swiftUI = false
    /// The declarations a `view` statement makes (the view and its controls), which go before it.
    var viewDeclarations: [Statement] = []
    /// How many `onChange` actions enclose the expression being read: `old` and `new` are their values.
    var onChangeDepth = 0
    /// Set after an error that makes the rest of the file meaningless to read
    /// (`language N` for a newer version): parsing stops there.
    private var stopsReading = false
    /// The version of the scenario language this parser reads.
    static let languageVersion = 4
    private var topLevelStatementCount = 0
    /// Symbols for names, shared with the checker.
    var names: NameInterner
    /// A declaration whose name was read before a syntax error, kept so the checker knows the name.
    var partialDeclaration: Declaration?
    /// Where each bracket a `map(S).switchToLatest()` look ahead passed closes: the offset of its
    /// `(` or `[` to the end of its `)` or `]` (see `mapIsSwitchedToLatest`).
    var closingBrackets: [Int: Int] = [:]
    /// Operator calls of the chains being parsed, innermost chain last (see `parseStream`).
    var operatorScratch: [OperatorCall] = []
    /// Each `NAME.enabled` the file uses, in reading order (see `parseNodeName`).
    var enabledStateUses: [NameRef] = []
    /// True while the statements of a `batch` are read: actions and expectations stand there.
    var inBatch = false
    /// True while the top level of a `task`'s or an `observations` loop's body is read: `wait` stands there.
    var blockWaits = false
    /// How the block being read is named in "not allowed inside …" (nil: an `on` block's).
    var blockKind: BlockKind?
    /// How many trackers' APPLY blocks enclose the statement being read (`read` needs one).
    var applyDepth = 0
    /// How many trackers' handlers enclose the statement being read (`rearm` needs one).
    var handlerDepth = 0

    init(lexer: Lexer) {
        self.lexer = lexer
        self.diagnostics = lexer.diagnostics
        self.limits = lexer.limits
        self.names = NameInterner(bytes: lexer.bytes)
        self.current = Token(kind: .endOfFile, range: SourceRange(at: .start))
        self.current = self.lexer.next()
    }

    /// Parses the whole file.
    mutating func parseFile() -> [Statement] {
        var statements: [Statement] = []
        skipTerminators()
        while current.kind != .endOfFile, !diagnostics.isFull, !stopsReading {
            partialDeclaration = nil
            statementStart = current.range.start.offset
            topLevelStatementCount += 1
            do {
                let statement = try parseStatement(inBlock: false)
                statements.append(contentsOf: viewDeclarations)
                viewDeclarations = []
                if let statement { statements.append(statement) }
                partialDeclaration = nil
                try expectTerminator(inBlock: false)
            } catch {
                if let partial = partialDeclaration { statements.append(Statement(kind: .declare(partial), range: partial.range)) }
                // A view that failed part way still declares what it named, so later uses resolve.
                statements.append(contentsOf: viewDeclarations)
                viewDeclarations = []
                synchronize(inBlock: false)
            }
            skipTerminators()
        }
        declareEnabledStates(in: &statements)
        if statements.isEmpty, !diagnostics.hasErrors {
            // Empty, or only comments (and a title): "0 passed, 0 failed" would hide a wrong file.
            diagnostics.error(.emptyScenario, at: SourceRange(at: .start), help: .writeSomeStatements)
        }
        return statements
    }

    // MARK: Tokens

    mutating func advance() {
        previousLine = current.range.end.line
        current = fetch()
        while groupDepth > 0, current.kind == .newline { current = fetch() }
    }

    private mutating func fetch() -> Token {
        if let token = peeked {
            peeked = nil
            return token
        }
        return lexer.next()
    }

    /// The token after `current` (skipping newlines inside a group).
    mutating func peek() -> Token {
        while true {
            if let token = peeked {
                if groupDepth > 0, token.kind == .newline {
                    peeked = nil
                    continue
                }
                return token
            }
            peeked = lexer.next()
        }
    }

    /// The first token at or after `current` that is not a newline. Newlines after a
    /// newline `current` are dropped, which changes nothing: one newline already ends a statement.
    mutating func peekPastNewlines() -> Token {
        guard current.kind == .newline else { return current }
        while true {
            if let token = peeked, token.kind != .newline { return token }
            peeked = lexer.next()
        }
    }

    func text(_ token: Token) -> String {
        lexer.text(token.range)
    }

    /// Consumes `current` if it has this kind.
    mutating func consume(_ kind: TokenKind) -> Bool {
        guard current.kind == kind else { return false }
        advance()
        return true
    }

    /// Consumes an opening `(` or `[`.
    mutating func openGroup() {
        groupDepth += 1
        openGroups.append(current.range)
        advance()
    }

    /// Runs `parse` (a block inside an operator's parentheses) as if no group were open, so that
    /// newlines separate its statements and its recovery stays inside it; then the groups are
    /// open again, also when it fails, and a newline after the block is skipped as theirs are.
    mutating func outsideGroups<T>(_ parse: (inout Parser) throws(ParseFailure) -> T) throws(ParseFailure) -> T {
        let (depth, groups, start) = (groupDepth, openGroups, statementStart)
        groupDepth = 0
        openGroups = []
        defer {
            (groupDepth, openGroups, statementStart) = (depth, groups, start)
            if current.kind == .newline { advance() }
        }
        return try parse(&self)
    }

    /// Consumes the closing token of a group, or fails.
    mutating func closeGroup(_ kind: TokenKind, _ what: ExpectedToken) throws(ParseFailure) -> SourceLocation {
        guard current.kind == kind else { throw expected(what) }
        let end = current.range.end
        groupDepth -= 1
        openGroups.removeLast()
        advance()
        return end
    }

    mutating func skipTerminators() {
        while current.kind == .newline || current.kind == .semicolon { advance() }
    }

    mutating func expectTerminator(inBlock: Bool) throws(ParseFailure) {
        switch current.kind {
        case .newline, .semicolon, .endOfFile: return
        case .rightBrace where inBlock: return
        case .keyword(.using): throw expected(.endOfStatement, help: .styleNeedsTwoWay)
        case .identifier:
            // A misspelt trailing keyword (`usin`, `evry`) reads as a stray name.
            let word = text(current)
            let help = Suggestions.closest(to: word, in: Self.trailingKeywords).map(DiagnosticHelp.didYouMean)
            throw expected(.endOfStatement, help: help)
        default: throw expected(.endOfStatement)
        }
    }

    /// Keywords that continue a statement after its first part.
    private static let trailingKeywords = ["using", "every", "through", "emitted"]

    // MARK: Errors and limits

    /// How a token is named in `found ...`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: FoundText.endOfLine
        case .endOfFile: FoundText.endOfFile
        case .string: FoundText.stringLiteral
        default: FoundText.quoted(text(token))
        }
    }

    mutating func fail(_ message: DiagnosticMessage, at range: SourceRange, help: DiagnosticHelp? = nil) -> ParseFailure {
        if current.kind == .endOfFile, range == current.range {
            if reportedAtEndOfFile { return ParseFailure() }
            reportedAtEndOfFile = true
        }
        diagnostics.error(message, at: range, help: help)
        return ParseFailure()
    }

    mutating func expected(_ what: ExpectedToken, help: DiagnosticHelp? = nil) -> ParseFailure {
        var help = help
        if help == nil, let open = openGroups.last, startsTopLevelStatement(current) || current.kind == .endOfFile {
            help = .unclosedGroup(line: open.start.line, column: open.start.column)
        }
        return fail(.expected(what, found: describe(current)), at: current.range, help: help)
    }

    /// Whether a token is a keyword that starts a statement and begins its line.
    mutating func startsTopLevelStatement(_ token: Token) -> Bool {
        guard case .keyword(let keyword) = token.kind else { return false }
        return Self.statementStarters.contains(keyword) && token.range.start.line > previousLine
    }

    /// Enters one level of nesting, or fails past the limit. Pair with `leave()`.
    mutating func enter(_ range: SourceRange) throws(ParseFailure) {
        guard nesting < limits.maxNesting else {
            throw fail(.nestingTooDeep(limit: limits.maxNesting), at: range, help: .limitsDocumented)
        }
        nesting += 1
    }

    mutating func leave() {
        nesting -= 1
    }

    /// Skips to the next statement boundary after a syntax error.
    ///
    /// Stops at a newline (not one before a line that starts with `.`) or `;` outside any
    /// group or block opened since the error, at a
    /// `}` that closes the enclosing block, or at a newline followed by a keyword that can
    /// only start a top-level statement (so an unclosed `(` does not swallow the file).
    mutating func synchronize(inBlock: Bool) {
        var groups = groupDepth
        var braces = 0
        groupDepth = 0
        openGroups.removeAll()
        while true {
            if current.range.start.offset > statementStart, startsTopLevelStatement(current) {
                return
            }
            switch current.kind {
            case .endOfFile:
                return
            case .leftParen, .leftBracket:
                groups += 1
            case .rightParen, .rightBracket:
                groups = max(0, groups - 1)
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces == 0 {
                    if inBlock { return }
                } else {
                    braces -= 1
                }
            case .semicolon:
                if groups == 0, braces == 0 { return }
            case .newline:
                // A line that starts with `.` goes on with the statement that failed (a chain
                // written one operator a line): one error for it, not one a line.
                if groups == 0, braces == 0, peekPastNewlines().kind != .dot { return }
                if case .keyword(let keyword) = peekPastNewlines().kind,
                   braces == 0 ? Self.statementStarters.contains(keyword) : Self.topLevelStarters.contains(keyword) {
                    return
                }
            default:
                break
            }
            advance()
        }
    }

    /// Keywords that can only start a top-level statement.
    private static let topLevelStarters: Set<Keyword> = [
        .scenario, .relay, .publish, .field, .terminal, .label, .property, .published, .let, .bind, .on, .type, .wait,
        .expect, .invariant, .allow, .explore,
    ]
    /// Keywords that start a statement somewhere.
    private static let statementStarters: Set<Keyword> = topLevelStarters.union([.set, .user])

    // MARK: Statements

    mutating func parseStatement(inBlock: Bool) throws(ParseFailure) -> Statement? {
        switch current.kind {
        case .keyword(let keyword):
            if keyword == .else {
                throw notAStatement(current, help: nil, inBlock: inBlock)
            }
            let batchAction = (inBatch && [.user, .set, .type, .expect, .wait].contains(keyword))
                || (blockWaits && keyword == .wait)
            // An `on` (a `sink`) may stand in a block: a subscription made while it runs (C10).
            let nestedSubscription = keyword == .on && !inBatch
            if inBlock, keyword != .set, keyword != .user, keyword != .if, !batchAction, !nestedSubscription {
                switch blockKind {
                case nil:
                    throw fail(.notAllowedInBlock(keyword.rawValue), at: current.range, help: .blockStatements)
                case .named(let block):
                    throw fail(.notAllowedInBlock(keyword.rawValue, block: block), at: current.range, help: .blockStatements)
                case .observation:
                    throw fail(.notAllowedInBlock(keyword.rawValue, block: "a 'track', 'task' or 'observations' block"), at: current.range,
                               help: .observationBlockStatements)
                case .batch:
                    throw fail(.notAllowedInBlock(keyword.rawValue, block: "a batch"), at: current.range,
                               help: .batchStatements)
                }
            }
            return try parseKeywordStatement(keyword, inBlock: inBlock)
        case .identifier:
            let word = text(current)
            if let contextual = ContextualWord(rawValue: word),
               !inBlock || contextual.standsInBlocks || (inBatch && (contextual == .tap || contextual == .unbind)),
               Self.startsContextualStatement(contextual, peek()) {
                switch contextual {
                case .language: return try parseLanguage()
                case .button, .tap, .unbind: return try parseNamed(contextual)
                case .semantics:
                    try parseSemantics()
                    return nil
                case .observable, .computed, .track, .observe, .rearm, .read, .mutate, .task, .batch:
                    return try parseObservation(contextual)
                case .currentValue, .passthrough, .sink, .assign, .complete, .fail, .object, .future, .plain:
                    return try parseCombine(contextual, inBlock: inBlock)
                case .state, .view:
                    return try parseSwiftUI(contextual)
                }
            }
            // `language` is a statement only before every other: suggested only there.
            let candidates = inBlock ? ["set", "user", "if"] + ContextualWord.allCases.filter(\.standsInBlocks).map(\.rawValue)
                : Self.statementWords + (topLevelStatementCount == 1 ? [ContextualWord.language.rawValue] : [])
            let name = current
            let next = peek()
            var member: String?
            if next.kind == .dot {
                // `r.accept(1)`: the statement fails here anyway, so look past the dot.
                advance()
                advance()
                if current.kind == .identifier { member = text(current) }
            }
            if let later = LaterWords.message(for: word) { throw fail(later, at: name.range, help: .laterWords) }
            let habit = RxSwiftNames.statementHelp(word, member: member)
            let suggestion = habit == nil ? Suggestions.closest(to: word, in: candidates) : nil
            if !inBlock, next.kind == .identifier, let suggestion, Self.declarationWords.contains(suggestion) {
                // `feild name = ""`: say so once, then read the declaration it was meant to be,
                // so that later uses of `name` are not each reported as unknown.
                diagnostics.error(.expectedStatement(found: describe(name)), at: name.range, help: .didYouMean(suggestion))
                guard let keyword = Keyword(rawValue: suggestion) else { return try parseNamed(.button) }
                return try parseKeywordStatement(keyword, inBlock: false)
            }
            throw notAStatement(name, help: habit ?? suggestion.map(DiagnosticHelp.didYouMean), inBlock: inBlock)
        case .dot:
            // A `.` line continues a stream only where the line before ends with one.
            throw notAStatement(current, help: .continueStream, inBlock: inBlock)
        default:
            throw notAStatement(current, help: nil, inBlock: inBlock)
        }
    }

    /// The words a top-level statement starts with, for `did you mean`.
    private static let statementWords = Keyword.statementStarters
        + ContextualWord.allCases.filter { $0 != .language }.map(\.rawValue)

    /// The words that declare a name (`field`, `let`, `button`).
    private static let declarationWords = Set(Keyword.allCases.filter { $0 == .let || NodeKind($0) != nil }.map(\.rawValue)
        + [ContextualWord.button.rawValue])

    /// `expected a statement, found ...`. When the file's first statement is not one and
    /// no fix can be named (`import RxSwift`, a Swift or Markdown file), the file is likely
    /// not a scenario at all: one error says so and the rest is not read (no cascade).
    private mutating func notAStatement(_ token: Token, help: DiagnosticHelp?, inBlock: Bool) -> ParseFailure {
        guard help == nil, !inBlock, topLevelStatementCount == 1, title == nil else {
            return fail(.expectedStatement(found: describe(token)), at: token.range, help: help)
        }
        stopsReading = true
        return fail(.expectedStatement(found: describe(token)), at: token.range, help: .notAScenario)
    }

    private mutating func parseKeywordStatement(_ keyword: Keyword, inBlock: Bool) throws(ParseFailure) -> Statement? {
        switch keyword {
        case .scenario:
            try parseScenario()
            return nil
        case .relay, .publish, .field, .terminal, .label, .property, .published:
            return try parseDeclaration(NodeKind(keyword) ?? .relay)
        case .let: return try parseLet()
        case .bind: return try parseBind()
        case .on: return try parseOn(inBlock: inBlock)
        case .user, .set: return try parseAssignment(keyword)
        case .type: return try parseType()
        case .wait: return try parseWait()
        case .expect: return try parseExpect()
        case .invariant: return try parseInvariant()
        case .allow: return try parseAllow()
        case .explore: return try parseExplore()
        case .if:
            guard inBlock else {
                throw fail(.onlyAllowedInBlock("if"), at: current.range)
            }
            return try parseIf()
        default:
            throw fail(.expectedStatement(found: describe(current)), at: current.range)
        }
    }

    /// `language N`: the version of the language the file was written for. It comes
    /// before everything else (comments aside); a version newer than this tool's is one
    /// error that names both, and nothing after it is read (no cascade of errors).
    private mutating func parseLanguage() throws(ParseFailure) -> Statement? {
        let keywordRange = current.range
        advance()
        guard case .number(let number) = current.kind else { throw expected(.languageVersion) }
        let range = keywordRange.union(current.range)
        advance()
        topLevelStatementCount -= 1
        if topLevelStatementCount > 0 || title != nil {
            diagnostics.error(.languageNotFirst, at: range, help: .moveLanguageLine(FoundText.sanitized(lexer.text(range))))
        } else if number.rounded() != number || number < 1 {
            diagnostics.error(.unknownLanguageVersion(FoundText.sanitized(lexer.text(range))), at: range)
        } else if number > Double(Parser.languageVersion) {
            diagnostics.error(.newerLanguageVersion(file: LiteralText.number(number), tool: Parser.languageVersion), at: range,
                              help: .upgradeTool(Parser.languageVersion))
            stopsReading = true
        } else {
            declaredLanguageVersion = Int(number)
        }
        return nil
    }

    /// Whether a version 3 word followed by `next` begins its statement: `language`
    /// takes a number, the others a name.
    private static func startsContextualStatement(_ word: ContextualWord, _ next: Token) -> Bool {
        switch next.kind {
        case .number: word == .language
        case .identifier: word != .language && word != .rearm && word != .task && word != .batch
        case .leftBrace: word == .track || word == .task || word == .batch
        case .newline, .semicolon, .endOfFile, .rightBrace: word == .rearm
        default: false
        }
    }

    /// `semantics rx | combine | swiftui`: right after `language`, before everything else.
    /// `swiftui` is Combine's rules for publishers plus SwiftUI's update cycle (`swiftUI`).
    private mutating func parseSemantics() throws(ParseFailure) {
        let keywordRange = current.range
        advance()
        guard current.kind == .identifier else { throw expected(.name, help: .semanticsWords) }
        let word = text(current)
        let range = keywordRange.union(current.range)
        advance()
        topLevelStatementCount -= 1
        if topLevelStatementCount > 0 || title != nil {
            diagnostics.error(.semanticsNotFirst, at: range)
        } else if let known = Semantics(rawValue: word) {
            semantics = known
            semanticsRange = range
        } else if word == "swiftui" {
            // SwiftUI's update cycle, with Combine's rules for its publishers.
            semantics = .combine
            swiftUI = true
            semanticsRange = range
        } else {
            let help = Suggestions.closest(to: word, in: ["rx", "combine", "swiftui"]).map(DiagnosticHelp.didYouMean)
            diagnostics.error(.unknownSemantics(FoundText.sanitized(word)), at: range, help: help ?? .semanticsWords)
        }
    }

    private mutating func parseScenario() throws(ParseFailure) {
        let keywordRange = current.range
        advance()
        guard case .string(let id) = current.kind else { throw expected(.stringLiteral) }
        let value = lexer.string(id)
        let range = keywordRange.union(current.range)
        advance()
        if title != nil {
            diagnostics.error(.duplicateScenario, at: range)
        } else if topLevelStatementCount > 1 {
            diagnostics.error(.scenarioNotFirst, at: range)
        } else {
            title = value
        }
    }
}

/// The blocks version 4 brought, for the words of "not allowed inside …" (an `on` block, and
/// an `if` in one, are named as version 3 named them).
enum BlockKind: Equatable {
    /// A tracker's APPLY or handler, a `task`'s or an `observations` loop's body.
    case observation
    case batch
    /// An operator's block argument (`handleEvents(receiveOutput: { … })`), by the operator's name,
    /// or a future's block: they hold what an `on` block holds.
    case named(String)
}
