import Foundation

/// Evaluates expressions. Node names read the node's current value through `readNode`.
/// Expressions are at most `FrontendLimits.maxNesting` deep, so recursion is bounded.
struct Evaluator: ExpressionEvaluating {
    let readNode: (NameRef) throws(RuntimeError) -> Value
    /// The run's virtual time in milliseconds, for `now()`; nil where no run is under way.
    var clock: (() -> Double)? = nil

    // Every case that builds an error or a compound value is a function of its own: a debug build
    // gives one frame the room of all its cases' temporaries, and this one recurses (expressions
    // nest, and each delivery of a loop evaluates its block's expressions on the same stack).
    func evaluate(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Value {
        switch expr.kind {
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .nil: return .nil
        case .duration(let milliseconds): return .duration(milliseconds: milliseconds)
        case .list(let items): return try list(items, scope, range: expr.range)
        case .name(let ref): return try readNode(ref)
        case .it:
            if let it = scope.it { return it }
            throw Self.error(.itOutsideContext, at: expr.range)
        case .element(let index): return try element(index, scope, range: expr.range)
        case .accumulator:
            if let acc = scope.acc { return acc }
            throw Self.error(.accOutsideScan, at: expr.range)
        case .outer:
            if let outer = scope.outer { return outer }
            throw Self.error(.itOutsideContext, at: expr.range)
        case .unary(let op, let operand): return try unary(op, operand, scope, range: expr.range)
        case .binary(let op, let lhs, let rhs):
            return try ValueLimits.checked(try binary(op, lhs, rhs, scope, range: expr.range), at: expr.range)
        case .conditional(let condition, let then, let otherwise):
            return try truth(condition, scope) ? evaluate(then, scope) : evaluate(otherwise, scope)
        case .call(let builtin, let arguments): return try call(builtin, arguments, scope, range: expr.range)
        case .member(let base, let member): return try pairMember(member, of: base, scope, range: expr.range)
        case .index(let base, let index):
            return try subscriptValue(try evaluate(base, scope), try evaluate(index, scope), range: expr.range)
        case .invalid:
            throw Self.error(.invalidExpression, at: expr.range)
        }
    }

    @inline(never)
    private static func error(_ message: RuntimeMessage, at range: SourceRange) -> RuntimeError {
        RuntimeError(message, at: range)
    }

    @inline(never)
    private func list(_ items: [Expr], _ scope: EvaluationScope, range: SourceRange) throws(RuntimeError) -> Value {
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for item in items { values.append(try evaluate(item, scope)) }
        return try ValueLimits.checked(.list(values), at: range)
    }

    @inline(never)
    private func element(_ index: Int, _ scope: EvaluationScope, range: SourceRange) throws(RuntimeError) -> Value {
        guard let it = scope.it else { throw RuntimeError(.itOutsideContext, at: range) }
        guard case .tuple(let items) = it else {
            throw RuntimeError(.notATuple(element: "$\(index)", found: it.typeName), at: range)
        }
        guard index < items.count else {
            throw RuntimeError(.tupleIndexOutOfRange(element: "$\(index)", count: items.count), at: range)
        }
        return items[index]
    }

    @inline(never)
    private func unary(_ op: UnaryOperator, _ operand: Expr, _ scope: EvaluationScope, range: SourceRange)
        throws(RuntimeError) -> Value {
        let value = try evaluate(operand, scope)
        switch (op, value) {
        case (.not, .bool(let flag)): return .bool(!flag)
        case (.negate, .number(let number)): return .number(-number)
        case (.negate, .duration(let milliseconds)): return .duration(milliseconds: -milliseconds)
        default:
            throw RuntimeError(.badOperand(op: op.rawValue, type: value.typeName), at: range)
        }
    }

    @inline(never)
    private func call(_ builtin: BuiltinFunction, _ arguments: [Expr], _ scope: EvaluationScope, range: SourceRange)
        throws(RuntimeError) -> Value {
        if builtin == .now {
            guard let clock else { throw RuntimeError(.noClock, at: range) }
            return .number(clock())
        }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, scope)) }
        return try ValueLimits.checked(try builtin.call(values, range: range), at: range)
    }

    @inline(never)
    private func pairMember(_ member: Member, of base: Expr, _ scope: EvaluationScope, range: SourceRange)
        throws(RuntimeError) -> Value {
        let value = try evaluate(base, scope)
        guard case .pair(let current, let previous) = value else {
            throw RuntimeError(.notAPair(member: member.rawValue, found: value.typeName), at: range)
        }
        return member == .current ? current : previous
    }

    /// Evaluates a condition, which must be a Bool.
    func truth(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Bool {
        let value = try evaluate(expr, scope)
        guard case .bool(let flag) = value else {
            throw RuntimeError(.conditionNotBool(found: value.traceText), at: expr.range)
        }
        return flag
    }

    @inline(never)
    private func binary(
        _ op: BinaryOperator, _ lhsExpr: Expr, _ rhsExpr: Expr, _ scope: EvaluationScope, range: SourceRange
    ) throws(RuntimeError) -> Value {
        switch op {
        case .and: return .bool(try truth(lhsExpr, scope) ? truth(rhsExpr, scope) : false)
        case .or: return .bool(try truth(lhsExpr, scope) ? true : truth(rhsExpr, scope))
        default: break
        }
        let lhs = try evaluate(lhsExpr, scope)
        let rhs = try evaluate(rhsExpr, scope)
        switch op {
        case .equal: return .bool(lhs == rhs)
        case .notEqual: return .bool(lhs != rhs)
        case .add:
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return .number(a + b)
            case (.string(let a), .string(let b)): return .string(a + b)
            case (.duration(let a), .duration(let b)): return try Durations.make(Double(a) + Double(b), at: range)
            case (.list(let a), .list(let b)): return .list(a + b)
            default:
                throw RuntimeError(.mixedOperands(op: "+", lhs: lhs.typeName, rhs: rhs.typeName), at: range)
            }
        case .less, .lessEqual, .greater, .greaterEqual:
            let order: Int
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
            case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
            case (.duration(let a), .duration(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
            default:
                throw RuntimeError(.mixedOperands(op: op.rawValue, lhs: lhs.typeName, rhs: rhs.typeName), at: range)
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            if let result = try Durations.arithmetic(op, lhs, rhs, at: range) { return result }
            guard case .number(let a) = lhs, case .number(let b) = rhs else {
                throw RuntimeError(.mixedOperands(op: op.rawValue, lhs: lhs.typeName, rhs: rhs.typeName), at: range)
            }
            switch op {
            case .subtract: return .number(a - b)
            case .multiply: return .number(a * b)
            case .divide:
                guard b != 0 else { throw RuntimeError(.divisionByZero, at: range) }
                return .number(a / b)
            default:
                guard b != 0 else { throw RuntimeError(.divisionByZero, at: range) }
                return .number(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    @inline(never)
    private func subscriptValue(_ base: Value, _ index: Value, range: SourceRange) throws(RuntimeError) -> Value {
        guard case .number(let number) = index, number.rounded() == number, number.magnitude < 1e15 else {
            throw RuntimeError(.badIndex(found: index.traceText), at: range)
        }
        let position = Int(number)
        switch base {
        case .list(let items), .tuple(let items):
            guard position >= 0, position < items.count else {
                throw RuntimeError(.indexOutOfRange(index: position, count: items.count), at: range)
            }
            return items[position]
        case .string(let text):
            let characters = Array(text)
            guard position >= 0, position < characters.count else {
                throw RuntimeError(.indexOutOfRange(index: position, count: characters.count), at: range)
            }
            return .string(String(characters[position]))
        default:
            throw RuntimeError(.notIndexable(found: base.typeName), at: range)
        }
    }
}
