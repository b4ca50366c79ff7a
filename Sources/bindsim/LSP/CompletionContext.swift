/// Where the cursor stands for completion, read from the text before it: a light scan of
/// the statement being typed (words and punctuation, strings and comments skipped), which
/// works on a half-typed statement the parser has given up on.
struct CompletionContext: Equatable {
    /// What may be written at the cursor.
    enum Place: Equatable {
        /// Nothing to offer: inside a string or comment, or where a new name goes.
        case nothing
        /// A statement's first word; `afterBlock`: right after a `}` (where `else` may go).
        case statementStart(inBlock: Bool, afterBlock: Bool)
        /// After `NAME.` or `).`: an operator.
        case operatorAfterDot
        /// After `it.` or `$N.`: a member of a `currentAndPrevious()` pair.
        case memberAfterDot
        /// A stream: a node that can be subscribed to, or a source (`merge(…)`, `just(…)`).
        case stream
        /// A node, of the kinds `filter` lets through.
        case node(NodeFilter)
        /// A subscription's label.
        case label
        /// After `expect`: a node, a label, or a word of an expectation.
        case expectation
        /// One of a few fixed words.
        case words([String])
        case style
        case type
        /// An expression: a node with a value, a builtin, a literal word.
        case expression
    }

    /// Which nodes a position takes (by the checker's rules for the statement).
    enum NodeFilter: Equatable {
        /// `-> NAME`: anything but a stream or a button.
        case bindTarget
        /// `<-> NAME`: a side of a two-way binding.
        case twoWaySide
        /// `set NAME`.
        case settable
        /// `user`/`type NAME`: a field, terminal or property.
        case userEditable
        /// `tap NAME`.
        case button
        /// `allow rewrite NAME`, `expect overwrite of NAME`: a field or terminal.
        case control
        /// Any node (`expect loop through`, `explore`).
        case any

        func admits(_ kind: NodeKind) -> Bool {
            switch self {
            case .bindTarget, .settable: kind != .stream && kind != .button
            case .twoWaySide: kind != .stream && kind != .button && kind != .label
            case .userEditable: kind.acceptsUserEdits
            case .button: kind == .button
            case .control: kind.isControl
            case .any: true
            }
        }
    }

    let place: Place
    /// Where the statement being typed starts: names are declared before they are used, so
    /// only nodes declared before it are offered.
    let statementStart: Int
    /// The part of the word typed before the cursor.
    let prefix: String

    /// The context at byte `offset` of `bytes`. `scanFrom` is a place outside any string,
    /// comment, bracket or block at or before the statement being typed (the start of a
    /// top-level statement the parser read), where the scan may begin instead of the file's start.
    init(_ bytes: [UInt8], offset rawOffset: Int, scanFrom: Int = 0) {
        let offset = max(0, min(rawOffset, bytes.count))
        var wordStart = offset
        while wordStart > 0, Byte.isIdentifierPart(bytes[wordStart - 1]) || bytes[wordStart - 1] == Byte.dollar {
            wordStart -= 1
        }
        var scan = StatementScan(bytes)
        scan.read(from: min(max(0, scanFrom), wordStart), upTo: wordStart)
        place = scan.isInStringOrComment ? .nothing : Self.place(after: scan)
        statementStart = scan.statementStart ?? wordStart
        prefix = String(decoding: bytes[wordStart..<offset], as: UTF8.self)
    }

    private static let declarationWords: Set<String> = Set(NodeKind.allCases.map(\.keyword)
        + ["button", "as", "scenario", "language"])

    private static func place(after scan: StatementScan) -> Place {
        let count = scan.tokenCount
        guard count > 0 else {
            return .statementStart(inBlock: scan.braceDepth > 0, afterBlock: scan.afterClosingBrace)
        }
        let last = scan.token(count - 1)
        if last == "." {
            let before = count >= 2 ? scan.token(count - 2) : ""
            if before == "it" || before.hasPrefix("$") { return .memberAfterDot }
            if let first = before.utf8.first, Byte.isDigit(first) { return .nothing }
            return .operatorAfterDot
        }
        if let group = scan.openGroups.last { return place(inside: group) }
        let first = scan.token(0)
        if count == 1 { return afterFirstWord(first) }
        return afterWord(last, first: first, count: count)
    }

    /// Inside `(…)` or `[…]`: a stream where the operator takes one, else an expression.
    private static func place(inside group: StatementScan.Group) -> Place {
        guard let owner = group.owner, let op = OperatorCatalog.named(owner) else { return .expression }
        return op.parameter(at: group.commas).isStream ? .stream : .expression
    }

    private static func afterFirstWord(_ word: String) -> Place {
        switch word {
        case "bind", "on": .stream
        case "set": .node(.settable)
        case "user", "type": .node(.userEditable)
        case "tap": .node(.button)
        case "unbind": .label
        case "expect": .expectation
        case "allow": .words(["rewrite"])
        case "explore", "invariant", "wait": word == "explore" ? .node(.any) : .expression
        case "if": .expression
        default: declarationWords.contains(word) ? .nothing : .expression
        }
    }

    private static func afterWord(_ last: String, first: String, count: Int) -> Place {
        switch last {
        case "->": return .node(.bindTarget)
        case "<->": return .node(.twoWaySide)
        case "using": return .style
        case "as": return .nothing
        case "=" where first == "let": return .stream
        case ":" where count == 3 && declarationWords.contains(first) && first != "let": return .type
        default: break
        }
        if first == "expect" { return afterExpect(last, count: count) }
        if first == "allow", last == "rewrite" { return .node(.control) }
        if first == "explore", count == 2 { return .words(["with"]) }
        if declarationWords.contains(first), count == 2 { return .nothing }
        if first == "bind" || first == "on" { return streamContinues(last) }
        return .expression
    }

