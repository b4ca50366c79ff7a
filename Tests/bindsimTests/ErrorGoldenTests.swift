import Foundation
import Testing
@testable import bindsim

/// Every `Scenarios/errors/NAME.txt` renders exactly its `NAME.expected` (colour off, path
/// as given relative to the package root). `BINDSIM_UPDATE_GOLDENS=1` rewrites the goldens
/// and still fails, so a re-record is never silent.
@Suite struct ErrorGoldenTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var scenarioNames: [String] {
        let folder = packageRoot.appendingPathComponent("Scenarios/errors")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func thereAreErrorScenarios() {
        #expect(Self.scenarioNames.count >= 10)
    }

    @Test(arguments: scenarioNames)
    func golden(_ name: String) throws {
        let relative = "Scenarios/errors/\(name).txt"
        let bytes = try [UInt8](Data(contentsOf: Self.packageRoot.appendingPathComponent(relative)))
        let file = SourceFile(path: relative, bytes: bytes)
        let result = Frontend.parseAndCheck(file)
        #expect(result.program == nil, "an error scenario must not check cleanly")
        let actual = renderDiagnostics(result.diagnostics, in: file, color: false)
        let goldenURL = Self.packageRoot.appendingPathComponent("Scenarios/errors/\(name).expected")
        if ProcessInfo.processInfo.environment["BINDSIM_UPDATE_GOLDENS"] == "1" {
            try Data(actual.utf8).write(to: goldenURL, options: .atomic)
            Issue.record("re-recorded \(goldenURL.lastPathComponent); run again without BINDSIM_UPDATE_GOLDENS")
            return
        }
        let expected = (try? String(contentsOf: goldenURL, encoding: .utf8)) ?? ""
        if actual != expected {
            Issue.record("golden mismatch for \(relative) (- expected, + actual):\n\(Self.lineDiff(expected, actual))")
        }
    }

    /// A minimal line diff: the common prefix and suffix are skipped, the middle is shown.
    static func lineDiff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var lines = ["@@ line \(prefix + 1) @@"]
        lines += old[prefix..<(old.count - suffix)].map { "- " + $0 }
        lines += new[prefix..<(new.count - suffix)].map { "+ " + $0 }
        return lines.joined(separator: "\n")
    }
}
