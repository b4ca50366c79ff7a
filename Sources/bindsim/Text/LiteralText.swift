/// How numbers and strings are written, for every stage that shows them: traces,
/// JSON, AST dumps, diagnostics, and scenario source written back out. One place,
/// so that a value prints the same everywhere (tested at the boundaries in
/// `LiteralTextTests`).
enum LiteralText {
    // MARK: Numbers

    /// A number as traces print it: Swift's shortest round-trip form without a
    /// trailing `.0` (`12`, `2.5`, `0.30000000000000004`, `1e+16`); zero, negative
    /// zero included, is `0`. Whole numbers below 10^16 print as plain digits, as
    /// Swift's `description` does.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if let digits = wholeDigits(value) { return digits }
        return value.description
    }

    /// Appends `number(value)` as UTF-8, without building a `String` for whole numbers.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value.rounded() == value, value.magnitude < wholeLimit {
            appendDecimal(Int(value), to: &bytes)
        } else {
            bytes.append(contentsOf: number(value).utf8)
        }
    }

    /// A number as scenario source: plain decimal notation, never an exponent
    /// (`1000000000`, `0.0001`), so the lexer reads it back to the same value.
    static func sourceNumber(_ value: Double) -> String {
        if value == 0 { return "0" }
        if let digits = wholeDigits(value) { return digits }
        let text = value.description
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: exponentIndex)...]) else { return text }
        var mantissa = String(text[..<exponentIndex])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction == "0" { fraction = "" }
        var digits = integerPart + fraction
        var point = integerPart.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var result = String(digits.prefix(point))
        let rest = digits.dropFirst(point)
        if !rest.isEmpty { result += "." + rest }
        return (negative ? "-" : "") + result
    }

    /// Whole numbers below this magnitude print as plain digits (Swift's `description`
    /// switches to exponent notation at 10^16).
    private static let wholeLimit = 1e16

    private static func wholeDigits(_ value: Double) -> String? {
        guard value.rounded() == value, value.magnitude < wholeLimit else { return nil }
        return String(Int64(value))
    }

    /// Appends `number` in decimal, as `String(number)` writes it.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var unit: UInt = 1
        while unit <= magnitude / 10 { unit *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / unit))
            magnitude %= unit
            unit /= 10
        } while unit > 0
    }

    // MARK: Strings

    /// How a string is escaped.
    enum Escaping {
        /// The scenario language's string literal: `\"`, `\\`, `\n`, `\t`, and other
        /// invisible characters as `\u{1B}` (what the lexer reads back).
        case scenario
        /// A JSON string (RFC 8259): `\"`, `\\`, `\n`, `\r`, `\t`, other invisible
        /// characters as `\u001b` (astral ones as a surrogate pair).
        case json
        /// Text inside a message: only invisible characters are escaped, as `\u{1B}`.
        case message
    }

    /// `text` in double quotes with the scenario language's escapes: a trace, a
    /// dump or a generated scenario shows a string the way it is written.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, .scenario) + "\""
    }

    /// `text` as a JSON string, quotes included.
    static func jsonQuoted(_ text: String) -> String {
        "\"" + escaped(text, .json) + "\""
    }

    /// `text` with the escapes of `escaping` (no surrounding quotes).
    static func escaped(_ text: String, _ escaping: Escaping) -> String {
        // Most text has nothing to escape: a byte scan hands it back as it is, and for text
        // beyond ASCII, a scan of its scalars.
        if !text.utf8.contains(where: { mayNeedEscape($0, escaping) }) { return text }
        if !text.unicodeScalars.contains(where: { isEscaped($0, escaping) }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch (scalar, escaping) {
            case ("\"", .scenario), ("\"", .json): result += "\\\""
            case ("\\", .scenario), ("\\", .json): result += "\\\\"
            case ("\n", .scenario), ("\n", .json): result += "\\n"
            case ("\t", .scenario), ("\t", .json): result += "\\t"
            case ("\r", .json): result += "\\r"
            default:
                if isInvisible(scalar) {
                    result += escaping == .json ? jsonEscape(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` with each invisible character but the tab written as `\u{1B}`: a line of source
    /// or of generated code, shown or written, that stays one line and shows what it holds.
    static func printable(_ text: String) -> String {
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F }),
              text.unicodeScalars.contains(where: { $0 != "\t" && isInvisible($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\t" && isInvisible(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is one that output never carries as it is: it would act instead of
    /// show (a control character: a terminal's escape sequence, a line break inside a
    /// comment of generated code), or show other than it reads (a format character, the
    /// bidirectional overrides and isolates of Trojan Source, CVE-2021-42574, among them, but
    /// the joiners; a line or paragraph separator).
    /// The categories, as ranges (a lookup of `Unicode.Scalar.Properties.generalCategory` made
    /// traces of non-ASCII text a third slower): `Cc`, `Cf` but the zero-width joiner and
    /// non-joiner (which only join what is around them: 👩‍👩‍👧), `Zl` and `Zp`.
    /// `LiteralTextTests` holds it equal to the categories for every scalar.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x600...0x605, 0x61C, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x180E,
             0x200B, 0x200E...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB,
             0x110BD, 0x110CD, 0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001, 0xE0020...0xE007F:
            return true
        default:
            return false
        }
    }

    /// `scalar` as a JSON escape: `\u001b`, or two for one beyond the Basic Multilingual Plane.
    private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    /// Whether `escaped` changes `scalar`.
    private static func isEscaped(_ scalar: Unicode.Scalar, _ escaping: Escaping) -> Bool {
        if isInvisible(scalar) { return true }
        return escaping != .message && (scalar == "\"" || scalar == "\\")
    }

    /// Whether a UTF-8 byte may start something `escaped` changes: a C0 control or DEL, a
    /// quote or a backslash where they are escaped, and any byte of a non-ASCII character
    /// (the C1 controls and the format characters are among them).
    private static func mayNeedEscape(_ byte: UInt8, _ escaping: Escaping) -> Bool {
        if byte < 0x20 || byte >= 0x7F { return true }
        switch escaping {
        case .json, .scenario: return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        case .message: return false
        }
    }
}
