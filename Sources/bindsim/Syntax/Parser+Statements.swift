// Declarations, bindings, blocks, actions and expectations.
extension Parser {
    /// A node name; a keyword is reported and accepted so the statement still parses.
    mutating func parseName() throws(ParseFailure) -> NameRef {
        switch current.kind {
        case .identifier:
            let (symbol, text) = names.intern(current.range.start.offset, current.range.end.offset)
            let name = NameRef(name: text, range: current.range, symbol: symbol)
            advance()
            return name
        case .keyword(let keyword) where keyword != .true && keyword != .false && keyword != .nil:
            diagnostics.error(.keywordAsName(keyword.rawValue), at: current.range)
            let name = NameRef(name: keyword.rawValue, range: current.range, symbol: names.intern(keyword.rawValue))
            advance()
            return name
        default:
            throw expected(.name)
        }
    }

    /// A node's name where a button's enabled state may stand too (a `bind` target, an
    /// `expect`'s subject): `NAME.enabled`, the node `declareEnabledStates` declares.
    mutating func parseNodeName() throws(ParseFailure) -> NameRef {
        let name = try parseName()
        guard current.kind == .dot, current.range.start.offset == name.range.end.offset,
              peek().kind == .identifier, peek().range.start.offset == current.range.end.offset else { return name }
        if swiftUI, lexer.text(peek().range).hasPrefix("onChange") {
            // `Editor.onChange1`: a view's generated onChange label (`expect … received`), one word.
            advance()
            let member = current.range
            advance()
            let (symbol, spelled) = names.intern(name.range.start.offset, member.end.offset)
            return NameRef(name: spelled, range: name.range.union(member), symbol: symbol)
        }
        guard atEnabledMember() else {
            // `submit.enabeld`: the one member a node has here is a button's `enabled`.
            advance()
            let word = text(current)
            throw fail(.unknownMember(word), at: current.range,
                       help: Suggestions.closest(to: word, in: ["enabled"]).map(DiagnosticHelp.didYouMean) ?? .enabledState)
        }
        // Written as one word (`go.enabled`, as RxSwift writes members), so its bytes are its name.
        advance()
        let member = current.range
        advance()
        // Interned by its bytes, as every name is (interning a String rebuilds the name table:
        // a file of many would take quadratic time).
        let (symbol, spelled) = names.intern(name.range.start.offset, member.end.offset)
        let reference = NameRef(name: spelled, range: name.range.union(member), symbol: symbol)
        enabledStateUses.append(reference)
        return reference
    }

    /// Whether `.enabled` comes next (a button's enabled state, or a hint that it is one).
    mutating func atEnabledMember() -> Bool {
        current.kind == .dot && peek().kind == .identifier && lexer.text(peek().range) == "enabled"
    }

    /// Declares each button's enabled state the file uses, right after the button: a `label
    /// NAME.enabled: Bool = true` (a button starts enabled; RxCocoa's `button.rx.isEnabled` is a
    /// `Binder<Bool>`). `.enabled` of a node that is not a button is `E0226`; of an unknown
    /// name, the checker's unknown name.
    mutating func declareEnabledStates(in statements: inout [Statement]) {
        guard !enabledStateUses.isEmpty else { return }
        var declared: [String: (index: Int, declaration: Declaration)] = [:]
        for (index, statement) in statements.enumerated() {
            if case .declare(let declaration) = statement.kind, declared[declaration.name] == nil {
                declared[declaration.name] = (index, declaration)
            }
        }
        var seen: Set<String> = []
        /// Each state, by the index of its button's declaration.
        var stateAfter: [Int: Statement] = [:]
        for use in enabledStateUses where seen.insert(use.name).inserted {
            guard let buttonName = Declaration.button(ofEnabledState: use.name),
                  let (index, button) = declared[buttonName] else { continue }
            guard button.kind == .button else {
                diagnostics.error(.enabledOfNonButton(kind: button.kind.keyword, name: buttonName), at: use.range)
                continue
            }
            let name = use.name
            let type = TypeAnnotation(base: .bool, isOptional: false, range: button.nameRange)
            let state = Declaration(kind: .label, name: name, nameRange: button.nameRange, symbol: use.symbol,
                                    type: type, value: .initial(Expr(.bool(true), button.nameRange)), range: button.range)
            stateAfter[index] = Statement(kind: .declare(state), range: button.range)
        }
        guard !stateAfter.isEmpty else { return }
        // One pass (inserting one by one moves the rest of the file each time).
        var merged: [Statement] = []
        merged.reserveCapacity(statements.count + stateAfter.count)
        for (index, statement) in statements.enumerated() {
            merged.append(statement)
            if let state = stateAfter[index] { merged.append(state) }
        }
        statements = merged
    }

