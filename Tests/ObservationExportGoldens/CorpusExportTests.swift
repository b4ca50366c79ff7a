import Observation
import Testing
import XCTest

/// The corpus's exports `--to observation` on Swift's own Observation module: the ground truth
/// the language's Observation rules were measured on (docs/observation-comparison), run here.
@Suite("Corpus exports on Swift's Observation", .serialized)
struct CorpusExportTests {
    @Test("the export fails exactly bindsim's failing lines, and skips where bindsim cut a loop off",
          arguments: corpusExports)
    @MainActor func export(_ export: CorpusExport) async {
        let result = await BindsimExportCheck.collecting(export.run)
        #expect(export.disagreement(failed: result.lines, thrown: result.thrown) == nil, "\(result.messages)")
    }

    @Test("a failing assertion names its line and says what the scenario expected and what was found")
    @MainActor func failureMessages() async {
        let model = FailureMessagesModel()
        let result = await BindsimExportCheck.collecting {
            let run = BindsimObservationRun()
            await run.step(line: 2) { model.text = "a" }
            run.expectEqual(line: 3, #"expect text == "b""#, model.text, "b")
            run.expectLostWrite(line: 4, "expect lost write of text", of: "text")
            await run.finish()
        }
        #expect(result.messages == [
            #"line 3: expect text == "b": expected "b", found "a""#,
            "line 4: expect lost write of text: no write of text was lost",
        ])
    }

    @Test("the check fails an export that fails other lines than bindsim, or skips elsewhere")
    func checkCanFail() {
        let export = CorpusExport("x", failing: [4], skipsAt: 9) {}
        #expect(export.disagreement(failed: [4], thrown: XCTSkip("line 9 loops")) == nil)
        #expect(export.disagreement(failed: [], thrown: XCTSkip("line 9 loops")) != nil)
        #expect(export.disagreement(failed: [4], thrown: nil) != nil)
    }

    @Test("the Observation corpus is exported, the lost-edit sync among it")
    func corpusIsExported() {
        #expect(corpusExports.count >= 20)
        #expect(corpusExports.contains { $0.path == "observation/two-way-sync-lost-edit" })
    }
}

@MainActor @Observable private final class FailureMessagesModel {
    var text = ""
}
