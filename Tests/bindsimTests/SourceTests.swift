import Testing
@testable import bindsim

/// Files in unusual shapes: empty, comments only, CRLF, tabs, BOM, no final newline,
/// non-ASCII text, NUL bytes and invalid UTF-8.
@Suite struct SourceTests {
    /// A file with nothing to run is one error at its start, not "0 passed, 0 failed".
    @Test(arguments: ["", "\n\n", "# only a comment", "# one\n# two\n", "   \t\n", ";;\n;", "\r\n\r\n",
                      "scenario \"only a title\"\n", "\u{FEFF}# a byte-order mark and a comment\n"])
    func emptyLikeFilesAreOneError(_ text: String) {
        let result = Frontend.parseAndCheck(SourceFile(path: "e.txt", text: text))
        #expect(result.program == nil)
        #expect(result.diagnostics.map(\.message) == [.emptyScenario])
        #expect(result.diagnostics.first?.range.start.line == 1)
        #expect(result.diagnostics.first?.help == .writeSomeStatements)
    }

    @Test func crlfLineEndingsKeepLinesAndColumns() {
        #expect(frontendOutput("relay a = 1\r\nset a = 2\r\nexpect b == 2\r\n") == """
            test.txt:3:8: error: unknown node 'b' [E0201]
             3 | expect b == 2
               |        ^

            """)
        #expect(frontendOutput("relay a = 1\r\nset a = 2\r\n", ranges: true) == """
            @1:1-1:12 (relay a 1)
            @2:1-2:10 (set a 2)

            """)
    }

    @Test func tabsCountAsOneColumnAndShowAsFourSpaces() {
        #expect(frontendOutput("relay a = 1\n\tset\ta = zz\n") == """
            test.txt:2:10: error: unknown node 'zz' [E0201]
             2 |     set    a = zz
               |                ^^

            """)
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(diagnosticsOutput([0xEF, 0xBB, 0xBF] + Array("relay a = zz\n".utf8)) == """
            test.txt:1:11: error: unknown node 'zz' [E0201]
             1 | relay a = zz
               |           ^^

            """)
    }

    @Test func missingFinalNewline() {
        #expect(frontendOutput("relay a = 1\nset a = 2", ranges: true) == "@1:1-1:12 (relay a 1)\n@2:1-2:10 (set a 2)\n")
        #expect(frontendOutput("relay a = 1\non a { set a = 2 }") == "(relay a 1)\n(on (stream a)\n  (set a 2))\n")
    }

    @Test func nonASCIIColumnsCountScalars() {
        #expect(frontendOutput("relay s = \"héllo wörld 😀\" + zz\n") == """
            test.txt:1:29: error: unknown node 'zz' [E0201]
             1 | relay s = "héllo wörld 😀" + zz
               |                              ^^

            """)
    }

    @Test func nonASCIINamesAreOneError() {
        #expect(frontendOutput("relay é = 1\nrelay café = 2\nset café = 3\n") == """
            test.txt:1:7: error: unexpected character 'é' [E0005]
             1 | relay é = 1
               |       ^
               = help: names use ASCII letters, digits and '_', and do not start with a digit

            test.txt:2:10: error: unexpected character 'é' [E0005]
             2 | relay café = 2
               |          ^
               = help: names use ASCII letters, digits and '_', and do not start with a digit

            test.txt:3:8: error: unexpected character 'é' [E0005]
             3 | set café = 3
               |        ^
               = help: names use ASCII letters, digits and '_', and do not start with a digit

            """)
    }

    @Test func nulByteIsOneDiagnostic() {
        #expect(diagnosticsOutput([0x72, 0x65, 0x0A, 0x61, 0x00, 0x62]) == """
            test.txt:2:2: error: file is binary: it contains a NUL byte [E0002]
             2 | a\u{FFFD}b
               |  ^

            """)
    }

    @Test func invalidUTF8IsOneDiagnostic() {
        let bytes = Array("relay s = \"é".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8) + Array(repeating: 0xC3, count: 1000)
        #expect(diagnosticsOutput(bytes) == """
            test.txt:1:13: error: file is not valid UTF-8 [E0003]
             1 | relay s = "é\u{FFFD}\u{FFFD}"
               |             ^

            """)
    }

    @Test(arguments: [
        [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8], [0xE2, 0x82],
        [0x80], [0xF0, 0x9F, 0x98],
    ] as [[UInt8]])
    func malformedSequencesAreRejected(_ bytes: [UInt8]) {
        let found = Frontend.parseAndCheck(SourceFile(path: "t", bytes: Array("# ".utf8) + bytes + Array(" x".utf8))).diagnostics
        #expect(found.map(\.code) == ["E0003"])
        #expect(found.first?.range.start.column == 3)
    }

    @Test func validMultibyteTextIsAccepted() {
        let text = "# ¢ € 𐍈 😀 ünïcödé\nrelay s = \"¢€𐍈😀\"\n"
        #expect(Frontend.parseAndCheck(SourceFile(path: "t", text: text)).diagnostics.isEmpty)
    }

    @Test func binaryGarbageIsCappedAndDoesNotCrash() {
        var state: UInt32 = 12345
        let bytes = (0..<20_000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16) & 0x7F | 0x01
        }
        let found = Frontend.parseAndCheck(SourceFile(path: "t", bytes: bytes)).diagnostics
        // This generator never makes a newline byte: one long line. Its first statement is
        // no statement (E0102 at column 1), so the file is not read past the first
        // statement boundary, the ';' after column 117; up to there each control character
        // is one E0005 where it stands, and the lexer recovers after every error.
        #expect(found.map { "\($0.range.start.column) \($0.code)" } == [
            "1 E0102", "2 E0005", "5 E0005", "7 E0005", "12 E0005", "15 E0005", "20 E0005", "25 E0005", "29 E0005",
            "46 E0005", "49 E0005", "50 E0011", "54 E0005", "57 E0011", "66 E0005", "73 E0005", "75 E0005", "83 E0005",
            "89 E0005", "91 E0005", "104 E0005", "107 E0005", "111 E0005", "113 E0014", "117 E0005",
        ])
        #expect(found.first?.help == .notAScenario)
        #expect(found.allSatisfy { $0.range.start.line == 1 && $0.range.start.column < 189 })
        for diagnostic in found where diagnostic.code == "E0005" {
            let byte = bytes[diagnostic.range.start.offset]
            #expect(byte < 0x20 || byte == 0x7F, "E0005 at column \(diagnostic.range.start.column) names a control character")
        }
        #expect(renderDiagnostics(found, in: SourceFile(path: "t", bytes: bytes)).utf8.count < 40_000)
    }

    @Test func statementRangesCoverTheirText() {
        let source = """
            relay a = 1
            bind a.map(it + 1)
              .distinct() -> a
            """
        // A chain continued on a line that starts with `.` is one statement, its range both lines.
        let codes = Frontend.parseAndCheck(SourceFile(path: "t", text: source)).diagnostics.map(\.code)
        #expect(codes == [])
        #expect(frontendOutput(source, ranges: true).contains("@2:1-3:19 (bind (stream a (map (+ it 1)) (distinct)) -> a)"), "\(frontendOutput(source, ranges: true))")
        #expect(frontendOutput("relay a = 1\non a {\n  set a = (1 +\n    2)\n}\n", ranges: true) == """
            @1:1-1:12 (relay a 1)
            @2:1-5:2 (on (stream a)
              @3:3-4:7 (set a (+ 1 2)))

            """)
    }

    @Test func expressionRangesAndTokens() throws {
        let program = try #require(Frontend.parseAndCheck(SourceFile(path: "t", text: "relay a = 1\nset a = (a + 22) * 3\n")).program)
        guard case .set(let target, let value, _) = program.statements[1].kind else {
            Issue.record("not a set")
            return
        }
        #expect(target.range.compactDescription == "2:5-2:6")
        #expect(value.range.compactDescription == "2:9-2:21")
        guard case .binary(.multiply, let left, let right) = value.kind else {
            Issue.record("not a product")
            return
        }
        #expect(left.range.compactDescription == "2:9-2:17")
        #expect(right.range.compactDescription == "2:20-2:21")
        #expect(program.declaration(named: "a")?.kind == .relay)
        #expect(program.declarationIndex(of: "a") == 0)
        #expect(program.declarationIndex(of: target) == 0)
        guard case .binary(.add, let inner, _) = left.kind, case .name(let reference) = inner.kind else {
            Issue.record("not a + b")
            return
        }
        #expect(reference.name == "a")
        #expect(program.declarationIndex(of: reference) == 0)
    }

    @Test func sourceFileLineLookup() {
        let file = SourceFile(path: "t", text: "ab\r\ncé\nlast")
        #expect(file.lineCount == 3)
        #expect(file.lineText(1) == "ab")
        #expect(file.lineText(2) == "cé")
        #expect(file.lineText(3) == "last")
        #expect(file.location(ofOffset: 7) == SourceLocation(offset: 7, line: 2, column: 3))
        #expect(file.location(ofOffset: 8) == SourceLocation(offset: 8, line: 3, column: 1))
        #expect(file.location(ofOffset: 10) == SourceLocation(offset: 10, line: 3, column: 3))
    }
}
