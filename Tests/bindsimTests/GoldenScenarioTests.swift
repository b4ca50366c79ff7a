import Foundation
import Testing
@testable import bindsim

/// Every scenario under Scenarios/ against its golden `.expected` file: the exact
/// output of `bindsim trace --loop-check`. `BINDSIM_RECORD=1 swift test`
/// re-records the goldens (review the diff!) and still fails once.
@Suite("Golden scenarios")
struct GoldenScenarioTests {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let scenarios: [String] = GoldenRunner(reporter: nil, root: packageRoot)
        .enumerate("Scenarios").map(\.path)

    @Test("the corpus is there: its topic folders, the seed scenarios and the error cases")
    func corpusIsThere() {
        let topics = Set(Self.scenarios.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
        #expect(topics.isSuperset(of: ["channel", "errors", "explore", "forms", "loops", "ordering", "pictures",
                                       "properties", "published", "roundtrip", "styles", "timing", "twoway"]),
                "\(topics.sorted())")
        for seed in PictureCommandTests.seeds + ["errors/misspelt-names", "explore/late-echo", "roundtrip/lossless"] {
            #expect(Self.scenarios.contains("Scenarios/\(seed).txt"), "Scenarios/\(seed).txt")
        }
    }

    @Test("scenario matches its golden", arguments: scenarios)
    func scenarioMatchesGolden(_ path: String) throws {
        let record = ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1"
        let runner = GoldenRunner(reporter: nil, root: Self.packageRoot)
        let result = runner.check(path, update: false)
        if result.passed { return }
        if record {
            _ = runner.check(path, update: true)
            Issue.record("re-recorded \(path); review the change and run the tests again")
            return
        }
        Issue.record("""
            \(path) does not match its golden (- expected, + actual):
            \(result.report ?? "")
            """)
    }
}
