/// Writes a `PictureGraph` as Graphviz DOT (`bindsim graph --format dot`).
///
/// Every identifier is a double-quoted string (`"on (line 12:1)"` needs it, and a
/// quoted id can never clash with a keyword); inside quotes `\` and `"` are
/// escaped and line breaks become DOT's `\n`. Vertex shapes and colours follow
/// `PictureStyle`; red edges lie on an unguarded cycle, orange dashed ones on
/// guarded cycles only.
struct GraphDOTWriter {
    var graph: PictureGraph
    /// Top to bottom by default, as the SVG is drawn (`rankdir=TB`), or left to right (`LR`).
    var direction: LayeredLayout.Direction

    init(_ graph: PictureGraph, direction: LayeredLayout.Direction = .topToBottom) {
        self.graph = graph
        self.direction = direction
    }

    /// The whole DOT document, ending in a newline.
    func render() -> String {
        var out = "digraph \(Self.quoted(graph.title ?? "bindings")) {\n"
        let rankdir = direction == .topToBottom ? "TB" : "LR"
        out += "  graph [rankdir=\(rankdir), fontname=\"Helvetica\", nodesep=0.35, ranksep=0.45"
        if let title = graph.title {
            out += ", labelloc=t, fontsize=14, label=\(Self.quoted(title))"
        }
        out += "];\n"
        out += "  node [fontname=\"Helvetica\", fontsize=11, style=filled, color=\"\(PictureStyle.ink)\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"\(PictureStyle.plainEdge)\"];\n"
        for vertex in graph.vertices {
            out += "  \(Self.quoted(vertex.id)) [\(vertexAttributes(vertex))];\n"
        }
        let byIndex = graph.vertices
        for (edgeIndex, from, to) in graph.drawableEdges() {
            let edge = graph.edges[edgeIndex]
            out += "  \(Self.quoted(byIndex[from].id)) -> \(Self.quoted(byIndex[to].id))"
            let attributes = edgeAttributes(edge)
            if !attributes.isEmpty { out += " [\(attributes)]" }
            out += ";\n"
        }
        out += "}\n"
        return out
    }

    private func vertexAttributes(_ vertex: PictureGraph.Vertex) -> String {
        var lines = [PictureText.oneLine(vertex.label)]
        if let annotation = vertex.annotation { lines.append(PictureText.oneLine(annotation)) }
        let paint = PictureStyle.paint(vertex.kind)
        var attributes = ["label=\(Self.quoted(lines: lines))"]
        switch vertex.kind {
        case .relay: attributes.append("shape=box")
        case .publish: attributes += ["shape=box", "style=\"rounded,filled\""]
        case .field: attributes += ["shape=box", "peripheries=2"]
        case .terminal: attributes += ["shape=box", "penwidth=2.5"]
        case .label: attributes += ["shape=box", "style=\"dashed,filled\""]
        case .property: attributes.append("shape=octagon")
        case .published: attributes.append("shape=hexagon")
        case .observable: attributes += ["shape=octagon", "peripheries=2"]
        case .button: attributes += ["shape=box", "style=\"rounded,filled\"", "penwidth=2.5"]
        case .subscriber: attributes.append("shape=ellipse")
        case .junction: attributes += ["shape=box", "style=\"rounded,filled\"", "fontsize=9", "height=0.25", "margin=\"0.05,0.02\""]
        }
        attributes.append("fillcolor=\"\(paint.fill)\"")
        attributes.append("color=\"\(paint.stroke)\"")
        return attributes.joined(separator: ", ")
    }

    private func edgeAttributes(_ edge: PictureGraph.Edge) -> String {
        var attributes: [String] = []
        let lines = edge.labelLines
        if !lines.isEmpty { attributes.append("label=\(Self.quoted(lines: lines))") }
        switch edge.status {
        case .plain: break
        case .unguardedCycle:
            attributes += ["color=\"\(PictureStyle.unguarded)\"", "fontcolor=\"\(PictureStyle.unguarded)\""]
        case .guardedCycle:
            attributes += ["color=\"\(PictureStyle.guarded)\"", "fontcolor=\"\(PictureStyle.guardedText)\""]
        }
        // An inner stream is dotted, whatever its status; a guarded edge otherwise dashed.
        if edge.inner {
            attributes.append("style=dotted")
        } else if PictureStyle.isDashed(edge.status) {
            attributes.append("style=dashed")
        }
        if edge.cutOff {
            attributes.append("penwidth=2.5")
        } else if edge.status == .unguardedCycle {
            attributes.append("penwidth=1.6")
        }
        return attributes.joined(separator: ", ")
    }

    /// `text` as a DOT double-quoted string: `\` and `"` escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        quoted(lines: [PictureText.oneLine(text)])
    }

    /// Lines joined by DOT's centred line break `\n`, as one quoted string.
    static func quoted(lines: [String]) -> String {
        var out = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "\\n" }
            for character in line {
                switch character {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                default: out.append(character)
                }
            }
        }
        return out + "\""
    }
}
