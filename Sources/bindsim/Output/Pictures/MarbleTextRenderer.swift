/// Draws a `MarbleDiagram` as fixed-width text (`bindsim trace --format marble`).
///
/// ```
///                │step 1│step 2│step 3             │
///                │line 6│line 7│line 9             │
///                │t=0ms │t=0ms │t=0ms              │
/// r        relay │──────│──────│─1───2!────────────│
/// seenByB  relay │──────│─0────│────────2───1!─────│
/// on (line 6)    │─^0───│──────│───1───2───────────│
/// ```
/// Steps are separated by `│`, instants within a step by `┆`; each event takes
/// its own sub-column, so a lane's values read in delivery order. Widths are
/// display widths (wide characters count two). A diagram wider than `width`
/// wraps into blocks at instant boundaries (an instant wider than a whole block
/// is split between events); every block repeats the lane names.
struct MarbleTextRenderer {
    var diagram: MarbleDiagram
    /// The widest line allowed.
    var width: Int
    /// Values wider than this many columns are shown as `[n]` and listed below.
    var longValue: Int

    init(_ diagram: MarbleDiagram, width: Int = 100, longValue: Int = 10) {
        self.diagram = diagram
        self.width = width
        self.longValue = longValue
    }

    /// Part of one instant: events `events` of `diagram.steps[step].instants[instant]`.
    struct Piece: Equatable {
        var step: Int
        var instant: Int
        var events: Range<Int>
    }

    /// The text, ending in a newline.
    func render() -> String {
        let values = MarbleValueLegend(diagram, columns: longValue)
        let cells = diagram.steps.map { step in
            step.instants.map { instant in
                instant.events.map { MarbleNotation.cell($0, shown: $0.value.map(values.shown)) }
            }
        }
        let labels = laneLabels()
        let labelWidth = labels.map(PictureText.displayWidth).max() ?? 0
        let available = max(20, width - labelWidth - 2)
        var lines: [String] = []
        if let title = diagram.title {
            lines.append(PictureText.shortened(PictureText.oneLine(title), columns: width))
        }
        for (number, block) in blocks(cells: cells, available: available).enumerated() {
            if number > 0 || diagram.title != nil { lines.append("") }
            let grid = MarbleTextBlock(diagram: diagram, cells: cells, pieces: block)
            for header in grid.headerRows() {
                lines.append(PictureText.padded("", to: labelWidth) + " " + header)
            }
            for (lane, label) in labels.enumerated() {
                lines.append(PictureText.padded(label, to: labelWidth) + " " + grid.laneRow(lane))
            }
        }
        lines.append("")
        lines += legendLines(values)
        return lines.map(Self.trimmed).joined(separator: "\n") + "\n"
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `name kind`, names padded to one width (and cut at 24 columns).
    private func laneLabels() -> [String] {
        let names = diagram.lanes.map { PictureText.shortened(PictureText.oneLine($0.name), columns: 24) }
        let nameWidth = names.map(PictureText.displayWidth).max() ?? 0
        return zip(names, diagram.lanes).map { name, lane in
            lane.kind.isEmpty ? name : PictureText.padded(name, to: nameWidth) + " " + PictureText.oneLine(lane.kind)
        }
    }

    /// The pieces of each block: whole instants while they fit in `available`
    /// columns, an instant split between events when it alone does not.
    func blocks(cells: [[[String]]], available: Int) -> [[Piece]] {
        var blocks: [[Piece]] = []
        var current: [Piece] = []
        func fits(_ pieces: [Piece]) -> Bool {
            MarbleTextBlock(diagram: diagram, cells: cells, pieces: pieces).width <= available
        }
        for (s, step) in diagram.steps.enumerated() {
            // A step without events still shows its header.
            let instants = step.instants.isEmpty ? [(-1, 0)] : step.instants.indices.map { ($0, step.instants[$0].events.count) }
            for (i, count) in instants {
                var start = 0
                while true {
                    let rest = Piece(step: s, instant: i, events: start..<count)
                    if fits(current + [rest]) {
                        current.append(rest)
                        break
                    }
                    if !current.isEmpty {
                        blocks.append(current)
                        current = []
                        continue
                    }
                    if count - start <= 1 {
                        current = [rest]
                        break
                    }
                    // Alone too wide: as many events as fit (at least one) per block.
                    var end = start + 1
                    while end < count && fits([Piece(step: s, instant: i, events: start..<(end + 1))]) { end += 1 }
                    blocks.append([Piece(step: s, instant: i, events: start..<end)])
                    start = end
                }
            }
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    private func legendLines(_ values: MarbleValueLegend) -> [String] {
        var lines: [String] = []
        var line = "marks:"
        for entry in MarbleNotation.legend(for: diagram) {
            let item = " \(entry.sample) \(entry.meaning);"
            if PictureText.displayWidth(line + item) > width && line != "marks:" {
                lines.append(line)
                line = "      "
            }
            line += item
        }
        if line.hasSuffix(";") { line.removeLast() }
        lines.append(line)
        // Each value in full, wrapped under its reference: a legend is never cut.
        for (index, value) in values.values.enumerated() {
            let prefix = "[\(index + 1)] = "
            let room = max(10, width - PictureText.displayWidth(prefix))
            for (number, part) in PictureText.wrapped(PictureText.oneLine(value), columns: room).enumerated() {
                lines.append((number == 0 ? prefix : PictureText.padded("", to: PictureText.displayWidth(prefix))) + part)
            }
        }
        return lines
    }
}
