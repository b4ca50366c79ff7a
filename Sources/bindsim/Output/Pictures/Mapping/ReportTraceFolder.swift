/// The trace as a report page shows it: the lines of `bindsim trace` (steps,
/// keystrokes, every event at full detail, unbinds), each event's line with its
/// id, its cause's id and its tags, so that the page can link it to the marbles
/// and the graph. Long repeats fold as the text trace folds them (`LineFolder`'s
/// rule: the same text, or one level deeper the same shape); past `maxLines`
/// lines the rest is counted, not kept.
struct ReportTraceFolder {
    static let maxLines = 2_000

    private(set) var lines: [ReportPage.TraceLine] = []
    /// Lines past `maxLines`, not kept.
    private(set) var unshownLines = 0
    /// The event lines the run gave, folded or not (the slider steps through those shown).
    private(set) var eventLines = 0

    fileprivate struct Item: FoldableItem {
        var line = ReportPage.TraceLine(kind: .event, text: "")
        var shape = LineFolder.Shape(unbound: "")

        static func repeats(_ later: UnsafePointer<Item>, _ earlier: UnsafePointer<Item>) -> Bool {
            let (a, b) = (later.pointee, earlier.pointee)
            if a.line.text == b.line.text && a.line.depth == b.line.depth { return true }
            return a.line.depth > b.line.depth && a.shape == b.shape
        }
    }

    private var folder = RepeatFolder(blank: Item())

    mutating func stepBegan(_ step: StepInfo) {
        flush()
        let time = "t=\(TraceWording.milliseconds(step.startMilliseconds))"
        let text = step.isEnd ? "end  \(time)  pending timers run" : "step \(step.number)  line \(step.line)  \(time)  \(step.source)"
        append(ReportPage.TraceLine(kind: .step, text: text))
    }

    mutating func keystroke(_ keystroke: Keystroke) {
        flush()
        let text = "t=\(TraceWording.milliseconds(keystroke.milliseconds)) keystroke " + LiteralText.quoted(keystroke.character)
        append(ReportPage.TraceLine(kind: .note, text: text))
    }

    /// An event's line, as the text trace words it (nothing for an event it does not show).
    mutating func add(_ event: RunEvent, _ context: EventContext, tags: [String]) {
        var text = TextBytes()
        guard TraceWording.appendLine(of: event, context, detail: .full, paint: Painter(enabled: false), into: &text)
        else { return }
        let line = ReportPage.TraceLine(
            kind: .event, depth: context.causalDepth, text: String(decoding: text.bytes, as: UTF8.self), event: event.id,
            parent: event.parent == 0 ? nil : event.parent, tags: tags)
        eventLines += 1
        add(line, shape: LineFolder.Shape(event))
    }

    /// `NAME unbound`, as a root event of its own (`id`).
    mutating func unbound(_ name: String, id: Int, tags: [String]) {
        var text = TextBytes()
        TraceWording.appendUnbound(name, paint: Painter(enabled: false), into: &text)
        let line = ReportPage.TraceLine(kind: .event, text: String(decoding: text.bytes, as: UTF8.self), event: id, tags: tags)
        eventLines += 1
        add(line, shape: LineFolder.Shape(unbound: name))
    }

    /// Ends the fold under way (at the end of a step, before a keystroke).
    mutating func flush() {
        var shown: [ReportPage.TraceLine] = []
        folder.flush { Self.collect($0, into: &shown) }
        for line in shown { append(line) }
    }

    private mutating func add(_ line: ReportPage.TraceLine, shape: LineFolder.Shape) {
        var shown: [ReportPage.TraceLine] = []
        folder.add({ $0 = Item(line: line, shape: shape) }, show: { Self.collect($0, into: &shown) })
        for line in shown { append(line) }
    }

    private static func collect(_ shown: RepeatFolder<Item>.Shown, into lines: inout [ReportPage.TraceLine]) {
        switch shown {
        case .item(let item):
            lines.append(item.pointee.line)
        case .fold(let repeats, let rest, let last):
            var summary = "... \(repeats) more time\(repeats == 1 ? "" : "s")"
            if rest > 0 { summary += " and \(rest) line\(rest == 1 ? "" : "s")" }
            lines.append(ReportPage.TraceLine(kind: .note, depth: last.pointee.line.depth, text: summary + ", then:"))
            lines.append(last.pointee.line)
        }
    }

    private mutating func append(_ line: ReportPage.TraceLine) {
        if lines.count < Self.maxLines {
            lines.append(line)
        } else {
            unshownLines += 1
        }
    }
}
