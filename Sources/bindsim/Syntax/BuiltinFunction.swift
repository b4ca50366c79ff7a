/// The built-in functions callable in expressions, with the argument counts they accept.
enum BuiltinFunction: String, CaseIterable, Sendable {
    case length, upper, lower, trim, words, word, split, join, digits, isNumber, number, string
    case round, floor, ceil, min, max, abs, contains
    /// Durations from numbers: `ms(n)`, `s(n)` (language version 3).
    case ms, s

    var arity: ArgumentCount {
        switch self {
        case .word, .split, .contains: .exactly(2)
        case .join: .range(1, 2)
        case .min, .max: .atLeast(1)
        default: .exactly(1)
        }
    }

    static let names = allCases.map(\.rawValue)
    static let table = WordTable(allCases.map { ($0.rawValue, $0) })
}
