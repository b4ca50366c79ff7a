import BindKit
import Foundation
import Testing
import XCTest

/// bindsim's own check of its exports (docs/export.md): each export of the corpus runs on
/// BindKit in the mode that collects the lines whose expectations fail instead of failing
/// (`BINDSIM_EXPORT_CHECK`), and those lines, and the step it skips at, must be bindsim's.
/// `CorpusExports.swift` (which bindsimTests' "Export goldens" keeps equal to bindsim's runs)
/// lists them.
enum ExportCheck {
    private static let key = "bindsim.ExportCheck.failedLines"

    /// An expectation of the export running on this thread failed at the scenario's `line`.
    static func failed(line: Int) {
        let lines = Thread.current.threadDictionary[key] as? NSMutableArray ?? NSMutableArray()
        lines.add(line)
        Thread.current.threadDictionary[key] = lines
    }

    /// Runs `body` and gives the lines that failed in it, and what it threw.
    static func collecting(_ body: () throws -> Void) -> (lines: [Int], thrown: Error?) {
        Thread.current.threadDictionary[key] = NSMutableArray()
        var thrown: Error?
        do { try body() } catch { thrown = error }
        let lines = (Thread.current.threadDictionary[key] as? NSMutableArray)?.compactMap { $0 as? Int } ?? []
        Thread.current.threadDictionary[key] = nil
        return (Array(Set(lines)).sorted(), thrown)
    }
}

/// One export of the corpus, with what bindsim's run of its scenario says it must do.
struct CorpusExport: Sendable, CustomTestStringConvertible {
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

    var testDescription: String { path }
}

@Suite("Corpus exports on BindKit")
struct CorpusExportTests {
    @Test("the export fails exactly bindsim's failing lines, and skips where bindsim cut a loop off",
          arguments: corpusExports)
    func export(_ export: CorpusExport) {
        var result: (lines: [Int], thrown: Error?) = ([], nil)
        Runtime().withCurrent { result = ExportCheck.collecting(export.run) }
        #expect(result.lines == export.failing)
        if let skipsAt = export.skipsAt {
            let message = (result.thrown as? XCTSkip)?.message ?? "no skip: \(String(describing: result.thrown))"
            #expect(message.hasPrefix("line \(skipsAt) "), "\(message)")
        } else {
            #expect(result.thrown == nil, "\(String(describing: result.thrown))")
        }
    }

    @Test("the corpus is exported: most of its scenarios, the seed name form among them")
    func corpusIsExported() {
        #expect(corpusExports.count >= 80)
        #expect(corpusExports.contains { $0.path == "forms/name-form" })
    }
}
