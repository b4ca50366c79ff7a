import Foundation
import XCTest

/// bindsim's own check of its exports (docs/export.md): each export of the corpus runs in the
/// mode that collects the lines whose expectations fail instead of failing
/// (`BINDSIM_EXPORT_CHECK`), and those lines, and the step it skips at, must be bindsim's.
/// `CorpusExports.swift` (which bindsimTests' "Export goldens" keeps equal to bindsim's runs)
/// lists them. This file and that one do not depend on the library: on BindKit,
/// `CorpusExportTests` runs the check; on RxSwift, `Fuzz/differential/corpus.sh` does.
enum BindsimExportCheck {
    private static let key = "bindsim.ExportCheck.failedLines"

    /// The failures collected on one thread (a class, so the thread's dictionary holds it by reference).
    private final class FailedLines {
        var lines: [Int] = []
        var messages: [String] = []
    }

    /// An expectation of the export running on this thread failed at the scenario's `line`, with
    /// the message XCTFail would show.
    static func failed(line: Int, _ message: String) {
        guard let collected = Thread.current.threadDictionary[key] as? FailedLines else { return }
        collected.lines.append(line)
        collected.messages.append(message)
    }

    /// Runs `body` and gives the lines that failed in it, the messages in order, and what it threw.
    static func collecting(_ body: () throws -> Void) -> (lines: [Int], messages: [String], thrown: Error?) {
        let collected = FailedLines()
        Thread.current.threadDictionary[key] = collected
        defer { Thread.current.threadDictionary[key] = nil }
        var thrown: Error?
        do { try body() } catch { thrown = error }
        return (Array(Set(collected.lines)).sorted(), collected.messages, thrown)
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
    let run: @Sendable () throws -> Void

    init(_ path: String, failing: [Int], skipsAt: Int?, _ run: @escaping @Sendable () throws -> Void) {
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
