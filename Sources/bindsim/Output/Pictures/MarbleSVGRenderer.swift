/// Draws a `MarbleDiagram` as SVG (`bindsim trace --format svg`): lanes as
/// horizontal arrows, marbles on them in delivery order, steps separated by solid
/// rules and instants by dashed ones, headed by step, line and time; a legend of
/// the marks that occur and of shortened values below.
///
/// Every marble carries a `<title>` tooltip with its lane, what happened, the full
/// value and the event's note. Deterministic: the same diagram gives the same bytes.
struct MarbleSVGRenderer {
    typealias Point = LayeredLayout.Point

    var diagram: MarbleDiagram

    init(_ diagram: MarbleDiagram) {
        self.diagram = diagram
    }

    static let valueFont = TextMetrics(size: 12)
    static let smallFont = TextMetrics(size: 10)
    static let stepFont = TextMetrics(size: 11, bold: true)
    /// Values wider than this many pixels (about 14 characters) are shown as `[n]`.
    static let longValue = 90.0
    static let laneHeight = 36.0
    static let headerHeight = 54.0
    static let marbleHeight = 22.0
    /// The widest the legend grows (a report column is about this wide).
    static let maxLegendWidth = 540.0

    /// Where everything goes.
    struct Geometry {
        var labelWidth: Double
        var top: Double
        /// Centre x and width of each event's marble, by step, instant, event.
        var marbles: [[[(x: Double, width: Double)]]]
        /// Left edge of each step and of each instant, and the right edge of the last.
        var stepStarts: [Double]
        var instantStarts: [[Double]]
        var end: Double
        var width: Double
        var lanesBottom: Double
    }

    /// The text inside an event's marble (flags are drawn as badges instead).
    func marbleText(_ event: MarbleDiagram.Marble, values: MarbleValueLegend) -> String {
        var plain = event
        plain.flags = []
        return MarbleNotation.cell(plain, shown: plain.value.map(values.shown))
    }

    func values() -> MarbleValueLegend {
        MarbleValueLegend(diagram) { Self.valueFont.width(PictureText.oneLine($0)) > Self.longValue }
    }

    /// Lays the columns out.
    func geometry(values: MarbleValueLegend) -> Geometry {
        var labelWidth = 80.0
        for lane in diagram.lanes {
            let name = Self.valueFont.width(PictureText.shortened(PictureText.oneLine(lane.name), columns: 24))
            let kind = lane.kind.isEmpty ? 0 : Self.smallFont.width(PictureText.oneLine(lane.kind)) + 6
            labelWidth = max(labelWidth, (name + kind + 24).rounded(.up))
        }
        let top = diagram.title == nil ? 6.0 : 32.0
        var x = labelWidth + 6
        var marbles: [[[(x: Double, width: Double)]]] = []
        var stepStarts: [Double] = []
        var instantStarts: [[Double]] = []
        for step in diagram.steps {
            let stepStart = x
            stepStarts.append(stepStart)
            var stepMarbles: [[(x: Double, width: Double)]] = []
            var starts: [Double] = []
            for instant in step.instants {
                let instantStart = x
                starts.append(instantStart)
                x += 8
                var columns: [(x: Double, width: Double)] = []
                for event in instant.events {
                    let text = marbleText(event, values: values)
                    let width: Double
                    switch event.mark {
                    case .cutOff: width = 22
                    case .folded: width = Self.smallFont.width(text) + 6
                    default: width = max(Self.marbleHeight, (Self.valueFont.width(text) + 14).rounded(.up))
                    }
                    columns.append((x + width / 2, width))
                    x += width + 8
                }
                let timeWidth = Self.smallFont.width(PictureText.oneLine(instant.time)) + 12
                x = max(x, instantStart + timeWidth)
                stepMarbles.append(columns)
            }
            let headerWidth = max(
                Self.stepFont.width(MarbleTextBlock.stepTitle(step)), Self.smallFont.width(MarbleTextBlock.lineTitle(step)))
            x = max(x, stepStart + headerWidth + 12)
            marbles.append(stepMarbles)
            instantStarts.append(starts)
        }
        let end = x
        let lanesBottom = top + Self.headerHeight + Double(diagram.lanes.count) * Self.laneHeight
        return Geometry(
            labelWidth: labelWidth, top: top, marbles: marbles, stepStarts: stepStarts, instantStarts: instantStarts,
            end: end, width: end + 24, lanesBottom: lanesBottom)
    }

    /// The y of lane `lane`'s axis.
    func laneY(_ lane: Int, _ geometry: Geometry) -> Double {
        geometry.top + Self.headerHeight + (Double(lane) + 0.5) * Self.laneHeight
    }

    /// The SVG document.
    func render() -> String {
        let values = values()
        let geometry = geometry(values: values)
        let legend = MarbleSVGLegend(diagram: diagram, values: values)
        // The legend wraps at a width a report column shows whole, however wide the
        // diagram scrolls: its marks must be readable without scrolling.
        let legendWidth = min(max(geometry.width, 480), Self.maxLegendWidth) - 24
        let legendHeight = legend.height(width: legendWidth)
        let titleWidth = diagram.title.map { TextMetrics(size: 14, bold: true).width(PictureText.oneLine($0)) + 24 } ?? 0
        let width = max(geometry.width, legend.usedWidth(width: legendWidth) + 24, min(titleWidth, 900))
        let height = geometry.lanesBottom + 10 + legendHeight + 10
        let name = diagram.title.map { "marble diagram: " + PictureText.oneLine($0) } ?? "marble diagram"
        var svg = SVGBuilder(width: width, height: height, label: name)
        svg.element("rect", [("width", width.rounded(.up).svg), ("height", height.rounded(.up).svg), ("fill", "#ffffff")])
        if let title = diagram.title {
            svg.element("text", [
                ("x", "12"), ("y", "21"), ("font-size", "14"), ("font-weight", "bold"), ("fill", PictureStyle.ink),
            ], text: TextMetrics(size: 14, bold: true).fitting(PictureText.oneLine(title), in: width - 24))
        }
        drawLanes(geometry, into: &svg)
        drawColumns(geometry, into: &svg)
        drawMarbles(geometry, values: values, into: &svg)
        legend.draw(at: Point(x: 12, y: geometry.lanesBottom + 10), width: legendWidth, into: &svg)
        return svg.finish()
    }
}
