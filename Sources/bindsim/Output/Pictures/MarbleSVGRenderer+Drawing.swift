/// Lanes, column rules and headers, and the marbles.
extension MarbleSVGRenderer {
    func drawLanes(_ geometry: Geometry, into svg: inout SVGBuilder) {
        let lanesTop = geometry.top + Self.headerHeight
        for (index, lane) in diagram.lanes.enumerated() {
            let y = laneY(index, geometry)
            if index % 2 == 0 {
                svg.element("rect", [
                    ("x", "4"), ("y", (lanesTop + Double(index) * Self.laneHeight).svg),
                    ("width", (geometry.width - 8).svg), ("height", Self.laneHeight.svg), ("fill", "#f6f7f9"),
                ])
            }
            let name = PictureText.shortened(PictureText.oneLine(lane.name), columns: 24)
            svg.group(title: PictureText.oneLine(lane.name) + (lane.kind.isEmpty ? "" : " (\(lane.kind))")) { svg in
                svg.element("text", [
                    ("x", "12"), ("y", (y + 4).svg), ("font-size", "12"), ("fill", PictureStyle.ink),
                ], text: name)
                if !lane.kind.isEmpty {
                    svg.element("text", [
                        ("x", (12 + Self.valueFont.width(name) + 6).svg), ("y", (y + 4).svg), ("font-size", "10"),
                        ("fill", PictureStyle.mutedInk),
                    ], text: PictureText.oneLine(lane.kind))
                }
            }
            let start = geometry.labelWidth
            let end = geometry.width - 12
            svg.element("line", [
                ("x1", start.svg), ("y1", y.svg), ("x2", (end - 8).svg), ("y2", y.svg),
                ("stroke", "#9ca3af"), ("stroke-width", "1.2"),
            ])
            svg.element("polygon", [
                ("points", SVGPath.arrowhead(tip: Point(x: end, y: y), direction: Point(x: 1, y: 0), length: 8, width: 7)),
                ("fill", "#9ca3af"),
            ])
        }
    }

    /// Step rules (solid) and instant rules (dashed) with their headers.
    func drawColumns(_ geometry: Geometry, into svg: inout SVGBuilder) {
        let top = geometry.top
        for (s, step) in diagram.steps.enumerated() {
            let x = geometry.stepStarts[s]
            svg.element("line", [
                ("x1", x.svg), ("y1", top.svg), ("x2", x.svg), ("y2", geometry.lanesBottom.svg),
                ("stroke", "#6b7280"), ("stroke-width", "1"),
            ])
            var tooltip = MarbleTextBlock.stepTitle(step)
            if let line = step.line { tooltip += ", line \(line)" }
            if let source = step.source { tooltip += ": " + PictureText.oneLine(source) }
            svg.group(title: tooltip) { svg in
                svg.element("text", [
                    ("x", (x + 5).svg), ("y", (top + 14).svg), ("font-size", "11"), ("font-weight", "bold"),
                    ("fill", PictureStyle.ink),
                ], text: MarbleTextBlock.stepTitle(step))
                svg.element("text", [
                    ("x", (x + 5).svg), ("y", (top + 28).svg), ("font-size", "10"), ("fill", PictureStyle.mutedInk),
                ], text: MarbleTextBlock.lineTitle(step))
            }
            for (i, instant) in step.instants.enumerated() {
                let start = geometry.instantStarts[s][i]
                if i > 0 {
                    svg.element("line", [
                        ("x1", start.svg), ("y1", (top + 32).svg), ("x2", start.svg), ("y2", geometry.lanesBottom.svg),
                        ("stroke", "#9ca3af"), ("stroke-width", "1"), ("stroke-dasharray", "3 3"),
                    ])
                }
                svg.element("text", [
                    ("x", (start + 5).svg), ("y", (top + 44).svg), ("font-size", "10"), ("fill", PictureStyle.mutedInk),
                ], text: PictureText.oneLine(instant.time))
            }
        }
        svg.element("line", [
            ("x1", geometry.end.svg), ("y1", top.svg), ("x2", geometry.end.svg), ("y2", geometry.lanesBottom.svg),
            ("stroke", "#6b7280"), ("stroke-width", "1"),
        ])
    }

    func drawMarbles(_ geometry: Geometry, values: MarbleValueLegend, into svg: inout SVGBuilder) {
        for (s, step) in diagram.steps.enumerated() {
            for (i, instant) in step.instants.enumerated() {
                for (e, event) in instant.events.enumerated() where diagram.lanes.indices.contains(event.lane) {
                    let column = geometry.marbles[s][i][e]
                    let center = Point(x: column.x, y: laneY(event.lane, geometry))
                    svg.group(title: tooltip(event)) { svg in
                        Self.drawMarble(
                            event, text: marbleText(event, values: values), center: center, width: column.width,
                            into: &svg)
                    }
                }
            }
        }
    }

