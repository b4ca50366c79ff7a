/// The Swift type an export gives a node, a stream's elements or an expression (docs/export.md,
/// "Typed Swift"): Swift's own where every value that can reach it has one type, the support's
/// dynamic `BindsimValue` where types mix.
indirect enum ExportType: Equatable, Sendable {
    case string
    case number
    case bool
    /// An optional of `string`, `number` or `bool`.
    case optional(ExportType)
    /// The `nil` literal, before a context gives it a type.
    case nilLiteral
    /// A `combineLatest` tuple, as RxSwift's typed `combineLatest` gives it.
    case tuple([ExportType])
    /// `BindsimValue`: the scenario language's dynamic value.
    case value

    /// The Swift type's name (`String`, `Double?`, `(String, Double)`).
    var swiftName: String {
        switch self {
        case .string: "String"
        case .number: "Double"
        case .bool: "Bool"
        case .optional(let base): base.swiftName + "?"
        case .nilLiteral, .value: "BindsimValue"
        case .tuple(let items): "(" + items.map(\.swiftName).joined(separator: ", ") + ")"
        }
    }

    /// What a node or a stream's elements may be declared as (a tuple or a lone `nil` is not).
    var asElement: ExportType {
        switch self {
        case .nilLiteral, .tuple: .value
        default: self
        }
    }

    var isScalar: Bool { self == .string || self == .number || self == .bool }

    /// The scalar `self` is or is an optional of; nil for the rest.
    var scalarBase: ExportType? {
        if isScalar { return self }
        if case .optional(let base) = self { return base }
        return nil
    }

    /// The narrowest type that holds both (a String and nil: `String?`; a String and a Number:
    /// `BindsimValue`).
    func joined(with other: ExportType) -> ExportType {
        if self == other { return self }
        switch (self, other) {
        case (.nilLiteral, let typed), (let typed, .nilLiteral):
            if typed.isScalar { return .optional(typed) }
            if case .optional = typed { return typed }
            return .value
        case (.optional(let base), let scalar), (let scalar, .optional(let base)):
            return base == scalar ? .optional(base) : .value
        default:
            return .value
        }
    }

    /// Whether a value of this type can stand where `target` is wanted without a check (a String
    /// where a `String?` or a `BindsimValue` is).
    func widens(to target: ExportType) -> Bool {
        self == target || target == .value || joined(with: target) == target
    }

    /// A declared annotation's type (a Duration mixes with nothing, but is no Swift scalar here).
    init(_ annotation: TypeAnnotation) {
        let base: ExportType
        switch annotation.base {
        case .string: base = .string
        case .number: base = .number
        case .bool: base = .bool
        case .duration:
            self = .value
            return
        }
        self = annotation.isOptional ? .optional(base) : base
    }
}

/// Where an expression is typed: what `it`, `outer` and `acc` are there.
struct ExportTypeScope {
    var element: ExportType?
    var outer: ExportType?
    var accumulator: ExportType?
}

/// The types of a scenario's nodes, found from every value that can reach each (docs/export.md):
/// a node declared with a type has that type; any other node has the join of its initial value's
/// type and of everything written into it (`set`, `user`, `type`, a `bind`, a two-way binding's
/// other side, an `on` block), to a fixed point. `untyped` gives every node `BindsimValue`.
struct ExportTypes {
    private(set) var nodes: [String: ExportType] = [:]
    private let declarations: [String: Declaration]
    private let isTyped: Bool

    init(program: Program, typed: Bool) {
        var declarations: [String: Declaration] = [:]
        for declaration in program.declarations { declarations[declaration.name] = declaration }
        self.declarations = declarations
        isTyped = typed
        guard typed else { return }
        // Each round can only widen a node (to an optional, then to `BindsimValue`), so rounds are few.
        for _ in 0..<(3 * declarations.count + 2) {
            let before = nodes
            for declaration in program.declarations { infer(declaration) }
            for statement in program.statements { infer(statement, element: nil) }
            if nodes == before { return }
        }
        nodes = nodes.mapValues { _ in .value }
    }

    /// The Swift type of node `name`'s values (a button's taps and a node nothing writes: `BindsimValue`).
    func node(_ name: String) -> ExportType {
        guard isTyped, let declaration = declarations[name] else { return .value }
        if let annotation = declaration.type { return ExportType(annotation).asElement }
        return nodes[name]?.asElement ?? .value
    }

