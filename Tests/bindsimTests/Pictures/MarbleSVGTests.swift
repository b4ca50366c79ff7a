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
        // 16 columns: drawn in place, as every value of that width is.
        #expect(svg.contains(">&quot;Mary Ann Smith&quot;</text>") && !svg.contains("[1]"))
        #expect(svg.contains("<title>fullField: announced &quot;Mary Ann Smith&quot;</title>"))
        #expect(svg.contains(
            "<title>fullField: set silently (no event) &quot;Mary Ann&quot;\noverwrites the user&#39;s edit\nthe user had entered &quot;Mary Ann Smith&quot;</title>"))
        #expect(svg.contains("<title>first: dropped by distinct &quot;A&quot;</title>"))
        #expect(svg.contains("<title>step 8, line 26: user fullField = &quot;Mary Ann Smith&quot;</title>"))
    }

    @Test("one rule for what is drawn in place; a long value in full in the legend, wrapped, never cut")
    func longValuesAreFootnotedInFull() {
        let long = "(" + (1...40).map { "(current: \"value \($0)\", previous: \"\")" }.joined(separator: ", ") + ")"
        let diagram = MarbleDiagram(lanes: [.init("a", kind: "relay")], steps: [
            .init(label: "1", instants: [.init(time: "t=0ms", events: [
                .init(lane: 0, mark: .announce, value: "\"Grace Hopper\""),
                .init(lane: 0, mark: .announce, value: "\"Ada Lovelace\""),
                .init(lane: 0, mark: .announce, value: "\"seventeen chars\""),
                .init(lane: 0, mark: .announce, value: long),
            ])]),
        ])
        let svg = MarbleSVGRenderer(diagram, maxWidth: 600).render()
        #expect(svg.contains(">&quot;Grace Hopper&quot;</text>") && svg.contains(">&quot;Ada Lovelace&quot;</text>"))
        #expect(svg.contains(">[1]</text>") && svg.contains(">[2]</text>"))
        let legend = MarbleSVGLegend(diagram: diagram, values: MarbleValueLegend(diagram, columns: MarbleSVGRenderer.inlineColumns))
        let lines = legend.valueLines(width: 576)
        #expect(lines.filter { $0.number == 2 }.count > 5)
        #expect(lines.filter { $0.number == 2 }.map(\.text).joined() == "[2] = " + long)
        for line in lines { #expect(line.indent + TextMetrics(size: 11).width(line.text) <= 576) }
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

    @Test func marblesOfARowGoLeftToRightWithoutTouching() {
        let diagram = PictureSamples.nameFormTyping
        let renderer = MarbleSVGRenderer(diagram)
        let values = renderer.values()
        let layout = MarbleSVGLayout(diagram, maxWidth: 1_600) { renderer.marbleText($0, values: values) }
        #expect(layout.rows.count == 1)
        for row in layout.rows {
            let columns = row.segments.flatMap { $0.pieces.flatMap(\.marbles) }
            for index in columns.indices.dropFirst() {
                let (a, b) = (columns[index - 1], columns[index])
                #expect(b.x - b.width / 2 >= a.x + a.width / 2 + 4)
            }
            #expect(row.segments.first.map { $0.x >= layout.labelWidth } ?? false)
            #expect((columns.last.map { $0.x + $0.width / 2 } ?? 0) < row.end)
        }
        #expect(MarbleSVGRenderer.laneY(1) - MarbleSVGRenderer.laneY(0) == MarbleSVGRenderer.laneHeight)
    }

    @Test("a narrow diagram wraps into rows of whole instants, each naming every lane, every event drawn once")
    func wrapsIntoRows() {
        let diagram = PictureSamples.nameFormTyping
        let renderer = MarbleSVGRenderer(diagram, maxWidth: 400)
        let values = renderer.values()
        let layout = MarbleSVGLayout(diagram, maxWidth: 400) { renderer.marbleText($0, values: values) }
        #expect(layout.rows.count > 2)
        #expect(layout.width <= 400)
        let drawn = layout.rows.flatMap { $0.segments.flatMap { $0.pieces.flatMap(\.marbles) } }
        #expect(drawn.count == diagram.allEvents.count)
        let svg = renderer.render()
        for lane in diagram.lanes {
            #expect(svg.components(separatedBy: ">\(lane.name)</text>").count - 1 == layout.rows.count)
        }
        #expect(svg.components(separatedBy: "<g data-row=").count - 1 == layout.rows.count)
        #expect(svg.components(separatedBy: "<g data-lane=").count - 1 == layout.rows.count * diagram.lanes.count)
    }

    @Test("version 3's marks: a tap hollow, an error's X, a completion's bar, an unbind's ⊣, each named")
    func versionThreeMarks() {
        let diagram = MarbleDiagram(lanes: [.init("go", kind: "button"), .init("age", kind: "field")], steps: [
            .init(label: "1", line: 3, instants: [.init(time: "t=0ms", events: [
                .init(lane: 0, mark: .tap),
                .init(lane: 1, mark: .error(subscription: "parse", message: "'number' needs a number"),
                      note: "✕ parse ended by an error at 10:19"),
                .init(lane: 1, mark: .completed(subscription: "b2")),
                .init(lane: 1, mark: .unbound(subscription: "form")),
            ])]),
        ])
        let svg = MarbleSVGRenderer(diagram).render()
        #expect(svg.contains("<circle cx=") && svg.contains("r=\"8\" fill=\"#ffffff\" stroke=\"#9a3412\""))
        #expect(svg.contains("<title>age: parse ended by an error: &#39;number&#39; needs a number\n✕ parse ended by an error at 10:19</title>"))
        for name in ["parse", "b2", "form"] { #expect(svg.contains(">\(name)</text>")) }
        for meaning in ["a tap of the button", "an error ended the named subscription", "the named subscription completed",
                        "unbind disposed the named subscription"] {
            #expect(svg.contains(">\(meaning)</text>"), "\(meaning)")
        }
        let text = MarbleTextRenderer(diagram).render()
        #expect(text.contains("go  button │─○─"), "\(text)")
        #expect(text.contains("───X parse─| b2─⊣ form─│"), "\(text)")
    }

    @Test("no text under 11 px")
    func textIsElevenPixelsOrMore() {
        for svg in MarbleTextTests.diagrams.map({ MarbleSVGRenderer($0).render() })
            + [GraphSVGRenderer(PictureSamples.nameForm).render(), GraphSVGRenderer(nastyGraph).render()] {
            for match in svg.components(separatedBy: "font-size=\"").dropFirst() {
                let size = Double(match.prefix { $0 != "\"" }) ?? 0
                #expect(size >= 11, "font-size \(size)")
            }
        }
    }
}
