import Testing
@testable import bindsim

/// Numbers and strings are written in one place; these pin its boundaries.
@Suite("Literal text")
struct LiteralTextTests {
    @Test("numbers print as Swift's shortest form without a trailing .0", arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3, "-3"), (2.5, "2.5"), (0.1 + 0.2, "0.30000000000000004"),
        (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"),
        (9_999_999_999_999_998, "9999999999999998"), (1e16, "1e+16"), (-1e16, "-1e+16"),
        (1e-5, "1e-05"), (123_456.75, "123456.75"),
    ])
    func numbers(_ value: Double, _ expected: String) {
        #expect(LiteralText.number(value) == expected)
        var bytes: [UInt8] = []
        LiteralText.appendNumber(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, "the byte path agrees")
        #expect(Value.number(value).traceText == expected, "values print through it")
    }

    @Test("source numbers never use an exponent and read back to the same value", arguments: [
        (1e9, "1000000000"), (1e16, "10000000000000000"), (1.5e20, "150000000000000000000"),
        (1e-5, "0.00001"), (-2.5e-7, "-0.00000025"), (0.1, "0.1"), (-0.0, "0"), (123.25, "123.25"),
        (1.2345e-3, "0.0012345"),
    ])
    func sourceNumbers(_ value: Double, _ expected: String) {
        let text = LiteralText.sourceNumber(value)
        #expect(text == expected)
        #expect(Double(text) == value || (value == 0 && Double(text) == 0))
    }

    @Test("an invisible character is one of Unicode's controls, format characters (but the joiners) and separators")
    func invisibleIsTheCategories() {
        var differing: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let byCategory: Bool
            switch scalar.properties.generalCategory {
            case .format: byCategory = value != 0x200C && value != 0x200D
            case .control, .lineSeparator, .paragraphSeparator: byCategory = true
            default: byCategory = false
            }
            if byCategory != LiteralText.isInvisible(scalar) { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty, "differ from the categories: \(differing.prefix(20))")
    }

    @Test("the scenario, JSON and message escapings")
    func strings() {
        let text = "a\"b\\c\nd\te\r\u{1B}\u{7F}\u{85}é😀"
        #expect(LiteralText.quoted(text) == "\"a\\\"b\\\\c\\nd\\te\\u{D}\\u{1B}\\u{7F}\\u{85}é😀\"")
        #expect(LiteralText.jsonQuoted(text) == "\"a\\\"b\\\\c\\nd\\te\\r\\u001b\\u007f\\u0085é😀\"")
        // Invisible characters beyond ASCII too: a bidi override, a line separator, a tag
        // character (a surrogate pair in JSON); the joiner of an emoji sequence stays.
        let wide = "\u{202E}\u{2028}\u{E0041}👩\u{200D}👧"
        #expect(LiteralText.quoted(wide) == "\"\\u{202E}\\u{2028}\\u{E0041}👩\u{200D}👧\"")
        #expect(LiteralText.jsonQuoted(wide) == "\"\\u202e\\u2028\\udb40\\udc41👩\u{200D}👧\"")
        #expect(LiteralText.printable("a\tb\u{202E}\r") == "a\tb\\u{202E}\\u{D}")
        #expect(LiteralText.escaped(text, .message) == "a\"b\\c\\u{A}d\\u{9}e\\u{D}\\u{1B}\\u{7F}\\u{85}é😀")
        #expect(FoundText.sanitized(String(repeating: "x", count: 40)) == String(repeating: "x", count: 32) + "...")
    }

    @Test("each character alone is escaped as in a longer text (the fast path for text with nothing to escape)", arguments: [
        "\"", "\\", "\n", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "😀", "plain text",
    ])
    func aloneAndInText(_ character: String) {
        for escaping in [LiteralText.Escaping.scenario, .json, .message] {
            let alone = LiteralText.escaped(character, escaping)
            #expect(LiteralText.escaped("<" + character + ">", escaping) == "<" + alone + ">")
            #expect(LiteralText.escaped("\u{1}" + character, escaping) == LiteralText.escaped("\u{1}", escaping) + alone)
        }
    }

    @Test("what the trace prints, the lexer reads back")
    func roundTrip() throws {
        let text = "tab\there \"quoted\" back\\slash \u{1}\u{9F} 日本"
        let source = "relay s = \(LiteralText.quoted(text))\n"
        let program = try #require(Frontend.parseAndCheck(SourceFile(path: "t.txt", text: source)).program)
        guard case .declare(let declaration) = program.statements[0].kind,
              case .initial(let expr) = declaration.value, case .string(let read) = expr.kind else {
            Issue.record("not a string literal")
            return
        }
        #expect(read == text)
    }
}