    // MARK: Inference

    private mutating func widen(_ name: String, with type: ExportType) {
        guard let declaration = declarations[name], declaration.type == nil, declaration.kind != .stream else { return }
        nodes[name] = nodes[name].map { $0.joined(with: type) } ?? type
    }

    private mutating func infer(_ declaration: Declaration) {
        switch declaration.value {
        case .initial(let expr): widen(declaration.name, with: type(of: expr, in: ExportTypeScope()))
        case .stream(let stream): nodes[declaration.name] = element(of: stream, in: ExportTypeScope()).asElement
        default: break
        }
        if declaration.kind == .button { widen(declaration.name, with: .value) }
    }

    private mutating func infer(_ statement: Statement, element: ExportType?) {
        let scope = ExportTypeScope(element: element)
        switch statement.kind {
        case .set(let target, let value, _), .user(let target, let value):
            widen(target.name, with: type(of: value, in: scope))
        case .type(let target, _, _):
            widen(target.name, with: .string)
        case .bind(let source, let target, _):
            widen(target.name, with: self.element(of: source, in: ExportTypeScope()))
        case .bindTwoWay(let left, let right, _, _):
            widen(right.node.name, with: elements(after: left.operators, from: node(left.node.name)))
            widen(left.node.name, with: elements(after: right.operators, from: node(right.node.name)))
        case .on(let source, let block, let completion, _):
            let delivered = self.element(of: source, in: ExportTypeScope())
            for inner in block { infer(inner, element: delivered) }
            for inner in completion ?? [] { infer(inner, element: .string) }
        case .ifElse(_, let then, let otherwise):
            for inner in then + otherwise { infer(inner, element: element) }
        case .mutate(let target, let value):
            widen(target.name, with: type(of: value, in: scope))
        case .track(let tracking):
            for inner in tracking.apply + tracking.onChange { infer(inner, element: element) }
        case .task(let body), .batch(let body):
            for inner in body { infer(inner, element: element) }
        case .observations(let value, let body, _):
            let delivered = type(of: value, in: scope).asElement
            for inner in body { infer(inner, element: delivered) }
        case .declare, .unbind, .tap, .wait, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError,
             .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore, .read, .rearm, .expectLostWrite, .expectIn,
             .complete, .view, .expectSwiftUI:
            break  // a SwiftUI file is refused (ExportRefusals)
        }
    }

    // MARK: Streams

