/// The drawing itself: edges as curves, vertices, arrowheads on top of the
/// outlines, then the edge labels.
extension GraphSVGRenderer {
    /// An edge's curve and where its arrowhead goes.
    struct Curve {
        var path: String
        var tip: Point
        var direction: Point
    }

    /// The curve of layout edge `index`: through the route's points, leaving and
    /// entering each along the rank axis (cubic segments whose control points lie
    /// half-way along it), its ends moved onto the shapes' outlines, ending at the
    /// arrowhead's base.
    func curve(for index: Int, in drawing: Drawing) -> Curve {
        let route = drawing.layout.routes[index]
        let (_, from, to) = drawing.edges[index]
        var points = route.points
        if route.isSelfLoop {
            let tip = points[3]
            let direction = Point(x: tip.x - points[2].x, y: tip.y - points[2].y)
            let path = "M\(points[0].x.svg) \(points[0].y.svg) C\(points[1].x.svg) \(points[1].y.svg) "
                + "\(points[2].x.svg) \(points[2].y.svg) \(tip.x.svg) \(tip.y.svg)"
            return Curve(path: path, tip: tip, direction: direction)
        }
        let vertical = direction == .topToBottom
        func rank(_ p: Point) -> Double { vertical ? p.y : p.x }
        func order(_ p: Point) -> Double { vertical ? p.x : p.y }
        func moved(_ p: Point, by delta: Double) -> Point {
            vertical ? Point(x: p.x, y: p.y + delta) : Point(x: p.x + delta, y: p.y)
        }
        let last = points.count - 1
        let startSign: Double = rank(points[1]) >= rank(points[0]) ? 1 : -1
        let endSign: Double = rank(points[last]) >= rank(points[last - 1]) ? 1 : -1
        let layout = drawing.layout
        let startInset = VertexShape.inset(
            graph.vertices[from].kind, size: layout.sizes[from], direction: direction,
            offset: order(points[0]) - order(layout.centers[from]))
        let endInset = VertexShape.inset(
            graph.vertices[to].kind, size: layout.sizes[to], direction: direction,
            offset: order(points[last]) - order(layout.centers[to]))
        points[0] = moved(points[0], by: -startSign * startInset)
        let tip = moved(points[last], by: endSign * endInset)
        points[last] = moved(tip, by: -endSign * Self.arrowLength)
        // Leave the source straight for an arrowhead's length too, so that an edge
        // leaving a box beside an arrowhead arriving there does not bend across it.
        points.insert(moved(points[0], by: startSign * Self.arrowLength), at: 1)
        var path = "M\(points[0].x.svg) \(points[0].y.svg)"
        for (a, b) in zip(points, points.dropFirst()) {
            if abs(order(a) - order(b)) < 0.05 {
                path += " L\(b.x.svg) \(b.y.svg)"
            } else {
                let half = (rank(b) - rank(a)) / 2
                let c1 = moved(a, by: half)
                let c2 = moved(b, by: -half)
                path += " C\(c1.x.svg) \(c1.y.svg) \(c2.x.svg) \(c2.y.svg) \(b.x.svg) \(b.y.svg)"
            }
        }
        let towards = vertical ? Point(x: 0, y: endSign) : Point(x: endSign, y: 0)
        return Curve(path: path, tip: tip, direction: towards)
    }

    static let arrowLength = 9.0

    /// The `data-tags` attribute of a vertex or edge a page finds by its tags, if any.
    static func tagged(_ tags: [String]) -> [SVGBuilder.Attribute] {
        tags.isEmpty ? [] : [("data-tags", tags.joined(separator: " "))]
    }

    /// The full text of layout edge `index` for its tooltip: ends, then every label line.
    func tooltip(_ index: Int, in drawing: Drawing) -> String {
        let (edgeIndex, from, to) = drawing.edges[index]
        let ends = PictureText.oneLine(graph.vertices[from].label) + " → " + PictureText.oneLine(graph.vertices[to].label)
        return ([ends] + graph.edges[edgeIndex].labelLines).joined(separator: "\n")
    }

