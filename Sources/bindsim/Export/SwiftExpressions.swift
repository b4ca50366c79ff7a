/// A scenario expression written as Swift: in Swift's own types and operators where its types
/// are known (`$0 + " " + $1` of two Strings), over the support's `BindsimValue` where they mix,
/// with one leading `try` when something in it can throw (a mixed `+`, `number("4x")`), so it can
/// stand where a `try` may start: a closure's body, an argument, a statement.
struct SwiftExpressions {
    /// How each node's value reads (`first.value`), by node name.
    let nodeValues: [String: String]
    let types: ExportTypes
    /// What `it`, `outer` and `acc` are here.
    var scope = ExportTypeScope()
    /// What `it` is called here: the element (`it`), or a flatMap's element (`outer`) in what an
    /// inner stream computes once.
    var itName = "it"
    /// How the run's virtual time in milliseconds reads (`now()`), where expressions are written.
    var clockReading = "Double(run.time.clock)"

    /// The Swift type `expr` has here.
    func type(of expr: Expr) -> ExportType {
        types.type(of: expr, in: scope)
    }

    /// `expr` as a value of `target` (a `String` where a `String?` is wanted is one as it is; a
    /// value of a type that mixes, where a typed node is written, is checked: `Bindsim.narrowed`).
    func value(_ expr: Expr, as target: ExportType) -> String {
        finished(converted(piece(expr), to: target))
    }

    /// `expr` as a value of its own type.
    func value(_ expr: Expr) -> String {
        value(expr, as: type(of: expr).asElement)
    }

    /// `expr` as a value of `target` without its `try`, and whether it needs one (for a statement
    /// that puts one `try` before several expressions).
    func bareValue(_ expr: Expr, as target: ExportType) -> (text: String, throwing: Bool) {
        let made = converted(piece(expr), to: target)
        return (made.text, made.throwing)
    }

    /// `expr` as a `Bool` (a condition; a value that is not a Bool throws, as in bindsim).
    func condition(_ expr: Expr) -> String {
        finished(conditionPiece(piece(expr)))
    }

    /// `text`, a value of `type`, as a value of `target` (`BindsimValue(it)`), and whether that throws.
    func converting(_ text: String, of type: ExportType, to target: ExportType) -> (text: String, throwing: Bool) {
        let made = converted(Piece(text: text, type: type), to: target)
        return (made.text, made.throwing)
    }

    /// `expr != ELEMENT` as a condition, ELEMENT a value of `type` called `element` (`ignore(V)`).
    func condition(_ expr: Expr, notEqualTo element: String, of type: ExportType) -> String {
        finished(binary(.notEqual, piece(expr), Piece(text: element, type: type)))
    }

