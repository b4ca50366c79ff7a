/// Durations as values (language version 3): whole milliseconds, made by literals,
/// `ms(n)` and `s(n)`, added and subtracted with each other, scaled by numbers.
/// Results round to whole milliseconds, half away from zero, and stay within the
/// virtual clock's range.
enum Durations {
    /// The largest duration the clock can pass (as duration literals).
    static let maxMilliseconds = FrontendLimits.standard.maxDurationMilliseconds

    /// `milliseconds`, rounded, as a duration; an error when it is not finite or out of range.
    static func make(_ milliseconds: Double, at range: SourceRange) throws(RuntimeError) -> Value {
        let rounded = milliseconds.rounded(.toNearestOrAwayFromZero)
        guard rounded.isFinite, rounded.magnitude <= Double(maxMilliseconds) else {
            throw RuntimeError(.durationOutOfRange(milliseconds.isFinite ? LiteralText.number(rounded) + "ms"
                                                       : LiteralText.number(milliseconds)), at: range)
        }
        return .duration(milliseconds: Int(rounded))
    }

    /// `-`, `*`, `/` and `%` where a duration is involved: a duration minus a duration,
    /// a duration times or divided by a number, a number times a duration. Nil when
    /// no duration is involved; an error for any other mix.
    static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value,
                           at range: SourceRange) throws(RuntimeError) -> Value? {
        switch (op, lhs, rhs) {
        case (.subtract, .duration(let a), .duration(let b)): return try make(Double(a) - Double(b), at: range)
        case (.multiply, .duration(let a), .number(let b)), (.multiply, .number(let b), .duration(let a)):
            return try make(Double(a) * b, at: range)
        case (.divide, .duration(let a), .number(let b)):
            guard b != 0 else { throw RuntimeError(.divisionByZero, at: range) }
            return try make(Double(a) / b, at: range)
        case (_, .duration, _), (_, _, .duration):
            throw RuntimeError(.mixedOperands(op: op.rawValue, lhs: lhs.typeName, rhs: rhs.typeName), at: range)
        default:
            return nil
        }
    }

    /// The duration `value` as a scheduler interval, for `use` (`delay`, `wait`): an
    /// error unless it is a duration of at least 0ms.
    static func interval(_ value: Value, for use: String, at range: SourceRange) throws(RuntimeError) -> Int {
        guard case .duration(let milliseconds) = value, milliseconds >= 0 else {
            throw RuntimeError(.badDuration(use: use, found: value.traceText), at: range)
        }
        return milliseconds
    }

    /// The count `value` for `use` (`take`, `skip`, `retry`): an error unless it is a
    /// whole number of at least 0.
    static func count(_ value: Value, for use: String, at range: SourceRange) throws(RuntimeError) -> Int {
        guard case .number(let number) = value, number >= 0, number <= Double(Int32.max),
              let count = Int(exactly: number) else {
            throw RuntimeError(.badCount(use: use, found: value.traceText), at: range)
        }
        return count
    }
}
