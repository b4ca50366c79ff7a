/// One block of a text marble diagram: consecutive pieces of instants, grouped
/// into step segments, with their three header rows and one row per lane.
struct MarbleTextBlock {
    typealias Piece = MarbleTextRenderer.Piece

    /// Consecutive pieces of one step, and the width of each piece.
    private struct Segment {
        var step: Int
        var pieces: [Piece]
        var widths: [Int]
        var width: Int { widths.reduce(0, +) + widths.count - 1 }
    }

    let diagram: MarbleDiagram
    /// The cell text of every event, by step, instant and event.
    let cells: [[[String]]]
    private let segments: [Segment]

    init(diagram: MarbleDiagram, cells: [[[String]]], pieces: [Piece]) {
        self.diagram = diagram
        self.cells = cells
        var segments: [Segment] = []
        for piece in pieces {
            var content = 1
            for event in piece.events { content += PictureText.displayWidth(cells[piece.step][piece.instant][event]) + 1 }
            let width = max(content, PictureText.displayWidth(Self.time(of: piece, in: diagram)))
            if let last = segments.last, last.step == piece.step {
                segments[segments.count - 1].pieces.append(piece)
                segments[segments.count - 1].widths.append(width)
            } else {
                segments.append(Segment(step: piece.step, pieces: [piece], widths: [width]))
            }
        }
        // Widen each segment's last piece to its step header.
        for index in segments.indices {
            let step = diagram.steps[segments[index].step]
            let header = max(
                PictureText.displayWidth(Self.stepTitle(step)), PictureText.displayWidth(Self.lineTitle(step)))
            let missing = header - segments[index].width
            if missing > 0 { segments[index].widths[segments[index].widths.count - 1] += missing }
        }
        self.segments = segments
    }

    /// Columns taken, both step rules included.
    var width: Int {
        segments.reduce(1) { $0 + $1.width + 1 }
    }

    static func stepTitle(_ step: MarbleDiagram.Step) -> String {
        step.label == "end" ? "end" : "step " + PictureText.oneLine(step.label)
    }

    static func lineTitle(_ step: MarbleDiagram.Step) -> String {
        step.line.map { "line \($0)" } ?? ""
    }

    /// The time over a piece: the instant's time, after `…` when it continues one.
    private static func time(of piece: Piece, in diagram: MarbleDiagram) -> String {
        guard piece.instant >= 0 else { return "" }
        let time = PictureText.oneLine(diagram.steps[piece.step].instants[piece.instant].time)
        return piece.events.lowerBound > 0 ? "…" + time : time
    }

    /// Step titles, lines and instant times.
    func headerRows() -> [String] {
        var titles = "│"
        var lines = "│"
        var times = "│"
        for segment in segments {
            let step = diagram.steps[segment.step]
            titles += PictureText.padded(Self.stepTitle(step), to: segment.width) + "│"
            lines += PictureText.padded(Self.lineTitle(step), to: segment.width) + "│"
            let parts = zip(segment.pieces, segment.widths).map { piece, width in
                PictureText.padded(Self.time(of: piece, in: diagram), to: width)
            }
            times += parts.joined(separator: "┆") + "│"
        }
        return [titles, lines, times]
    }

    /// The row of lane `lane`: `─` where it has no event.
    func laneRow(_ lane: Int) -> String {
        var row = "│"
        for segment in segments {
            var parts: [String] = []
            for (piece, width) in zip(segment.pieces, segment.widths) {
                var part = "─"
                var used = 1
                for index in piece.events {
                    let cell = cells[piece.step][piece.instant][index]
                    let cellWidth = PictureText.displayWidth(cell)
                    if diagram.steps[piece.step].instants[piece.instant].events[index].lane == lane {
                        part += cell
                    } else {
                        part += String(repeating: "─", count: cellWidth)
                    }
                    part += "─"
                    used += cellWidth + 1
                }
                part += String(repeating: "─", count: max(0, width - used))
                parts.append(part)
            }
            row += parts.joined(separator: "┆") + "│"
        }
        return row
    }
}
