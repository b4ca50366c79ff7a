import Foundation

/// What each built-in function does (`length upper lower trim words word split join
/// digits isNumber number string prefix suffix round floor ceil min max abs contains ms s`;
/// `now` reads the run's clock, in `Evaluator`).
extension BuiltinFunction {
    /// Calls the function on `args` (as many as its `arity` allows); a bad argument is
    /// an error at `range`.
    func call(_ args: [Value], range: SourceRange) throws(RuntimeError) -> Value {
        let args = Arguments(function: self, values: args, range: range)
        switch self {
        case .length: return try Self.length(args)
        case .upper: return .string(try args.text(0).uppercased())
        case .lower: return .string(try args.text(0).lowercased())
        case .trim: return .string(Self.trimmed(try args.text(0)))
        case .words: return .list(Self.words(try args.text(0)).map(Value.string))
        case .word: return try Self.word(args)
        case .split: return try Self.split(args)
        case .join: return try Self.join(args)
        case .digits: return .string(String(try args.text(0).filter(\.isASCIIDigitCharacter)))
        case .isNumber: return try Self.isNumber(args)
        case .number: return try Self.number(args)
        case .string: return .string(args[0].plainText)
        case .prefix: return .string(String(try args.text(0).prefix(try args.count(1))))
        case .suffix: return .string(String(try args.text(0).suffix(try args.count(1))))
        case .round: return .number(try args.number(0).rounded(.toNearestOrAwayFromZero))
        case .floor: return .number(try args.number(0).rounded(.down))
        case .ceil: return .number(try args.number(0).rounded(.up))
        case .abs: return .number(try args.number(0).magnitude)
        case .min: return try Self.extreme(args, Swift.min)
        case .max: return try Self.extreme(args, Swift.max)
        case .contains: return try Self.contains(args)
        case .ms: return try Durations.make(try args.number(0), at: range)
        case .s: return try Durations.make(try args.number(0) * 1000, at: range)
        case .now: throw RuntimeError(.noClock, at: range)  // the evaluator reads its run's clock
        }
    }

    /// A call's arguments, read as the types the function needs.
    private struct Arguments {
        let function: BuiltinFunction
        let values: [Value]
        let range: SourceRange

        subscript(index: Int) -> Value { values[index] }
        var count: Int { values.count }

        /// The error for a value that is not what the function takes.
        func bad(_ value: Value, _ expected: String) -> RuntimeError {
            RuntimeError(.badArgument(function: function.rawValue, expected: expected, found: value.traceText), at: range)
        }

        func bad(_ index: Int, _ expected: String) -> RuntimeError {
            bad(values[index], expected)
        }

        func text(_ index: Int) throws(RuntimeError) -> String {
            guard case .string(let value) = values[index] else { throw bad(index, "a String") }
            return value
        }

        func number(_ index: Int) throws(RuntimeError) -> Double {
            guard case .number(let value) = values[index] else { throw bad(index, "a Number") }
            return value
        }

        /// A count of characters: a whole Number of at least 0 (one past any text's length
        /// counts as all of it).
        func count(_ index: Int) throws(RuntimeError) -> Int {
            let value = try number(index)
            guard value.rounded() == value, value >= 0 else { throw bad(index, "a whole Number of at least 0") }
            return value >= Double(Int.max) ? Int.max : Int(value)
        }
    }

    private static func length(_ args: Arguments) throws(RuntimeError) -> Value {
        switch args[0] {
        case .string(let value): return .number(Double(value.count))
        case .list(let items), .tuple(let items): return .number(Double(items.count))
        default: throw args.bad(0, "a String or a List")
        }
    }

    private static func word(_ args: Arguments) throws(RuntimeError) -> Value {
        let all = words(try args.text(0))
        let index = try args.number(1)
        guard index.rounded() == index else { throw args.bad(1, "a whole Number") }
        guard index >= 0, index < Double(all.count) else { return .string("") }
        return .string(all[Int(index)])
    }

    private static func split(_ args: Arguments) throws(RuntimeError) -> Value {
        let separator = try args.text(1)
        guard !separator.isEmpty else { throw args.bad(1, "a non-empty String") }
        return .list(try args.text(0).components(separatedBy: separator).map(Value.string))
    }

    private static func join(_ args: Arguments) throws(RuntimeError) -> Value {
        guard case .list(let items) = args[0] else { throw args.bad(0, "a List") }
        let separator = args.count > 1 ? try args.text(1) : ""
        return .string(items.map(\.plainText).joined(separator: separator))
    }

    private static func isNumber(_ args: Arguments) throws(RuntimeError) -> Value {
        switch args[0] {
        case .number: return .bool(true)
        case .string(let value): return .bool(parseNumber(value) != nil)
        default: return .bool(false)
        }
    }

    private static func number(_ args: Arguments) throws(RuntimeError) -> Value {
        switch args[0] {
        case .number: return args[0]
        case .string(let value):
            guard let parsed = parseNumber(value) else { throw args.bad(0, "a String holding a number") }
            return .number(parsed)
        case .bool(let flag): return .number(flag ? 1 : 0)
        default: throw args.bad(0, "a String or a Number")
        }
    }

    /// `min` or `max` (`pick` chooses of two) of numbers given as arguments, or of one list of them.
    private static func extreme(_ args: Arguments, _ pick: (Double, Double) -> Double) throws(RuntimeError) -> Value {
        var candidates = args.values
        if args.count == 1, case .list(let items) = args[0] { candidates = items }
        guard !candidates.isEmpty else { throw args.bad(0, "a non-empty List") }
        var best: Double?
        for candidate in candidates {
            guard case .number(let value) = candidate else { throw args.bad(candidate, "Numbers") }
            best = best.map { pick($0, value) } ?? value
        }
        return .number(best ?? 0)
    }

    private static func contains(_ args: Arguments) throws(RuntimeError) -> Value {
        switch args[0] {
        case .string(let value): return .bool(value.contains(try args.text(1)))
        case .list(let items): return .bool(items.contains(args[1]))
        default: throw args.bad(0, "a String or a List")
        }
    }

    static func words(_ text: String) -> [String] {
        guard isASCII(text) else { return text.split(whereSeparator: { $0.isWhitespace }).map(String.init) }
        // The same split for ASCII text, byte by byte (Unicode properties are slow to look up).
        var result: [String] = []
        var start: String.UTF8View.Index?
        let bytes = text.utf8
        for index in bytes.indices {
            if isASCIIWhitespace(bytes[index]) {
                if let begin = start { result.append(String(text[begin..<index])) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begin = start { result.append(String(text[begin...])) }
        return result
    }

    /// `text` without leading and trailing white space and newlines.
    static func trimmed(_ text: String) -> String {
        guard isASCII(text) else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isASCIIWhitespace($0) }),
              let last = bytes.lastIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
        return String(text[first...last])
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Tab, newline, vertical tab, form feed, carriage return and space: the ASCII
    /// characters that `Character.isWhitespace` and Foundation's white space include.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The number `text` holds as the app's `Double(text)` reads it (`12`, `-3`, `2.5`, `1e3`,
    /// `0x10`), when that is finite; nil for anything else (`" 7"`, `"nan"`, `"inf"`, `"1e400"`).
    static func parseNumber(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
