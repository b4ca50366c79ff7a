/// A scenario value: dynamically typed, as the contract's "Values" section says.
enum Value: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case `nil`
    case list([Value])
    /// A `combineLatest` element, read with `$0`, `$1`, ...
    case tuple([Value])
    /// A `currentAndPrevious()` element, read with `.current` and `.previous`.
    indirect case pair(current: Value, previous: Value)
    /// A duration in whole milliseconds (`250ms`, `ms(n)`, `1.5s`).
    case duration(milliseconds: Int)

    /// The name of the value's type, as messages print it.
    var typeName: String {
        switch self {
        case .string: "String"
        case .number: "Number"
        case .bool: "Bool"
        case .nil: "nil"
        case .list: "List"
        case .tuple: "Tuple"
        case .pair: "Pair"
        case .duration: "Duration"
        }
    }

    /// How traces print the value: strings quoted, numbers in Swift's shortest
    /// round-trip form without a trailing `.0`.
    var traceText: String {
        switch self {
        case .string(let text): LiteralText.quoted(text)
        default: plainText
        }
    }

    /// The value as scenario source: strings with the language's escapes, numbers in
    /// plain decimal notation (no exponent), lists as `[a, b]`. Tuples and pairs have
    /// no literal form and print as traces show them.
    var sourceText: String {
        switch self {
        case .string(let text): LiteralText.quoted(text)
        case .number(let number): LiteralText.sourceNumber(number)
        case .list(let items): "[" + items.map(\.sourceText).joined(separator: ", ") + "]"
        case .bool, .nil, .tuple, .pair, .duration: traceText
        }
    }

    /// How `string(x)` renders the value: as a trace prints it, but a top-level
    /// string without quotes.
    var plainText: String {
        switch self {
        case .string(let text): text
        case .number(let number): LiteralText.number(number)
        case .bool(let flag): flag ? "true" : "false"
        case .nil: "nil"
        case .list(let items): "[" + items.map(\.traceText).joined(separator: ", ") + "]"
        case .tuple(let items): "(" + items.map(\.traceText).joined(separator: ", ") + ")"
        case .pair(let current, let previous):
            "(current: \(current.traceText), previous: \(previous.traceText))"
        case .duration(let milliseconds): "\(milliseconds)ms"
        }
    }
}
