/// A JSON value as the language server reads and writes it: the JSON writer's value, so a
/// message read and an answer written are the same type.
typealias JSONValue = JSONWriter.JSON

/// Reads one JSON text (RFC 8259) into a `JSONValue`, within bounds: the input is already
/// bounded by the message size limit, and nesting deeper than `maxDepth` is an error before
/// the reader recurses any further, so a hostile message cannot exhaust the stack.
///
/// Strings may hold any Unicode; an invalid UTF-8 byte in one reads as U+FFFD, a lone
/// surrogate escape (`\uD800`) likewise. Numbers are read as `Double`.
struct JSONReader {
    /// Why the text is not JSON, and where (a byte offset).
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Deepest nesting of arrays and objects accepted (LSP messages use about ten).
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private let maxDepth: Int

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The value `bytes` hold: exactly one, with white space around it.
    static func read(_ bytes: [UInt8], maxDepth: Int = JSONReader.maxDepth) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes, maxDepth: maxDepth)
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: index)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func readValue() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"): return try readNested(Self.readObject)
        case UInt8(ascii: "["): return try readNested(Self.readArray)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readWord("true", .bool(true))
        case UInt8(ascii: "f"): return try readWord("false", .bool(false))
        case UInt8(ascii: "n"): return try readWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw failure("expected a value")
        }
    }

    /// Reads an array or object one level deeper, refusing past `maxDepth`.
    private mutating func readNested(_ read: (inout JSONReader) throws(Failure) -> JSONValue) throws(Failure) -> JSONValue {
        guard depth < maxDepth else { throw failure("nesting is deeper than the limit of \(maxDepth)") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private static func readObject(_ reader: inout JSONReader) throws(Failure) -> JSONValue {
        reader.index += 1
        var fields: [(String, JSONValue)] = []
        reader.skipWhitespace()
        if reader.current == UInt8(ascii: "}") {
            reader.index += 1
            return .object(fields)
        }
        while true {
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: "\"") else { throw reader.failure("expected a key in quotes") }
            let key = try reader.readString()
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: ":") else { throw reader.failure("expected ':' after a key") }
            reader.index += 1
            reader.skipWhitespace()
            fields.append((key, try reader.readValue()))
            reader.skipWhitespace()
            switch reader.current {
            case UInt8(ascii: ","): reader.index += 1
            case UInt8(ascii: "}"):
                reader.index += 1
                return .object(fields)
            default: throw reader.failure("expected ',' or '}' in an object")
            }
        }
    }

    private static func readArray(_ reader: inout JSONReader) throws(Failure) -> JSONValue {
        reader.index += 1
        var items: [JSONValue] = []
        reader.skipWhitespace()
        if reader.current == UInt8(ascii: "]") {
            reader.index += 1
            return .array(items)
        }
        while true {
            reader.skipWhitespace()
            items.append(try reader.readValue())
            reader.skipWhitespace()
            switch reader.current {
            case UInt8(ascii: ","): reader.index += 1
            case UInt8(ascii: "]"):
                reader.index += 1
                return .array(items)
            default: throw reader.failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func readWord(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'") }
            index += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func readNumber() throws(Failure) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Byte.isDigit(first) else { throw failure("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, Byte.isDigit(digit) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Byte.isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            index = start
            throw failure("number '\(FoundText.sanitized(text))' is out of range")
        }
        return number
    }

    private mutating func skipDigits() {
        while let byte = current, Byte.isDigit(byte) { index += 1 }
    }

    private mutating func readString() throws(Failure) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &text)
            case 0..<0x20:
                index -= 1
                throw failure("a control character must be escaped in a string")
            default:
                text.append(byte)
            }
        }
    }

    private mutating func readEscape(into text: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800..<0xDC00).contains(scalar), bytes.count - index >= 6,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let mark = index
                index += 2
                let low = try readHex4()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = mark
                }
            }
            text.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        default:
            index -= 1
            throw failure("unknown escape in a string")
        }
    }

    private mutating func readHex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("expected four hex digits after '\\u'") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, Byte.isHexDigit(byte) else { throw failure("expected four hex digits after '\\u'") }
            value = value * 16 + Byte.hexValue(byte)
            index += 1
        }
        return value
    }
}

extension JSONWriter.JSON {
    /// The value of `key` in an object (the last, if the key repeats); nil for anything else.
    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.last { $0.0 == key }?.1
    }

    var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// A whole number that fits an `Int`.
    var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    var boolValue: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }

    var arrayValue: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    var isNull: Bool {
        if case .null = self { true } else { false }
    }
}
