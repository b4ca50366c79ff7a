// Streams: a source, then a chain of `.operator(args)`.
extension Parser {
    mutating func parseStream() throws(ParseFailure) -> Stream {
        let start = current.range
        try enter(start)
        defer { leave() }
        var source: StreamSource
        var range = start
        switch current.kind {
        case .identifier:
            let word = OperatorName.table.lookup(lexer.bytes, current.range.start.offset, current.range.end.offset)
            if word == .combineLatest || word == .merge, peek().kind == .leftParen {
                let name = word == .merge ? "merge" : "combineLatest"
                advance()
                let (streams, end) = try parseStreamList()
                range = SourceRange(start: start.start, end: end)
                if streams.count < 2 {
                    diagnostics.error(.tooFewStreams(name: name, minimum: 2), at: range)
                }
                source = name == "merge" ? .merge(streams) : .combineLatest(streams)
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
            let call = try parseOperatorCall()
            range = range.union(call.range)
            if let op = call.op { operatorScratch.append(OperatorCall(op: op, range: call.range, nameRange: call.nameRange)) }
        }
        // Not `Array(operatorScratch[base...])`: for the outermost chain that would share
        // the scratch buffer itself, capacity and all.
        var operators: [OperatorCall] = []
        operators.reserveCapacity(operatorScratch.count - base)
        operators.append(contentsOf: operatorScratch[base...])
        return Stream(source: source, operators: operators, range: range)
    }

    /// `( S, S, ... )` after `combineLatest` or `merge`.
    private mutating func parseStreamList() throws(ParseFailure) -> ([Stream], SourceLocation) {
        openGroup()
        var streams: [Stream] = []
        if current.kind != .rightParen {
            repeat {
                streams.append(try parseStream())
            } while consume(.comma)
        }
        let end = try closeGroup(.rightParen, .commaOrClosingParen)
        return (streams, end)
    }

    /// One argument as the operator's table says to read it.
    private enum Argument {
        case expr(Expr)
        case stream(Stream)
        case duration(DurationLiteral?)
        case count(Int?)
    }

    /// `.name(args)`; `op` is nil when the operator is unknown or its arguments are wrong (reported).
    private mutating func parseOperatorCall() throws(ParseFailure) -> (op: StreamOperator?, range: SourceRange, nameRange: SourceRange) {
        let dot = current.range
        advance()
        guard current.kind == .identifier else { throw expected(.operatorName) }
        let nameRange = current.range
        let written = text(current)
        let known = OperatorName.table.lookup(lexer.bytes, nameRange.start.offset, nameRange.end.offset)
            ?? OperatorName.aliases[written]
        let name = known?.rawValue ?? written
        if known == nil {
            let help = RxSwiftNames.operatorHelp(name)
                ?? Suggestions.closest(to: name, in: OperatorName.names).map(DiagnosticHelp.didYouMean)
            diagnostics.error(.unknownOperator(name), at: nameRange, help: help)
        }
        advance()
        guard current.kind == .leftParen else {
            if known == nil { throw ParseFailure() }
            throw expected(.openingParen, help: current.kind == .leftBrace ? RxSwiftNames.closureArgument : nil)
        }
        openGroup()
        var arguments = ArgumentList()
        if current.kind != .rightParen {
            repeat {
                let mode = known?.argument(at: arguments.count) ?? .constant
                arguments.append(try parseArgument(mode, operatorName: name))
            } while consume(.comma)
        }
        let end = try closeGroup(.rightParen, .commaOrClosingParen)
        let range = SourceRange(start: dot.start, end: end)
        guard let known else { return (nil, range, nameRange) }
        guard known.arity.accepts(arguments.count) else {
            diagnostics.error(.wrongArgumentCount(name: name, expected: known.arity, found: arguments.count), at: range)
            return (nil, range, nameRange)
        }
        return (Self.makeOperator(known, arguments), range, nameRange)
    }

    private mutating func parseArgument(_ mode: OperatorName.Argument, operatorName: String) throws(ParseFailure) -> Argument {
        switch mode {
        case .constant, .element:
            return .expr(try parseExpression())
        case .accumulator:
            let saved = inScanAccumulator
            inScanAccumulator = true
            defer { inScanAccumulator = saved }
            return .expr(try parseExpression())
        case .stream:
            return .stream(try parseStream())
        case .duration:
            return .duration(try parseDuration().literal)
        case .count:
            let value = try parseExpression()
            if case .number(let number) = value.kind, number >= 0, number <= Double(limits.maxCount),
               let count = Int(exactly: number) {
                return .count(count)
            }
            diagnostics.error(.expectedCount(operator: operatorName, found: FoundText.sanitized(lexer.text(value.range))),
                              at: value.range)
            return .count(nil)
        }
    }

    /// Arguments in order; the first two are stored inline so most calls allocate nothing.
    private struct ArgumentList {
        private var first: Argument?
        private var second: Argument?
        private var rest: [Argument] = []
        private(set) var count = 0

        mutating func append(_ argument: Argument) {
            switch count {
            case 0: first = argument
            case 1: second = argument
            default: rest.append(argument)
            }
            count += 1
        }

        subscript(index: Int) -> Argument {
            switch index {
            case 0: first ?? .count(nil)
            case 1: second ?? .count(nil)
            default: rest[index - 2]
            }
        }

        func compactMap<T>(_ transform: (Argument) -> T?) -> [T] {
            (0..<count).compactMap { transform(self[$0]) }
        }
    }

    /// Builds the typed operator once the argument count is right; nil if an argument was invalid.
    private static func makeOperator(_ name: OperatorName, _ arguments: ArgumentList) -> StreamOperator? {
        func expr(_ index: Int) -> Expr? {
            if case .expr(let value) = arguments[index] { return value }
            return nil
        }
        func duration() -> DurationLiteral? {
            if case .duration(let value) = arguments[0] { return value }
            return nil
        }
        func count() -> Int? {
            if case .count(let value) = arguments[0] { return value }
            return nil
        }
        func streams() -> [Stream] {
            arguments.compactMap { argument -> Stream? in
                if case .stream(let stream) = argument { return stream }
                return nil
            }
        }
        switch name {
        case .map: return expr(0).map(StreamOperator.map)
        case .filter: return expr(0).map(StreamOperator.filter)
        case .distinct: return .distinct
        case .skip: return count().map(StreamOperator.skip)
        case .take: return count().map(StreamOperator.take)
        case .startWith: return expr(0).map(StreamOperator.startWith)
        case .scan:
            guard let seed = expr(0), let accumulator = expr(1) else { return nil }
            return .scan(seed: seed, accumulator: accumulator)
        case .not: return .not
        case .ignore: return expr(0).map(StreamOperator.ignore)
        case .merge: return .merge(streams())
        case .combineLatest: return .combineLatest(streams())
        case .withLatestFrom: return streams().first.map(StreamOperator.withLatestFrom)
        case .currentAndPrevious: return .currentAndPrevious
        case .async: return .async
        case .delay: return duration().map(StreamOperator.delay)
        case .debounce: return duration().map(StreamOperator.debounce)
        case .throttle: return duration().map(StreamOperator.throttle)
        }
    }
}