    /// `!ELEMENT` as a condition, ELEMENT a value of `type` called `element` (`not()`).
    func negation(of element: String, of type: ExportType) -> String {
        let inner = conditionPiece(Piece(text: element, type: type))
        return finished(Piece(text: "!" + wrapped(inner, above: Piece.prefix), type: .bool, throwing: inner.throwing,
                              precedence: Piece.prefix))
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

    /// Swift text with what it takes to use it: its type, whether it throws, how tightly it binds
    /// (higher binds tighter; an atom is 100), and whether Swift would take its type from number
    /// literals alone (`1 + 2` is an `Int` unless the context says otherwise).
    private struct Piece {
        var text: String
        var type: ExportType
        var throwing = false
        var precedence = Piece.atom
        var numberFromLiterals = false
        /// The literal it is, if it is one (a literal stands as itself where a `BindsimValue` is wanted).
        var literal: Expr?
        static let atom = 100
        static let prefix = 90
    }

    private func finished(_ piece: Piece) -> String {
        piece.throwing ? "try " + piece.text : piece.text
    }

    private func piece(_ expr: Expr) -> Piece {
        let exprType = type(of: expr)
        switch expr.kind {
        case .number(let number):
            return Piece(text: Self.numberLiteral(number), type: exprType, numberFromLiterals: true, literal: expr)
        case .string(let text):
            return Piece(text: Self.stringLiteral(text), type: exprType, literal: expr)
        case .bool(let flag):
            return Piece(text: "\(flag)", type: exprType, literal: expr)
        case .nil:
            return Piece(text: "nil", type: .nilLiteral, literal: expr)
        case .duration(let milliseconds):
            return Piece(text: "BindsimValue.duration(milliseconds: \(milliseconds))", type: .value)
        case .list(let items):
            let pieces = items.map { converted(piece($0), to: .value) }
            return Piece(text: "BindsimValue.list([" + pieces.map(\.text).joined(separator: ", ") + "])", type: .value,
                         throwing: pieces.contains(where: \.throwing))
        case .name(let reference):
            return Piece(text: nodeValues[reference.name] ?? reference.name, type: exprType)
        case .it: return Piece(text: itName, type: exprType)
        case .outer: return Piece(text: "outer", type: exprType)
        case .accumulator: return Piece(text: "acc", type: exprType)
        case .element(let index):
            if case .tuple(let items) = scope.element, index < items.count {
                return Piece(text: "\(itName).\(index)", type: exprType)
            }
            let tuple = converted(Piece(text: itName, type: scope.element ?? .value), to: .value)
            return Piece(text: tuple.text + ".element(\(index))", type: .value, throwing: true)
        case .unary(.negate, let operand):
            let inner = piece(operand)
            if inner.type == .number {
                if let number = Self.wholeNumber(expr) {
                    return Piece(text: String(number), type: .number, numberFromLiterals: true, literal: expr)
                }
                return Piece(text: "-" + wrapped(inner, above: Piece.prefix), type: .number, throwing: inner.throwing,
                             precedence: Piece.prefix, numberFromLiterals: inner.numberFromLiterals)
            }
            let value = converted(inner, to: .value)
            return Piece(text: "-" + wrapped(value, above: Piece.prefix), type: .value, throwing: true, precedence: Piece.prefix)
        case .unary(.not, let operand):
            let inner = conditionPiece(piece(operand))
            return Piece(text: "!" + wrapped(inner, above: Piece.prefix), type: .bool, throwing: inner.throwing,
                         precedence: Piece.prefix)
        case .binary(let op, let lhs, let rhs):
            return binary(op, piece(lhs), piece(rhs))
        case .conditional(let condition, let then, let otherwise):
            let test = conditionPiece(piece(condition))
            let result = exprType.asElement
            let parts = [converted(piece(then), to: result), converted(piece(otherwise), to: result)]
            return Piece(text: "(\(test.text) ? \(parts[0].text) : \(parts[1].text))", type: result,
                         throwing: test.throwing || parts.contains(where: \.throwing),
                         numberFromLiterals: parts.allSatisfy(\.numberFromLiterals))
        case .call(.now, _):
            return Piece(text: clockReading, type: .number)
        case .call(let function, let arguments):
            let pieces = arguments.map { argument in
                let made = piece(argument)
                return made.type.asElement == made.type ? made : converted(made, to: .value)
            }
            let text = "Bindsim.\(function.rawValue)(\(pieces.map(\.text).joined(separator: ", ")))"
            let throwing = !Self.nonThrowingBuiltins.contains(function) || pieces.contains(where: \.throwing)
            return Piece(text: text, type: function.exportedResult, throwing: throwing)
        case .member(let base, let member):
            let inner = converted(piece(base), to: .value)
            return Piece(text: wrapped(inner, above: Piece.atom - 1) + "." + member.rawValue, type: .value, throwing: true)
        case .index(let base, let index):
            let (inner, position) = (converted(piece(base), to: .value), converted(piece(index), to: .value))
            return Piece(text: wrapped(inner, above: Piece.atom - 1) + "[\(position.text)]", type: .value, throwing: true)
        case .invalid:
            return Piece(text: "BindsimValue.nil", type: .value)
        }
    }

    /// `piece` as a value of `target`.
    private func converted(_ piece: Piece, to target: ExportType) -> Piece {
        var result = piece
        if piece.type == target || (piece.type.isScalar && target == .optional(piece.type)) {
            if piece.type == .number && piece.numberFromLiterals {
                // Swift would make an `Int` of literals alone where the context does not say `Double`.
                result.text = piece.literal.map { Self.doubleLiteral($0) } ?? "Double(\(piece.text))"
                result.precedence = Piece.atom
            }
            result.type = target
            return result
        }
        if piece.type == .nilLiteral, case .optional = target {
            result.type = target
            return result
        }
        guard target == .value else {
            let value = piece.type.widens(to: target) ? piece : converted(piece, to: .value)
            return Piece(text: "Bindsim.narrowed(\(value.text), to: \(target.swiftName).self)", type: target, throwing: true)
        }
        if let literal = piece.literal { return Piece(text: literalAsValue(literal), type: .value) }
        switch piece.type {
        case .tuple(let items):
            let tuple = wrapped(piece, above: Piece.atom - 1)
            let elements = items.indices.map { converted(Piece(text: "\(tuple).\($0)", type: items[$0]), to: .value).text }
            return Piece(text: "BindsimValue.tuple([" + elements.joined(separator: ", ") + "])", type: .value,
                         throwing: piece.throwing)
        case .value:
            return piece
        case .nilLiteral:
            return Piece(text: "BindsimValue.nil", type: .value)
        case .string, .number, .bool, .optional:
            return Piece(text: "BindsimValue(\(piece.text))", type: .value, throwing: piece.throwing)
        }
    }

    /// `piece` as a condition: a Bool as it is, anything else checked (`Bindsim.truth`).
    private func conditionPiece(_ piece: Piece) -> Piece {
        if piece.type == .bool { return piece }
        let value = converted(piece, to: .value)
        return Piece(text: "Bindsim.truth(\(value.text))", type: .bool, throwing: true)
    }

    /// `lhs op rhs`: Swift's own operator where both sides' types are known and it means what
    /// bindsim's does, the dynamic value's otherwise.
    private func binary(_ op: BinaryOperator, _ lhs: Piece, _ rhs: Piece) -> Piece {
        switch op {
        case .and, .or:
            return infix(op, conditionPiece(lhs), conditionPiece(rhs), type: .bool)
        case .equal, .notEqual:
            if Self.comparableInSwift(lhs.type, rhs.type) { return infix(op, lhs, rhs, type: .bool) }
            return infix(op, valueOperand(lhs, beside: rhs), converted(rhs, to: .value), type: .bool)
        case .less, .lessEqual, .greater, .greaterEqual:
            if lhs.type == rhs.type && (lhs.type == .number || lhs.type == .string) {
                return infix(op, lhs, rhs, type: .bool)
            }
            var made = infix(op, valueOperand(lhs, beside: rhs), converted(rhs, to: .value), type: .bool)
            made.throwing = true
            return made
        case .add, .subtract, .multiply, .divide, .remainder:
            if let type = ExportTypes.arithmeticType(op, lhs.type, rhs.type) {
                if op == .divide || op == .remainder {
                    let function = op == .divide ? "quotient" : "remainder"
                    return Piece(text: "Bindsim.\(function)(\(lhs.text), \(rhs.text))", type: type, throwing: true)
                }
                var made = infix(op, lhs, rhs, type: type)
                made.numberFromLiterals = lhs.numberFromLiterals && rhs.numberFromLiterals
                return made
            }
            var made = infix(op, valueOperand(lhs, beside: rhs), converted(rhs, to: .value), type: .value)
            made.throwing = true
            return made
        }
    }

    /// `lhs op rhs` with Swift's precedence: left-associative, so the right side must bind tighter.
    private func infix(_ op: BinaryOperator, _ lhs: Piece, _ rhs: Piece, type: ExportType) -> Piece {
        let precedence = op.swiftPrecedence
        let text = wrapped(lhs, above: precedence - 1) + " \(op.rawValue) " + wrapped(rhs, above: precedence)
        return Piece(text: text, type: type, throwing: lhs.throwing || rhs.throwing, precedence: precedence)
    }

    /// The left side of an operator on dynamic values: a literal beside another literal is spelt
    /// as a `BindsimValue`, so Swift does not read both as its own types (`"a" + 2`).
    private func valueOperand(_ lhs: Piece, beside rhs: Piece) -> Piece {
        if let literal = lhs.literal, rhs.literal != nil {
            return Piece(text: literalAsTypedValue(literal), type: .value)
        }
        return converted(lhs, to: .value)
    }

    /// Whether Swift's `==` compares values of these types as bindsim does: one scalar type, or
    /// an optional of it, or `nil` beside an optional.
    private static func comparableInSwift(_ lhs: ExportType, _ rhs: ExportType) -> Bool {
        switch (lhs, rhs) {
        case (.nilLiteral, .optional), (.optional, .nilLiteral): return true
        default:
            guard let left = lhs.scalarBase, let right = rhs.scalarBase else { return false }
            return left == right
        }
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

    /// A literal where a `BindsimValue` is wanted: bare (`"Ada"`, `2`, `true`); nil spelt as one.
    private func literalAsValue(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let number): return Self.numberLiteral(number)
        case .string(let text): return Self.stringLiteral(text)
        case .bool(let flag): return "\(flag)"
        case .unary(.negate, _): return Self.wholeNumber(expr).map(String.init) ?? "BindsimValue.nil"
        default: return "BindsimValue.nil"
        }
    }

    /// A literal spelt as a `BindsimValue` (`BindsimValue.string("Ada")`).
    private func literalAsTypedValue(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let number): return "BindsimValue.number(\(Self.numberLiteral(number)))"
        case .string(let text): return "BindsimValue.string(\(Self.stringLiteral(text)))"
        case .bool(let flag): return "BindsimValue.bool(\(flag))"
        case .unary(.negate, _): return "BindsimValue.number(\(Self.wholeNumber(expr).map(String.init) ?? "0"))"
        default: return "BindsimValue.nil"
        }
    }

    /// A number literal Swift reads as a `Double` by itself (`2.0`, `-3.0`, `0.5`).
    static func doubleLiteral(_ expr: Expr) -> String {
        if let whole = wholeNumber(expr) { return "\(whole).0" }
        switch expr.kind {
        case .number(let number):
            let text = numberLiteral(number)
            return text.contains(".") || text.contains("e") ? text : text + ".0"
        case .unary(.negate, let operand): return "-" + doubleLiteral(operand)
        default: return "0.0"
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
