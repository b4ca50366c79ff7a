import Foundation
import Testing
@testable import bindsim

/// JSON output is an interface (docs/cli.md, "JSON"): the exact output of `run`,
/// `trace`, `check`, `test` and `explore` with `--format json` on the scenarios in
/// `Tests/JSONGoldens` is kept in `Tests/JSONGoldens/COMMAND.jsonl`, reviewed like
/// a scenario's golden, so a renamed or reordered key, a lost field or a changed code
/// fails here. `BINDSIM_RECORD=1 swift test` re-records a golden that differs and
/// still fails once.
@Suite("JSON goldens")
struct JSONGoldenTests {
    static let root = GoldenScenarioTests.packageRoot
    static let folder = "Tests/JSONGoldens"

    struct Case: CustomTestStringConvertible, Sendable {
        /// The golden is `Tests/JSONGoldens/<golden>.jsonl`.
        var golden: String
        var arguments: [String]
        var status: Int32
        var testDescription: String { "bindsim " + arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(golden: "run", arguments: ["run", "--format", "json", "--max-reentries", "3", "\(folder)/scenarios"],
             status: 2),
        Case(golden: "trace", arguments: ["trace", "--format", "json", "--loop-check", "--styles", "bibinding",
                                          "--max-reentries", "3", "\(folder)/scenarios/every-event.txt",
                                          "\(folder)/scenarios/loop.txt"], status: 1),
        Case(golden: "check", arguments: ["check", "--format", "json", "\(folder)/scenarios"], status: 2),
        Case(golden: "test", arguments: ["test", "--format", "json", "\(folder)/goldens"], status: 1),
        Case(golden: "explore", arguments: ["explore", "--format", "json", "--runs", "100",
                                            "\(folder)/explore/age-field.txt"], status: 1),
    ]

    @Test("JSON output matches its reviewed golden", arguments: cases)
    func matchesGolden(_ example: Case) throws {
        let (status, output) = Self.run(example.arguments)
        #expect(status == example.status)
        for line in output.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] is String, "not a JSON object with a type: \(line)")
        }
        let path = "\(Self.root)/\(Self.folder)/\(example.golden).jsonl"
        let golden = try? String(contentsOfFile: path, encoding: .utf8)
        guard golden != output else { return }
        if ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1" {
            try output.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(example.golden).jsonl; review the change and run the tests again")
            return
        }
        let diff = UnifiedDiff.diff(expected: golden ?? "", actual: output,
                                    expectedName: "\(Self.folder)/\(example.golden).jsonl (expected)",
                                    actualName: "bindsim \(example.arguments.joined(separator: " ")) (actual)")
        Issue.record(Comment(rawValue: "the JSON output differs from its golden:\n\(diff)"))
    }

    /// Runs bindsim in process as if from the package root: paths under
    /// `Tests/JSONGoldens` are given absolute and shown relative again.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let console = Console.memory()
        let absolute = arguments.map { $0.hasPrefix(folder) ? root + "/" + $0 : $0 }
        let status = Commands.main(absolute, console: console)
        return (status.rawValue, console.out.text.replacingOccurrences(of: root + "/", with: ""))
    }
}
