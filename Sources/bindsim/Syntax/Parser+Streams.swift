// Streams: a source, then a chain of `.operator(args)`, each read as its description says.
extension Parser {
    mutating func parseStream() throws(ParseFailure) -> Stream {
        let start = current.range
        try enter(start)
        defer { leave() }
        var source: StreamSource
        var range = start
        switch current.kind {
        case .identifier:
            if peek().kind == .leftParen,
               let index = OperatorCatalog.index(lexer.bytes, start.start.offset, start.end.offset),
               OperatorCatalog.all[index].sourceArity != nil {
                let call = try parseSourceCall(index)
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
        while current.kind == .dot {
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

    /// `merge(S, S, ...)` at the start of a stream: an operator that is a source.
    private mutating func parseSourceCall(_ index: Int) throws(ParseFailure) -> OperatorCall {
        let description = OperatorCatalog.all[index]
        let nameRange = current.range
        advance()
        let (arguments, valid, end) = try parseArguments(of: description, name: description.name)
        let range = SourceRange(start: nameRange.start, end: end)
        if valid, let arity = description.sourceArity, !arity.accepts(arguments.count) {
            if case .atLeast(let minimum) = arity, description.parameter(at: 0).isStream {
                diagnostics.error(.tooFewStreams(name: description.name, minimum: minimum), at: range)
            } else {
                diagnostics.error(.wrongArgumentCount(name: description.name, expected: arity, found: arguments.count),
                                  at: range)
            }
        }
        // Kept even when wrong, so later uses of its streams' names are still checked.
        return OperatorCall(operatorIndex: index, arguments: arguments, range: range, nameRange: nameRange)
    }

    /// `.name(args)`; the call is nil when the operator is unknown or its arguments are wrong (reported).
    private mutating func parseChainCall() throws(ParseFailure) -> (OperatorCall?, SourceRange) {
        let dot = current.range
        advance()
        guard current.kind == .identifier else { throw expected(.operatorName) }
        let nameRange = current.range
        let index = OperatorCatalog.index(lexer.bytes, nameRange.start.offset, nameRange.end.offset)
            .flatMap { OperatorCatalog.all[$0].chainArity == nil ? nil : $0 }
        guard let index else { return try unknownChainCall(dot: dot) }
        let description = OperatorCatalog.all[index]
        let name = description.name
        advance()
        guard current.kind == .leftParen else {
            throw expected(.openingParen, help: current.kind == .leftBrace ? RxSwiftNames.closureArgument : nil)
        }
        let (arguments, valid, end) = try parseArguments(of: description, name: name)
        let range = SourceRange(start: dot.start, end: end)
        guard valid, let arity = description.chainArity else { return (nil, range) }
        guard arity.accepts(arguments.count) else {
            diagnostics.error(.wrongArgumentCount(name: name, expected: arity, found: arguments.count), at: range)
            return (nil, range)
        }
        let call = OperatorCall(operatorIndex: index, arguments: arguments, range: range,
                                nameRange: nameRange)
        return (call, range)
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
        let help = RxSwiftNames.operatorHelp(name, arguments: arguments ?? "") ?? OperatorCatalog.suggestion(for: name)
        diagnostics.error(.unknownOperator(name), at: nameRange, help: help)
        guard arguments != nil else { throw ParseFailure() }
        return (nil, SourceRange(start: dot.start, end: end))
    }

    /// Skips `( ... )` with whatever it holds, to the end of its `)`.
    private mutating func skipArguments() throws(ParseFailure) -> SourceLocation {
        let depth = groupDepth
        openGroup()
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
        if current.kind != .rightParen {
            repeat {
                let parameter = description.parameter(at: arguments.count)
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

    /// One argument; nil when it was wrong (reported).
    private mutating func parseArgument(_ parameter: OperatorParameter, operatorName: String)
        throws(ParseFailure) -> OperatorArgument? {
        switch parameter {
        case .element, .value:
            return .expression(try parseExpression())
        case .accumulator:
            let saved = inScanAccumulator
            inScanAccumulator = true
            defer { inScanAccumulator = saved }
            return .expression(try parseExpression())
        case .stream(.inner):
            innerStreamDepth += 1
            defer { innerStreamDepth -= 1 }
            return .stream(try parseStream())
        case .stream:
            return .stream(try parseStream())
        case .labelled(let label):
            guard current.kind == .identifier, text(current) == label, peek().kind == .colon else {
                diagnostics.error(.missingArgumentLabel(operator: operatorName, label: label), at: current.range)
                return .expression(try parseExpression())
            }
            advance()
            advance()
            return .expression(try parseExpression())
        case .duration:
            return .expression(try parseDurationExpression())
        case .count:
            return .expression(try parseCountExpression(operatorName: operatorName))
        }
    }
}
