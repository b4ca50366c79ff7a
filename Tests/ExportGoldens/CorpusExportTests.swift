import BindKit
import Testing
import XCTest

@Suite("Corpus exports on BindKit")
struct CorpusExportTests {
    @Test("the export fails exactly bindsim's failing lines, and skips where bindsim cut a loop off",
          arguments: corpusExports)
    func export(_ export: CorpusExport) {
        var result: (lines: [Int], messages: [String], thrown: Error?) = ([], [], nil)
        // A runtime of its own: nothing one export leaves queued reaches the next.
        Runtime().withCurrent { result = BindsimExportCheck.collecting(export.run) }
        #expect(export.disagreement(failed: result.lines, thrown: result.thrown) == nil)
    }

    @Test("a failing assertion names its line and says what the scenario expected and what was found")
    func failureMessages() throws {
        let regression = try #require(corpusExports.first { $0.path == "export/lost-edit-regression" })
        var messages: [String] = []
        Runtime().withCurrent { messages = BindsimExportCheck.collecting(regression.run).messages }
        #expect(messages == [
            #"line 22: expect fullField == "Mary Ann Smith": expected "Mary Ann Smith", found "Mary Ann""#,
            #"line 23: expect full == "Mary Ann Smith": expected "Mary Ann Smith", found "Mary Ann""#,
        ])
        let emitted = CorpusExport("x", failing: [], skipsAt: nil) {
            let run = BindsimRun()
            let relay = BehaviorRelay<String>(value: "")
            try run.step(line: 2) { run.set(relay, "a") }
            run.expectEmitted(line: 3, #"expect relay emitted ["b"]"#, relay, ["b"])
        }
        Runtime().withCurrent { messages = BindsimExportCheck.collecting(emitted.run).messages }
        #expect(messages == [#"line 3: expect relay emitted ["b"]: expected it to announce ["b"], it announced ["a"]"#])
    }

    @Test("the check fails an export that fails other lines than bindsim, or skips elsewhere")
    func checkCanFail() {
        let export = CorpusExport("x", failing: [4], skipsAt: 9) {}
        #expect(export.disagreement(failed: [4], thrown: XCTSkip("line 9 loops")) == nil)
        #expect(export.disagreement(failed: [], thrown: XCTSkip("line 9 loops")) != nil)
        #expect(export.disagreement(failed: [4], thrown: XCTSkip("line 19 loops")) != nil)
        #expect(export.disagreement(failed: [4], thrown: nil) != nil)
    }

    @Test("the corpus is exported: most of its scenarios, the seed name form among them")
    func corpusIsExported() {
        #expect(corpusExports.count >= 80)
        #expect(corpusExports.contains { $0.path == "forms/name-form" })
    }
}
