/// The values explore tries for each node, in a fixed order (explore.md, "Value
/// pools"): the literals of the file that fit the node's type, in source order;
/// the node's `explore … with` values; then extras for the type. Duplicates keep
/// their first position; nothing goes through a hashed collection's order.
struct ValuePools {
    /// A node's type for pooling: its annotation, else its initial value's.
    enum Kind: Sendable {
        case string, number, bool

        init?(_ value: Value) {
            switch value {
            case .string: self = .string
            case .number: self = .number
            case .bool: self = .bool
            default: return nil
            }
        }
    }

    /// The first `pooledLiterals` distinct literals of the file (not the title) of
    /// each kind, in source order.
    private let literalsOfKind: (strings: [Value], numbers: [Value], bools: [Value])
    /// Every duration literal of the file, in milliseconds, in source order, once each.
    let durations: [Int]
    /// Whether the setup has a timing operator (one that hops to a scheduler).
    let hasTiming: Bool

    init(program: Program) {
        var collector = LiteralCollector()
        for statement in program.statements { collector.visit(statement) }
        func first(_ kind: Kind) -> [Value] {
            var seen = Set<Value>()
            var found: [Value] = []
            for value in collector.literals where found.count < ValuePools.pooledLiterals {
                if let own = Kind(value), ValuePools.same(own, kind), seen.insert(value).inserted { found.append(value) }
            }
            return found
        }
        literalsOfKind = (first(.string), first(.number), first(.bool))
        durations = ValuePools.unique(collector.durations)
        hasTiming = collector.timingInSetup
    }

    /// The kind of a declaration's values: its annotation, else its literal initial
    /// value; text when neither says (`nil`, or computed: text is what users type);
    /// nil for a list, a tuple or another value no pool holds.
    static func kind(of declaration: Declaration) -> Kind? {
        if let type = declaration.type {
            switch type.base {
            case .string: return .string
            case .number: return .number
            case .bool: return .bool
            case .duration: return nil
            }
        }
        guard case .initial(let expr) = declaration.value else { return .string }
        if let value = LiteralCollector.literal(expr) { return Kind(value) }
        if case .list = expr.kind { return nil }
        return .string
    }

    /// The declaration's initial value when it is a literal.
    static func initialLiteral(of declaration: Declaration) -> Value? {
        guard case .initial(let expr) = declaration.value else { return nil }
        return LiteralCollector.literal(expr)
    }

    /// How many distinct strings are joined in pairs (at most 16 × 15 = 240 joined values).
    static let joinedStrings = 16

    /// How many distinct literals of one kind a pool takes from the file: a file with
    /// 100,000 numbers would otherwise give pools (and round-trip checks, and explore
    /// alphabets) that grow with the file.
    static let pooledLiterals = 256

    /// The pool of a node of `kind` with its `explore … with` values.
    func pool(kind: Kind, exploreValues: [Value]) -> [Value] {
        let fileValues = switch kind {
        case .string: literalsOfKind.strings
        case .number: literalsOfKind.numbers
        case .bool: literalsOfKind.bools
        }
        var pool = fileValues + exploreValues
        // The extras build on the file's literals and the node's explore values alike.
        let written = pool
        switch kind {
        case .string:
            let strings = written.compactMap { value -> String? in
                if case .string(let text) = value { return text } else { return nil }
            }
            pool += [.string(""), .string(" ")]
            // Two- and three-word names come from the first few strings joined in pairs:
            // all pairs of every literal would grow with the square of the file.
            let joined = ValuePools.unique(strings).prefix(ValuePools.joinedStrings)
            for first in joined {
                for second in joined where second != first { pool.append(.string(first + " " + second)) }
            }
            pool += strings.map { .string($0 + " ") }
            // A number typed another way ("30.0" for "30"): what `Double(_:)` reads and `string`
            // writes back otherwise (the space after one is no number to Swift, and to bindsim).
            pool += strings.filter { BuiltinFunction.parseNumber($0) != nil && !$0.contains(".") }.map { .string($0 + ".0") }
            pool.append(.string("é"))
        case .number:
            let numbers = written.compactMap { value -> Double? in
                if case .number(let number) = value { return number } else { return nil }
            }
            pool += [0, -1, 1, 0.5].map(Value.number)
            for number in numbers { pool += [.number(number - 1), .number(number + 1)] }
            pool.append(.number(1_000_000_000))
        case .bool:
            pool += [.bool(false), .bool(true)]
        }
        return ValuePools.unique(pool)
    }

