/// The legend under an SVG marble diagram: a sample of each mark that occurs,
/// flowed into rows, then one line per shortened value (`[1] = "Mary Ann Smith"`).
struct MarbleSVGLegend {
    typealias Point = LayeredLayout.Point

    struct Item {
        var sample: MarbleDiagram.Marble
        var text: String
        var meaning: String
    }

    let items: [Item]
    let values: [String]

    static let font = TextMetrics(size: 11)
    static let rowHeight = 30.0
    static let valueLineHeight = 16.0

    init(diagram: MarbleDiagram, values: MarbleValueLegend) {
        var items: [Item] = []
        for entry in MarbleNotation.legend(for: diagram) {
            var event = MarbleDiagram.Marble(lane: 0, mark: .announce, value: "v")
            var text = "v"
            switch entry.sample {
            case "(v)": event.mark = .silentSet; text = "(v)"
            case "^v": event.mark = .replay; text = "^v"
            case "xv": event.mark = .dropped(reason: ""); text = "xv"
            case "!": event.flags = .reentrant
            case "*": event.flags = .overwritesUserEdit
            case "✂": event.mark = .cutOff(reason: ""); text = "✂"
            case "…N more": event.mark = .folded(count: 3); text = "…N more"
            case "○": event.mark = .tap; text = "○"
            case "X": event.mark = .error(subscription: "b1", message: ""); text = "X b1"
            case "|": event.mark = .completed(subscription: "b1"); text = "| b1"
            case "⊣": event.mark = .unbound(subscription: "b1"); text = "⊣ b1"
            default: break
            }
            items.append(Item(sample: event, text: text, meaning: entry.meaning))
        }
        self.items = items
        self.values = values.values
    }

    private func sampleWidth(_ item: Item) -> Double {
        MarbleSVGRenderer.marbleWidth(item.sample, text: item.text)
    }

    private func itemWidth(_ item: Item) -> Double {
        sampleWidth(item) + 8 + Self.font.width(item.meaning) + 22
    }

    private func placements(width: Double) -> [Point] {
        var result: [Point] = []
        var x = 0.0
        var y = 0.0
        for item in items {
            let w = itemWidth(item)
            if x > 0 && x + w > width {
                x = 0
                y += Self.rowHeight
            }
            result.append(Point(x: x, y: y))
            x += w
        }
        return result
    }

    func usedWidth(width: Double) -> Double {
        var used = 0.0
        for (item, place) in zip(items, placements(width: width)) { used = max(used, place.x + itemWidth(item)) }
        return used
    }

    func height(width: Double) -> Double {
        let rows = (placements(width: width).last?.y ?? -Self.rowHeight) + Self.rowHeight
        return rows + Double(valueLines(width: width).count) * Self.valueLineHeight + 6
    }

    /// The values legend in lines of at most `width` pixels: `[n] = value`, each
    /// value in full, wrapped (its further lines start `indent` pixels in).
    func valueLines(width: Double) -> [(number: Int, text: String, indent: Double)] {
        let font = TextMetrics(size: 11)
        var lines: [(number: Int, text: String, indent: Double)] = []
        for (index, value) in values.enumerated() {
            let prefix = "[\(index + 1)] = "
            let indent = font.width(prefix)
            let parts = PictureText.wrapped(PictureText.oneLine(value), fits: { font.width($0) <= width - indent - 4 })
            for (number, part) in parts.enumerated() {
                lines.append(number == 0 ? (index + 1, prefix + part, 0) : (index + 1, part, indent))
            }
        }
        return lines
    }

    func draw(at origin: Point, width: Double, into svg: inout SVGBuilder) {
        svg.start("g", [("transform", "translate(\(origin.x.svg),\(origin.y.svg))"), ("font-size", "11")])
        let places = placements(width: width)
        for (item, place) in zip(items, places) {
            let sample = sampleWidth(item)
            let center = Point(x: place.x + sample / 2 + 2, y: place.y + 15)
            MarbleSVGRenderer.drawMarble(
                item.sample, text: item.text, center: center, width: sample, cutReach: 11, into: &svg)
            svg.element("text", [
                ("x", (place.x + sample + 10).svg), ("y", (place.y + 19).svg), ("fill", PictureStyle.ink),
            ], text: item.meaning)
        }
        let top = (places.last?.y ?? -Self.rowHeight) + Self.rowHeight + 12
        for (index, line) in valueLines(width: width).enumerated() {
            svg.group(title: "[\(line.number)] = " + values[line.number - 1]) { svg in
                svg.element("text", [
                    ("x", line.indent.svg), ("y", (top + Double(index) * Self.valueLineHeight).svg),
                    ("fill", PictureStyle.ink),
                ], text: line.text)
            }
        }
        svg.end()
    }
}
