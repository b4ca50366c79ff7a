/// An operator as written, `.map(E)` after a stream or `merge(a, b)` at its start,
/// with its arguments as its description's parameters say to read them.
struct OperatorCall: Sendable {
    // Stored in this order so the one-byte index fills the arguments' padding: 100 bytes in all.
    var arguments: OperatorArguments
    /// Which operator: a position in `OperatorCatalog.all` (one byte keeps every call small).
    let operatorIndex: UInt8
    /// The whole call, from the dot (or the name) to the closing parenthesis.
    var range: SourceRange
    /// Just the operator's name.
    var nameRange: SourceRange

    init(operatorIndex: Int, arguments: OperatorArguments, range: SourceRange, nameRange: SourceRange) {
        self.operatorIndex = UInt8(operatorIndex)
        self.arguments = arguments
        self.range = range
        self.nameRange = nameRange
    }

    /// The operator's description.
    var op: OperatorDescription { OperatorCatalog.all[Int(operatorIndex)] }

    /// Whether its elements reach subscribers on a later turn or instant: its operator's
    /// `hops`, unless its scheduler is `immediate` (`receive(on: immediate)` delivers at once).
    var hops: Bool {
        guard op.hops else { return false }
        for index in arguments.indices {
            guard case .scheduler = op.parameter(at: index), case .expression(let expr) = arguments[index] else { continue }
            if case .string("immediate") = expr.kind { return false }
        }
        return true
    }

    /// The expression at `index` (an element, accumulator or value argument).
    func expression(at index: Int) -> Expr {
        guard case .expression(let expr) = arguments[index] else { preconditionFailure("argument \(index) is not an expression") }
        return expr
    }

    /// The stream arguments with their roles, in order.
    var streamArguments: [(stream: Stream, role: StreamRole)] {
        arguments.indices.compactMap { index in
            guard case .stream(let stream) = arguments[index], case .stream(let role) = op.parameter(at: index) else {
                return nil
            }
            return (stream, role)
        }
    }

    /// The block arguments' statements, in order.
    var blockArguments: [[Statement]] {
        arguments.compactMap { argument in
            if case .block(let body) = argument { body } else { nil }
        }
    }

    /// Calls `body` with each expression argument and its parameter, in order.
    func forEachExpression(_ body: (Expr, OperatorParameter) -> Void) {
        for index in arguments.indices {
            if case .expression(let expr) = arguments[index] { body(expr, op.parameter(at: index)) }
        }
    }
}

/// One argument of an operator call.
enum OperatorArgument: Sendable {
    case expression(Expr)
    // Boxed: a stream is larger than an expression, and every argument would grow with it.
    indirect case stream(Stream)
    /// Statements run for each element (`handleEvents(receiveOutput: { … })`).
    indirect case block([Statement])
    /// Placeholder left where a wrong argument was reported; never in a checked program.
    case invalid
}

/// The arguments of a call, stored inline when there is at most one (most calls),
/// so parsing `a.map(…)` allocates no array for them.
enum OperatorArguments: Sendable, RandomAccessCollection {
    case none
    case one(OperatorArgument)
    case many([OperatorArgument])

    /// Adds an argument at the end (an array is made only for the second).
    mutating func append(_ argument: OperatorArgument) {
        switch self {
        case .none: self = .one(argument)
        case .one(let first): self = .many([first, argument])
        case .many(var arguments):
            self = .none
            arguments.append(argument)
            self = .many(arguments)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .many(let arguments): arguments.count
        }
    }

    subscript(index: Int) -> OperatorArgument {
        switch self {
        case .none: preconditionFailure("no arguments")
        case .one(let argument): argument
        case .many(let arguments): arguments[index]
        }
    }
}
