/// Scenario values in trace lines: the one place that shortens a long value.
extension TextBytes {
    /// `value` as traces print it: the bytes of `value.traceText`, shortened when long.
    mutating func append(trace value: Value) {
        if case .number(let number) = value {
            appendNumber(number)
            return
        }
        if case .string(let string) = value, string.utf8.count > TextBytes.longValue {
            // Escape only what is shown: a long string costs its prefix, not its length.
            let shown = string.prefix(TextBytes.shownOfLongValue)
            append(String(LiteralText.quoted(String(shown)).dropLast()))
            append(" … (\(string.count - shown.count) more characters)")
            return
        }
        let text = value.traceText
        if text.utf8.count <= TextBytes.longValue {
            append(text)
        } else {
            // A trace line stays readable (and output bounded) however long the value.
            let shown = text.prefix(TextBytes.shownOfLongValue)
            append(String(shown))
            append(" … (\(text.count - shown.count) more characters)")
        }
    }

    /// Values longer than this many bytes are shortened in trace lines (JSON keeps them whole).
    static let longValue = 240
    static let shownOfLongValue = 200
}
