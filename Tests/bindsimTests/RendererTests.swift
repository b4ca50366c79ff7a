import Testing
@testable import bindsim

/// The diagnostic layout: colour, wide and combining characters, long lines, ordering.
@Suite struct RendererTests {
    private func render(_ text: String, color: Bool = false) -> String {
        let file = SourceFile(path: "r.txt", text: text)
        return renderDiagnostics(Frontend.parseAndCheck(file).diagnostics, in: file, color: color)
    }

    @Test func colorWrapsEachPartAndIsOffByDefault() {
        let text = "relay email = \"\"\nset emial = 1\n"
        #expect(!render(text).contains("\u{1B}"))
        let esc = "\u{1B}["
        #expect(render(text, color: true) == """
            \(esc)1mr.txt:2:5:\(esc)0m \(esc)1;31merror:\(esc)0m\(esc)1m unknown node 'emial' [E0201]\(esc)0m
            \(esc)1;34m 2 |\(esc)0m set emial = 1
            \(esc)1;34m   |\(esc)0m     \(esc)1;31m^^^^^\(esc)0m
            \(esc)1;36m   = help:\(esc)0m did you mean 'email'?

            """)
    }

    @Test func wideCharactersTakeTwoCaretColumns() {
        #expect(render("relay s = \"日本語\" + zz\n") == """
            r.txt:1:19: error: unknown node 'zz' [E0201]
             1 | relay s = "日本語" + zz
               |                      ^^

            """)
    }

    @Test func combiningMarksTakeNoCaretColumn() {
        #expect(render("relay s = \"e\u{301}\" + zz\n") == """
            r.txt:1:18: error: unknown node 'zz' [E0201]
             1 | relay s = "e\u{301}" + zz
               |                 ^^

            """)
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let long = String(repeating: "x", count: 200)
        #expect(render("relay a = \"\(long)\" + zz + \"\(long)\"\n") == """
            r.txt:1:216: error: unknown node 'zz' [E0201]
             1 | ...xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + zz + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...
               |                                            ^^

            """)
    }

    @Test func caretAtTheEndOfALineAndAtEndOfFile() {
        #expect(render("relay a =") == """
            r.txt:1:10: error: expected an expression, found end of file [E0101]
             1 | relay a =
               |          ^

            """)
    }

    @Test func controlCharactersAreNotPrintedRaw() {
        #expect(render("relay a = 1 \u{7}\n") == """
            r.txt:1:13: error: unexpected character '\\u{7}' [E0005]
             1 | relay a = 1 \u{FFFD}
               |             ^

            """)
    }

    @Test func diagnosticsComeInSourceOrderParserAndCheckerMixed() {
        let output = render("set zz = 1\nrelay a = (\nexpect yy == 2\n")
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("r.txt:") }
        #expect(lines.map { String($0.prefix(8)) } == ["r.txt:1:", "r.txt:3:", "r.txt:3:"])
        #expect(output.contains("unknown node 'zz'"))
        #expect(output.contains("expected an expression, found 'expect'"))
        #expect(output.contains("unknown node 'yy'"))
    }

    @Test func errorsOfEveryStageInOneReport() {
        let text = "relay a = 1\nbind a.mapp(it) -> b\nset c = \"\\q\"\n"
        #expect(render(text) == #"""
            r.txt:2:8: error: unknown operator 'mapp' [E0109]
             2 | bind a.mapp(it) -> b
               |        ^^^^
               = help: did you mean 'map'?

            r.txt:2:20: error: unknown node 'b' [E0201]
             2 | bind a.mapp(it) -> b
               |                    ^

            r.txt:3:5: error: unknown node 'c' [E0201]
             3 | set c = "\q"
               |     ^

            r.txt:3:10: error: unknown escape sequence '\q' [E0007]
             3 | set c = "\q"
               |          ^^
               = help: the escapes are '\"', '\\', '\n', '\t' and '\u{...}'

            """#)
    }

    @Test func editDistanceSuggestions() {
        #expect(Suggestions.closest(to: "emial", in: ["email", "name"]) == "email")
        #expect(Suggestions.closest(to: "Email", in: ["email"]) == "email")
        #expect(Suggestions.closest(to: "x", in: ["y"]) == nil)
        #expect(Suggestions.closest(to: "completelydifferent", in: ["email"]) == nil)
        #expect(Suggestions.closest(to: "fulName", in: ["firstName", "fullName"]) == "fullName")
    }
}