    mutating func parseDeclaration(_ kind: NodeKind) throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let name = try parseName()
        var type: TypeAnnotation?
        if current.kind == .colon {
            advance()
            type = try parseTypeAnnotation()
        }
        let storesNothing = kind == .publish || kind == .passthrough || kind == .future
        var declaration = Declaration(kind: kind, name: name.name, nameRange: name.range, symbol: name.symbol, type: type,
                                      value: storesNothing ? .none : .initial(Expr(.invalid, name.range)),
                                      range: start.union(current.range))
        if current.kind == .assign {
            let assign = current.range
            advance()
            let value: Expr
            do {
                value = try parseExpression()
            } catch {
                partialDeclaration = declaration
                throw error
            }
            declaration.range = start.union(value.range)
            // `published NAME = E in OBJECT`: a member of an ObservableObject (version 4); `plain` too.
            if kind == .published || kind == .plain, current.kind == .identifier, text(current) == "in", peek().kind == .identifier {
                advance()
                let object = try parseName()
                declaration.object = object
                declaration.range = start.union(object.range)
            }
            if storesNothing {
                diagnostics.error(.publishWithInitialValue(kind: kind.keyword, name: name.name), at: assign.union(value.range),
                                  help: .removeInitialValue)
            } else {
                declaration.value = .initial(value)
            }
        } else {
            declaration.range = start.union(type?.range ?? name.range)
            if !storesNothing {
                diagnostics.error(.missingInitialValue(kind: kind.keyword, name: name.name), at: name.range,
                                  help: .writeInitialValue(name.name))
            }
        }
        return Statement(kind: .declare(declaration), range: declaration.range)
    }

    private mutating func parseTypeAnnotation() throws(ParseFailure) -> TypeAnnotation? {
        guard current.kind == .identifier else { throw expected(.typeName) }
        let word = text(current)
        var range = current.range
        advance()
        var isOptional = false
        if current.kind == .question {
            range = range.union(current.range)
            isOptional = true
            advance()
        }
        guard let base = TypeAnnotation.Base(rawValue: word) else {
            let names = TypeAnnotation.Base.allCases.map(\.rawValue)
            let help = Suggestions.closest(to: word, in: names).map(DiagnosticHelp.didYouMean) ?? .types
            diagnostics.error(.unknownType(word), at: range, help: help)
            return nil
        }
        return TypeAnnotation(base: base, isOptional: isOptional, range: range)
    }

    mutating func parseLet() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let name = try parseName()
        let partial = Declaration(kind: .stream, name: name.name, nameRange: name.range, symbol: name.symbol, type: nil, value: .none,
                                  range: start.union(name.range))
        guard consume(.assign) else {
            partialDeclaration = partial
            throw expected(.equals)
        }
        let stream: Stream
        do {
            stream = try parseStream()
        } catch {
            partialDeclaration = partial
            throw error
        }
        let declaration = Declaration(kind: .stream, name: name.name, nameRange: name.range, symbol: name.symbol, type: nil,
                                      value: .stream(stream), range: start.union(stream.range))
        return Statement(kind: .declare(declaration), range: declaration.range)
    }

    mutating func parseBind() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let source = try parseStream()
        switch current.kind {
        case .arrow:
            advance()
            let target = try parseNodeName()
            let label = try parseLabel()
            return Statement(kind: .bind(source: source, target: target, label: label),
                             range: start.union(label?.range ?? target.range))
        case .twoWayArrow:
            advance()
            let left = try twoWaySide(source)
            let right = try twoWaySide(try parseStream())
            var style = BindingStyle.rx
            var end = right.range
            if current.isKeyword(.using) {
                advance()
                guard current.kind == .identifier else { throw expected(.styleName) }
                let word = text(current)
                end = current.range
                if let known = BindingStyle(rawValue: word) {
                    style = known
                } else {
                    let help = Suggestions.closest(to: word, in: BindingStyle.names).map(DiagnosticHelp.didYouMean)
                    diagnostics.error(.unknownStyle(word), at: current.range, help: help ?? .styles)
                }
                advance()
            }
            let label = try parseLabel()
            return Statement(kind: .bindTwoWay(left: left, right: right, style: style, label: label),
                             range: start.union(label?.range ?? end))
        default:
            throw expected(.bindArrow, help: current.kind == .leftBrace ? RxSwiftNames.resultSelector : nil)
        }
    }

    private mutating func twoWaySide(_ stream: Stream) throws(ParseFailure) -> TwoWaySide {
        guard case .node(let node) = stream.source else {
            throw fail(.twoWaySideNotNode, at: stream.range)
        }
        return TwoWaySide(node: node, operators: stream.operators, range: stream.range)
    }

    /// `on S [as L] { BLOCK } [completion { BLOCK }]` (or `sink`); `inBlock`: inside a block, a
    /// subscription made while the block runs (an `observations` loop stands at the top level only).
    mutating func parseOn(inBlock: Bool = false) throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        if current.kind == .identifier, text(current) == "observations", peek().kind == .leftParen {
            if inBlock { throw fail(.notAllowedInBlock("on observations"), at: current.range, help: .blockStatements) }
            return try parseObservations(start: start)
        }
        let source = try parseStream()
        let label = try parseLabel()
        if current.kind == .identifier, text(current) == "demand", let later = LaterWords.message(for: "demand") {
            throw fail(later, at: current.range, help: .laterWords)
        }
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let (body, bodyEnd) = try parseBlock()
        let (completion, end) = try parseCompletion(after: bodyEnd)
        return Statement(kind: .on(source: source, body: body, completion: completion, label: label),
                         range: SourceRange(start: start.start, end: end))
    }

    /// `completion { BLOCK }` after an `on`'s or a `sink`'s block, if written; it may start the
    /// line after the `}`, as `else` does.
    mutating func parseCompletion(after bodyEnd: SourceLocation) throws(ParseFailure) -> ([Statement]?, SourceLocation) {
        let next = peekPastNewlines()
        guard next.kind == .identifier, text(next) == "completion" else { return (nil, bodyEnd) }
        while current.kind == .newline { advance() }
        advance()
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let (completion, end) = try parseBlock()
        return (completion, end)
    }

    /// `as LABEL` after a `bind` or an `on`, if written (`as` is a keyword only here
    /// and in `invariant`).
    mutating func parseLabel() throws(ParseFailure) -> NameRef? {
        guard current.kind == .identifier, text(current) == "as" else { return nil }
        advance()
        guard current.kind == .identifier else { throw expected(.labelName) }
        return try parseName()
    }

    /// `unbind LABEL` or `tap NAME`: a word of version 3 followed by a name.
    mutating func parseNamed(_ word: ContextualWord) throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let name = try parseName()
        let kind: StatementKind
        switch word {
        case .unbind: kind = .unbind(name)
        case .tap: kind = .tap(target: name)
        case .button:
            let declaration = Declaration(kind: .button, name: name.name, nameRange: name.range, symbol: name.symbol,
                                          type: nil, value: .none, range: start.union(name.range))
            kind = .declare(declaration)
        case .language, .semantics, .observable, .computed, .track, .observe, .rearm, .read, .mutate, .task, .batch,
             .currentValue, .passthrough, .sink, .assign, .complete, .fail, .object, .future, .plain, .state, .view:
            preconditionFailure("'\(word.rawValue)' is read by its own parser")
        }
        return Statement(kind: kind, range: start.union(name.range))
    }

    /// `{ statements }`, returning the statements and the end of the `}`.
    /// A `batch`'s body (`batch` true) holds actions and expectations; every other block's does
    /// not. `wait` stands at the top level of a `task`'s and an `observations` loop's body
    /// (`waits` true), which suspend there.
    /// `kind` names the block in "not allowed inside …" (nil: as the enclosing block's, an `on`
    /// block's at the top).
    mutating func parseBlock(batch: Bool = false, waits: Bool = false, kind: BlockKind? = nil)
        throws(ParseFailure) -> ([Statement], SourceLocation) {
        let open = current.range
        try enter(open)
        let outerBatch = inBatch
        let outerWaits = blockWaits
        let outerKind = blockKind
        inBatch = batch
        blockWaits = waits
        if batch { blockKind = .batch } else if let kind { blockKind = kind } else if outerKind == .batch { blockKind = nil }
        defer {
            inBatch = outerBatch
            blockWaits = outerWaits
            blockKind = outerKind
            leave()
        }
        advance()
        var body: [Statement] = []
        skipTerminators()
        while current.kind != .rightBrace {
            if current.kind == .endOfFile {
                throw fail(.expected(.closingBrace, found: describe(current)), at: current.range,
                           help: .closeBlockOpenedAt(line: open.start.line))
            }
            if diagnostics.isFull { throw ParseFailure() }
            statementStart = current.range.start.offset
            do {
                if let statement = try parseStatement(inBlock: true) { body.append(statement) }
                try expectTerminator(inBlock: true)
            } catch {
                synchronize(inBlock: true)
            }
            skipTerminators()
        }
        let end = current.range.end
        advance()
        return (body, end)
    }

    mutating func parseIf() throws(ParseFailure) -> Statement {
        let start = current.range
        try enter(start)
        defer { leave() }
        advance()
        let condition = try parseExpression()
        guard current.kind == .leftBrace else { throw expected(.openingBrace) }
        let (thenBody, thenEnd) = try parseBlock()
        var elseBody: [Statement] = []
        var end = thenEnd
        if peekPastNewlines().isKeyword(.else) {
            while current.kind == .newline { advance() }
            advance()
            if current.isKeyword(.if) {
                let nested = try parseIf()
                elseBody = [nested]
                end = nested.range.end
            } else {
                guard current.kind == .leftBrace else { throw expected(.openingBrace) }
                (elseBody, end) = try parseBlock()
            }
        }
        return Statement(kind: .ifElse(condition: condition, then: thenBody, else: elseBody),
                         range: SourceRange(start: start.start, end: end))
    }

    /// `user NAME = EXPR` or `set NAME = EXPR`.
    mutating func parseAssignment(_ keyword: Keyword) throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let target = try parseName()
        // `set c.value = …`: a CurrentValueSubject's value setter (the checker says on which nodes).
        let throughValue = keyword == .set && current.kind == .dot && peek().kind == .identifier
            && lexer.text(peek().range) == "value"
        if throughValue {
            advance()
            advance()
        }
        guard consume(.assign) else {
            // `set go.enabled = …`: a button's state is written by a binding (`button.rx.isEnabled`).
            throw expected(.equals, help: current.kind == .equal ? .writeWithAssign(statement: keyword.rawValue)
                           : atEnabledMember() ? .enabledState : nil)
        }
        let value = try parseExpression()
        let kind: StatementKind = keyword == .user ? .user(target: target, value: value) : .set(target: target, value: value, throughValue: throughValue)
        return Statement(kind: kind, range: start.union(value.range))
    }

    mutating func parseType() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let target = try parseName()
        guard case .string(let id) = current.kind else { throw expected(.stringLiteral) }
        let value = lexer.string(id)
        var end = current.range
        advance()
        var every: Expr?
        if current.isKeyword(.every) {
            advance()
            let duration = try parseDurationExpression()
            every = duration
            end = duration.range
        }
        return Statement(kind: .type(target: target, text: value, every: every), range: start.union(end))
    }

    mutating func parseWait() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let duration = try parseDurationExpression()
        return Statement(kind: .wait(duration), range: start.union(duration.range))
    }

    /// An expression that must give a duration (`100ms`, `ms(n)`, `delay * 2`): any
    /// expression, evaluated when it is used; a literal that cannot be one is reported
    /// now (a number without a unit, a negative duration, a string).
    mutating func parseDurationExpression() throws(ParseFailure) -> Expr {
        if current.kind == .newline || current.kind == .endOfFile || current.kind == .semicolon {
            throw fail(.expectedDuration(found: describe(current)), at: current.range, help: .durationUnits)
        }
        if current.kind == .dot, peek().kind == .identifier, let help = RxSwiftNames.durationHelp(text(peek())) {
            throw fail(.expectedDuration(found: FoundText.quoted("." + text(peek()))), at: current.range.union(peek().range),
                       help: help)
        }
        let expr = try parseExpression()
        let written = FoundText.sanitized(lexer.text(expr.range))
        switch expr.kind {
        case .number:
            diagnostics.error(.expectedDuration(found: FoundText.quoted(written)), at: expr.range,
                              help: .addDurationUnit(written))
        case .unary(.negate, let operand):
            if case .duration = operand.kind { diagnostics.error(.negativeDuration(written), at: expr.range) }
        case .string, .bool, .nil, .list:
            diagnostics.error(.expectedDuration(found: FoundText.quoted(written)), at: expr.range, help: .durationUnits)
        default:
            break
        }
        return expr
    }

    /// An expression that must give a count (`take(3)`, `skip(n - 1)`): a literal that
    /// is not a whole number of at least 0 is reported now.
    mutating func parseCountExpression(operatorName: String) throws(ParseFailure) -> Expr {
        let expr = try parseExpression()
        var literal: Double?
        switch expr.kind {
        case .number(let number): literal = number
        case .unary(.negate, let operand): if case .number(let number) = operand.kind { literal = -number }
        case .string, .bool, .nil, .list, .duration: literal = .nan
        default: break
        }
        if let literal, !(literal >= 0 && literal <= Double(limits.maxCount) && literal.rounded() == literal) {
            diagnostics.error(.expectedCount(operator: operatorName, found: FoundText.sanitized(lexer.text(expr.range))),
                              at: expr.range)
        }
        return expr
    }

    /// `invariant EXPR [as "name"]` (`as` is a keyword only here).
    mutating func parseInvariant() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let condition = try parseExpression()
        var end = condition.range
        var name: String?
        if current.kind == .identifier, text(current) == "as" {
            advance()
            guard case .string(let id) = current.kind else { throw expected(.stringLiteral) }
            name = lexer.string(id)
            end = current.range
            advance()
        }
        return Statement(kind: .invariant(condition, name: name), range: start.union(end))
    }

    /// `allow rewrite NAME`.
    mutating func parseAllow() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        guard current.isKeyword(.rewrite) else { throw expected(.rewrite) }
        advance()
        let name = try parseName()
        return Statement(kind: .allowRewrite(name), range: start.union(name.range))
    }

    /// `explore NAME with [E, ...]` (`with` is a keyword only here).
    mutating func parseExplore() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        let name = try parseName()
        guard current.kind == .identifier, text(current) == "with" else { throw expected(.with) }
        advance()
        guard current.kind == .leftBracket else { throw expected(.list) }
        let list = try parseList()
        guard case .list(let values) = list.kind else { throw ParseFailure() }
        return Statement(kind: .explore(name, values: values), range: start.union(list.range))
    }

    mutating func parseExpect() throws(ParseFailure) -> Statement {
        let start = current.range
        advance()
        if let statement = try parseExpectOfVersion3(start: start) { return statement }
        if let statement = try parseSwiftUIExpectation(start: start) { return statement }
        if current.isKeyword(.loop) {
            var end = current.range
            advance()
            var through: [NameRef] = []
            if current.isKeyword(.through) {
                advance()
                repeat {
                    let name = try parseName()
                    through.append(name)
                    end = name.range
                } while consume(.comma)
            }
            return Statement(kind: .expectLoop(through: through), range: start.union(end))
        }
        if current.isKeyword(.no) {
            advance()
            guard current.isKeyword(.loop) else {
                let help = current.kind == .identifier
                    ? Suggestions.closest(to: text(current), in: ExpectationWords.afterNo).map(DiagnosticHelp.didYouMean) : nil
                throw expected(.loop, help: help)
            }
            let end = current.range
            advance()
            return Statement(kind: .expectNoLoop, range: start.union(end))
        }
        let target = try parseNodeName()
        switch current.kind {
        case .equal, .notEqual:
            let equal = current.kind == .equal
            advance()
            let value = try parseExpression()
            return Statement(kind: .expectValue(target: target, equal: equal, value: value), range: start.union(value.range))
        case .keyword(.emitted):
            advance()
            guard current.kind == .leftBracket else { throw expected(.list) }
            let list = try parseList()
            guard case .list(let values) = list.kind else { throw ParseFailure() }
            return Statement(kind: .expectEmitted(target: target, values: values), range: start.union(list.range))
        case .identifier where text(current) == "in" && peek().kind == .leftBracket:
            // `expect NAME in [E, …]` (version 4): `in` is a keyword only here.
            advance()
            let list = try parseList()
            guard case .list(let values) = list.kind else { throw ParseFailure() }
            return Statement(kind: .expectIn(target: target, values: values), range: start.union(list.range))
        case .assign:
            throw expected(.expectationForm, help: .didYouMean("=="))
        case .identifier where SwiftUIExpectation.subjectWords.contains(text(current)):
            return try parseSwiftUIExpectation(of: target, start: start)
        case .identifier:
            let help = misspeltVersion3Expectation(target.name)
                ?? Suggestions.closest(to: text(current), in: ExpectationWords.afterSubject).map(DiagnosticHelp.didYouMean)
            throw expected(.expectationForm, help: help)
        default:
            throw expected(.expectationForm, help: misspeltVersion3Expectation(target.name))
        }
    }

    /// `expect eror` and `expect overwite of a`: the word read as a node's name is a
    /// misspelt `error` or `overwrite` (the next token says which form was meant).
    private mutating func misspeltVersion3Expectation(_ word: String) -> DiagnosticHelp? {
        if current.kind == .identifier, text(current) == "of", Suggestions.closest(to: word, in: ["overwrite"]) != nil {
            return .didYouMean("expect overwrite of")
        }
        let ends = current.kind == .newline || current.kind == .semicolon || current.kind == .endOfFile
        if ends, Suggestions.closest(to: word, in: ["error"]) != nil { return .didYouMean("expect error") }
        return nil
    }

    /// `expect error`, `expect no error`, `expect no overwrite`, `expect overwrite of NAME`,
    /// `expect LABEL ended`, `expect LABEL running`; nil when the expectation is another
    /// (their words are keywords only here, so a node named `error` keeps working).
    private mutating func parseExpectOfVersion3(start: SourceRange) throws(ParseFailure) -> Statement? {
        func endsStatement(_ token: Token) -> Bool {
            token.kind == .newline || token.kind == .semicolon || token.kind == .endOfFile
        }
        if current.isKeyword(.no), peek().kind == .identifier, lexer.text(peek().range) == "lost" {
            // `expect no lost write` (version 4).
            advance()
            advance()
            guard current.kind == .identifier, text(current) == "write" else { throw expected(.write) }
            let end = current.range
            advance()
            return Statement(kind: .expectLostWrite(of: nil), range: start.union(end))
        }
        if current.isKeyword(.no), peek().kind == .identifier {
            let word = lexer.text(peek().range)
            guard word == "error" || word == "overwrite" else { return nil }
            advance()
            let end = current.range
            advance()
            let kind: StatementKind = word == "error" ? .expectError(occurred: false) : .expectOverwrite(of: nil)
            return Statement(kind: kind, range: start.union(end))
        }
        guard current.kind == .identifier else { return nil }
        let word = text(current)
        if word == "error", endsStatement(peek()) {
            let end = current.range
            advance()
            return Statement(kind: .expectError(occurred: true), range: start.union(end))
        }
        if word == "lost", peek().kind == .identifier, lexer.text(peek().range) == "write" {
            // `expect lost write of NAME` (version 4).
            advance()
            advance()
            guard current.kind == .identifier, text(current) == "of" else { throw expected(.of) }
            advance()
            let name = try parseName()
            return Statement(kind: .expectLostWrite(of: name), range: start.union(name.range))
        }
        if word == "overwrite", peek().kind == .identifier, lexer.text(peek().range) == "of" {
            advance()
            advance()
            let name = try parseName()
            return Statement(kind: .expectOverwrite(of: name), range: start.union(name.range))
        }
        if peek().kind == .identifier {
            let next = lexer.text(peek().range)
            if let state = ExpectedSubscriptionState(rawValue: next) {
                let label = try parseName()
                let end = current.range
                advance()
                return Statement(kind: .expectEnded(label: label, state: state), range: start.union(end))
            }
        }
        return nil
    }
}
