/// The built-in functions callable in expressions, with the argument counts they accept.
enum BuiltinFunction: String, CaseIterable, Sendable {
    case length, upper, lower, trim, words, word, split, join, digits, isNumber, number, string
    /// The first or last N characters of a text (Swift's `prefix(_:)`, `suffix(_:)`).
    case prefix, suffix
    case round, floor, ceil, min, max, abs, contains
    /// Durations from numbers: `ms(n)`, `s(n)` (language version 3).
    case ms, s
    /// The virtual time in milliseconds, a Number (language version 4; `ms(now())` is a Duration).
    case now

    var arity: ArgumentCount {
        switch self {
        case .word, .split, .contains, .prefix, .suffix: .exactly(2)
        case .join: .range(1, 2)
        case .now: .exactly(0)
        case .min, .max: .atLeast(1)
        default: .exactly(1)
        }
    }

    static let names = allCases.map(\.rawValue)

    /// What a builtin works on, for the help of an unknown one.
    enum Kind: String, CaseIterable {
        case text, numbers, lists, durations, time
    }

    /// The help for an unknown function `name`: the closest builtin and the others of its kind
    /// (`did you mean 'trim'? the text builtins: length, upper, …`), or, with none close, every
    /// builtin by kind.
    static func help(forUnknown name: String) -> DiagnosticHelp {
        func line(_ kind: Kind, title: String) -> String {
            title + ": " + allCases.filter { $0.kind == kind }.map(\.rawValue).joined(separator: ", ")
        }
        guard let closest = Suggestions.closest(to: name, in: names), let function = BuiltinFunction(rawValue: closest) else {
            return .knownFunctions(closest: nil, kinds: Kind.allCases.map { line($0, title: $0.rawValue) })
        }
        return .knownFunctions(closest: closest, kinds: [line(function.kind, title: function.kind.rawValue + " builtins")])
    }

    var kind: Kind {
        switch self {
        case .length, .upper, .lower, .trim, .words, .word, .split, .digits, .isNumber, .number, .string,
             .prefix, .suffix: .text
        case .round, .floor, .ceil, .min, .max, .abs: .numbers
        case .join, .contains: .lists
        case .ms, .s: .durations
        case .now: .time
        }
    }
    static let table = WordTable(allCases.map { ($0.rawValue, $0) })
}
