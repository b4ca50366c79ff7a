/// A scenario expression written as Swift over the support section's `Value`: a value
/// (`Value`) or a condition (`Bool`), with one leading `try` when something in it can throw
/// (a mixed `+`, `number("4x")`), so it can stand where a `try` may start: a closure's body,
/// an argument, a statement.
struct SwiftExpressions {
    /// How each node's value reads (`first.value`), by node name.
    let nodeValues: [String: String]
    /// What `it` is here: the element (`it`), or a flatMap's element (`outer`) in what an inner
    /// stream computes once.
    var itName = "it"

    /// `expr` as a `Value`.
    func value(_ expr: Expr) -> String {
        finished(piece(expr, as: .value))
    }

    /// `expr` as a `Value` without its `try`, and whether it needs one (for a statement that puts
    /// one `try` before several expressions).
    func bareValue(_ expr: Expr) -> (text: String, throwing: Bool) {
        let made = piece(expr, as: .value)
        return (made.text, made.throwing)
    }

    /// `expr` as a `Bool` (a condition; a value that is not a Bool throws, as in bindsim).
    func condition(_ expr: Expr) -> String {
        finished(piece(expr, as: .condition))
    }

    /// Whether `expr` is made of literals only (nothing to compute when a stream is subscribed).
    static func isConstant(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number, .string, .bool, .nil, .duration: return true
        case .list(let items): return items.allSatisfy(isConstant)
        case .unary(.negate, let operand): return isConstant(operand)
        default: return false
        }
    }

    /// A whole number below 2^53, written as one (`3`, `-2`); nil for anything else.
    static func wholeNumber(_ expr: Expr) -> Int? {
        switch expr.kind {
        case .number(let number) where number.rounded() == number && number.magnitude < 9_007_199_254_740_992:
            return Int(number)
        case .unary(.negate, let operand): return wholeNumber(operand).map { -$0 }
        default: return nil
        }
    }

    // MARK: Pieces

    private enum Form { case value, condition }

    /// Swift text with what it takes to use it: whether it throws, and how tightly it binds
    /// (higher binds tighter; an atom is 100).
    private struct Piece {
        var text: String
        var throwing: Bool
        var precedence: Int
        static let atom = 100
        static let prefix = 90
    }

    private func finished(_ piece: Piece) -> String {
        piece.throwing ? "try " + piece.text : piece.text
    }

    private func piece(_ expr: Expr, as form: Form) -> Piece {
        if form == .condition, case .bool(let flag) = expr.kind { return atom("\(flag)") }
        let made = valuePiece(expr) ?? conditionPiece(expr)
        switch (form, made.isCondition) {
        case (.value, false), (.condition, true): return made.piece
        case (.value, true):
            return Piece(text: "Value.bool(\(made.piece.text))", throwing: made.piece.throwing, precedence: Piece.atom)
        case (.condition, false):
            return Piece(text: "truth(\(made.piece.text))", throwing: true, precedence: Piece.atom)
        }
    }

    private func valuePiece(_ expr: Expr) -> (piece: Piece, isCondition: Bool)? {
        switch expr.kind {
        case .number, .string, .bool, .nil, .duration:
            return (Piece(text: literal(expr, typed: false), throwing: false, precedence: Piece.atom), false)
        case .list(let items):
            let pieces = items.map { piece($0, as: .value) }
            return (Piece(text: "Value.list([" + pieces.map(\.text).joined(separator: ", ") + "])",
                          throwing: pieces.contains(where: \.throwing), precedence: Piece.atom), false)
        case .name(let reference):
            return (atom(nodeValues[reference.name] ?? reference.name), false)
        case .it: return (atom(itName), false)
        case .outer: return (atom("outer"), false)
        case .accumulator: return (atom("acc"), false)
        case .element(let index):
            return (Piece(text: "\(itName).element(\(index))", throwing: true, precedence: Piece.atom), false)
        case .unary(.negate, let operand):
            if let number = Self.wholeNumber(expr) { return (atom(String(number)), false) }
            let inner = piece(operand, as: .value)
            return (Piece(text: "-" + wrapped(inner, above: Piece.prefix), throwing: true, precedence: Piece.prefix), false)
        case .binary(let op, let lhs, let rhs) where op.isArithmetic:
            return (binary(op.rawValue, lhs, rhs, as: .value, precedence: op.swiftPrecedence, throwing: true), false)
        case .conditional(let condition, let then, let otherwise):
            let parts = [piece(condition, as: .condition), piece(then, as: .value), piece(otherwise, as: .value)]
            let text = "(\(parts[0].text) ? \(parts[1].text) : \(parts[2].text))"
            return (Piece(text: text, throwing: parts.contains(where: \.throwing), precedence: Piece.atom), false)
        case .call(let function, let arguments):
            let pieces = arguments.map { piece($0, as: .value) }
            let text = "\(function.rawValue)(\(pieces.map(\.text).joined(separator: ", ")))"
            let throwing = !Self.nonThrowingBuiltins.contains(function) || pieces.contains(where: \.throwing)
            return (Piece(text: text, throwing: throwing, precedence: Piece.atom), false)
        case .member(let base, let member):
            let inner = piece(base, as: .value)
            return (Piece(text: wrapped(inner, above: Piece.atom - 1) + "." + member.rawValue, throwing: true,
                          precedence: Piece.atom), false)
        case .index(let base, let index):
            let (inner, position) = (piece(base, as: .value), piece(index, as: .value))
            return (Piece(text: wrapped(inner, above: Piece.atom - 1) + "[\(position.text)]", throwing: true,
                          precedence: Piece.atom), false)
        default:
            return nil
        }
    }

    private func conditionPiece(_ expr: Expr) -> (piece: Piece, isCondition: Bool) {
        switch expr.kind {
        case .unary(.not, let operand):
            let inner = piece(operand, as: .condition)
            return (Piece(text: "!" + wrapped(inner, above: Piece.prefix), throwing: inner.throwing,
                          precedence: Piece.prefix), true)
        case .binary(let op, let lhs, let rhs) where op == .and || op == .or:
            return (binary(op.rawValue, lhs, rhs, as: .condition, precedence: op.swiftPrecedence, throwing: false), true)
        case .binary(let op, let lhs, let rhs):
            // Comparisons: `==` and `!=` compare any two values; `<` and the others throw on a mix.
            let ordered = op != .equal && op != .notEqual
            return (binary(op.rawValue, lhs, rhs, as: .value, precedence: op.swiftPrecedence, throwing: ordered), true)
        default:
            return (Piece(text: "Value.nil", throwing: false, precedence: Piece.atom), false)
        }
    }

    /// `lhs op rhs`, each side in `form`; when both sides are literals, the left one is spelt as
    /// a `Value`, so Swift does not read them as its own types (`"a" + "b"` as a `String`).
    private func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, as form: Form, precedence: Int,
                        throwing: Bool) -> Piece {
        var left = piece(lhs, as: form)
        let right = piece(rhs, as: form)
        if form == .value, Self.isLiteral(lhs), Self.isLiteral(rhs) { left.text = literal(lhs, typed: true) }
        // Left-associative: the left side may bind as tightly as `op`, the right side must bind tighter.
        let text = wrapped(left, above: precedence - 1) + " \(op) " + wrapped(right, above: precedence)
        return Piece(text: text, throwing: throwing || left.throwing || right.throwing, precedence: precedence)
    }

    private func atom(_ text: String) -> Piece {
        Piece(text: text, throwing: false, precedence: Piece.atom)
    }

    /// `piece`'s text, in parentheses unless it binds tighter than `precedence`.
    private func wrapped(_ piece: Piece, above precedence: Int) -> String {
        piece.precedence > precedence ? piece.text : "(\(piece.text))"
    }

    // MARK: Literals

    private static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number, .string, .bool: return true
        default: return false
        }
    }

    /// A literal as Swift: bare where the context makes it a `Value` (`"Ada"`, `2`, `true`), or
    /// spelt as one (`Value.string("Ada")`) when `typed`; nil and durations always are.
    func literal(_ expr: Expr, typed: Bool) -> String {
        switch expr.kind {
        case .number(let number):
            let text = Self.numberLiteral(number)
            return typed ? "Value.number(\(text))" : text
        case .string(let text):
            return typed ? "Value.string(\(Self.stringLiteral(text)))" : Self.stringLiteral(text)
        case .bool(let flag): return typed ? "Value.bool(\(flag))" : "\(flag)"
        case .nil: return "Value.nil"
        case .duration(let milliseconds): return "Value.duration(milliseconds: \(milliseconds))"
        default: return value(expr)
        }
    }

    /// A number as a Swift literal that gives the same `Double`.
    static func numberLiteral(_ number: Double) -> String {
        if number.rounded() == number && number.magnitude < 9_007_199_254_740_992 { return String(Int64(number)) }
        return "\(number)"
    }

    /// `text` as a Swift string literal: every invisible character escaped (a control
    /// character, a bidirectional control), so the literal shows what it holds.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if LiteralText.isInvisible(scalar) {
                    result += SwiftLayout.unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Builtins that cannot fail (`string(x)`, `isNumber(x)`).
    static let nonThrowingBuiltins: Set<BuiltinFunction> = [.string, .isNumber]
}

extension BinaryOperator {
    /// Whether it makes a value (`+ - * / %`) rather than a condition.
    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }

    /// How tightly Swift binds it (a comparison does not associate: its sides bind tighter).
    var swiftPrecedence: Int {
        switch self {
        case .or: 10
        case .and: 20
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 30
        case .add, .subtract: 40
        case .multiply, .divide, .remainder: 50
        }
    }
}
