/// Lanes, column rules and headers, and the marbles of one row.
extension MarbleSVGRenderer {
    /// Lane `lane` in one row: its band, name, arrow and marbles, as one group placed
    /// by a transform (so that a page can hide it and move the others up).
    func drawLane(
        _ lane: Int, row: MarbleSVGLayout.Row, width: Double, marbles: [Drawn], values: MarbleValueLegend,
        into svg: inout SVGBuilder
    ) {
        let top = Self.headerHeight + Double(lane) * Self.laneHeight
        let y = Self.laneHeight / 2
        svg.start("g", [("data-lane", "\(lane)"), ("transform", "translate(0,\(top.svg))")])
        if lane % 2 == 0 {
            svg.element("rect", [
                ("x", "4"), ("y", "0"), ("width", (width - 8).svg), ("height", Self.laneHeight.svg), ("fill", "#f6f7f9"),
            ])
        }
        let info = diagram.lanes[lane]
        let name = PictureText.shortened(PictureText.oneLine(info.name), columns: 24)
        svg.group(title: PictureText.oneLine(info.name) + (info.kind.isEmpty ? "" : " (\(info.kind))")) { svg in
            svg.element("text", [
                ("x", "12"), ("y", (y + 4).svg), ("font-size", "12"), ("fill", PictureStyle.ink),
            ], text: name)
            if !info.kind.isEmpty {
                svg.element("text", [
                    ("x", (12 + Self.valueFont.width(name) + 6).svg), ("y", (y + 4).svg), ("font-size", "11"),
                    ("fill", PictureStyle.mutedInk),
                ], text: PictureText.oneLine(info.kind))
            }
        }
        let end = row.end + 12
        svg.element("line", [
            ("x1", (row.segments.first?.x ?? end).svg), ("y1", y.svg), ("x2", (end - 8).svg), ("y2", y.svg),
            ("stroke", "#9ca3af"), ("stroke-width", "1.2"),
        ])
        svg.element("polygon", [
            ("points", SVGPath.arrowhead(tip: Point(x: end, y: y), direction: Point(x: 1, y: 0), length: 8, width: 7)),
            ("fill", "#9ca3af"),
        ])
        for drawn in marbles {
            let attributes: [SVGBuilder.Attribute] = drawn.event.event.map { [("data-event", "\($0)")] } ?? []
            svg.group(attributes, title: tooltip(drawn.event)) { svg in
                Self.drawMarble(
                    drawn.event, text: marbleText(drawn.event, values: values), center: Point(x: drawn.x, y: y),
                    width: drawn.width, into: &svg)
            }
        }
        svg.end()
    }

    /// A row's step rules (solid) and instant rules (dashed) with their headers. The
    /// rules reach down through the lanes (`data-span`: a page shortens them when it
    /// hides lanes).
    func drawColumns(_ row: MarbleSVGLayout.Row, into svg: inout SVGBuilder) {
        let bottom = Self.headerHeight + Double(diagram.lanes.count) * Self.laneHeight
        for segment in row.segments {
            let step = diagram.steps[segment.step]
            svg.element("line", [
                ("x1", segment.x.svg), ("y1", "0"), ("x2", segment.x.svg), ("y2", bottom.svg),
                ("stroke", "#6b7280"), ("stroke-width", "1"), ("data-span", ""),
            ])
            var tooltip = MarbleTextBlock.stepTitle(step)
            if let line = step.line { tooltip += ", line \(line)" }
            if let source = step.source { tooltip += ": " + PictureText.oneLine(source) }
            svg.group(title: tooltip) { svg in
                svg.element("text", [
                    ("x", (segment.x + 5).svg), ("y", "14"), ("font-size", "11"), ("font-weight", "bold"),
                    ("fill", PictureStyle.ink),
                ], text: MarbleTextBlock.stepTitle(step))
                svg.element("text", [
                    ("x", (segment.x + 5).svg), ("y", "28"), ("font-size", "11"), ("fill", PictureStyle.mutedInk),
                ], text: MarbleTextBlock.lineTitle(step))
            }
            for (index, placed) in segment.pieces.enumerated() {
                if index > 0 {
                    svg.element("line", [
                        ("x1", placed.x.svg), ("y1", "32"), ("x2", placed.x.svg), ("y2", bottom.svg),
                        ("stroke", "#9ca3af"), ("stroke-width", "1"), ("stroke-dasharray", "3 3"), ("data-span", ""),
                    ])
                }
                svg.element("text", [
                    ("x", (placed.x + 5).svg), ("y", "45"), ("font-size", "11"), ("fill", PictureStyle.mutedInk),
                ], text: MarbleSVGLayout.time(of: placed.piece, in: diagram))
            }
        }
        svg.element("line", [
            ("x1", row.end.svg), ("y1", "0"), ("x2", row.end.svg), ("y2", bottom.svg),
            ("stroke", "#6b7280"), ("stroke-width", "1"), ("data-span", ""),
        ])
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
}
