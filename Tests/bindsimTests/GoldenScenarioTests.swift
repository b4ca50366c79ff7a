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
        .enumerate("Scenarios")

    @Test("the corpus is there")
    func corpusIsThere() {
        #expect(Self.scenarios.count >= 20)
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