    private static func same(_ kind: Kind, _ other: Kind) -> Bool {
        switch (kind, other) {
        case (.string, .string), (.number, .number), (.bool, .bool): true
        default: false
        }
    }

    /// `values` without repeats, each at its first position.
    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}

/// Walks a program in source order and collects its literals and durations.
private struct LiteralCollector {
    var literals: [Value] = []
    var durations: [Int] = []
    var timingInSetup = false

    /// The value of a literal expression (`-3` included), or nil.
    static func literal(_ expr: Expr) -> Value? {
        switch expr.kind {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .unary(.negate, let operand):
            if case .number(let number) = operand.kind { .number(-number) } else { nil }
        default: nil
        }
    }

    mutating func visit(_ statement: Statement) {
        switch statement.kind {
        case .declare(let declaration):
            switch declaration.value {
            case .none: break
            case .initial(let expr): visit(expr)
            case .stream(let stream): visit(stream, inSetup: true)
            case .block(let body): body.forEach { visit($0) }
            }
        case .bind(let source, _, _):
            visit(source, inSetup: true)
        case .bindTwoWay(let left, let right, _, _):
            visitOperators(left.operators, inSetup: true)
            visitOperators(right.operators, inSetup: true)
        case .on(let source, let body, let completion, _):
            visit(source, inSetup: true)
            body.forEach { visit($0) }
            completion?.forEach { visit($0) }
        case .ifElse(let condition, let then, let otherwise):
            visit(condition)
            then.forEach { visit($0) }
            otherwise.forEach { visit($0) }
        case .user(_, let expr), .set(_, let expr, _), .expectValue(_, _, let expr), .invariant(let expr, _),
             .mutate(_, let expr):
            visit(expr)
        case .track(let tracking):
            tracking.apply.forEach { visit($0) }
            tracking.onChange.forEach { visit($0) }
        case .task(let body), .batch(let body):
            body.forEach { visit($0) }
        case .observations(let value, let body, _):
            visit(value)
            body.forEach { visit($0) }
        case .type(_, let text, let every):
            literals.append(.string(text))
            if let every { visit(every) }
        case .wait(let duration):
            visit(duration)
        case .expectEmitted(_, let values):
            values.forEach { visit($0) }
        case .explore:
            break  // its values follow the file's literals in the node's own pool
        case .complete(_, let failure):
            if let failure { visit(failure) }
        case .view(let view):
            for item in view.items {
                switch item.kind {
                case .textfield(_, .getSet(let value, _)), .label(_, let value), .onChange(let value, _, _, _): visit(value)
                case .textfield(_, .twoWay), .button, .body: break
                }
                for block in item.blocks { block.forEach { visit($0) } }
            }
        case .expectSwiftUI(.shows(_, let value)):
            visit(value)
        case .expectSwiftUI(.received(_, let pairs)):
            for pair in pairs { visit(pair) }
        case .expectLoop, .expectNoLoop, .allowRewrite, .unbind, .tap, .expectError, .expectEnded, .expectOverwrite,
             .read, .rearm, .expectLostWrite, .expectIn, .expectSwiftUI:
            break
        }
    }

    /// Literal values go to `literals`, duration literals to `durations`.
    private mutating func visit(_ expr: Expr) {
        if let value = LiteralCollector.literal(expr) {
            literals.append(value)
            return
        }
        if case .duration(let milliseconds) = expr.kind {
            durations.append(milliseconds)
            return
        }
        expr.forEachOperand { visit($0) }
    }

    private mutating func visit(_ stream: Stream, inSetup: Bool) {
        if case .call(let call) = stream.source { visit(call, inSetup: inSetup) }
        visitOperators(stream.operators, inSetup: inSetup)
    }

    private mutating func visitOperators(_ operators: [OperatorCall], inSetup: Bool) {
        for call in operators { visit(call, inSetup: inSetup) }
    }

    /// A call's expressions, durations and streams, in order; a hop marks timing in the setup.
    private mutating func visit(_ call: OperatorCall, inSetup: Bool) {
        for argument in call.arguments {
            switch argument {
            case .expression(let expr): visit(expr)
            case .stream(let stream): visit(stream, inSetup: inSetup)
            case .block(let body): body.forEach { visit($0) }
            case .invalid: break
            }
        }
        if call.hops { timingInSetup = timingInSetup || inSetup }
    }
}
