import Testing
import Foundation
@testable import bindsim

/// Every limit gives a diagnostic instead of a crash, a hang or thousands of lines.
@Suite struct LimitTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        Frontend.parseAndCheck(SourceFile(path: "t.txt", text: text)).diagnostics
    }

    @Test func twoHundredThousandNestedParenthesesGiveOneNestingError() {
        let parens = String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000)
        let found = diagnostics("relay x = \(parens)\nrelay y = zz\n")
        #expect(found.map(\.code) == ["E0108", "E0004", "E0201"])
        #expect(found[0].range.start.column == 267)
    }

    @Test func nestedParenthesesOnManyLinesStopAtTheLimit() {
        let found = diagnostics("relay x = " + String(repeating: "(\n", count: 200_000) + "1")
        #expect(found.map(\.code) == ["E0108"])
        #expect(found[0].range.start.line == 257)
    }

    @Test(arguments: [
        ("relay x = 1" + String(repeating: " + 1", count: 300), "E0108"),
        ("relay x = " + String(repeating: "!", count: 100_000) + "true", "E0108"),
        ("relay x = " + String(repeating: "[", count: 100_000), "E0108"),
        ("relay r = 1\nbind " + String(repeating: "merge(r, ", count: 300), "E0108"),
        ("relay r = 1\non r { " + String(repeating: "if true { ", count: 300), "E0108"),
        ("relay x = " + String(repeating: "a ? b : ", count: 300) + "c", "E0108"),
    ])
    func deepConstructsAreCut(_ source: String, _ code: String) {
        let found = diagnostics(source + "\n")
        #expect(found.first?.code == code)
        #expect(found.count <= 3)
    }

    @Test func longFlatChainsAreFine() {
        var text = "relay r = 1\nbind r"
        text += String(repeating: ".map(it + 1)", count: 5_000)
        text += " -> r\nrelay l = [" + Array(repeating: "1", count: 20_000).joined(separator: ", ") + "]\n"
        #expect(diagnostics(text).isEmpty)
    }

    @Test func sumsUpToTheLimitAreFine() {
        #expect(diagnostics("relay x = 1" + String(repeating: " + 1", count: 254) + "\n").isEmpty)
    }

    @Test func tooManyErrorsStopsAtFifty() {
        let found = diagnostics(String(repeating: "relay = 1\n", count: 1_000))
        #expect(found.count == 51)
        #expect(found.last?.code == "E0013")
        #expect(found.last?.text == "too many errors, stopping after 50")
    }

    @Test func tooManyWarningsAreCappedWithOneNote() {
        var text = "relay s: String = \"\"\nrelay n: Number = 0\n"
        text += String(repeating: "bind s -> n\n", count: 60)
        let found = diagnostics(text)
        #expect(found.filter { $0.code == "W0301" }.count == 50)
        #expect(found.map(\.code).last == "W0302")
        #expect(found.last?.text == "too many warnings, showing the first 50")
        #expect(found.last?.range.start.line == 53)
    }

    @Test func theTooManyErrorsNoteStandsInSourceOrder() {
        // The note stands where the first held-back error was, in source order with the
        // rest (it used to be appended last, after errors that come later in the file).
        let found = diagnostics(String(repeating: "relay = 1\n", count: 60))
        let offsets = found.map(\.range.start.offset)
        #expect(offsets == offsets.sorted())
        #expect(found.last?.code == "E0013")
        #expect(found.last?.range.start.line == 51)
    }

    @Test func loneCarriageReturnsAreReportedOnce() {
        let found = diagnostics("relay a = 1\rrelay b = 2\rrelay c = 3\r\n")
        #expect(found.first?.code == "E0014")
        #expect(found.first?.range.start.column == 12)
        #expect(found.filter { $0.code == "E0014" }.count == 1)
        #expect(diagnostics("relay a = 1\r\nrelay b = 2\r\n").isEmpty)
    }

    @Test func lineLengthLimit() {
        let found = diagnostics("relay s = \"" + String(repeating: "a", count: 100_001) + "\"\n")
        #expect(found.map(\.code) == ["E0009", "E0004"])
        #expect(found[1].range.start.column == 100_001)
    }

    @Test func stringLengthLimitCountsDecodedBytes() {
        let found = diagnostics("relay s = \"" + String(repeating: "é", count: 33_000) + "\"\n")
        #expect(found.map(\.code) == ["E0009"])
        #expect(diagnostics("relay s = \"" + String(repeating: "é", count: 32_000) + "\"\n").isEmpty)
    }

    @Test func fileSizeLimit() {
        var limits = FrontendLimits.standard
        limits.maxFileSize = 100
        let file = SourceFile(path: "big.txt", text: String(repeating: "# padding\n", count: 11))
        let result = Frontend.parseAndCheck(file, limits: limits)
        #expect(result.program == nil)
        #expect(renderDiagnostics(result.diagnostics, in: file) == """
            big.txt:1:1: error: file is larger than the limit of 100 bytes [E0001]
             1 | # padding
               | ^
               = help: the limits are listed in docs/language.md

            """)
    }

    @Test(arguments: ["relay n = 1" + String(repeating: "0", count: 400), "relay n = 0." + String(repeating: "0", count: 400) + "1"])
    func hugeNumbers(_ source: String) {
        let found = diagnostics(source + "\n")
        if source.hasPrefix("relay n = 1") {
            #expect(found.map(\.code) == ["E0010"])
        } else {
            #expect(found.isEmpty)
        }
    }

    @Test func durationRange() {
        #expect(diagnostics("wait 9223372036854ms\n").isEmpty)
        #expect(diagnostics("wait 9223372036855ms\n").map(\.code) == ["E0010"])
        #expect(diagnostics("wait 9223372036.854s\n").isEmpty)
        #expect(diagnostics("wait 1.000000000000000000000000000000s\n").isEmpty)
    }
}

/// Constructs right at the nesting limit go through every pass (parser, checker, dumper,
/// renderer) without exhausting the stack, in debug builds on test threads too, and
/// keep their whole structure.
@Suite struct DeepButValidTests {
    @Test(arguments: [
        ("relay x = " + String(repeating: "(", count: 255) + "1" + String(repeating: ")", count: 255), "(relay x 1)", 1),
        // An `if` and its block are two levels each; a list and its element expression too.
        ("relay r = 1\non r { " + String(repeating: "if true { ", count: 127) + "set r = 1"
            + String(repeating: " }", count: 127) + " }", "(if ", 127),
        ("relay r = 1\nbind " + String(repeating: "merge(r, ", count: 254) + "r" + String(repeating: ")", count: 254)
            + " -> r", "(merge ", 254),
        ("relay r = 1\nbind r" + String(repeating: ".map(it + 1)", count: 2_000) + " -> r", "(map ", 2_000),
        ("relay x = " + String(repeating: "true ? 1 : ", count: 254) + "2", "(?: ", 254),
        ("relay x = " + String(repeating: "[", count: 128) + String(repeating: "]", count: 128), "(list", 128),
        ("relay x = [1]" + String(repeating: "[0]", count: 254), "(index ", 254),
        ("relay x = " + String(repeating: "abs(", count: 254) + "1" + String(repeating: ")", count: 254), "(call abs", 254),
    ])
    func deepConstructsWork(_ source: String, _ marker: String, _ count: Int) throws {
        let file = SourceFile(path: "deep.txt", text: source + "\n")
        let result = Frontend.parseAndCheck(file)
        #expect(result.diagnostics.isEmpty, "\(renderDiagnostics(result.diagnostics, in: file))")
        let program = try #require(result.program)
        let dump = ASTDumper.dump(program)
        #expect(dump.components(separatedBy: marker).count - 1 == count)
    }

    /// Loops through `on` blocks nest one closure per delivery on the call stack; before the nesting
    /// budget a ring of five overflowed a debug build's stack long before its re-entry budget.
    @Test(arguments: [
        (0..<12).map { "publish r\($0)\n" }.joined() + (0..<12).map { "on r\($0) { set r\(($0 + 1) % 12) = it + 1 }\n" }.joined()
            + "set r0 = 1\nexpect loop\n",
        "relay a = 0\n" + String(repeating: "on a { ", count: 150) + "set a = it + 1" + String(repeating: " }", count: 150)
            + "\nexpect loop\n",
    ])
    func deepLoopsThroughBlocksAreCutOffNotCrashed(_ source: String) {
        let (status, output) = CommandLineTests.run(["run", CommandLineTests.scenario(source, name: "deepLoop\(source.count)")])
        #expect(status == 0, "\(output.suffix(2000))")
        #expect(output.contains("blocks nested in one another (the call stack)"), "\(output.suffix(2000))")
    }
}
