/// Writes one JSON object per line, keys in the order given (deterministic). It sits in Text, the
/// lowest floor, so the language server and the reporters share it.
enum JSONWriter {
    indirect enum JSON {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([JSON])
        case object([(String, JSON)])

        /// A whole number.
        static func int(_ value: Int) -> JSON { .number(Double(value)) }
    }

    static func object(_ fields: [(String, JSON)]) -> String {
        render(.object(fields))
    }

    static func render(_ json: JSON) -> String {
        var out = ""
        write(json, into: &out)
        return out
    }

    private static func write(_ json: JSON, into out: inout String) {
        switch json {
        case .string(let text): out += LiteralText.jsonQuoted(text)
        case .number(let number): out += number.isFinite ? LiteralText.number(number) : "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += "," }
                out += LiteralText.jsonQuoted(field.0) + ":"
                write(field.1, into: &out)
            }
            out += "}"
        }
    }
}
