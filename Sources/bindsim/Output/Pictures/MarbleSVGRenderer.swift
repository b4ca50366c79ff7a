/// Draws a `MarbleDiagram` as SVG (`bindsim trace --format svg`): lanes as
/// horizontal arrows, marbles on them in delivery order, steps separated by solid
/// rules and instants by dashed ones, headed by step, line and time; a legend of
/// the marks that occur and of the values drawn as `[n]` below.
///
/// A long run wraps into rows no wider than `maxWidth` (`MarbleSVGLayout`), each
/// naming the lanes again. A value is drawn in place when it takes at most
/// `inlineColumns` columns, else as `[n]` with the value in full (wrapped, never
/// cut) in the legend. Every marble carries a `<title>` tooltip with its lane, what
/// happened, the full value and the event's note. Text is 11 px or larger.
///
/// Each row is a group of lane groups (`data-lane`), so a page can hide lanes and
/// close the gaps (the root's `data-lane-height`, `data-row-header` and
/// `data-row-gap` say how); a marble that stands for an event carries `data-event`.
/// Deterministic: the same diagram gives the same bytes.
struct MarbleSVGRenderer {
    typealias Point = LayeredLayout.Point

    let diagram: MarbleDiagram
    /// The widest a row is drawn (the legend wraps to it too).
    let maxWidth: Double

    init(_ diagram: MarbleDiagram, maxWidth: Double = MarbleSVGRenderer.defaultMaxWidth) {
        self.diagram = diagram
        self.maxWidth = maxWidth
    }

    static let defaultMaxWidth = 1_600.0
    static let valueFont = TextMetrics(size: 12)
    static let smallFont = TextMetrics(size: 11)
    static let stepFont = TextMetrics(size: 11, bold: true)
    static let titleFont = TextMetrics(size: 14, bold: true)
    /// Values of more display columns than this are drawn as `[n]`.
    static let inlineColumns = 16
    static let laneHeight = 36.0
    static let headerHeight = 54.0
    static let rowGap = 18.0
    static let marbleHeight = 22.0

    /// The text inside an event's marble (flags are drawn as badges instead).
    func marbleText(_ event: MarbleDiagram.Marble, values: MarbleValueLegend) -> String {
        var plain = event
        plain.flags = []
        return MarbleNotation.cell(plain, shown: plain.value.map(values.shown))
    }

    func values() -> MarbleValueLegend {
        MarbleValueLegend(diagram, columns: Self.inlineColumns)
    }

    /// The width of an event's marble showing `text`.
    static func marbleWidth(_ event: MarbleDiagram.Marble, text: String) -> Double {
        switch event.mark {
        case .cutOff, .tap: 22
        case .folded: smallFont.width(text) + 6
        case .error(let name, _), .completed(let name), .unbound(let name):
            (18 + smallFont.width(PictureText.oneLine(name))).rounded(.up)
        default: max(marbleHeight, (valueFont.width(text) + 14).rounded(.up))
        }
    }

    /// Where the rows go: the title's height, then each row's top.
    struct Frame {
        var top: Double
        var rowHeight: Double
        var rowTops: [Double]
        var lanesBottom: Double
    }

    func frame(_ layout: MarbleSVGLayout) -> Frame {
        let top = diagram.title == nil ? 6.0 : 32.0
        let rowHeight = Self.headerHeight + Double(diagram.lanes.count) * Self.laneHeight
        let tops = layout.rows.indices.map { top + Double($0) * (rowHeight + Self.rowGap) }
        return Frame(top: top, rowHeight: rowHeight, rowTops: tops, lanesBottom: (tops.last ?? top) + rowHeight)
    }

    /// The y of lane `lane`'s axis within its row.
    static func laneY(_ lane: Int) -> Double {
        headerHeight + (Double(lane) + 0.5) * laneHeight
    }

    /// The SVG document.
    func render() -> String {
        let values = values()
        let layout = MarbleSVGLayout(diagram, maxWidth: maxWidth) { marbleText($0, values: values) }
        let frame = frame(layout)
        let legend = MarbleSVGLegend(diagram: diagram, values: values)
        let legendWidth = max(min(maxWidth, max(layout.width, 480)) - 24, 200)
        let legendHeight = legend.height(width: legendWidth)
        let titleWidth = diagram.title.map { Self.titleFont.width(PictureText.oneLine($0)) + 24 } ?? 0
        let width = min(maxWidth, max(layout.width, legend.usedWidth(width: legendWidth) + 24, titleWidth))
        let height = frame.lanesBottom + 10 + legendHeight + 10
        let name = diagram.title.map { "marble diagram: " + PictureText.oneLine($0) } ?? "marble diagram"
        var svg = SVGBuilder(width: width, height: height, label: name, extra: [
            ("data-lane-height", Self.laneHeight.svg), ("data-row-header", Self.headerHeight.svg),
            ("data-row-gap", Self.rowGap.svg),
        ])
        svg.element("rect", [
            ("width", width.rounded(.up).svg), ("height", height.rounded(.up).svg), ("fill", "#ffffff"),
            ("data-background", ""),
        ])
        if let title = diagram.title {
            svg.element("text", [
                ("x", "12"), ("y", "21"), ("font-size", "14"), ("font-weight", "bold"), ("fill", PictureStyle.ink),
            ], text: Self.titleFont.fitting(PictureText.oneLine(title), in: width - 24))
        }
        let byRow = marblesByRowAndLane(layout)
        for (r, row) in layout.rows.enumerated() {
            svg.start("g", [("data-row", "\(r)"), ("transform", "translate(0,\(frame.rowTops[r].svg))")])
            for lane in diagram.lanes.indices {
                drawLane(lane, row: row, width: width, marbles: byRow[r][lane], values: values, into: &svg)
            }
            drawColumns(row, into: &svg)
            svg.end()
        }
        svg.start("g", [("data-legend", ""), ("transform", "translate(12,\((frame.lanesBottom + 10).svg))")])
        legend.draw(at: Point(x: 0, y: 0), width: legendWidth, into: &svg)
        svg.end()
        return svg.finish()
    }

    /// A marble to draw: the event, its centre x and width.
    struct Drawn {
        var event: MarbleDiagram.Marble
        var x: Double
        var width: Double
    }

    /// The marbles of each row, by lane, in order.
    func marblesByRowAndLane(_ layout: MarbleSVGLayout) -> [[[Drawn]]] {
        var result = Array(repeating: Array(repeating: [Drawn](), count: diagram.lanes.count), count: layout.rows.count)
        for (r, row) in layout.rows.enumerated() {
            for segment in row.segments {
                for placed in segment.pieces where placed.piece.instant >= 0 {
                    let events = diagram.steps[placed.piece.step].instants[placed.piece.instant].events
                    for (index, column) in zip(placed.piece.events, placed.marbles)
                    where diagram.lanes.indices.contains(events[index].lane) {
                        result[r][events[index].lane].append(Drawn(event: events[index], x: column.x, width: column.width))
                    }
                }
            }
        }
        return result
    }
}
