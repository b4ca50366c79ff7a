/// Draws a `PictureGraph` as SVG with bindsim's own layered layout
/// (`bindsim graph --format svg`): the title on top, the drawing, then a legend
/// for the vertex shapes and edge colours that occur.
///
/// Labels longer than the space allowed are shortened with `…`; every vertex and
/// edge carries its full text in a `<title>` tooltip. The output depends only on
/// the model, so the same graph gives byte-identical SVG.
struct GraphSVGRenderer {
    typealias Point = LayeredLayout.Point
    typealias Size = LayeredLayout.Size

    /// The part of the graph drawn (`PictureGraph.drawnPart`).
    let graph: PictureGraph
    let direction: LayeredLayout.Direction
    /// What the drawing leaves out, said under the title.
    let undrawn: (vertices: Int, edges: Int)

    init(_ graph: PictureGraph, direction: LayeredLayout.Direction = .topToBottom) {
        let part = graph.drawnPart()
        self.graph = part.graph
        self.direction = direction
        undrawn = (part.undrawnVertices, part.undrawnEdges)
    }

    /// The line under the title of a graph drawn in part, if it is.
    var undrawnNote: String? {
        guard undrawn.vertices > 0 || undrawn.edges > 0 else { return nil }
        let vertices = undrawn.vertices == 1 ? "1 more vertex" : "\(undrawn.vertices) more vertices"
        let edges = undrawn.edges == 1 ? "1 more edge" : "\(undrawn.edges) more edges"
        return "drawn in part: \(vertices) and \(edges) "
            + "not drawn (an SVG draws at most \(PictureGraph.maxDrawnVertices) vertices and "
            + "\(PictureGraph.maxDrawnEdges) edges; --format dot gives the whole graph)"
    }

    static let labelFont = TextMetrics(size: 11)
    static let titleFont = TextMetrics(size: 14, bold: true)
    static let labelLineHeight = 14.0
    static let maxVertexText = 190.0
    static let maxLabelText = 210.0
    static let titleHeight = 30.0
    static let noteHeight = 20.0

    /// Everything measured and laid out, in canvas coordinates once `origin` is added.
    struct Drawing {
        var layout: LayeredLayout.Result
        /// The graph's edge drawn by each layout edge, with its ends' vertex indices.
        var edges: [(edge: Int, from: Int, to: Int)]
        /// Shown vertex text (label, annotation), shortened to fit.
        var vertexText: [(label: String, note: String?)]
        /// Shown label lines of each layout edge, and the size of their box.
        var labelLines: [[String]]
        var labelSizes: [Size]
        /// Where the drawing's (0, 0) lies on the canvas.
        var origin: Point
        var canvas: Size
        var legend: GraphLegend
        var legendTop: Double

        /// A box of the layout moved onto the canvas.
        func onCanvas(_ rect: LayeredLayout.Rect) -> LayeredLayout.Rect {
            LayeredLayout.Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
        }
    }

    /// Measures the text and lays the graph out.
    func measure() -> Drawing {
        var vertexText: [(label: String, note: String?)] = []
        var sizes: [Size] = []
        for vertex in graph.vertices {
            let font = vertex.kind == .junction ? VertexShape.junctionFont : VertexShape.font
            let label = font.fitting(PictureText.oneLine(vertex.label), in: Self.maxVertexText)
            let note = vertex.annotation.map {
                VertexShape.annotationFont.fitting(PictureText.oneLine($0), in: Self.maxVertexText)
            }
            vertexText.append((label, note))
            sizes.append(VertexShape.size(
                vertex.kind, text: font.width(label), note: note.map(VertexShape.annotationFont.width)))
        }
        let edges = graph.drawableEdges()
        var labelLines: [[String]] = []
        var labelSizes: [Size] = []
        var layoutEdges: [LayeredLayout.Edge] = []
        for (edgeIndex, from, to) in edges {
            let lines = graph.edges[edgeIndex].labelLines.map {
                Self.labelFont.fitting($0, in: Self.maxLabelText)
            }
            let width = lines.map(Self.labelFont.width).max() ?? 0
            let size = lines.isEmpty
                ? Size(width: 0, height: 0)
                : Size(width: width.rounded(.up) + 2, height: Double(lines.count) * Self.labelLineHeight + 2)
            labelLines.append(lines)
            labelSizes.append(size)
            layoutEdges.append(LayeredLayout.Edge(from: from, to: to, label: size))
        }
        var options = LayeredLayout.Options()
        options.direction = direction
        let result = LayeredLayout(sizes: sizes, edges: layoutEdges, options: options).run()
        let legend = GraphLegend(graph: graph, reversedEdges: result.routes.contains { $0.reversed })
        let available = max(result.width, 460) - 2 * options.margin
        let legendSize = legend.size(width: available)
        let noteWidth = undrawnNote.map { TextMetrics(size: 12).width($0) + 24 } ?? 0
        // A title is shown whole up to 900 pixels (a longer one is shortened, in full in the tooltip).
        let titleWidth = graph.title.map { min(Self.titleFont.width(PictureText.oneLine($0)) + 24, 900) } ?? 0
        let canvasWidth = max(result.width, legendSize.width + 2 * options.margin, noteWidth, titleWidth)
        let top = (graph.title == nil ? 0 : Self.titleHeight) + (undrawnNote == nil ? 0 : Self.noteHeight)
        let origin = Point(x: ((canvasWidth - result.width) / 2).rounded(), y: top)
        let legendTop = top + result.height + 4
        return Drawing(
            layout: result, edges: edges, vertexText: vertexText, labelLines: labelLines, labelSizes: labelSizes,
            origin: origin, canvas: Size(width: canvasWidth, height: legendTop + legendSize.height + options.margin),
            legend: legend, legendTop: legendTop)
    }

    /// The SVG document.
    func render() -> String {
        let drawing = measure()
        let name = graph.title.map { "binding graph: " + PictureText.oneLine($0) } ?? "binding graph"
        var svg = SVGBuilder(width: drawing.canvas.width, height: drawing.canvas.height, label: name)
        svg.element("rect", [
            ("width", drawing.canvas.width.rounded(.up).svg), ("height", drawing.canvas.height.rounded(.up).svg),
            ("fill", PictureStyle.background),
        ])
        if let title = graph.title {
            let shown = Self.titleFont.fitting(PictureText.oneLine(title), in: drawing.canvas.width - 24)
            svg.element("text", [
                ("x", "12"), ("y", "21"), ("font-size", "14"), ("font-weight", "bold"), ("fill", PictureStyle.ink),
            ], text: shown)
        }
        if let note = undrawnNote {
            svg.element("text", [
                ("x", "12"), ("y", (graph.title == nil ? 16 : Self.titleHeight + 12).svg), ("font-size", "12"),
                ("fill", PictureStyle.alarm),
            ], text: TextMetrics(size: 12).fitting(note, in: drawing.canvas.width - 24))
        }
        svg.start("g", [("transform", "translate(\(drawing.origin.x.svg),\(drawing.origin.y.svg))")])
        let curves = drawing.edges.indices.map { curve(for: $0, in: drawing) }
        drawEdges(drawing, curves: curves, into: &svg)
        drawVertices(drawing, into: &svg)
        drawArrowheads(drawing, curves: curves, into: &svg)
        drawLabels(drawing, into: &svg)
        svg.end()
        drawing.legend.draw(at: Point(x: 12, y: drawing.legendTop), width: drawing.canvas.width - 24, into: &svg)
        return svg.finish()
    }
}
