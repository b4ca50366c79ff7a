import Testing
@testable import bindsim

/// The checkers the picture tests rely on must reject what they claim to reject.
@Suite struct PictureCheckerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var why: String
        init(_ text: String, _ why: String) {
            self.text = text
            self.why = why
        }
        var testDescription: String { why }
    }

    @Test func xmlAcceptsWellFormedDocuments() {
        #expect(XMLChecker.problems("<svg a=\"1\" b='2'><g><title>x &amp; y &#x1F600; &#10;</title></g><rect/></svg>") == [])
        #expect(XMLChecker.problems("<!DOCTYPE html>\n<html><!-- note --><body><p>a &lt; b</p></body></html>\n") == [])
        #expect(XMLChecker.problems("<?xml version=\"1.0\"?>\n<a><![CDATA[ <not> & markup ]]></a>") == [])
    }

    @Test(arguments: [
        Case("<a><b></a>", "mismatched closing tag"),
        Case("<a><b>", "unclosed elements"),
        Case("<a x=1/>", "unquoted attribute"),
        Case("<a x=\"1\" x=\"2\"/>", "duplicate attribute"),
        Case("<a x=\"1\"y=\"2\"/>", "attributes not separated"),
        Case("<a>fish & chips</a>", "bare ampersand"),
        Case("<a>&nbsp;</a>", "entity XML does not define"),
        Case("<a>&#0;</a>", "invalid character reference"),
        Case("<a x=\"<\"/>", "'<' in an attribute"),
        Case("<a/><b/>", "two roots"),
        Case("<a/>text", "text after the root"),
        Case("<a>\u{1}</a>", "control character"),
        Case("<a><!-- a -- b --></a>", "double hyphen in a comment"),
        Case("</a>", "closing tag first"),
        Case("<1a/>", "bad name"),
    ])
    func xmlRejects(_ bad: Case) {
        #expect(!XMLChecker.problems(bad.text).isEmpty)
    }

    @Test func dotParsesStatementsEdgesAndAttributes() throws {
        let parsed = try DOTChecker.parse("""
            strict digraph "g" {
              graph [rankdir=LR]; node [shape=box]
              a -> b -> "c d" [label="x \\"y\\" \\\\ z", weight=2];
              b [label=<<b>html</b>>]
              subgraph cluster1 { e; f }
              -1.5 -> a // comment
              /* block */ x = y
            }
            """)
        #expect(parsed.directed)
        #expect(parsed.nodes == ["b", "e", "f"])
        #expect(parsed.edges.map { "\($0.from)>\($0.to)" } == ["a>b", "b>c d", "-1.5>a"])
        #expect(parsed.edges[0].attributes["label"] == "x \"y\" \\\\ z")
    }

    @Test(arguments: [
        Case("digraph { a -- b }", "undirected edge in a digraph"),
        Case("graph { a -> b }", "directed edge in a graph"),
        Case("digraph { a -> }", "edge without a target"),
        Case("digraph { a [label=] }", "attribute without a value"),
        Case("digraph { a [label=\"x] }", "unterminated string"),
        Case("digraph { a [label=\"x\ny\"] }", "raw line break in a string"),
        Case("digraph { node -> b }", "keyword as a node id"),
        Case("digraph { a -> b ", "missing closing brace"),
        Case("digraph { a } b", "tokens after the graph"),
        Case("digraph { a @ b }", "stray character"),
        Case("digraph { 1.2.3 }", "malformed numeral"),
    ])
    func dotRejects(_ bad: Case) {
        #expect(throws: DOTChecker.Failure.self) { try DOTChecker.parse(bad.text) }
    }

    @Test func mermaidParsesNodesEdgesAndStyles() throws {
        let parsed = try MermaidChecker.parse("""
            flowchart LR
              %% title: x
              v0["a #34;b#34;<br>c"]
              v1(["b"])
              v0 -.->|"l #35;1"| v1
              v1 --> v0
              classDef relayKind fill:#fff,stroke:#000
              class v0,v1 relayKind
              linkStyle 0,1 stroke:#d97706,stroke-dasharray:6 4

            """)
        #expect(parsed.nodes.map(\.id) == ["v0", "v1"])
        #expect(parsed.edges.count == 2)
        #expect(parsed.edges[0].label == "l #35;1")
        #expect(parsed.linkStyles == [[0, 1]])
    }

    @Test(arguments: [
        Case("graph LR\n  a[\"x\"]", "not a flowchart header"),
        Case("flowchart LR\n  end[\"x\"]", "reserved word as id"),
        Case("flowchart LR\n  a[\"say \"hi\"\"]", "raw quote in a label"),
        Case("flowchart LR\n  a[\"x\"]\n  a --> b", "edge to an undefined node"),
        Case("flowchart LR\n  a[\"x\"]\n  linkStyle 0 stroke:#000", "linkStyle beyond the edges"),
        Case("flowchart LR\n  a[\"x\"]\n  class a nothing", "class without classDef"),
        Case("flowchart LR\n  a<\"x\">", "unknown shape"),
        Case("flowchart LR\n  a[\"#;\"]", "empty entity code"),
        Case("flowchart LR\n  a[\"a|b\"]", "raw pipe in a label"),
        Case("flowchart LR\n  a[\"<b>x</b>\"]", "raw tag in a label"),
        Case("flowchart LR\n  a[\"x\"]\n  a[\"y\"]", "node defined twice"),
        Case("flowchart LR\n  %%{init: {}}%%", "directive"),
    ])
    func mermaidRejects(_ bad: Case) {
        #expect(throws: MermaidChecker.Failure.self) { try MermaidChecker.parse(bad.text) }
    }

    @Test func contrastRatioMatchesKnownValues() {
        #expect(abs(contrastRatio("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(contrastRatio("#777777", "#ffffff") - 4.48) < 0.01)
    }
}
