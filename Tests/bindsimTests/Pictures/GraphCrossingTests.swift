import Foundation
import Testing
@testable import bindsim

/// Edge crossings of every corpus scenario's binding graph as `bindsim graph --format svg`
/// lays it out (and of the engine's generated samples), kept in `docs/pictures/crossings.txt`: one line per graph with the
/// count before the second round of picture work (issue 25, the baseline) and now. A
/// layout change may lower a count (re-record with `BINDSIM_RECORD=1`, which keeps
/// the baseline column) but never raise one above its baseline.
@Suite struct GraphCrossingTests {
    static let file = PictureSnapshots.packageRoot.appendingPathComponent("docs/pictures/crossings.txt")

    /// The crossings of the graph of the corpus file `path`.
    static func crossings(_ path: String) throws -> Int {
        let file = SourceFile(path: path, bytes: try ScenarioLoader.load(PictureMappingTests.root + "/" + path).bytes)
        let program = try #require(Frontend.parseAndCheck(file).program)
        let graph = GraphMapping(analysing: program).graph()
        return GraphSVGRenderer(graph).measure().layout.crossings
    }

    /// The stored table: path → (baseline, now).
    static func stored() -> [String: (baseline: Int, now: Int)] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var table: [String: (baseline: Int, now: Int)] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, let baseline = Int(fields[1]), let now = Int(fields[2]) else { continue }
            table[String(fields[0])] = (baseline, now)
        }
        return table
    }

    @Test("crossings per corpus graph: none above its baseline, each as recorded")
    func crossingsPerGraph() throws {
        let stored = Self.stored()
        var lines = [
            "# Edge crossings of `bindsim graph --format svg` per corpus scenario (GraphCrossingTests):",
            "# path, crossings at the baseline (before issue 25's layout changes), crossings now.",
        ]
        var problems: [String] = []
        var graphs = try PictureMappingTests.corpus.map { ($0, try Self.crossings($0)) }
        // The engine's generated graphs, whose long back edges cross the most.
        for count in [20, 50] {
            graphs.append(("generated-\(count)", GraphSVGRenderer(PictureSamples.generated(vertices: count)).measure().layout.crossings))
        }
        for (path, now) in graphs {
            let baseline = stored[path]?.baseline ?? now
            lines.append("\(path) \(baseline) \(now)")
            if now > baseline { problems.append("\(path): \(now) crossings, above the baseline \(baseline)") }
            if stored[path]?.now != now { problems.append("\(path): \(now) crossings, recorded \(stored[path]?.now ?? -1)") }
        }
        let table = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1",
           (try? String(contentsOf: Self.file, encoding: .utf8)) != table {
            try table.write(to: Self.file, atomically: true, encoding: .utf8)
            Issue.record("crossings.txt re-recorded")
            return
        }
        #expect(problems == [])
    }
}
