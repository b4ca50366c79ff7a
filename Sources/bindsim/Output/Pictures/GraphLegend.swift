/// The legend under a graph picture: one sample per vertex kind and per kind of
/// edge that occurs in the graph, flowed into rows.
struct GraphLegend {
    enum Swatch: Equatable {
        case vertex(PictureGraph.VertexKind)
        case edge(PictureGraph.EdgeStatus)
        case backEdge
        case inner
        case cutOff
    }

    struct Item {
        var swatch: Swatch
        var text: String
    }

    let items: [Item]

    static let font = TextMetrics(size: 11)
    static let swatchWidth = 34.0
    static let rowHeight = 24.0

    init(graph: PictureGraph, reversedEdges: Bool) {
        var items: [Item] = []
        for kind in PictureGraph.VertexKind.allCases where graph.vertices.contains(where: { $0.kind == kind }) {
            items.append(Item(swatch: .vertex(kind), text: PictureStyle.legendText(kind)))
        }
        let statuses = graph.edges.map(\.status)
        if statuses.contains(.plain) {
            items.append(Item(swatch: .edge(.plain), text: "on no cycle"))
        }
        if statuses.contains(.unguardedCycle) {
            items.append(Item(swatch: .edge(.unguardedCycle), text: "on an unguarded cycle: loops"))
        }
        if statuses.contains(where: { if case .guardedCycle = $0 { true } else { false } }) {
            items.append(Item(swatch: .edge(.guardedCycle(guards: [])), text: "on guarded cycles only"))
        }
        if reversedEdges {
            items.append(Item(swatch: .backEdge, text: "open arrow: closes a cycle, drawn against the flow"))
        }
        if graph.edges.contains(where: \.inner) {
            items.append(Item(swatch: .inner, text: "dotted: an inner stream (flatMap family), made per element"))
        }
        if graph.edges.contains(where: \.cutOff) {
            items.append(Item(swatch: .cutOff, text: "a loop was cut off here"))
        }
        self.items = items
    }

    private func itemWidth(_ item: Item) -> Double {
        Self.swatchWidth + 6 + Self.font.width(item.text) + 18
    }

    /// Item origins when flowed into rows no wider than `width`.
    private func placements(width: Double) -> [LayeredLayout.Point] {
        var result: [LayeredLayout.Point] = []
        var x = 0.0
        var y = 0.0
        for item in items {
            let w = itemWidth(item)
            if x > 0 && x + w > width {
                x = 0
                y += Self.rowHeight
            }
            result.append(LayeredLayout.Point(x: x, y: y))
            x += w
        }
        return result
    }

    /// The legend's size when flowed into `width` (a separator line included).
    func size(width: Double) -> LayeredLayout.Size {
        let places = placements(width: width)
        guard let last = places.last else { return LayeredLayout.Size(width: 0, height: 0) }
        var used = 0.0
        for (item, place) in zip(items, places) { used = max(used, place.x + itemWidth(item)) }
        return LayeredLayout.Size(width: used, height: last.y + Self.rowHeight + 10)
    }

    func draw(at origin: LayeredLayout.Point, width: Double, into svg: inout SVGBuilder) {
        guard !items.isEmpty else { return }
        svg.start("g", [("transform", "translate(\(origin.x.svg),\(origin.y.svg))"), ("font-size", "11")])
        svg.element("line", [
            ("x1", "0"), ("y1", "0.5"), ("x2", width.svg), ("y2", "0.5"), ("stroke", "#d1d5db"), ("stroke-width", "1"),
        ])
        for (item, place) in zip(items, placements(width: width)) {
            let top = place.y + 10
            drawSwatch(item.swatch, x: place.x, y: top, into: &svg)
            svg.element("text", [
                ("x", (place.x + Self.swatchWidth + 6).svg), ("y", (top + 11).svg), ("fill", PictureStyle.ink),
            ], text: item.text)
        }
        svg.end()
    }

    private func drawSwatch(_ swatch: Swatch, x: Double, y: Double, into svg: inout SVGBuilder) {
        let middle = y + 7
        switch swatch {
        case .vertex(let kind):
            let height = kind == .junction ? 10.0 : 14.0
            let box = LayeredLayout.Rect(x: x + 2, y: middle - height / 2, width: Self.swatchWidth - 4, height: height)
            VertexShape.draw(kind, in: box, into: &svg)
        case .edge(let status):
            var attributes: [SVGBuilder.Attribute] = [
                ("x1", x.svg), ("y1", middle.svg), ("x2", (x + Self.swatchWidth - 8).svg), ("y2", middle.svg),
                ("stroke", PictureStyle.edgeColor(status)), ("stroke-width", status == .unguardedCycle ? "2" : "1.4"),
            ]
            if PictureStyle.isDashed(status) { attributes.append(("stroke-dasharray", PictureStyle.dash)) }
            svg.element("line", attributes)
            svg.element("polygon", [
                ("points", SVGPath.arrowhead(
                    tip: LayeredLayout.Point(x: x + Self.swatchWidth, y: middle),
                    direction: LayeredLayout.Point(x: 1, y: 0))),
                ("fill", PictureStyle.edgeColor(status)),
            ])
        case .backEdge:
            svg.element("line", [
                ("x1", x.svg), ("y1", middle.svg), ("x2", (x + Self.swatchWidth - 8).svg), ("y2", middle.svg),
                ("stroke", PictureStyle.plainEdge), ("stroke-width", "1.4"),
            ])
            svg.element("polygon", [
                ("points", SVGPath.arrowhead(
                    tip: LayeredLayout.Point(x: x + Self.swatchWidth, y: middle),
                    direction: LayeredLayout.Point(x: 1, y: 0))),
                ("fill", PictureStyle.background), ("stroke", PictureStyle.plainEdge), ("stroke-width", "1.2"),
            ])
        case .inner:
            svg.element("line", [
                ("x1", x.svg), ("y1", middle.svg), ("x2", (x + Self.swatchWidth - 8).svg), ("y2", middle.svg),
                ("stroke", PictureStyle.plainEdge), ("stroke-width", "1.4"), ("stroke-dasharray", PictureStyle.dots),
            ])
            svg.element("polygon", [
                ("points", SVGPath.arrowhead(
                    tip: LayeredLayout.Point(x: x + Self.swatchWidth, y: middle),
                    direction: LayeredLayout.Point(x: 1, y: 0))),
                ("fill", PictureStyle.plainEdge),
            ])
        case .cutOff:
            svg.element("line", [
                ("x1", x.svg), ("y1", middle.svg), ("x2", (x + Self.swatchWidth).svg), ("y2", middle.svg),
                ("stroke", PictureStyle.unguarded), ("stroke-width", "2.6"),
            ])
            svg.element("text", [
                ("x", (x + Self.swatchWidth / 2).svg), ("y", (middle - 3).svg), ("text-anchor", "middle"),
                ("fill", PictureStyle.alarm), ("font-weight", "bold"),
            ], text: "✂")
        }
    }
}
