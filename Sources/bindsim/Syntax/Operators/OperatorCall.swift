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

    /// The expression at `index` (an element, accumulator or value argument).
    func expression(at index: Int) -> Expr {
        guard case .expression(let expr) = arguments[index] else { preconditionFailure("argument \(index) is not an expression") }
        return expr
    }

    /// The count at `index`.
    func count(at index: Int) -> Int {
        guard case .count(let count) = arguments[index] else { preconditionFailure("argument \(index) is not a count") }
        return count
    }

    /// The duration at `index`, in milliseconds.
    func milliseconds(at index: Int) -> Int {
        guard case .duration(let duration) = arguments[index] else {
            preconditionFailure("argument \(index) is not a duration")
        }
        return duration.milliseconds
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
    case count(Int)
    case duration(DurationLiteral)
    // Boxed: a stream is larger than an expression, and every argument would grow with it.
    indirect case stream(Stream)
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

/// A duration literal (`100ms`, `1.5s`) in whole milliseconds.
struct DurationLiteral: Sendable {
    var milliseconds: Int
    var range: SourceRange
}
