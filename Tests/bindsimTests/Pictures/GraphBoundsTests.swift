import Foundation
import Testing
@testable import bindsim

/// `bindsim graph --format svg` on thousands of nodes (issue 26): the SVG lays out at
/// most `PictureGraph.maxDrawnVertices` vertices and `maxDrawnEdges` edges, says under
/// its title what it left out, and stays within a stated size. (Time and memory are
/// measured in release builds: docs/performance.md, "Pictures of large graphs".)
@Suite struct GraphBoundsTests {
    /// A ring of `relays` relays (`r0 -> r1 -> … -> r0`, the back edge guarded).
    static func ring(_ relays: Int) -> String {
        var lines = ["scenario \"ring of \(relays)\""] + (0..<relays).map { "relay r\($0) = 0" }
        lines += (0..<(relays - 1)).map { "bind r\($0) -> r\($0 + 1)" }
        lines.append("bind r\(relays - 1).distinct() -> r0")
        return lines.joined(separator: "\n") + "\n"
    }

    static func svg(of source: String) throws -> (svg: String, renderer: GraphSVGRenderer) {
        let program = try PictureMappingTests.program(source)
        let graph = GraphMapping(program: program, analysis: AnalysedBindingGraph(program: program), title: program.title).graph()
        let renderer = GraphSVGRenderer(graph)
        return (renderer.render(), renderer)
    }

    @Test("a 2,000-relay ring draws its first 200 vertices in under 400 kB and says what it left out")
    func twoThousandRelayRing() throws {
        let (svg, renderer) = try Self.svg(of: Self.ring(2_000))
        #expect(renderer.graph.vertices.count == PictureGraph.maxDrawnVertices)
        #expect(renderer.graph.vertices.first?.id == "r0" && renderer.graph.vertices.last?.id == "r199")
        #expect(renderer.undrawn.vertices == 1_800 && renderer.undrawn.edges == 1_801)
        #expect(svg.utf8.count < 400_000, "\(svg.utf8.count) bytes")
        #expect(svg.contains("drawn in part: 1800 more vertices and 1801 more edges not drawn"))
        #expect(XMLChecker.problems(svg) == [])
    }

    @Test("the most a drawing holds, 200 vertices and 400 edges mostly long, stays under 2 MB")
    func theLargestDrawing() throws {
        // A chain of 200 relays and 201 edges between far-apart relays, each crossing many rows.
        var lines = (0..<200).map { "relay r\($0) = 0" } + (0..<199).map { "bind r\($0) -> r\($0 + 1)" }
        lines += (0..<201).map { "bind r\(($0 * 37) % 200).map(it + 1) -> r\(($0 * 91 + 50) % 200)" }
        let (svg, renderer) = try Self.svg(of: lines.joined(separator: "\n") + "\n")
        #expect(renderer.undrawn.vertices == 0 && renderer.undrawn.edges == 0)
        #expect(svg.utf8.count < 2_000_000, "\(svg.utf8.count) bytes")
    }

    @Test("a graph within the limits is drawn whole, with no note")
    func smallGraphsAreWhole() throws {
        let (svg, renderer) = try Self.svg(of: Self.ring(50))
        #expect(renderer.graph.vertices.count == 50 && renderer.undrawn.vertices == 0 && renderer.undrawn.edges == 0)
        #expect(!svg.contains("drawn in part"))
    }
}
