/// How each mark is drawn: the marble and its flag badges.
extension MarbleSVGRenderer {
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
                ("stroke-width", "2.5"), ("data-ring", ""),
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
        case .tap:
            svg.element("circle", [
                ("cx", center.x.svg), ("cy", center.y.svg), ("r", "8"), ("fill", "#ffffff"),
                ("stroke", PictureStyle.paint(.button).stroke), ("stroke-width", "2"),
            ])
        case .error(let name, _), .completed(let name), .unbound(let name):
            drawEnd(event.mark, name: name, left: left, y: center.y, into: &svg)
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
                ("x", center.x.svg), ("y", (center.y - 4).svg), ("text-anchor", "middle"), ("font-size", "11"),
                ("font-style", "italic"), ("fill", PictureStyle.mutedInk),
            ], text: text)
        }
        if !event.flags.isDisjoint(with: [.reentrant, .outOfOrder]) {
            let badge = Point(x: center.x + width / 2 - 3, y: center.y - h / 2 - 1)
            svg.element("circle", [
                ("cx", badge.x.svg), ("cy", badge.y.svg), ("r", "7"), ("fill", PictureStyle.alarm),
                ("stroke", "#ffffff"), ("stroke-width", "1"), ("data-badge", ""),
            ])
            svg.element("text", [
                ("x", badge.x.svg), ("y", (badge.y + 4).svg), ("text-anchor", "middle"), ("font-size", "11"),
                ("font-weight", "bold"), ("fill", "#ffffff"),
            ], text: "!")
        }
    }

    /// The end of a subscription, as RxMarbles draws it, then its name: an error's red
    /// `X`, a completion's bar `|`, an unbind's `⊣`.
    private static func drawEnd(
        _ mark: MarbleDiagram.Mark, name: String, left: Double, y: Double, into svg: inout SVGBuilder
    ) {
        let glyph = left + 7
        var color = PictureStyle.ink
        switch mark {
        case .error:
            color = PictureStyle.alarm
            for (dx, dy) in [(5.5, 5.5), (5.5, -5.5)] {
                svg.element("line", [
                    ("x1", (glyph - dx).svg), ("y1", (y - dy).svg), ("x2", (glyph + dx).svg), ("y2", (y + dy).svg),
                    ("stroke", color), ("stroke-width", "2.4"), ("stroke-linecap", "round"),
                ])
            }
        case .completed:
            svg.element("line", [
                ("x1", glyph.svg), ("y1", (y - marbleHeight / 2).svg), ("x2", glyph.svg),
                ("y2", (y + marbleHeight / 2).svg), ("stroke", color), ("stroke-width", "2.4"),
            ])
        default:
            color = PictureStyle.mutedInk
            svg.element("path", [
                ("d", "M\((glyph + 4).svg) \((y - 7).svg) V\((y + 7).svg) M\((glyph - 5).svg) \(y.svg) H\((glyph + 4).svg)"),
                ("fill", "none"), ("stroke", color), ("stroke-width", "2"),
            ])
        }
        svg.element("text", [
            ("x", (left + 16).svg), ("y", (y + 4).svg), ("font-size", "11"), ("fill", color),
        ], text: PictureText.oneLine(name))
    }
}
