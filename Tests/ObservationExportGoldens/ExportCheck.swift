import Foundation
import XCTest

/// bindsim's own check of its exports `--to observation` (docs/export.md): each export of the
/// corpus runs on Swift's Observation module in the mode that collects the lines whose
/// expectations fail instead of failing (`BINDSIM_EXPORT_CHECK`), and those lines, and the step it
/// skips at, must be bindsim's. `CorpusExports.swift` (which bindsimTests' "Export goldens" keeps
/// equal to bindsim's runs) lists them. The exports run on the main actor, one at a time.
@MainActor enum BindsimExportCheck {
    /// The failures of the export under way, when one is collected.
    private static var collected: (lines: [Int], messages: [String])?

    /// An expectation of the export under way failed at the scenario's `line`, with the message
    /// XCTFail would show.
    static func failed(line: Int, _ message: String) {
        collected?.lines.append(line)
        collected?.messages.append(message)
    }

    /// Runs `body` and gives the lines that failed in it, the messages in order, and what it threw.
    static func collecting(_ body: @MainActor () async throws -> Void) async
        -> (lines: [Int], messages: [String], thrown: Error?) {
        collected = ([], [])
        defer { collected = nil }
        var thrown: Error?
        do { try await body() } catch { thrown = error }
        let result = collected ?? ([], [])
        return (Array(Set(result.lines)).sorted(), result.messages, thrown)
    }
}

/// One export of the corpus, with what bindsim's run of its scenario says it must do.
struct CorpusExport: Sendable, CustomStringConvertible {
    /// `topic/name`: the scenario is `Scenarios/topic/name.txt`, its export `Exports/topic/name.swift`.
    let path: String
    /// The lines that fail in bindsim, before the step the export skips at.
    let failing: [Int]
    /// The line of the step bindsim cut off, where the export throws `XCTSkip`; nil when none is.
    let skipsAt: Int?
    let run: @MainActor @Sendable () async throws -> Void

    init(_ path: String, failing: [Int], skipsAt: Int?, _ run: @escaping @MainActor @Sendable () async throws -> Void) {
        self.path = path
        self.failing = failing
        self.skipsAt = skipsAt
        self.run = run
    }

    var description: String { path }

    /// How the export ran against what bindsim says: nil when it agrees, else why not.
    func disagreement(failed lines: [Int], thrown: Error?) -> String? {
        var problems: [String] = []
        if lines != failing { problems.append("the lines that fail are \(lines), in bindsim \(failing)") }
        let skip = (thrown as? XCTSkip)?.message
        if let skipsAt {
            if !(skip ?? "").hasPrefix("line \(skipsAt) ") {
                problems.append("it does not skip at line \(skipsAt): \(thrown.map { String(describing: $0) } ?? "it returned")")
            }
        } else if let thrown {
            problems.append("it threw \(String(describing: thrown))")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
