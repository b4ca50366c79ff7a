// Streams: a source, then a chain of `.operator(args)`, each read as its description says.
extension Parser {
    mutating func parseStream() throws(ParseFailure) -> Stream {
        let start = current.range
        try enter(start)
        defer { leave() }
        var source: StreamSource
        var range = start
        switch current.kind {
        case .identifier where startsObjectWillChange():
            (source, range) = try parseObjectWillChange()
        case .identifier:
            if peek().kind == .leftParen || (text(current) == "Observable" && peek().kind == .dot) {
                let call = try parseStartCall()
                range = call.range
                source = .call(call)
            } else {
                source = .node(try parseName())
            }
        case .keyword(let keyword) where keyword != .true && keyword != .false && keyword != .nil && keyword != .it:
            source = .node(try parseName())
        default:
            throw expected(.stream)
        }
        // The chain collects on the parser's scratch stack (a nested stream's chain above
        // it, gone before the next call), so the stream's own array is made once, exactly
        // sized: an operator call is 100 bytes and most chains have one to three.
        let base = operatorScratch.count
        defer { operatorScratch.removeSubrange(base...) }
        while continuesChain() {
            let (call, callRange) = try parseChainCall()
            range = range.union(callRange)
            if let call { operatorScratch.append(call) }
        }
        // Not `Array(operatorScratch[base...])`: for the outermost chain that would share
        // the scratch buffer itself, capacity and all.
        var operators: [OperatorCall] = []
        operators.reserveCapacity(operatorScratch.count - base)
        operators.append(contentsOf: operatorScratch[base...])
        return Stream(source: source, operators: operators, range: range)
    }

    /// Whether `current` begins `objectWillChange(`.
    @inline(never)
    private mutating func startsObjectWillChange() -> Bool {
        text(current) == "objectWillChange" && peek().kind == .leftParen
    }

    /// `objectWillChange(NAME)`: an object's publisher (version 4), a name in parentheses. Out of
    /// line, as the rarely taken paths of the recursive stream parser are: every level of a nested
    /// stream keeps the frames of `parseStream`, `parseArguments` and `parseArgument` on the stack.
    @inline(never)
    private mutating func parseObjectWillChange() throws(ParseFailure) -> (StreamSource, SourceRange) {
        let start = current.range
        advance()
        openGroup()
        let name = try parseName()
        let end = try closeGroup(.rightParen, .closingParen)
        return (.objectWillChange(name), SourceRange(start: start.start, end: end))
    }

    /// Whether the chain goes on: a `.` here, or first on a later line (comments and blank lines
    /// may stand between), as RxSwift code is written, one operator a line. The newlines before
    /// it are consumed; a statement never starts with `.`, so no statement is swallowed.
    private mutating func continuesChain() -> Bool {
        if current.kind == .dot { return true }
        guard current.kind == .newline, peekPastNewlines().kind == .dot else { return false }
        while current.kind == .newline { advance() }
        return true
    }

    /// A call at the start of a stream: a source (`interval(1s)`, `merge(a, b)`). RxSwift's
    /// `Observable.interval(1s)` is one error and is read as `interval(1s)`; a call of no
    /// source (`intervall(1s)`, `map(it)`) is one error, its arguments skipped, and the
    /// stream stands as `never()`, so a `let` it starts is still declared.
    private mutating func parseStartCall() throws(ParseFailure) -> OperatorCall {
        let typeStart = current.range.start
        var written = ""
        if text(current) == "Observable", peek().kind == .dot {
            advance()
            advance()
            guard current.kind == .identifier else { throw expected(.operatorName) }
            written = "Observable."
        }
        let nameRange = current.range
        let name = text(current)
        let index = OperatorCatalog.index(lexer.bytes, nameRange.start.offset, nameRange.end.offset)
            .flatMap { OperatorCatalog.all[$0].sourceArity == nil ? nil : $0 }
        if let index {
            if !written.isEmpty {
                let signature = OperatorCatalog.all[index].documentation.signature
                diagnostics.error(.unknownOperator(written + name), at: SourceRange(start: typeStart, end: nameRange.end),
                                  help: .operatorSpelling(name: signature, rxSwift: written + name))
                guard peek().kind == .leftParen else { throw ParseFailure() }
            }
            return try parseSourceCall(index)
        }
        reportUnknownSource(name, written: written, at: nameRange, from: typeStart)
        advance()
        guard current.kind == .leftParen else { throw ParseFailure() }
        let end = try skipArguments()
        return OperatorCall(operatorIndex: OperatorCatalog.neverIndex, arguments: .none,
                            range: SourceRange(start: typeStart, end: end), nameRange: nameRange)
    }

