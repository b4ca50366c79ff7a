/// Where the columns of an SVG marble diagram go: the diagram's steps, instants and
/// events cut into rows no wider than `maxWidth` (as the text form wraps into
/// blocks): whole instants while they fit, an instant too wide for a row alone
/// split between events. Each row repeats the lane names and the headers of the
/// steps it shows (`…t=0ms` over the rest of a split instant).
struct MarbleSVGLayout {
    typealias Piece = MarbleTextRenderer.Piece

    /// One piece of an instant in a row: its left edge and width, and each event's
    /// marble centre and width.
    struct Placed {
        var piece: Piece
        var x: Double
        var width: Double
        var marbles: [(x: Double, width: Double)]
    }

    /// Consecutive pieces of one step in a row.
    struct Segment {
        var step: Int
        var x: Double
        var width: Double
        var pieces: [Placed]
    }

    struct Row {
        var segments: [Segment]
        /// The right edge of its last step.
        var end: Double
    }

    /// Room taken by the lane names on the left of every row.
    let labelWidth: Double
    let rows: [Row]
    /// The widest row, margins included.
    let width: Double

    /// Lays `diagram` out; `text(event)` is what each event's marble shows.
    init(_ diagram: MarbleDiagram, maxWidth: Double, text: (MarbleDiagram.Marble) -> String) {
        var labelWidth = 80.0
        for lane in diagram.lanes {
            let name = MarbleSVGRenderer.valueFont.width(PictureText.shortened(PictureText.oneLine(lane.name), columns: 24))
            let kind = lane.kind.isEmpty ? 0 : MarbleSVGRenderer.smallFont.width(PictureText.oneLine(lane.kind)) + 6
            labelWidth = max(labelWidth, (name + kind + 24).rounded(.up))
        }
        self.labelWidth = labelWidth
        let start = labelWidth + 6
        let widths = diagram.steps.map { step in
            step.instants.map { instant in instant.events.map { MarbleSVGRenderer.marbleWidth($0, text: text($0)) } }
        }
        var packer = Packer(diagram: diagram, widths: widths, start: start, available: max(200, maxWidth - start - 24))
        packer.pack()
        rows = packer.rows
        width = (rows.map(\.end).max() ?? start) + 24
    }

    /// Fills rows greedily, piece by piece.
    private struct Packer {
        let diagram: MarbleDiagram
        let widths: [[[Double]]]
        let start: Double
        let available: Double
        var rows: [Row] = []
        var segments: [Segment] = []
        /// The row's width so far, its last segment included.
        var used = 0.0

        init(diagram: MarbleDiagram, widths: [[[Double]]], start: Double, available: Double) {
            self.diagram = diagram
            self.widths = widths
            self.start = start
            self.available = available
        }

        mutating func pack() {
            for (s, step) in diagram.steps.enumerated() {
                // A step without events still shows its header.
                if step.instants.isEmpty { add(Piece(step: s, instant: -1, events: 0..<0)) }
                for (i, instant) in step.instants.enumerated() {
                    let whole = Piece(step: s, instant: i, events: 0..<instant.events.count)
                    if !fits(whole) && !segments.isEmpty { closeRow() }
                    if fits(whole) {
                        add(whole)
                        continue
                    }
                    // Alone too wide for a row: split into as few rows as it needs, of even widths.
                    for (index, part) in split(s, i, from: 0).enumerated() {
                        if index > 0 { closeRow() }
                        add(Piece(step: s, instant: i, events: part))
                    }
                }
            }
            if !segments.isEmpty { closeRow() }
        }

        /// Events `first...` of instant `i` of step `s`, too wide for one row, in the fewest
        /// rows they need (each at least one event), made as even as that allows: the
        /// narrowest width limit that still needs no more rows than the full width does.
        func split(_ s: Int, _ i: Int, from first: Int) -> [Range<Int>] {
            let count = diagram.steps[s].instants[i].events.count
            func parts(within limit: Double) -> [Range<Int>] {
                var result: [Range<Int>] = []
                var start = first
                while start < count {
                    var end = start + 1
                    while end < count && widthWith(Piece(step: s, instant: i, events: start..<(end + 1))) <= limit { end += 1 }
                    result.append(start..<end)
                    start = end
                }
                return result
            }
            let fewest = parts(within: available)
            var (low, high) = (0.0, available)
            for _ in 0..<12 {
                let middle = (low + high) / 2
                if parts(within: middle).count > fewest.count { low = middle } else { high = middle }
            }
            return parts(within: high)
        }

        /// The natural width of a piece: its marbles, at least its time.
        func width(of piece: Piece) -> Double {
            var width = 8.0
            if piece.instant >= 0 {
                for index in piece.events { width += widths[piece.step][piece.instant][index] + 8 }
            }
            return max(width, MarbleSVGRenderer.smallFont.width(Self.time(of: piece, in: diagram)) + 12)
        }

        func headerWidth(_ step: Int) -> Double {
            let header = diagram.steps[step]
            return max(
                MarbleSVGRenderer.stepFont.width(MarbleTextBlock.stepTitle(header)),
                MarbleSVGRenderer.smallFont.width(MarbleTextBlock.lineTitle(header))) + 12
        }

        /// The row's width once `piece` is added to it.
        func widthWith(_ piece: Piece) -> Double {
            guard let last = segments.last, last.step == piece.step else {
                return used + max(width(of: piece), headerWidth(piece.step))
            }
            let natural = last.pieces.reduce(0) { $0 + width(of: $1.piece) } + width(of: piece)
            return used - last.width + max(natural, headerWidth(piece.step))
        }

        func fits(_ piece: Piece) -> Bool {
            widthWith(piece) <= available
        }

        mutating func add(_ piece: Piece) {
            let total = widthWith(piece)
            let sameStep = segments.last?.step == piece.step
            let x = sameStep ? segments[segments.count - 1].pieces.last.map { $0.x + $0.width } ?? start : start + used
            var marbles: [(x: Double, width: Double)] = []
            var left = x + 8
            if piece.instant >= 0 {
                for index in piece.events {
                    let w = widths[piece.step][piece.instant][index]
                    marbles.append((left + w / 2, w))
                    left += w + 8
                }
            }
            let placed = Placed(piece: piece, x: x, width: width(of: piece), marbles: marbles)
            if sameStep {
                segments[segments.count - 1].pieces.append(placed)
                segments[segments.count - 1].width += total - used
            } else {
                segments.append(Segment(step: piece.step, x: x, width: total - used, pieces: [placed]))
            }
            used = total
        }

        mutating func closeRow() {
            // Each segment's last piece takes what its header adds.
            for index in segments.indices {
                let pieces = segments[index].pieces
                let natural = pieces.reduce(0) { $0 + $1.width }
                segments[index].pieces[pieces.count - 1].width += segments[index].width - natural
            }
            rows.append(Row(segments: segments, end: start + used))
            segments = []
            used = 0
        }

        /// The time over a piece: the instant's time, after `…` when it continues one.
        static func time(of piece: Piece, in diagram: MarbleDiagram) -> String {
            guard piece.instant >= 0 else { return "" }
            let time = PictureText.oneLine(diagram.steps[piece.step].instants[piece.instant].time)
            return piece.events.lowerBound > 0 ? "…" + time : time
        }
    }

    /// The time shown over a piece.
    static func time(of piece: Piece, in diagram: MarbleDiagram) -> String {
        Packer.time(of: piece, in: diagram)
    }
}