    func drawEdges(_ drawing: Drawing, curves: [Curve], into svg: inout SVGBuilder) {
        svg.start("g", [("fill", "none"), ("stroke-linecap", "round")])
        for (index, curve) in curves.enumerated() {
            let edge = graph.edges[drawing.edges[index].edge]
            var attributes: [SVGBuilder.Attribute] = [
                ("d", curve.path), ("stroke", PictureStyle.edgeColor(edge.status)),
                ("stroke-width", edge.cutOff ? "2.6" : (edge.status == .unguardedCycle ? "2" : "1.4")),
            ]
            if let dashes = PictureStyle.dashes(edge) { attributes.append(("stroke-dasharray", dashes)) }
            svg.group(Self.tagged(edge.tags), title: tooltip(index, in: drawing)) { svg in
                svg.element("path", attributes)
            }
        }
        svg.end()
    }

    func drawVertices(_ drawing: Drawing, into svg: inout SVGBuilder) {
        for (index, vertex) in graph.vertices.enumerated() {
            let box = drawing.layout.box(index)
            let shown = drawing.vertexText[index]
            var tooltip = PictureText.oneLine(vertex.label) + " (" + PictureStyle.legendText(vertex.kind) + ")"
            if let note = vertex.annotation { tooltip += "\n" + PictureText.oneLine(note) }
            svg.group(Self.tagged(vertex.tags), title: tooltip) { svg in
                VertexShape.draw(vertex.kind, in: box, into: &svg)
                let center = box.x + box.width / 2
                let size = vertex.kind == .junction ? VertexShape.junctionFont.size : VertexShape.font.size
                var baseline = box.y + box.height / 2 + size * 0.36
                if shown.note != nil { baseline -= 6.5 }
                svg.element("text", [
                    ("x", center.svg), ("y", baseline.svg), ("text-anchor", "middle"), ("font-size", size.svg),
                    ("fill", PictureStyle.ink),
                ], text: shown.label)
                if let note = shown.note {
                    svg.element("text", [
                        ("x", center.svg), ("y", (baseline + 13).svg), ("text-anchor", "middle"),
                        ("font-size", VertexShape.annotationFont.size.svg),
                        ("fill", PictureStyle.mutedInk),
                    ], text: note)
                }
            }
        }
    }

    /// Filled arrowheads; an edge laid out against the flow (it closes a cycle) gets
    /// an open one.
    func drawArrowheads(_ drawing: Drawing, curves: [Curve], into svg: inout SVGBuilder) {
        for (index, curve) in curves.enumerated() {
            let edge = graph.edges[drawing.edges[index].edge]
            let color = PictureStyle.edgeColor(edge.status)
            let points = SVGPath.arrowhead(tip: curve.tip, direction: curve.direction, length: Self.arrowLength)
            let open = drawing.layout.routes[index].reversed
            svg.element("polygon", [
                ("points", points), ("fill", open ? PictureStyle.background : color), ("stroke", color),
                ("stroke-width", "1.2"), ("stroke-linejoin", "round"),
            ])
        }
    }

    /// Each label on its edge, its text haloed in white so the line under it does not
    /// cross the letters (a self-loop's label, beside the loop, aligned to its start).
    func drawLabels(_ drawing: Drawing, into svg: inout SVGBuilder) {
        for index in drawing.edges.indices {
            guard let box = drawing.layout.labelBox(index, size: drawing.labelSizes[index]) else { continue }
            let edge = graph.edges[drawing.edges[index].edge]
            let centred = !drawing.layout.routes[index].isSelfLoop
            var group: [SVGBuilder.Attribute] = [
                ("font-size", Self.labelFont.size.svg), ("stroke", PictureStyle.background), ("stroke-width", "3.5"),
                ("stroke-linejoin", "round"), ("paint-order", "stroke"),
            ]
            if centred { group.append(("text-anchor", "middle")) }
            group += Self.tagged(edge.tags)
            svg.group(group, title: tooltip(index, in: drawing)) { svg in
                for (number, line) in drawing.labelLines[index].enumerated() {
                    var attributes: [SVGBuilder.Attribute] = [
                        ("x", (centred ? box.x + box.width / 2 : box.x + 1).svg),
                        ("y", (box.y + Self.labelFont.size + 0.5 + Double(number) * Self.labelLineHeight).svg),
                    ]
                    if line.hasPrefix("guard:") {
                        attributes.append(("fill", PictureStyle.guardedText))
                    } else if line.hasPrefix("✂") {
                        attributes += [("fill", PictureStyle.alarm), ("font-weight", "bold")]
                    } else {
                        attributes.append(("fill", number == 0 ? PictureStyle.edgeTextColor(edge.status) : PictureStyle.ink))
                    }
                    svg.element("text", attributes, text: line)
                }
            }
        }
    }
}