    /// A call at the start of a stream that is no source: one error, with the closest source, the
    /// operator's place or its RxSwift spelling. Out of line: the recursive path keeps small frames.
    @inline(never)
    private func reportUnknownSource(_ name: String, written: String, at nameRange: SourceRange, from typeStart: SourceLocation) {
        if let later = LaterWords.message(for: name) {
            diagnostics.error(later, at: nameRange, help: .laterWords)
        } else if let chained = OperatorCatalog.named(name) {
            diagnostics.error(.operatorOutOfPlace(name: chained.name, starts: false), at: nameRange,
                              help: .followStreamWith(chained.documentation.signature))
        } else {
            diagnostics.error(.unknownOperator(written + name), at: SourceRange(start: typeStart, end: nameRange.end),
                              help: RxSwiftNames.sourceHelp(name) ?? OperatorCatalog.sourceSuggestion(for: name))
        }
    }

    /// A source's argument count, reported when its arity refuses it (out of line, as above).
    @inline(never)
    private func checkSourceArity(of description: OperatorDescription, count: Int, at range: SourceRange) {
        guard let arity = description.sourceArity, !arity.accepts(count) else { return }
        if case .atLeast(let minimum) = arity, description.parameter(at: 0).isStream {
            diagnostics.error(.tooFewStreams(name: description.name, minimum: minimum), at: range)
        } else {
            diagnostics.error(.wrongArgumentCount(name: description.name, expected: arity, found: count), at: range)
        }
    }

    /// `merge(S, S, ...)` at the start of a stream: an operator that is a source.
    private mutating func parseSourceCall(_ index: Int) throws(ParseFailure) -> OperatorCall {
        let description = OperatorCatalog.all[index]
        let nameRange = current.range
        checkVocabulary(description, at: nameRange)
        advance()
        let (arguments, valid, end) = try parseArguments(of: description, name: description.name)
        let range = SourceRange(start: nameRange.start, end: end)
        if valid { checkSourceArity(of: description, count: arguments.count, at: range) }
        // Kept even when wrong, so later uses of its streams' names are still checked.
        return OperatorCall(operatorIndex: index, arguments: arguments, range: range, nameRange: nameRange)
    }