    private static func afterExpect(_ last: String, count: Int) -> Place {
        switch last {
        case "no": return .words(ExpectationWords.afterNo)
        case "loop": return .words(["through"])
        case "through", ",": return .node(.any)
        case "overwrite": return .words(["of"])
        case "of": return .node(.control)
        case "==", "!=": return .expression
        default: return count == 2 ? .words(ExpectationWords.afterSubject) : .expression
        }
    }

    /// After a `bind`'s or `on`'s stream: the words that may follow it.
    private static func streamContinues(_ last: String) -> Place {
        guard last == ")" || last.utf8.allSatisfy(Byte.isIdentifierPart) else { return .expression }
        return .words(["as"])
    }
}

/// The tokens of the statement before the cursor, and what encloses it: a small scanner
/// that knows the lexer's rules for strings, comments and statement ends (a newline ends a
/// statement outside `(…)`/`[…]`, as does `;`; a `{` or `}` starts a new one). Tokens are kept
/// as byte ranges; only the few the context looks at become strings.
struct StatementScan {
    /// An open `(` or `[`: the word before it (an operator's or builtin's name) and the
    /// commas read inside it so far.
    struct Group: Equatable {
        var owner: String?
        var commas: Int
    }

    private let bytes: [UInt8]
    /// The statement's tokens so far, as byte ranges (a string literal is one token).
    private var tokens: [Range<Int>] = []
    private(set) var openGroups: [Group] = []
    private(set) var braceDepth = 0
    private(set) var afterClosingBrace = false
    private(set) var isInStringOrComment = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var tokenCount: Int { tokens.count }

    /// The text of token `index`.
    func token(_ index: Int) -> String {
        String(decoding: bytes[tokens[index]], as: UTF8.self)
    }

    /// The offset of the statement's first token, once there is one.
    var statementStart: Int? { tokens.first?.lowerBound }

    mutating func read(from start: Int, upTo end: Int) {
        var index = start
        while index < end {
            let byte = bytes[index]
            switch byte {
            case Byte.newline:
                if openGroups.isEmpty { endStatement() }
                index += 1
            case Byte.space, Byte.tab, Byte.carriageReturn:
                index += 1
            case Byte.hash:
                while index < end, bytes[index] != Byte.newline { index += 1 }
                if index == end { isInStringOrComment = true }
            case Byte.quote:
                index = skipString(from: index, end: end)
            default:
                index = readToken(from: index, end: end)
            }
        }
    }

    private mutating func endStatement() {
        tokens.removeAll(keepingCapacity: true)
        openGroups.removeAll()
    }

    private mutating func skipString(from start: Int, end: Int) -> Int {
        var index = start + 1
        while index < end, bytes[index] != Byte.quote, bytes[index] != Byte.newline {
            index += bytes[index] == Byte.backslash ? 2 : 1
        }
        if index >= end {
            isInStringOrComment = true
            return end
        }
        if bytes[index] == Byte.quote { index += 1 }
        push(start..<index)
        return index
    }

    private mutating func readToken(from start: Int, end: Int) -> Int {
        var index = start + 1
        let byte = bytes[start]
        if Byte.isIdentifierPart(byte) || byte == Byte.dollar {
            while index < end, Byte.isIdentifierPart(bytes[index]) || (Byte.isDigit(byte) && bytes[index] == Byte.dot
                                                                       && index + 1 < end && Byte.isDigit(bytes[index + 1])) {
                index += 1
            }
            push(start..<index)
            return index
        }
        for symbol in Self.symbols where matches(symbol, at: start, end: end) {
            push(start..<(start + symbol.count))
            return start + symbol.count
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            let owner = byte == UInt8(ascii: "(") ? tokens.last.flatMap { Byte.isIdentifierStart(bytes[$0.lowerBound]) ? $0 : nil } : nil
            push(start..<index)
            openGroups.append(Group(owner: owner.map { String(decoding: bytes[$0], as: UTF8.self) }, commas: 0))
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            if !openGroups.isEmpty { openGroups.removeLast() }
            push(start..<index)
        case UInt8(ascii: ","):
            if !openGroups.isEmpty { openGroups[openGroups.count - 1].commas += 1 }
            push(start..<index)
        case UInt8(ascii: "{"):
            braceDepth += 1
            endStatement()
        case UInt8(ascii: "}"):
            braceDepth = max(0, braceDepth - 1)
            endStatement()
            afterClosingBrace = true
            return index
        case UInt8(ascii: ";"):
            endStatement()
        default:
            if byte < 0x80 { push(start..<index) }
        }
        afterClosingBrace = false
        return index
    }

    private mutating func push(_ token: Range<Int>) {
        tokens.append(token)
        afterClosingBrace = false
    }

    /// The punctuation of two or three characters, longest first.
    private static let symbols: [[UInt8]] = ["<->", "->", "==", "!=", "<=", ">=", "&&", "||"].map { Array($0.utf8) }

    private func matches(_ symbol: [UInt8], at start: Int, end: Int) -> Bool {
        guard start + symbol.count <= end else { return false }
        return symbol.indices.allSatisfy { bytes[start + $0] == symbol[$0] }
    }
}
