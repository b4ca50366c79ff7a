/// Writes a `PictureGraph` as a Mermaid `flowchart LR` (`bindsim graph --format
/// mermaid`), as GitHub renders it in Markdown.
///
/// Vertices get generated ids `v0`, `v1`, … (a node called `end` or `class` would
/// otherwise break the chart); every label is a quoted string in which `"`, `#`,
/// `<`, `>`, `&`, `|` and backticks are written as Mermaid entity codes (`#34;`),
/// and lines are joined by `<br>`. Kinds become `classDef`s; edge colours and
/// dashes become `linkStyle`s, indexed by the order edges are written.
struct GraphMermaidWriter {
    var graph: PictureGraph

    init(_ graph: PictureGraph) {
        self.graph = graph
    }

    /// The whole chart, ending in a newline.
    func render() -> String {
        var out = "flowchart LR\n"
        if let title = graph.title {
            out += "  %% title: \(PictureText.oneLine(title))\n"
        }
        for (index, vertex) in graph.vertices.enumerated() {
            out += "  \(Self.id(index))\(shape(vertex))\n"
        }
        var styles: [(style: String, links: [Int])] = []
        for (link, (edgeIndex, from, to)) in graph.drawableEdges().enumerated() {
            let edge = graph.edges[edgeIndex]
            let arrow: String
            if edge.cutOff {
                arrow = "==>"
            } else if PictureStyle.isDashed(edge.status) || edge.inner {
                arrow = "-.->"
            } else {
                arrow = "-->"
            }
            let lines = edge.labelLines
            let label = lines.isEmpty ? "" : "|\(Self.quoted(lines))|"
            out += "  \(Self.id(from)) \(arrow)\(label) \(Self.id(to))\n"
            let style = linkStyle(edge)
            if let existing = styles.firstIndex(where: { $0.style == style }) {
                styles[existing].links.append(link)
            } else {
                styles.append((style, [link]))
            }
        }
        for kind in PictureGraph.VertexKind.allCases {
            let members = graph.vertices.indices.filter { graph.vertices[$0].kind == kind }
            guard !members.isEmpty else { continue }
            let paint = PictureStyle.paint(kind)
            var definition = "fill:\(paint.fill),stroke:\(paint.stroke),color:\(PictureStyle.ink)"
            if kind == .label { definition += ",stroke-dasharray:4 3" }
            if kind == .junction { definition += ",font-size:10px" }
            out += "  classDef \(kind.rawValue)Kind \(definition)\n"
            out += "  class \(members.map(Self.id).joined(separator: ",")) \(kind.rawValue)Kind\n"
        }
        for (style, links) in styles {
            out += "  linkStyle \(links.map(String.init).joined(separator: ",")) \(style)\n"
        }
        return out
    }

    /// The generated, always-safe id of the vertex at `index`.
    static func id(_ index: Int) -> String { "v\(index)" }

    private func shape(_ vertex: PictureGraph.Vertex) -> String {
        var lines = [vertex.label]
        if let annotation = vertex.annotation { lines.append(annotation) }
        let text = Self.quoted(lines)
        switch vertex.kind {
        case .relay: return "[\(text)]"
        case .publish: return "([\(text)])"
        case .field: return "[[\(text)]]"
        case .terminal: return "[(\(text))]"
        case .label: return ">\(text)]"
        case .property: return "(\(text))"
        case .published: return "{{\(text)}}"
        case .observable: return "((\(text)))"
        case .button: return "([\(text)])"
        case .subscriber: return "[/\(text)/]"
        case .junction: return "((\(text)))"
        }
    }

    private func linkStyle(_ edge: PictureGraph.Edge) -> String {
        let color = PictureStyle.edgeColor(edge.status)
        var style = "stroke:\(color),color:\(PictureStyle.edgeTextColor(edge.status))"
        if let dashes = PictureStyle.dashes(edge) { style += ",stroke-dasharray:\(dashes)" }
        style += edge.cutOff ? ",stroke-width:3px" : (edge.status == .unguardedCycle ? ",stroke-width:2px" : "")
        return style
    }

    /// Lines as one Mermaid quoted string, special characters as entity codes.
    static func quoted(_ lines: [String]) -> String {
        var out = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "<br>" }
            for scalar in PictureText.oneLine(line).unicodeScalars {
                switch scalar {
                case "\"", "#", "<", ">", "&", "|", "`", "\\", "[", "]", "{", "}":
                    out += "#\(scalar.value);"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
