import Foundation
import Testing
@testable import bindsim

/// The corpus's exports are goldens that run (docs/export.md): every scenario of `Scenarios/`
/// that uses only exportable statements is exported with `--import bindkit` to
/// `Tests/ExportGoldens/Exports/TOPIC/NAME.swift`, which the ExportGoldens target compiles and
/// runs on BindKit; `Tests/ExportGoldens/CorpusExports.swift` lists them with the lines that
/// fail in bindsim and the step the export skips at, which that target checks. Reviewed like
/// trace goldens: `BINDSIM_RECORD=1 swift test --filter ExportGoldenTests` re-records what
/// differs and still fails once.
@Suite("Export goldens")
struct ExportGoldenTests {
    static let root = GoldenScenarioTests.packageRoot
    static let folder = "Tests/ExportGoldens"
    static let scenarios = GoldenScenarioTests.scenarios.filter { !$0.hasPrefix("Scenarios/errors/") }
    static var isRecording: Bool { ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1" }

    /// `Scenarios/topic/name.txt` → `topic/name`.
    static func topicAndName(_ path: String) -> String {
        String(path.dropFirst("Scenarios/".count).dropLast(".txt".count))
    }

    static func goldenPath(_ path: String) -> String {
        "\(root)/\(folder)/Exports/\(topicAndName(path)).swift"
    }

    /// `bindsim export PATH --import bindkit`, in process: its status and output.
    static func export(_ path: String) -> (status: Int32, output: String) {
        CommandLineTests.run(["export", "\(root)/\(path)", "--import", "bindkit"])
    }

    @Test("a corpus scenario's export is its golden; a refused one has none", arguments: scenarios)
    func matchesGolden(_ path: String) throws {
        let (status, output) = Self.export(path)
        let goldenPath = Self.goldenPath(path)
        let golden = try? String(contentsOfFile: goldenPath, encoding: .utf8)
        guard status == 0 else {
            #expect(status == 2 && output.contains("[E050"), "\(path) is neither exported nor refused: \(output)")
            #expect(golden == nil, "\(path) is refused, yet has an export golden")
            if golden != nil && Self.isRecording { try FileManager.default.removeItem(atPath: goldenPath) }
            return
        }
        guard golden != output else { return }
        if Self.isRecording {
            try FileManager.default.createDirectory(atPath: (goldenPath as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try output.write(toFile: goldenPath, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(goldenPath); review the change and run the tests again")
            return
        }
        let diff = UnifiedDiff.diff(expected: golden ?? "", actual: output, expectedName: "\(goldenPath) (expected)",
                                    actualName: "bindsim export \(path) --import bindkit (actual)")
        Issue.record(Comment(rawValue: "the export differs from its golden:\n\(diff)"))
    }

    @Test("every export golden has its scenario")
    func noStrayGoldens() {
        let folder = "\(Self.root)/\(Self.folder)/Exports"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        let expected = Set(Self.scenarios.map { Self.topicAndName($0) + ".swift" })
        #expect(files.filter { !expected.contains($0) }.sorted() == [])
        #expect(files.count >= 80, "the corpus's exports are missing")
    }

    @Test("CorpusExports.swift lists every export with bindsim's failing lines and the step it skips at")
    func registry() throws {
        var entries: [String] = []
        for path in Self.scenarios {
            guard let entry = try Self.registryEntry(path) else { continue }
            entries.append(entry)
        }
        let text = Self.registryHeader + entries.joined(separator: "\n") + "\n]\n"
        let registryPath = "\(Self.root)/\(Self.folder)/CorpusExports.swift"
        let recorded = try? String(contentsOfFile: registryPath, encoding: .utf8)
        guard recorded != text else { return }
        if Self.isRecording {
            try text.write(toFile: registryPath, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(registryPath); review the change and run the tests again")
            return
        }
        let diff = UnifiedDiff.diff(expected: recorded ?? "", actual: text, expectedName: "CorpusExports.swift (expected)",
                                    actualName: "bindsim's runs (actual)")
        Issue.record(Comment(rawValue: "CorpusExports.swift differs from bindsim's runs:\n\(diff)"))
    }

    /// The registry's line for the export of `path`, or nil when it is refused.
    static func registryEntry(_ path: String) throws -> String? {
        let console = Console.memory()
        let reporter = TextReporter(console: console, color: false, detail: .full)
        let scenario = try #require(LoadedScenario.load("\(root)/\(path)", reportingTo: reporter))
        guard ExportRefusals.of(scenario.program).isEmpty else { return nil }
        let options = ExportCommand.exportOptions(for: scenario.file, ParsedOptions())
        let observed = ObservedRun.observe(scenario.program, file: scenario.file, options: options.run)
        let skip = observed.firstLoopingStep.map { String(observed.steps[$0].info.line) } ?? "nil"
        let className = SwiftNames.className(forPath: path)
        return "    CorpusExport(\"\(topicAndName(path))\", failing: \(observed.failingLinesOfExport), skipsAt: \(skip)) {\n"
            + "        try \(className)(name: \"testScenario\", testClosure: { _ in }).testScenario()\n    },"
    }

    static let registryHeader = """
        // Generated by bindsimTests' "Export goldens" (BINDSIM_RECORD=1 swift test --filter ExportGoldenTests
        // re-records it): each export of Scenarios/, with the lines that fail in bindsim before the step the
        // export skips at, and that step's line (where bindsim cut a loop off).
        import XCTest

        let corpusExports: [CorpusExport] = [

        """
}
