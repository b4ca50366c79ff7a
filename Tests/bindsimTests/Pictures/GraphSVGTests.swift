import Foundation
import Testing
@testable import bindsim

/// The graph SVG as a document: well-formed, self-contained, escaped, with
/// tooltips, a legend, fixed number formatting and readable colours.
@Suite struct GraphSVGTests {
    @Test(arguments: GraphWriterTests.graphs)
    func isWellFormedInBothDirections(_ graph: PictureGraph) {
        for direction in [LayeredLayout.Direction.topToBottom, .leftToRight] {
            let svg = GraphSVGRenderer(graph, direction: direction).render()
            #expect(XMLChecker.problems(svg) == [])
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            // Inlinable: no ids to clash, no style sheet to leak, nothing to fetch.
            for forbidden in [" id=", "<style", "<script", "href", "url("] {
                #expect(!svg.contains(forbidden), "\(forbidden)")
            }
        }
    }

    @Test(arguments: GraphWriterTests.graphs)
    func numbersHaveAtMostOneDecimalAndNoNegativeZero(_ graph: PictureGraph) {
        let svg = GraphSVGRenderer(graph).render()
        let scalars = Array(svg.unicodeScalars)
        var twoDecimals = 0
        for i in 0..<(scalars.count - 3)
        where scalars[i].properties.numericType != nil && scalars[i + 1] == "." && ("0"..."9").contains(scalars[i + 2])
            && ("0"..."9").contains(scalars[i + 3])
        {
            twoDecimals += 1
        }
        #expect(twoDecimals == 0)
        #expect(!svg.contains("\"-0\"") && !svg.contains(" -0 ") && !svg.contains("-0,") && !svg.contains("NaN") && !svg.contains("=\"nan"))
    }

    @Test func textIsEscapedAndTooltipsCarryTheFullText() {
        let svg = GraphSVGRenderer(nastyGraph).render()
        #expect(svg.contains("say &quot;hi&quot; \\ &lt;b&gt;&amp;amp;&lt;/b&gt;"))
        #expect(svg.contains("Grüße 日本語 👩‍👩‍👧 e\u{301}"))
        #expect(svg.contains("<title>binding graph: quotes &quot;q&quot; &amp; &lt;tags&gt; &#39; apostrophe</title>"))
        #expect(svg.contains(">quotes &quot;q&quot; &amp; &lt;tags&gt; &#39; apostrophe</text>"))
        #expect(svg.contains("aria-label=\"binding graph: quotes &quot;q&quot; &amp; &lt;tags&gt; &#39; apostrophe\""))
        // The annotation's line break is shown, not obeyed.
        #expect(svg.contains("line one⏎line two"))

        let long = String(repeating: "verylongname", count: 30)
        let graph = PictureGraph(
            vertices: [.init(id: "x", label: long, kind: .relay), .init(id: "y", kind: .field)],
            edges: [.init(from: "x", to: "y", operators: Array(repeating: "map(it + 1)", count: 20), line: 3)])
        let drawn = GraphSVGRenderer(graph).render()
        #expect(drawn.contains("<title>\(long) (relay)</title>"))
        #expect(drawn.contains(">verylongnameverylong"))
        #expect(!drawn.contains(">\(long)<"))
        #expect(drawn.contains("…</text>"))
        #expect(drawn.contains(Array(repeating: "map(it + 1)", count: 20).joined(separator: " · ") + " · line 3</title>"))
        let box = GraphSVGRenderer(graph).measure().layout.box(0)
        #expect(box.width <= GraphSVGRenderer.maxVertexText + 30)
    }

    @Test func theLegendNamesWhatOccurs() {
        let ring = GraphSVGRenderer(PictureSamples.ring).render()
        for text in ["on an unguarded cycle: loops", "on guarded cycles only", "open arrow: closes a cycle", "a loop was cut off here", ">relay<", ">property<"] {
            #expect(ring.contains(text), "\(text)")
        }
        #expect(!ring.contains(">on no cycle<") && !ring.contains(">field (UI control)<"))
        let planar = GraphSVGRenderer(PictureSamples.planar).render()
        #expect(planar.contains(">on no cycle<"))
        #expect(!planar.contains("unguarded") && !planar.contains("open arrow"))
    }

    @Test func guardedEdgesAreDashedAndUnguardedOnesRed() {
        let svg = GraphSVGRenderer(PictureSamples.ring).render()
        #expect(svg.contains("stroke=\"\(PictureStyle.guarded)\" stroke-width=\"1.4\" stroke-dasharray=\"6 4\""))
        #expect(svg.contains("stroke=\"\(PictureStyle.unguarded)\" stroke-width=\"2\""))
        #expect(svg.contains("stroke=\"\(PictureStyle.unguarded)\" stroke-width=\"2.6\""))
        #expect(svg.contains(">guard: distinct</text>"))
        #expect(svg.contains(">✂ loop cut off here</text>"))
        // Two back edges (c -> a and b -> a) get open arrowheads.
        #expect(svg.components(separatedBy: "fill=\"#ffffff\" stroke=\"#c81e1e\" stroke-width=\"1.2\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "fill=\"#ffffff\" stroke=\"#d97706\" stroke-width=\"1.2\"").count - 1 == 1)
    }

    @Test func coloursAreReadable() {
        for kind in PictureGraph.VertexKind.allCases {
            #expect(contrastRatio(PictureStyle.ink, PictureStyle.paint(kind).fill) >= 7, "\(kind)")
        }
        for colour in [PictureStyle.ink, PictureStyle.mutedInk, PictureStyle.unguarded, PictureStyle.guardedText, PictureStyle.alarm] {
            #expect(contrastRatio(colour, PictureStyle.background) >= 4.5, "\(colour)")
        }
        // Lines need 3:1 against the background (WCAG non-text contrast).
        for colour in [PictureStyle.plainEdge, PictureStyle.guarded, PictureStyle.unguarded] {
            #expect(contrastRatio(colour, PictureStyle.background) >= 3, "\(colour)")
        }
    }
}
