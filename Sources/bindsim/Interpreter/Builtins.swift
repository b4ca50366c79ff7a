import Foundation

/// The built-in functions (`length upper lower trim words word split join digits
/// isNumber number string round floor ceil min max abs contains`).
enum Builtins {
    static func call(_ builtin: Builtin, _ args: [Value], range: SourceRange) throws(RuntimeError) -> Value {
        func bad(_ index: Int, _ expected: String) -> RuntimeError {
            RuntimeError(.badArgument(function: builtin.rawValue, expected: expected,
                                      found: args[index].traceText), at: range)
        }
        func text(_ index: Int) throws(RuntimeError) -> String {
            guard case .string(let value) = args[index] else { throw bad(index, "a String") }
            return value
        }
        func number(_ index: Int) throws(RuntimeError) -> Double {
            guard case .number(let value) = args[index] else { throw bad(index, "a Number") }
            return value
        }
        switch builtin {
        case .length:
            switch args[0] {
            case .string(let value): return .number(Double(value.count))
            case .list(let items), .tuple(let items): return .number(Double(items.count))
            default: throw bad(0, "a String or a List")
            }
        case .upper: return .string(try text(0).uppercased())
        case .lower: return .string(try text(0).lowercased())
        case .trim: return .string(trimmed(try text(0)))
        case .words: return .list(words(try text(0)).map(Value.string))
        case .word:
            let all = words(try text(0))
            let index = try number(1)
            guard index.rounded() == index else { throw bad(1, "a whole Number") }
            guard index >= 0, index < Double(all.count) else { return .string("") }
            return .string(all[Int(index)])
        case .split:
            let separator = try text(1)
            guard !separator.isEmpty else { throw bad(1, "a non-empty String") }
            return .list(try text(0).components(separatedBy: separator).map(Value.string))
        case .join:
            guard case .list(let items) = args[0] else { throw bad(0, "a List") }
            let separator = args.count > 1 ? try text(1) : ""
            return .string(items.map(\.plainText).joined(separator: separator))
        case .digits: return .string(String(try text(0).filter(\.isASCIIDigitCharacter)))
        case .isNumber:
            switch args[0] {
            case .number: return .bool(true)
            case .string(let value): return .bool(parseNumber(value) != nil)
            default: return .bool(false)
            }
        case .number:
            switch args[0] {
            case .number: return args[0]
            case .string(let value):
                guard let parsed = parseNumber(value) else { throw bad(0, "a String holding a number") }
                return .number(parsed)
            case .bool(let flag): return .number(flag ? 1 : 0)
            default: throw bad(0, "a String or a Number")
            }
        case .string: return .string(args[0].plainText)
        case .round: return .number(try number(0).rounded(.toNearestOrAwayFromZero))
        case .floor: return .number(try number(0).rounded(.down))
        case .ceil: return .number(try number(0).rounded(.up))
        case .abs: return .number(try number(0).magnitude)
        case .min, .max:
            var candidates = args
            if args.count == 1, case .list(let items) = args[0] { candidates = items }
            guard !candidates.isEmpty else { throw bad(0, "a non-empty List") }
            var best: Double?
            for (index, candidate) in candidates.enumerated() {
                guard case .number(let value) = candidate else {
                    throw RuntimeError(.badArgument(function: builtin.rawValue, expected: "Numbers",
                                                    found: candidates[index].traceText), at: range)
                }
                if let current = best {
                    best = builtin == .min ? Swift.min(current, value) : Swift.max(current, value)
                } else {
                    best = value
                }
            }
            return .number(best ?? 0)
        case .ms: return try Durations.make(try number(0), at: range)
        case .s: return try Durations.make(try number(0) * 1000, at: range)
        case .contains:
            switch args[0] {
            case .string(let value): return .bool(value.contains(try text(1)))
            case .list(let items): return .bool(items.contains(args[1]))
            default: throw bad(0, "a String or a List")
            }
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

    /// Parses a decimal number (`12`, `-3`, `2.5`); nil for anything else.
    static func parseNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "." || $0 == "-" || $0 == "+" }),
              let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