    /// The Swift type of `stream`'s elements (`outer` the enclosing flatMap's element).
    func element(of stream: Stream, in scope: ExportTypeScope) -> ExportType {
        var current: ExportType
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference): current = node(reference.name)
        case .call(let call): current = element(after: call, input: nil, in: scope)
        }
        for call in stream.operators { current = element(after: call, input: current, in: scope) }
        return current
    }

    /// A two-way side's values after its operators.
    func elements(after operators: [OperatorCall], from start: ExportType) -> ExportType {
        operators.reduce(start) { element(after: $1, input: $0, in: ExportTypeScope()) }
    }

    /// What the stage `call` gives after elements of `input` (nil: it is the stream's source).
    /// Only `map` takes a tuple as it is: any other stage takes it as a `BindsimValue`.
    func element(after call: OperatorCall, input: ExportType?, in scope: ExportTypeScope) -> ExportType {
        guard isTyped else { return .value }
        var input = input
        if case .tuple = input, !Self.takesTuples(call.op) { input = .value }
        let upstream = input ?? .value
        let argumentScope = ExportTypeScope(element: upstream, outer: scope.outer, accumulator: nil)
        switch call.op.exportedElement {
        case .same: return upstream
        case .expression(let index):
            guard index < call.arguments.count else { return .value }
            let computedOnce = call.op.parameter(at: index).isComputedOnce
            return type(of: call.expression(at: index), in: computedOnce ? ExportTypeScope(outer: scope.outer) : argumentScope)
                .asElement
        case .joined(let index):
            guard index < call.arguments.count else { return upstream }
            return upstream.joined(with: type(of: call.expression(at: index), in: ExportTypeScope(outer: scope.outer)))
                .asElement
        case .accumulated(let seed, let step):
            guard seed < call.arguments.count, step < call.arguments.count else { return .value }
            var accumulator = type(of: call.expression(at: seed), in: ExportTypeScope(outer: scope.outer)).asElement
            for _ in 0..<3 {
                let stepScope = ExportTypeScope(element: upstream, outer: scope.outer, accumulator: accumulator)
                let next = accumulator.joined(with: type(of: call.expression(at: step), in: stepScope)).asElement
                if next == accumulator { return accumulator }
                accumulator = next
            }
            return .value
        case .merged:
            let inputs = (input.map { [$0] } ?? []) + call.streamArguments.map { element(of: $0.stream, in: scope).asElement }
            guard let first = inputs.first else { return .value }
            return inputs.dropFirst().reduce(first) { $0.joined(with: $1) }.asElement
        case .tuple:
            let inputs = (input.map { [$0] } ?? []) + call.streamArguments.map { element(of: $0.stream, in: scope).asElement }
            return Self.typedCombineLatestArity.contains(inputs.count) ? .tuple(inputs.map(\.asElement)) : .value
        case .stream(let index):
            guard index < call.arguments.count, case .stream(let argument) = call.arguments[index] else { return .value }
            let role = call.op.parameter(at: index)
            let innerScope = role == .stream(.inner) ? ExportTypeScope(outer: upstream) : scope
            return element(of: argument, in: innerScope)
        case .number: return .number
        case .bool: return .bool
        case .value: return .value
        }
    }

    /// Whether `op`'s stage takes a `combineLatest` tuple as it is: only `map`'s (whose expression
    /// reads `$0` as `it.0`); any other takes it as a `BindsimValue`.
    static func takesTuples(_ op: OperatorDescription) -> Bool {
        op.exportedElement == .expression(0) && op.parameter(at: 0) == .element
    }

    /// How many sources RxSwift's typed `combineLatest(_:_:…)` takes; other counts combine as `BindsimValue` tuples.
    static let typedCombineLatestArity = 2...8

    // MARK: Expressions

    /// The Swift type `expr` has in `scope`.
    func type(of expr: Expr, in scope: ExportTypeScope) -> ExportType {
        guard isTyped else { return .value }
        switch expr.kind {
        case .string: return .string
        case .number: return .number
        case .bool: return .bool
        case .nil: return .nilLiteral
        case .duration, .list, .member, .index, .invalid: return .value
        case .name(let reference):
            guard let declaration = declarations[reference.name], declaration.kind.hasCurrentValue else { return .value }
            return node(reference.name)
        case .it: return scope.element ?? .value
        case .outer: return scope.outer ?? .value
        case .accumulator: return scope.accumulator ?? .value
        case .element(let index):
            if case .tuple(let items) = scope.element, index < items.count { return items[index] }
            return .value
        case .unary(.negate, let operand):
            return type(of: operand, in: scope) == .number ? .number : .value
        case .unary(.not, _):
            return .bool
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .and, .or, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return .bool
            case .add, .subtract, .multiply, .divide, .remainder:
                return Self.arithmeticType(op, type(of: lhs, in: scope), type(of: rhs, in: scope)) ?? .value
            }
        case .conditional(_, let then, let otherwise):
            return type(of: then, in: scope).joined(with: type(of: otherwise, in: scope))
        case .call(let function, _):
            return function.exportedResult
        }
    }

    /// The type of `lhs op rhs` where Swift's own arithmetic (or the support's typed `quotient`
    /// and `remainder`) computes it; nil where the dynamic value's does.
    static func arithmeticType(_ op: BinaryOperator, _ lhs: ExportType, _ rhs: ExportType) -> ExportType? {
        switch (op, lhs, rhs) {
        case (.add, .string, .string): .string
        case (_, .number, .number): .number
        default: nil
        }
    }
}

extension BuiltinFunction {
    /// The Swift type the support's function gives (a builtin's result has one type, whatever it
    /// is given; lists and durations are `BindsimValue`).
    var exportedResult: ExportType {
        switch self {
        case .upper, .lower, .trim, .word, .prefix, .suffix, .join, .digits, .string: .string
        case .length, .number, .round, .floor, .ceil, .min, .max, .abs, .now: .number
        case .isNumber, .contains: .bool
        case .words, .split, .ms, .s: .value
        }
    }
}