    /// The tooltip of an event: lane, what happened, full value, note.
    func tooltip(_ event: MarbleDiagram.Marble) -> String {
        let lane = diagram.lanes[event.lane]
        var text = PictureText.oneLine(lane.name) + ": " + event.mark.meaning
        if let value = event.value { text += " " + value }
        if event.flags.contains(.reentrant) { text += "\nre-entrant" }
        if event.flags.contains(.outOfOrder) { text += "\nout of order" }
        if event.flags.contains(.overwritesUserEdit) { text += "\noverwrites the user's edit" }
        if let note = event.note { text += "\n" + note }
        return text
    }

    /// One marble (or mark) centred on `center`, with its flag badges.
    static func drawMarble(
        _ event: MarbleDiagram.Marble, text: String, center: Point, width: Double,
        cutReach: Double = laneHeight / 2 - 2, into svg: inout SVGBuilder
    ) {
        let h = marbleHeight
        let left = center.x - width / 2
        func pill(fill: String, stroke: String, dash: String? = nil) {
            var attributes: [SVGBuilder.Attribute] = [
                ("x", left.svg), ("y", (center.y - h / 2).svg), ("width", width.svg), ("height", h.svg),
                ("rx", (h / 2).svg), ("fill", fill), ("stroke", stroke), ("stroke-width", "1.3"),
            ]
            if let dash { attributes.append(("stroke-dasharray", dash)) }
            svg.element("rect", attributes)
        }
        func label(_ color: String) {
            svg.element("text", [
                ("x", center.x.svg), ("y", (center.y + 4.3).svg), ("text-anchor", "middle"), ("font-size", "12"),
                ("fill", color),
            ], text: text)
        }
        if event.flags.contains(.overwritesUserEdit) {
            svg.element("rect", [
                ("x", (left - 3.5).svg), ("y", (center.y - h / 2 - 3.5).svg), ("width", (width + 7).svg),
                ("height", (h + 7).svg), ("rx", (h / 2 + 3.5).svg), ("fill", "none"), ("stroke", PictureStyle.guarded),
                ("stroke-width", "2.5"),
            ])
        }
        switch event.mark {
        case .announce:
            pill(fill: "#dbeafe", stroke: "#1e40af")
            label(PictureStyle.ink)
        case .receive:
            pill(fill: "#dcfce7", stroke: "#166534")
            label(PictureStyle.ink)
        case .silentSet:
            pill(fill: "#ffffff", stroke: "#6b7280", dash: "3 2")
            label(PictureStyle.mutedInk)
        case .replay:
            pill(fill: "#ede9fe", stroke: "#5b21b6", dash: "1 2")
            label(PictureStyle.ink)
        case .dropped:
            pill(fill: "#fee2e2", stroke: PictureStyle.alarm)
            label(PictureStyle.alarm)
        case .cutOff:
            svg.element("line", [
                ("x1", center.x.svg), ("y1", (center.y - cutReach).svg), ("x2", center.x.svg),
                ("y2", (center.y + cutReach).svg), ("stroke", PictureStyle.alarm), ("stroke-width", "1.5"),
                ("stroke-dasharray", "3 2"),
            ])
            svg.element("text", [
                ("x", center.x.svg), ("y", (center.y + 6).svg), ("text-anchor", "middle"), ("font-size", "17"),
                ("fill", PictureStyle.alarm), ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
            ], text: "✂")
        case .folded:
            svg.element("text", [
                ("x", center.x.svg), ("y", (center.y - 4).svg), ("text-anchor", "middle"), ("font-size", "10"),
                ("font-style", "italic"), ("fill", PictureStyle.mutedInk),
            ], text: text)
        }
        if !event.flags.isDisjoint(with: [.reentrant, .outOfOrder]) {
            let badge = Point(x: center.x + width / 2 - 3, y: center.y - h / 2 - 1)
            svg.element("circle", [
                ("cx", badge.x.svg), ("cy", badge.y.svg), ("r", "6.5"), ("fill", PictureStyle.alarm),
                ("stroke", "#ffffff"), ("stroke-width", "1"),
            ])
            svg.element("text", [
                ("x", badge.x.svg), ("y", (badge.y + 3.6).svg), ("text-anchor", "middle"), ("font-size", "10"),
                ("font-weight", "bold"), ("fill", "#ffffff"),
            ], text: "!")
        }
    }
}
