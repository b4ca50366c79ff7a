/// The largest value a run may make: one string of at most 1 MiB, one value
/// (a list, tuple or pair, nested ones included) of at most 100,000 elements,
/// 1 MiB of string bytes in all and 256 levels of nesting. A value that would pass them stops the run with
/// `E0317` at the expression or statement that made it, so a binding that grows a
/// value on every round (`bind a.map(it + it) -> a`) cannot take the machine's
/// memory before its loop is cut off. Numbers must stay finite (`E0318`).
enum ValueLimits {
    static let maxStringBytes = 1 << 20
    static let maxElements = 100_000

    /// `value` if it is within the limits and finite; else the error at `range`.
    static func checked(_ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
        if let problem = problem(in: value) { throw RuntimeError(problem, at: range) }
        return value
    }

    /// What is wrong with `value`, if anything. The walk stops as soon as a limit
    /// is passed, so it costs at most the limits, however much the value shares.
    static func problem(in value: Value) -> RuntimeMessage? {
        switch value {
        case .number(let number):
            return number.isFinite ? nil : .notFinite(number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf"))
        case .string(let text):
            return text.utf8.count > maxStringBytes ? .valueTooLarge(limit: "1 MiB of text") : nil
        case .bool, .nil, .duration:
            return nil
        case .list, .tuple, .pair:
            return walk(value)
        }
    }

    /// Lists, tuples and pairs nest at most this deep (as source expressions do),
    /// so printing, comparing and freeing a value never recurse far.
    static let maxDepth = 256

    /// Walks the value with an explicit stack: it counts elements and string bytes
    /// and stops at the first limit passed.
    private static func walk(_ root: Value) -> RuntimeMessage? {
        var elements = 0
        var bytes = 0
        var pending: [(value: Value, depth: Int)] = [(root, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .string(let text):
                bytes += text.utf8.count
                if bytes > maxStringBytes { return .valueTooLarge(limit: "1 MiB of text") }
            case .number:
                if let problem = problem(in: value) { return problem }
            case .bool, .nil, .duration:
                break
            case .list(let items), .tuple(let items):
                if depth >= maxDepth { return .valueTooLarge(limit: "\(maxDepth) levels of nesting") }
                elements += items.count
                if elements > maxElements { return .valueTooLarge(limit: "\(maxElements) elements") }
                for item in items.reversed() { pending.append((item, depth + 1)) }
            case .pair(let current, let previous):
                if depth >= maxDepth { return .valueTooLarge(limit: "\(maxDepth) levels of nesting") }
                elements += 2
                if elements > maxElements { return .valueTooLarge(limit: "\(maxElements) elements") }
                pending.append((previous, depth + 1))
                pending.append((current, depth + 1))
            }
        }
        return nil
    }
}
