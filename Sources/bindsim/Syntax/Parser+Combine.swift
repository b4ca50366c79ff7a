// Version 4's Combine statements (docs/language.md, "Combine").
extension Parser {
    mutating func parseCombine(_ word: ContextualWord, inBlock: Bool) throws(ParseFailure) -> Statement {
        switch word {
        case .currentValue: return try parseDeclaration(.currentValue)
        case .object:
            let start = current.range
            advance()
            let name = try parseName()
            let declaration = Declaration(kind: .object, name: name.name, nameRange: name.range, symbol: name.symbol,
                                          type: nil, value: .none, range: start.union(name.range))
            return Statement(kind: .declare(declaration), range: declaration.range)
        case .passthrough: return try parseDeclaration(.passthrough)
        case .plain: return try parseDeclaration(.plain)
        case .future:
            // `future NAME [: T] [{ BLOCK }]`: the block is the Future's closure, run at the declaration.
            var statement = try parseDeclaration(.future)
            guard current.kind == .leftBrace, case .declare(var declaration) = statement.kind else { return statement }
            let (body, end) = try parseBlock(kind: .named("a future's block"))
            declaration.value = .block(body)
            declaration.range = SourceRange(start: declaration.range.start, end: end)
            statement = Statement(kind: .declare(declaration), range: declaration.range)
            return statement
        case .sink:
            if inBatch {
                throw fail(.notAllowedInBlock("sink", block: "a batch"), at: current.range, help: .batchStatements)
            }
            return try parseOn(inBlock: inBlock)
        case .assign:
            // `assign S -> NAME` is `bind S -> NAME` (Combine's assign(to:)); a two-way arrow is no assign.
            let statement = try parseBind()
            if case .bindTwoWay = statement.kind {
                throw fail(.assignIsOneWay, at: statement.range, help: .writeTwoWayWithBind)
            }
            return statement
        case .complete, .fail:
            let start = current.range
            advance()
            let target = try parseName()
            guard word == .fail else {
                return Statement(kind: .complete(target: target, failure: nil), range: start.union(target.range))
            }
            guard current.kind == .identifier, text(current) == "with" else { throw expected(.with) }
            advance()
            let failure = try parseExpression()
            return Statement(kind: .complete(target: target, failure: failure), range: start.union(failure.range))
        case .button, .tap, .unbind, .language, .semantics, .observable, .computed, .track, .observe, .rearm, .read,
             .mutate, .task, .batch, .state, .view:
            preconditionFailure("'\(word.rawValue)' is not a Combine statement")
        }
    }
}
