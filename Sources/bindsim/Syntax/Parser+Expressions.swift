// Expressions, by precedence climbing (lowest first):
// `?:`, `||`, `&&`, `== !=`, `< <= > >=`, `+ -`, `* / %`, unary `! -`, postfix, primary.
extension Parser {
    mutating func parseExpression() throws(ParseFailure) -> Expr {
        try enter(current.range)
        defer { leave() }
        let condition = try parseBinary(minimumPrecedence: 1)
        guard current.kind == .question else { return condition }
        advance()
        let then = try parseExpression()
        guard consume(.colon) else { throw expected(.colon) }
        let otherwise = try parseExpression()
        return try node(.conditional(condition, then, otherwise), condition.range.union(otherwise.range),
                        depth: max(condition.depth, then.depth, otherwise.depth))
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws(ParseFailure) -> Expr {
        var left = try parseUnary()
        while let op = BinaryOperator(current.kind), op.precedence >= minimumPrecedence {
            advance()
            let right = try parseBinary(minimumPrecedence: op.precedence + 1)
            left = try node(.binary(op, left, right), left.range.union(right.range), depth: max(left.depth, right.depth),
                            reportAt: right.range)
        }
        return left
    }

    private mutating func parseUnary() throws(ParseFailure) -> Expr {
        let token = current
        let op: UnaryOperator
        switch token.kind {
        case .bang: op = .not
        case .minus: op = .negate
        default: return try parsePostfix()
        }
        try enter(token.range)
        defer { leave() }
        advance()
        if op == .negate, case .number(let value) = current.kind {
            let literal = Expr(.number(-value), token.range.union(current.range))
            advance()
            return literal
        }
        let operand = try parseUnary()
        return try node(.unary(op, operand), token.range.union(operand.range), depth: operand.depth)
    }

    private mutating func parsePostfix() throws(ParseFailure) -> Expr {
        var expr = try parsePrimary()
        while true {
            switch current.kind {
            case .dot:
                advance()
                guard current.kind == .identifier else { throw expected(.name) }
                let word = text(current)
                guard let member = Member(rawValue: word) else {
                    var help = Suggestions.closest(to: word, in: Member.allCases.map(\.rawValue)).map(DiagnosticHelp.didYouMean)
                    if let op = OperatorCatalog.named(word) ?? Suggestions.closest(to: word, in: OperatorCatalog.names)
                        .flatMap(OperatorCatalog.named) {
                        help = .operatorInExpression(op.name)
                    }
                    if word == "enabled" || word == "isEnabled" { help = .enabledState }
                    throw fail(.unknownMember(word), at: current.range,
                               help: RxSwiftNames.memberHelp(word) ?? help ?? .members)
                }
                expr = try node(.member(expr, member), expr.range.union(current.range), depth: expr.depth)
                advance()
            case .leftBracket:
                openGroup()
                let index = try parseExpression()
                let end = try closeGroup(.rightBracket, .closingBracket)
                expr = try node(.index(expr, index), SourceRange(start: expr.range.start, end: end),
                                depth: max(expr.depth, index.depth))
            default:
                return expr
            }
        }
    }

    private mutating func parsePrimary() throws(ParseFailure) -> Expr {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return Expr(.number(value), token.range)
        case .string(let id):
            advance()
            return Expr(.string(lexer.string(id)), token.range)
        case .keyword(.true), .keyword(.false):
            advance()
            return Expr(.bool(token.kind == .keyword(.true)), token.range)
        case .keyword(.nil):
            advance()
            return Expr(.nil, token.range)
        case .keyword(.it):
            advance()
            return Expr(.it, token.range)
        case .element(let index):
            advance()
            return Expr(.element(index), token.range)
        case .duration(let milliseconds):
            advance()
            // A literal the lexer refused (reported there) reads as an error placeholder.
            return Expr(milliseconds.map(ExprKind.duration) ?? .invalid, token.range)
        case .leftParen:
            openGroup()
            var inner = try parseExpression()
            let end = try closeGroup(.rightParen, .closingParen)
            inner.range = SourceRange(start: token.range.start, end: end)
            return inner
        case .leftBracket:
            return try parseList()
        case .identifier:
            if peek().kind == .leftParen {
                return try parseCall(token.range)
            }
            let (symbol, name) = names.intern(token.range.start.offset, token.range.end.offset)
            advance()
            if inScanAccumulator, name == "acc" {
                return Expr(.accumulator, token.range)
            }
            if innerStreamDepth > 0, name == "outer" {
                return Expr(.outer, token.range)
            }
            // In an onChange action `old` and `new` are the pair it runs with: its element's $0 and $1.
            if onChangeDepth > 0, name == "old" || name == "new" {
                return Expr(.element(name == "old" ? 0 : 1), token.range)
            }
            return Expr(.name(NameRef(name: name, range: token.range, symbol: symbol)), token.range)
        default:
            throw expected(.expression)
        }
    }

    /// `[E, ...]`
    mutating func parseList() throws(ParseFailure) -> Expr {
        let start = current.range
        try enter(start)
        defer { leave() }
        openGroup()
        var elements: [Expr] = []
        var depth = 0
        if current.kind != .rightBracket {
            repeat {
                let element = try parseExpression()
                depth = max(depth, element.depth)
                elements.append(element)
            } while consume(.comma)
        }
        let end = try closeGroup(.rightBracket, .commaOrClosingBracket)
        return try node(.list(elements), SourceRange(start: start.start, end: end), depth: depth)
    }

    private mutating func parseCall(_ nameRange: SourceRange) throws(ParseFailure) -> Expr {
        advance()
        openGroup()
        var arguments: [Expr] = []
        var depth = 0
        if current.kind != .rightParen {
            repeat {
                let argument = try parseExpression()
                depth = max(depth, argument.depth)
                arguments.append(argument)
            } while consume(.comma)
        }
        let end = try closeGroup(.rightParen, .commaOrClosingParen)
        let range = SourceRange(start: nameRange.start, end: end)
        let builtin = BuiltinFunction.table.lookup(lexer.bytes, nameRange.start.offset, nameRange.end.offset)
        let name = builtin?.rawValue ?? lexer.text(nameRange)
        guard let builtin else {
            diagnostics.error(.unknownFunction(name), at: nameRange, help: BuiltinFunction.help(forUnknown: name))
            return Expr(.invalid, range)
        }
        guard builtin.arity.accepts(arguments.count) else {
            diagnostics.error(.wrongArgumentCount(name: name, expected: builtin.arity, found: arguments.count), at: range)
            return Expr(.invalid, range)
        }
        return try node(.call(builtin, arguments), range, depth: depth)
    }

    /// A node one level above its deepest child, or a nesting error past the limit.
    private mutating func node(_ kind: ExprKind, _ range: SourceRange, depth childDepth: Int,
                      reportAt: SourceRange? = nil) throws(ParseFailure) -> Expr {
        let depth = childDepth + 1
        guard depth <= limits.maxNesting else {
            throw fail(.nestingTooDeep(limit: limits.maxNesting), at: reportAt ?? range, help: .limitsDocumented)
        }
        return Expr(kind, range, depth: depth)
    }
}
