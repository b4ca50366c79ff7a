/// An expression with its source range.
///
/// `depth` is the height of the expression tree (a literal is 1); the parser keeps it
/// under `FrontendLimits.maxNesting`, so recursive walks over an expression are safe.
struct Expr: Sendable {
    var kind: ExprKind
    var range: SourceRange
    // 32 bits: the parser caps depth far below; keeps the node (and every array of them) small.
    private var storedDepth: Int32

    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(truncatingIfNeeded: newValue) }
    }

    init(_ kind: ExprKind, _ range: SourceRange, depth: Int = 1) {
        self.kind = kind
        self.range = range
        self.storedDepth = Int32(truncatingIfNeeded: depth)
    }

    /// Calls `body` with each expression directly inside this one, in reading order
    /// (without building an array: walks over every literal of a file use it).
    func forEachOperand(_ body: (Expr) -> Void) {
        switch kind {
        case .list(let items), .call(_, let items): items.forEach(body)
        case .unary(_, let operand), .member(let operand, _): body(operand)
        case .binary(_, let left, let right), .index(let left, let right):
            body(left)
            body(right)
        case .conditional(let condition, let then, let otherwise):
            body(condition)
            body(then)
            body(otherwise)
        case .number, .string, .bool, .nil, .duration, .name, .it, .element, .accumulator, .outer, .invalid: break
        }
    }

    /// The node names this expression reads, each once, in reading order.
    var namesRead: [NameRef] {
        var found: [NameRef] = []
        var seen = Set<String>()
        func visit(_ expr: Expr) {
            if case .name(let reference) = expr.kind, seen.insert(reference.name).inserted { found.append(reference) }
            expr.forEachOperand(visit)
        }
        visit(self)
        return found
    }

    /// Whether this expression reads the run's clock (`now()`) anywhere.
    var callsNow: Bool {
        if case .call(.now, _) = kind { return true }
        var found = false
        forEachOperand { found = found || $0.callsNow }
        return found
    }
}

/// The forms an expression takes.
enum ExprKind: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case `nil`
    /// A duration literal in whole milliseconds (`250ms`, `1.5s`).
    case duration(Int)
    indirect case list([Expr])
    /// A bare node name: reads the node's current value. Boxed: a `NameRef` is three
    /// times the size of any other payload, and names are rare inside expressions.
    indirect case name(NameRef)
    /// `it`: the element an operator or `on` block receives.
    case it
    /// `$N`: element N of a tuple element.
    case element(Int)
    /// `acc`: the accumulator, only inside `scan`'s second argument.
    case accumulator
    /// `outer`: the element of the innermost flatMap, only inside a flatMap-family argument.
    case outer
    indirect case unary(UnaryOperator, Expr)
    indirect case binary(BinaryOperator, Expr, Expr)
    /// `condition ? then : else`
    indirect case conditional(Expr, Expr, Expr)
    indirect case call(BuiltinFunction, [Expr])
    indirect case member(Expr, Member)
    indirect case index(Expr, Expr)
    /// Placeholder left where a syntax error was reported; never in a checked program.
    case invalid
}

enum UnaryOperator: String, Sendable {
    case not = "!"
    case negate = "-"
}

enum BinaryOperator: String, Sendable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// Binding strength; higher binds tighter. All binary operators are left-associative.
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessEqual, .greater, .greaterEqual: 4
        case .add, .subtract: 5
        case .multiply, .divide, .remainder: 6
        }
    }

    init?(_ kind: TokenKind) {
        switch kind {
        case .or: self = .or
        case .and: self = .and
        case .equal: self = .equal
        case .notEqual: self = .notEqual
        case .less: self = .less
        case .lessEqual: self = .lessEqual
        case .greater: self = .greater
        case .greaterEqual: self = .greaterEqual
        case .plus: self = .add
        case .minus: self = .subtract
        case .star: self = .multiply
        case .slash: self = .divide
        case .percent: self = .remainder
        default: return nil
        }
    }
}

/// `.current` / `.previous` of a `currentAndPrevious()` pair.
enum Member: String, Sendable, CaseIterable {
    case current, previous
}
