import Testing
@testable import bindsim

/// DOT and Mermaid output: reviewed snapshots, grammar checks, escaping.
@Suite struct GraphWriterTests {
    static let graphs: [PictureGraph] = [
        PictureSamples.ring, PictureSamples.pair, PictureSamples.nameForm, PictureSamples.planar,
        PictureSamples.generated(vertices: 20), PictureSamples.generated(vertices: 50), nastyGraph,
    ]

    @Test func dotOfTheRing() {
        #expect(GraphDOTWriter(PictureSamples.ring).render() == #"""
            digraph "three nodes in a ring" {
              graph [rankdir=TB, fontname="Helvetica", nodesep=0.35, ranksep=0.45, labelloc=t, fontsize=14, label="three nodes in a ring"];
              node [fontname="Helvetica", fontsize=11, style=filled, color="#1f2937"];
              edge [fontname="Helvetica", fontsize=9, color="#4b5563"];
              "a" [label="a\n101 announcements", shape=box, fillcolor="#dbeafe", color="#1e40af"];
              "b" [label="b\n101 announcements", shape=box, fillcolor="#dbeafe", color="#1e40af"];
              "c" [label="c\n100 announcements", shape=octagon, fillcolor="#fce7f3", color="#9d174d"];
              "a" -> "b" [label="map · line 5\n101 deliveries", color="#c81e1e", fontcolor="#c81e1e", penwidth=1.6];
              "b" -> "c" [label="line 6\n101 deliveries", color="#c81e1e", fontcolor="#c81e1e", penwidth=1.6];
              "c" -> "a" [label="map · line 7\n100 deliveries\n✂ loop cut off here", color="#c81e1e", fontcolor="#c81e1e", penwidth=2.5];
              "b" -> "a" [label="map · distinct · line 8\nguard: distinct\n101 deliveries", color="#d97706", fontcolor="#b45309", style=dashed];
            }

            """#)
    }

    @Test func mermaidOfTheRing() {
        #expect(GraphMermaidWriter(PictureSamples.ring).render() == """
            flowchart LR
              %% title: three nodes in a ring
              v0["a<br>101 announcements"]
              v1["b<br>101 announcements"]
              v2("c<br>100 announcements")
              v0 -->|"map · line 5<br>101 deliveries"| v1
              v1 -->|"line 6<br>101 deliveries"| v2
              v2 ==>|"map · line 7<br>100 deliveries<br>✂ loop cut off here"| v0
              v1 -.->|"map · distinct · line 8<br>guard: distinct<br>101 deliveries"| v0
              classDef relayKind fill:#dbeafe,stroke:#1e40af,color:#1f2937
              class v0,v1 relayKind
              classDef propertyKind fill:#fce7f3,stroke:#9d174d,color:#1f2937
              class v2 propertyKind
              linkStyle 0,1 stroke:#c81e1e,color:#c81e1e,stroke-width:2px
              linkStyle 2 stroke:#c81e1e,color:#c81e1e,stroke-width:3px
              linkStyle 3 stroke:#d97706,color:#b45309,stroke-dasharray:6 4

            """)
    }

    @Test(arguments: graphs)
    func dotFollowsTheGrammarAndKeepsEveryVertexAndEdge(_ graph: PictureGraph) throws {
        let parsed = try DOTChecker.parse(GraphDOTWriter(graph).render())
        #expect(parsed.directed)
        #expect(parsed.nodes == graph.vertices.map { PictureText.oneLine($0.id) })
        #expect(parsed.edges.count == graph.edges.count)
        for (edge, written) in zip(graph.edges, parsed.edges) {
            #expect(written.from == PictureText.oneLine(edge.from))
            #expect(written.to == PictureText.oneLine(edge.to))
            let label = written.attributes["label"].map(Self.undoDOTLabelEscapes)
            #expect(label == (edge.labelLines.isEmpty ? nil : edge.labelLines.joined(separator: "\n")))
        }
        for vertex in graph.vertices {
            let label = parsed.nodeAttributes[PictureText.oneLine(vertex.id)]?["label"].map(Self.undoDOTLabelEscapes)
            let lines = [vertex.label] + (vertex.annotation.map { [$0] } ?? [])
            #expect(label == lines.map(PictureText.oneLine).joined(separator: "\n"))
        }
    }

    /// Graphviz's label escapes: `\n` a line break, `\\` a backslash.
    static func undoDOTLabelEscapes(_ text: String) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                out.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    @Test(arguments: graphs)
    func mermaidIsAWellFormedFlowchart(_ graph: PictureGraph) throws {
        let parsed = try MermaidChecker.parse(GraphMermaidWriter(graph).render())
        #expect(parsed.direction == "LR")
        #expect(parsed.nodes.count == graph.vertices.count)
        #expect(parsed.edges.count == graph.edges.count)
        for (vertex, node) in zip(graph.vertices, parsed.nodes) {
            let lines = [vertex.label] + (vertex.annotation.map { [$0] } ?? [])
            #expect(Self.decodeMermaid(node.label) == lines.map(PictureText.oneLine).joined(separator: "\n"))
        }
        for (edge, written) in zip(graph.edges, parsed.edges) {
            #expect(written.label.map(Self.decodeMermaid) == (edge.labelLines.isEmpty ? nil : edge.labelLines.joined(separator: "\n")))
            let dashed = PictureStyle.isDashed(edge.status) && !edge.cutOff
            #expect((written.arrow == "-.->") == dashed)
        }
        // Every edge gets its colours from a linkStyle.
        let styled = Set(parsed.linkStyles.flatMap { $0 })
        #expect(styled == Set(graph.edges.indices))
    }

    /// Mermaid's `#code;` entities and `<br>` back to text.
    static func decodeMermaid(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("<br>") {
                out += "\n"
                rest = rest.dropFirst(4)
            } else if first == "#", let semicolon = rest.firstIndex(of: ";"),
                      let code = UInt32(rest[rest.index(after: rest.startIndex)..<semicolon]),
                      let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    @Test func escapingKeepsQuotesBackslashesAndNonASCII() {
        let dot = GraphDOTWriter(nastyGraph).render()
        #expect(dot.contains(#""a \"quoted\" id" -> "end""#))
        #expect(dot.contains(#"label="say \"hi\" \\ <b>&amp;</b>""#))
        #expect(dot.contains("Grüße 日本語 👩‍👩‍👧 e\u{301}\\nline one⏎line two"))
        let mermaid = GraphMermaidWriter(nastyGraph).render()
        #expect(mermaid.contains(#"v0["say #34;hi#34; #92; #60;b#62;#38;amp;#60;/b#62;"]"#))
        #expect(mermaid.contains(#"v1[["end"]]"#))
        #expect(mermaid.contains("v3((\"a#124;b #35;1 #96;code#96; #123;x#125; #91;y#93;\"))"))
    }

    @Test func edgesToUnknownVerticesAreReportedAndSkipped() {
        var graph = PictureSamples.planar
        graph.edges.append(.init(from: "in", to: "nowhere"))
        #expect(graph.problems() == ["edge 7 ends at unknown vertex 'nowhere'"])
        #expect(!GraphDOTWriter(graph).render().contains("nowhere"))
        #expect(!GraphMermaidWriter(graph).render().contains("nowhere"))
        #expect(!GraphSVGRenderer(graph).render().contains("nowhere"))
    }
}

extension PictureGraph: CustomTestStringConvertible {
    public var testDescription: String { title ?? "graph of \(vertices.count) vertices" }
}
