/// Which version of the language brought each word a file can use, for the warning a file
/// gets when its `language N` line is older than a word it uses (W0129: the file still runs
/// with this tool's rules, so the line says less than the file does).
enum LanguageVersions {
    /// A word of `version` found at `range`.
    struct Word: Equatable {
        var spelling: String
        var version: Int
        var range: SourceRange
    }

    /// The operators of version 3.
    static let version3Operators = Set(OperatorCatalog.addedInVersion3.map(\.name))
    /// The operators of version 4 (Combine's spellings, `catch`, `zip`).
    static let version4Operators = Set(OperatorCatalog.addedInVersion4.map(\.name))

    /// The first word of `statements`, in source order, that a version after `version` brought.
    static func firstNewerWord(in statements: [Statement], than version: Int) -> Word? {
        var walk = NewerWords(version: version)
        walk.visit(statements)
        return walk.found.min { $0.range.start.offset < $1.range.start.offset }
    }
}

/// The walk behind `LanguageVersions.firstNewerWord`: every statement, expression and operator
/// call, each noting the words a version after `version` brought; a statement family each in a
/// function of its own.
private struct NewerWords {
    typealias Word = LanguageVersions.Word
    let version: Int
    var found: [Word] = []
    /// How many blocks enclose what is visited (a `sink` inside one is version 4's).
    var blockDepth = 0

    init(version: Int) {
        self.version = version
    }

    mutating func note(_ spelling: String, _ wordVersion: Int, _ range: SourceRange) {
        if wordVersion > version { found.append(Word(spelling: spelling, version: wordVersion, range: range)) }
    }

    mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .outer: note("outer", 3, expr.range)
        case .call(let function, _) where [.ms, .s, .prefix, .suffix].contains(function):
            note(function.rawValue + "(…)", 3, expr.range)
        case .call(.now, _): note("now()", 4, expr.range)
        default: break
        }
        expr.forEachOperand { visit($0) }
    }

    mutating func visit(_ call: OperatorCall) {
        let name = OperatorCatalog.all[Int(call.operatorIndex)].name
        if LanguageVersions.version3Operators.contains(name) { note(name, 3, call.nameRange) }
        if LanguageVersions.version4Operators.contains(name) { note(name, 4, call.nameRange) }
        for argument in call.arguments {
            switch argument {
            case .expression(let expr): visit(expr)
            case .stream(let stream): visit(stream)
            case .block(let body): visitBlock(body)
            case .invalid: break
            }
        }
    }

    mutating func visit(_ stream: Stream) {
        if case .objectWillChange = stream.source { note("objectWillChange(…)", 4, stream.range) }
        stream.forEachCall { visit($0) }
    }

    mutating func label(_ label: NameRef?) {
        if let label { note("as", 3, label.range) }
    }

    mutating func visit(_ statements: [Statement]) {
        for statement in statements { visit(statement) }
    }

    /// A block's statements (an `on`'s, a tracker's, a `task`'s, a future's).
    mutating func visitBlock(_ statements: [Statement]) {
        blockDepth += 1
        visit(statements)
        blockDepth -= 1
    }

    /// Every statement: a new kind says here which version brought it.
    mutating func visit(_ statement: Statement) {
        switch statement.kind {
        case .declare(let declaration):
            visit(declaration, at: statement.range)
        case .bind(let source, _, let name):
            visit(source)
            label(name)
        case .bindTwoWay(let left, let right, _, let name):
            for call in left.operators + right.operators { visit(call) }
            label(name)
        case .on(let source, let body, let completion, let name):
            if blockDepth > 0 { note("sink inside a block", 4, statement.range) }
            visit(source)
            label(name)
            visitBlock(body)
            if let completion {
                note("completion", 4, statement.range)
                visitBlock(completion)
            }
        case .unbind: note("unbind", 3, statement.range)
        case .tap: note("tap", 3, statement.range)
        case .ifElse(let condition, let then, let otherwise):
            visit(condition)
            visit(then)
            visit(otherwise)
        case .user(_, let value), .set(_, let value, _): visit(value)
        case .type(_, _, let every): every.map { visit($0) }
        case .wait(let duration): visit(duration)
        case .expectValue(_, _, let value): visit(value)
        case .expectEmitted(_, let values), .explore(_, let values): for value in values { visit(value) }
        case .expectError: note("expect error", 3, statement.range)
        case .expectEnded(_, let state):
            note("expect … \(state.rawValue)", state == .finished || state == .failed ? 4 : 3, statement.range)
        case .expectOverwrite: note("expect overwrite", 3, statement.range)
        case .invariant(let condition, _): visit(condition)
        case .expectLoop, .expectNoLoop, .allowRewrite: break
        case .complete(_, let failure):
            note(failure == nil ? "complete" : "fail", 4, statement.range)
            failure.map { visit($0) }
        case .track, .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .observations:
            visitVersion4(statement)
        case .view(let view):
            note("view", 4, statement.range)
            for item in view.items { for block in item.blocks { visitBlock(block) } }
        case .expectSwiftUI:
            note("expect (SwiftUI)", 4, statement.range)
        }
    }

    /// A declaration: its kind, its object, its type, and what it starts with.
    mutating func visit(_ declaration: Declaration, at range: SourceRange) {
        if declaration.kind == .button || declaration.kind == .label {
            note(declaration.kind.rawValue, 3, range)
        }
        if declaration.kind.isObservation || declaration.kind.isCombineSubject
            || [.object, .future, .plain, .state].contains(declaration.kind) {
            note(declaration.kind.rawValue, 4, range)
        }
        if declaration.object != nil { note("\(declaration.kind.keyword) … in", 4, range) }
        if let type = declaration.type, type.base == .duration { note("Duration", 3, type.range) }
        switch declaration.value {
        case .none: break
        case .initial(let expr): visit(expr)
        case .stream(let stream): visit(stream)
        case .block(let body): visitBlock(body)
        }
    }

    /// Observation's statements, `batch` and version 4's expectations.
    mutating func visitVersion4(_ statement: Statement) {
        switch statement.kind {
        case .track(let tracking):
            note(tracking.form == .observe ? "observe" : "track", 4, statement.range)
            visitBlock(tracking.apply)
            visitBlock(tracking.onChange)
        case .read: note("read", 4, statement.range)
        case .rearm: note("rearm", 4, statement.range)
        case .mutate(_, let value):
            note("mutate", 4, statement.range)
            visit(value)
        case .task(let body):
            note("task", 4, statement.range)
            visitBlock(body)
        case .expectLostWrite: note("expect lost write", 4, statement.range)
        case .expectIn(_, let values):
            note("expect … in", 4, statement.range)
            for value in values { visit(value) }
        case .batch(let body):
            note("batch", 4, statement.range)
            visit(body)
        case .observations(let value, let body, let name):
            note("observations", 4, statement.range)
            visit(value)
            label(name)
            visitBlock(body)
        default:
            preconditionFailure("visited by visit(_:)")
        }
    }
}
