import BindKit
import Testing
import XCTest

@Suite("Corpus exports on BindKit")
struct CorpusExportTests {
    @Test("the export fails exactly bindsim's failing lines, and skips where bindsim cut a loop off",
          arguments: corpusExports)
    func export(_ export: CorpusExport) {
        var result: (lines: [Int], thrown: Error?) = ([], nil)
        // A runtime of its own: nothing one export leaves queued reaches the next.
        Runtime().withCurrent { result = BindsimExportCheck.collecting(export.run) }
        #expect(export.disagreement(failed: result.lines, thrown: result.thrown) == nil)
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
