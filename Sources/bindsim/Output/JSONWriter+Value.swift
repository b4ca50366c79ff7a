// A scenario value as JSON: the one part of the writer that knows the interpreter's values.
extension JSONWriter {
    /// A scenario value as JSON: tuples as `{"tuple": [...]}`, pairs as
    /// `{"current": ..., "previous": ...}`.
    static func value(_ value: Value) -> JSON {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .nil: .null
        case .list(let items): .array(items.map(Self.value))
        case .tuple(let items): .object([("tuple", .array(items.map(Self.value)))])
        case .pair(let current, let previous):
            .object([("current", Self.value(current)), ("previous", Self.value(previous))])
        case .duration: .object([("duration", .string(value.traceText))])
        }
    }
}