    /// `.name(args)`; the call is nil when the operator is unknown or its arguments are wrong (reported).
    private mutating func parseChainCall() throws(ParseFailure) -> (OperatorCall?, SourceRange) {
        let dot = current.range
        advance()
        guard current.kind == .identifier else {
            // RxSwift's `.bind(to: query)` ending a chain: `bind` is a keyword here, with a habit's help.
            var help: DiagnosticHelp?
            if case .keyword = current.kind { help = RxSwiftNames.operatorHelp(text(current)) }
            throw expected(.operatorName, help: help)
        }
        let nameRange = current.range
        let index = (labelledOverload(named: nameRange) ?? OperatorCatalog.index(lexer.bytes, nameRange.start.offset, nameRange.end.offset))
            .flatMap { OperatorCatalog.all[$0].chainArity == nil ? nil : $0 }
        guard var index else { return try unknownChainCall(dot: dot) }
        var description = OperatorCatalog.all[index]
        advance()
        guard current.kind == .leftParen else {
            let makesStreams = description.parameter(at: 0) == .stream(.inner)
            throw expected(.openingParen, help: current.kind == .leftBrace
                ? RxSwiftNames.closureArgument(operator: description.name, makesStreams: makesStreams) : nil)
        }
        // Combine's `map(S).switchToLatest()` is one operator: `map`'s argument is then a stream.
        let switched = description.name == OperatorDescription.map.name && mapIsSwitchedToLatest()
        if switched {
            index = OperatorCatalog.switchToLatestIndex
            description = OperatorCatalog.all[index]
        } else if index == OperatorCatalog.switchToLatestIndex {
            diagnostics.error(.switchToLatestAfterMap, at: nameRange, help: .nativeSpelling(description.documentation.signature))
        }
        let name = description.writtenName
        checkVocabulary(description, at: nameRange)
        var (arguments, valid, end) = try parseArguments(of: description, name: switched ? "map" : name)
        if switched { end = consumeSwitchToLatest() }
        let range = SourceRange(start: dot.start, end: end)
        guard valid, let arity = description.chainArity else { return (nil, range) }
        if semantics == .combine { checkCombineArguments(of: description, count: arguments.count, at: range) }
        guard arity.accepts(arguments.count) else {
            diagnostics.error(.wrongArgumentCount(name: name, expected: arity, found: arguments.count), at: range)
            return (nil, range)
        }
        let call = OperatorCall(operatorIndex: index, arguments: arguments, range: range,
                                nameRange: nameRange)
        return (call, range)
    }

