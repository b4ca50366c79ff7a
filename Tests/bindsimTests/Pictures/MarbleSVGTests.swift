import Foundation
import Testing
@testable import bindsim

/// The SVG marble diagram: well-formed, tooltips, marks, geometry.
@Suite struct MarbleSVGTests {
    @Test(arguments: MarbleTextTests.diagrams)
    func isWellFormedAndSelfContained(_ diagram: MarbleDiagram) {
        let svg = MarbleSVGRenderer(diagram).render()
        #expect(XMLChecker.problems(svg) == [])
        for forbidden in [" id=", "<style", "<script", "href", "url("] {
            #expect(!svg.contains(forbidden), "\(forbidden)")
        }
        #expect(svg == MarbleSVGRenderer(diagram).render())
    }

    @Test func tooltipsCarryFullValuesAndNotes() {
        let svg = MarbleSVGRenderer(PictureSamples.nameFormTyping).render()
        #expect(svg.contains(">[1]</text>"))
        #expect(svg.contains("<title>fullField: announced &quot;Mary Ann Smith&quot;</title>"))
        #expect(svg.contains("<title>[1] = &quot;Mary Ann Smith&quot;</title>"))
        #expect(svg.contains(
            "<title>fullField: set silently (no event) &quot;Mary Ann&quot;\noverwrites the user&#39;s edit\nthe user had entered &quot;Mary Ann Smith&quot;</title>"))
        #expect(svg.contains("<title>first: dropped by distinct &quot;A&quot;</title>"))
        #expect(svg.contains("<title>step 8, line 26: user fullField = &quot;Mary Ann Smith&quot;</title>"))
    }

    @Test func marksAreDrawnDistinctly() {
        let svg = MarbleSVGRenderer(PictureSamples.reentrantStale).render()
        // Two `!` badges (re-entrant 2, out-of-order 1), a replay, receives on the `on` lane.
        #expect(svg.components(separatedBy: ">!</text>").count - 1 == 2 + 1)  // + the legend sample
        #expect(svg.contains(">^0</text>"))
        #expect(svg.contains("fill=\"#dcfce7\""))
        let loop = MarbleSVGRenderer(PictureSamples.relayPairLoop).render()
        #expect(loop.contains(">✂</text>"))
        #expect(loop.contains(">…97 more</text>"))
        #expect(loop.contains("<title>left: loop cut off: a node was re-entered more than 100 times"))
    }

    @Test func marblesOfOneColumnShareAnXAndLanesAnY() {
        let renderer = MarbleSVGRenderer(PictureSamples.nameFormTyping)
        let geometry = renderer.geometry(values: renderer.values())
        var xs: [Double] = []
        for (s, step) in geometry.marbles.enumerated() {
            #expect(geometry.stepStarts[s] < (step.first?.first?.x ?? .infinity))
            for instant in step {
                for column in instant { xs.append(column.x) }
            }
        }
        // Delivery order is left to right, and marbles never touch.
        let widths = geometry.marbles.flatMap { $0.flatMap { $0.map(\.width) } }
        for index in xs.indices.dropFirst() {
            #expect(xs[index] - widths[index] / 2 >= xs[index - 1] + widths[index - 1] / 2 + 4)
        }
        #expect(geometry.end < geometry.width)
        #expect(renderer.laneY(1, geometry) - renderer.laneY(0, geometry) == MarbleSVGRenderer.laneHeight)
    }
}