    /// The operator a name and its first argument's label spell together (`prefix(while: E)`,
    /// `drop(untilOutputFrom: S)`), read from the bytes after the name — blanks, line breaks and
    /// comments skipped, as the parser skips them inside `( )`; nil for any other call. Out of
    /// line: this parser's recursion passes through `parseChainCall`.
    @inline(never)
    private func labelledOverload(named nameRange: SourceRange) -> Int? {
        let bytes = lexer.bytes
        let start = nameRange.start.offset, end = nameRange.end.offset
        // Only the names that have such spellings (no String is made for any other call).
        guard OperatorCatalog.labelledNames.contains(where: { $0.elementsEqual(bytes[start..<end]) }) else { return nil }
        var position = end
        func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                case UInt8(ascii: "#"): while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                default: return
                }
            }
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return nil }
        position += 1
        skipSpace()
        let labelStart = position
        while position < bytes.count, Byte.isIdentifierPart(bytes[position]) { position += 1 }
        guard position > labelStart else { return nil }
        let labelEnd = position
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        return OperatorCatalog.labelled(lexer.text(start, end), lexer.text(labelStart, labelEnd))
    }

    /// Under `combine`, `throttle` says `latest:` (Combine's has no default).
    @inline(never)
    private func checkCombineArguments(of description: OperatorDescription, count: Int, at range: SourceRange) {
        guard description.name == OperatorDescription.throttle.name, count == 1 else { return }
        diagnostics.error(.missingArgumentLabel(operator: description.name, label: "latest"), at: range,
                          help: .combineThrottleLatest)
    }

    /// A spelling foreign to the file's semantics (`distinct()` under `combine`, `removeDuplicates()`
    /// under `rx`): one error whose help is the native spelling; the call is read on.
    @inline(never)
    private func checkVocabulary(_ description: OperatorDescription, at range: SourceRange) {
        guard !description.vocabulary.belongs(to: semantics) else { return }
        switch description.vocabulary {
        case .shared: return
        case .rx(combine: nil, _):
            diagnostics.error(.noCombineCounterpart(name: description.name), at: range, help: .combineHasNoCounterpart)
        case .rx(combine: let native?, let toCome):
            diagnostics.error(.foreignOperator(name: description.name, library: Semantics.rx.libraryName,
                                               semantics: semantics.rawValue), at: range,
                              help: toCome ? .nativeSpellingToCome(native) : .nativeSpelling(native))
        case .combine(rx: let native):
            diagnostics.error(.foreignOperator(name: description.name, library: Semantics.combine.libraryName,
                                               semantics: semantics.rawValue), at: range, help: .nativeSpelling(native))
        case .combineOnly(let rxHelp):
            diagnostics.error(.foreignOperator(name: description.name, library: Semantics.combine.libraryName,
                                               semantics: semantics.rawValue), at: range, help: .rxSwift(rxHelp))
        }
    }

    /// Whether the `( … )` at `current` is followed by `.switchToLatest()` (on the same or a later
    /// line): a look ahead over tokens, on a lexer of its own, that changes nothing but the memo of
    /// where each bracket it passed closes (`closingBrackets`), so that the `map(`s nested inside
    /// are answered without scanning their arguments again (a file of nested maps stays linear).
    @inline(never)
    private mutating func mapIsSwitchedToLatest() -> Bool {
        let open = current.range.start.offset
        let afterClose: Int
        if let known = closingBrackets[open] {
            afterClose = known
        } else {
            let scout = Lexer(bytes: lexer.bytes, startOffset: open, diagnostics: DiagnosticEngine(limit: 1), limits: limits)
            var opens: [Int] = []
            var token = scout.next()
            while true {
                switch token.kind {
                case .leftParen, .leftBracket: opens.append(token.range.start.offset)
                case .rightParen, .rightBracket:
                    if let start = opens.popLast() { closingBrackets[start] = token.range.end.offset }
                case .endOfFile: return false
                default: break
                }
                if opens.isEmpty { break }
                token = scout.next()
            }
            afterClose = token.range.end.offset
        }
        let scout = Lexer(bytes: lexer.bytes, startOffset: afterClose, diagnostics: DiagnosticEngine(limit: 1), limits: limits)
        var token = scout.next()
        while token.kind == .newline { token = scout.next() }
        guard token.kind == .dot else { return false }
        token = scout.next()
        guard token.kind == .identifier,
              lexer.text(token.range.start.offset, token.range.end.offset) == OperatorDescription.switchToLatest.name else {
            return false
        }
        guard scout.next().kind == .leftParen else { return false }
        return scout.next().kind == .rightParen
    }

    /// Reads the `.switchToLatest()` that `mapIsSwitchedToLatest` saw, and gives its end.
    @inline(never)
    private mutating func consumeSwitchToLatest() -> SourceLocation {
        while current.kind != .dot { advance() }  // the newlines a chain may break on
        advance()
        advance()
        advance()
        let end = current.range.end
        advance()
        return end
    }

    /// `.name(args)` where `name` is no operator of the language: one error with the closest
    /// operator (by its name or RxSwift's) or the language's spelling of an RxSwift habit
    /// (`observeOn(MainScheduler.instance)` is `main()`). The arguments are skipped unread:
    /// what they name belongs to the mistake (`MainScheduler.instance`), not to more errors.
    private mutating func unknownChainCall(dot: SourceRange) throws(ParseFailure) -> (OperatorCall?, SourceRange) {
        let nameRange = current.range
        let name = text(current)
        advance()
        var end = nameRange.end
        var arguments: String?
        if current.kind == .leftParen {
            let open = current.range
            end = try skipArguments()
            arguments = lexer.text(open.end.offset, max(open.end.offset, end.offset - 1))
        }
        if let later = LaterWords.message(for: name, arguments: arguments) {
            diagnostics.error(later, at: nameRange, help: .laterWords)
        } else if let source = OperatorCatalog.named(name) {
            diagnostics.error(.operatorOutOfPlace(name: source.name, starts: true), at: nameRange,
                              help: .startStreamWith(source.documentation.signature))
        } else {
            let enabled = name == "enabled" || name == "isEnabled" ? DiagnosticHelp.enabledState
                : name == "drop" ? DiagnosticHelp.dropSpellings : nil
            let help = enabled ?? RxSwiftNames.operatorHelp(name, arguments: arguments ?? "") ?? OperatorCatalog.suggestion(for: name)
            diagnostics.error(.unknownOperator(name), at: nameRange, help: help)
        }
        guard arguments != nil else { throw ParseFailure() }
        return (nil, SourceRange(start: dot.start, end: end))
    }

    /// Skips `( ... )` with whatever it holds, to the end of its `)`.
    private mutating func skipArguments() throws(ParseFailure) -> SourceLocation {
        let depth = groupDepth
        openGroup()
        return try skipGroup(openedAt: depth)
    }

    /// Skips what is left of the group opened at `depth`, to the end of its closing bracket.
    private mutating func skipGroup(openedAt depth: Int) throws(ParseFailure) -> SourceLocation {
        while true {
            switch current.kind {
            case .leftParen, .leftBracket:
                openGroup()
            case .rightParen, .rightBracket:
                let end = try closeGroup(current.kind, current.kind == .rightParen ? .closingParen : .closingBracket)
                if groupDepth == depth { return end }
            case .endOfFile:
                throw expected(.closingParen)
            default:
                if startsTopLevelStatement(current) { throw expected(.closingParen) }
                advance()
            }
        }
    }

    /// `( args )`, each argument read as its parameter says. `valid` is false when an argument was wrong (reported).
    private mutating func parseArguments(of description: OperatorDescription, name: String)
        throws(ParseFailure) -> (arguments: OperatorArguments, valid: Bool, end: SourceLocation) {
        openGroup()
        var arguments = OperatorArguments.none
        var valid = true
        if description.argumentLabel != nil { consumeArgumentLabel() }
        if current.kind != .rightParen {
            repeat {
                let parameter = description.parameter(at: arguments.count)
                if reportsForeignLabel(for: parameter, of: name) {
                    // The rest of the call is the same mistake.
                    return (arguments, false, try skipGroup(openedAt: groupDepth - 1))
                }
                if let argument = try parseArgument(parameter, operatorName: name) {
                    arguments.append(argument)
                } else {
                    valid = false
                    arguments.append(.invalid)
                }
            } while consume(.comma)
        }
        let end = try closeGroup(.rightParen, .commaOrClosingParen)
        return (arguments, valid, end)
    }

    /// The label of an operator named with it (`while:` of `prefix(while: E)`), which
    /// `labelledOverload` has seen. Out of line, as the rest of the recursion's rare paths.
    @inline(never)
    private mutating func consumeArgumentLabel() {
        guard current.kind == .identifier, peek().kind == .colon else { return }
        advance()
        advance()
    }

    /// A label written here that `parameter` does not take, reported (one error): RxSwift's
    /// label naming another operator or a scheduler. Out of line, as the rarely taken
    /// paths of the recursive stream parser are: each level of a nested stream keeps the frames of
    /// `parseStream`, `parseStartCall`, `parseSourceCall`, `parseArguments` and `parseArgument`.
    @inline(never)
    private mutating func reportsForeignLabel(for parameter: OperatorParameter, of name: String) -> Bool {
        guard let label = rxSwiftLabel(for: parameter) else { return false }
        diagnostics.error(.unknownOperator("\(name)(\(label):)"), at: current.range,
                          help: OperatorCatalog.labelSuggestion(operator: name, label: label))
        return true
    }

    /// The argument label written here (`until:` in `take(until: stop)`) when the parameter
    /// takes none or another: a label the language does not write.
    private mutating func rxSwiftLabel(for parameter: OperatorParameter) -> String? {
        guard current.kind == .identifier, peek().kind == .colon else { return nil }
        let label = text(current)
        if case .labelled(let expected) = parameter, expected == label { return nil }
        if case .scheduler(let expected) = parameter, expected == label { return nil }
        if case .block(let expected) = parameter, expected == label { return nil }
        return label
    }

    /// One argument; nil when it was wrong (reported).
    private mutating func parseArgument(_ parameter: OperatorParameter, operatorName: String)
        throws(ParseFailure) -> OperatorArgument? {
        switch parameter {
        case .stream(.inner):
            innerStreamDepth += 1
            defer { innerStreamDepth -= 1 }
            return .stream(try parseStream())
        case .stream:
            return .stream(try parseStream())
        case .element, .value, .accumulator, .labelled, .scheduler, .duration, .count:
            return try parseExpressionArgument(parameter, operatorName: operatorName)
        case .block(let label):
            return try parseBlockArgument(label: label, operatorName: operatorName)
        }
    }

    /// `label: { STATEMENTS }` inside an operator's parentheses: newlines separate the block's
    /// statements again (a group drops them), and the parentheses' rule comes back after the `}`.
    @inline(never)
    private mutating func parseBlockArgument(label: String, operatorName: String) throws(ParseFailure) -> OperatorArgument {
        guard current.kind == .identifier, text(current) == label, peek().kind == .colon else {
            throw fail(.missingArgumentLabel(operator: operatorName, label: label), at: current.range,
                       help: .blockArgument(operator: operatorName, label: label))
        }
        advance()
        guard peek().kind == .leftBrace else {
            advance()
            throw fail(.expected(.openingBrace, found: describe(current)), at: current.range,
                       help: .blockArgument(operator: operatorName, label: label))
        }
        advance()
        let (body, _) = try outsideGroups { parser throws(ParseFailure) in
            try parser.parseBlock(kind: .named("the block of \(operatorName)(…)"))
        }
        return .block(body)
    }

    /// An argument that is an expression, as its parameter reads it. Out of line: a nested
    /// stream recurses through `parseArgument`, whose frame then holds only the stream cases.
    @inline(never)
    private mutating func parseExpressionArgument(_ parameter: OperatorParameter, operatorName: String)
        throws(ParseFailure) -> OperatorArgument {
        switch parameter {
        case .element, .value:
            return .expression(try parseExpression())
        case .accumulator:
            let saved = inScanAccumulator
            inScanAccumulator = true
            defer { inScanAccumulator = saved }
            return .expression(try parseExpression())
        case .labelled(let label):
            guard current.kind == .identifier, text(current) == label, peek().kind == .colon else {
                diagnostics.error(.missingArgumentLabel(operator: operatorName, label: label), at: current.range)
                return .expression(try parseExpression())
            }
            advance()
            advance()
            return .expression(try parseExpression())
        case .scheduler(let label):
            return try parseScheduler(label: label, operatorName: operatorName)
        case .duration:
            return .expression(try parseDurationExpression())
        case .count:
            return .expression(try parseCountExpression(operatorName: operatorName))
        case .stream, .block:
            preconditionFailure("a stream or block argument is read by parseArgument")
        }
    }

    /// `label: WORD` (`receive(on: main)`), the word kept as a string literal.
    @inline(never)
    private mutating func parseScheduler(label: String, operatorName: String) throws(ParseFailure) -> OperatorArgument {
        // `on` is also a statement's keyword: the label is told by its colon.
        guard text(current) == label, peek().kind == .colon else {
            diagnostics.error(.missingArgumentLabel(operator: operatorName, label: label), at: current.range)
            throw ParseFailure()
        }
        advance()
        advance()
        let word = current.kind == .identifier ? text(current) : ""
        guard Self.schedulerWords.contains(word) else {
            throw fail(.unknownScheduler(FoundText.sanitized(word.isEmpty ? text(current) : word)), at: current.range,
                       help: .schedulerWords)
        }
        let range = current.range
        advance()
        return .expression(Expr(.string(word), range))
    }

    /// What `receive(on:)` takes: Combine's `RunLoop.main`/`DispatchQueue.main` and `ImmediateScheduler.shared`.
    static let schedulerWords = ["main", "immediate"]
}
