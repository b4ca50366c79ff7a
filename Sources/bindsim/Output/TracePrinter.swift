import BindKit

/// Prints a run as text: `trace` shows every event of the causal tree; `run`
/// (compact) shows announcements, silent sets, drops and cut-offs only.
/// See docs/cli.md for the format.
final class TracePrinter: RunListener {
    enum Detail { case full, compact }

    private let out: OutputSink
    private let detail: Detail
    private let paint: Painter
    private var folder = LineFolder()

    init(out: OutputSink, detail: Detail, color: Bool) {
        self.out = out
        self.detail = detail
        self.paint = Painter(enabled: color)
    }

    func scenarioBegan(title: String?, file: SourceFile) {
        let name = title.map { "scenario \(Value.quoted($0))" } ?? "scenario"
        out.line(paint.bold(name) + paint.dim("  (\(file.path))"))
    }

    func stepBegan(_ step: StepInfo) {
        let time = "t=\(TracePrinter.milliseconds(step.startMilliseconds))"
        if step.isEnd {
            out.line(paint.cyan("end") + "  " + time + "  " + paint.dim("pending timers run"))
        } else {
            out.line(paint.cyan("step \(step.number)") + "  line \(step.line)  \(time)  " + step.source)
        }
    }

    func traceEvent(_ event: TraceEvent, depth: Int) {
        guard let text = describe(event) else { return }
        let shownDepth = detail == .full ? depth : (depth + 1) / 2
        folder.add(depth: shownDepth, text: text, shape: TracePrinter.shape(of: event), base: 1) { out.line($0) }
    }

    func stepEnded(_ record: StepRecord) {
        folder.flush(base: 1) { out.line($0) }
    }

    func expectationChecked(_ result: ExpectationResult) {
        let verdict = result.passed ? paint.green("ok") : paint.red("FAILED")
        out.line("  \(result.source)  " + paint.dim("line \(result.line)") + "  " + verdict)
        if let detail = result.detail { out.line("    " + detail) }
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        let place = step.isEnd ? "the end step" : "step \(step.number) (line \(step.line))"
        out.line("  " + paint.red("FAILED") + "  \(place) looped (\(report.cycleDescription)) "
                 + "and no 'expect loop' follows it")
    }

    func scenarioEnded(_ outcome: ScenarioOutcome) {
        out.line("result: \(outcome.passed) passed, \(outcome.failed) failed")
    }

    // MARK: Event text

    /// What a line says apart from its values: repeats are folded by shape.
    static func shape(of event: TraceEvent) -> String {
        var shape = event.kind.rawValue + "|" + (event.node ?? "") + "|" + (event.via ?? "") + "|" + (event.note ?? "")
        if event.reentrantOver != nil { shape += "|reentrant" }
        if event.outOfOrder { shape += "|stale" }
        return shape
    }

    private func describe(_ event: TraceEvent) -> String? {
        let value = (event.value as? Value)?.traceText ?? "-"
        let node = event.node ?? "?"
        let kind = event.nodeKind?.rawValue ?? ""
        switch event.kind {
        case .announce:
            var text = "\(node) \(kind) announces \(value)"
            if let older = event.reentrantOver as? Value {
                text += paint.yellow("  ! re-entrant: \(node) is still delivering \(older.traceText)")
            }
            return text
        case .deliver:
            guard detail == .full else { return nil }
            var text = "→ \(event.via ?? "subscriber") receives \(value)"
            if event.outOfOrder {
                text += paint.yellow("  ! out of order: \(value) arrives after a newer value of \(node) (RxSwift #713)")
            }
            return text
        case .replay:
            guard detail == .full else { return nil }
            return "→ \(event.via ?? "subscriber") receives \(value)  " + paint.dim("(replay of \(node)'s current value)")
        case .silentSet:
            return "\(node) \(kind) set to \(value)  " + paint.dim("(silent: a programmatic set sends no event)")
        case .drop:
            return paint.dim("✕ \(value) dropped by \(event.note ?? "an operator")")
        case .schedule:
            guard detail == .full else { return nil }
            let due = event.dueTime.map { "t=" + TracePrinter.milliseconds(Double($0) / 1_000_000) } ?? "later"
            return paint.dim("⏲ \(value) scheduled by \(event.note ?? "a timer") for \(due)")
        case .fire:
            let due = event.dueTime.map { "t=" + TracePrinter.milliseconds(Double($0) / 1_000_000) } ?? ""
            return paint.cyan("\(due) \(event.note ?? "timer") delivers \(value)")
        case .cutOff:
            guard let loop = event.loop else { return nil }
            return paint.red("✂ " + TracePrinter.describe(loop))
        }
    }

    /// One line describing a cut-off.
    static func describe(_ loop: LoopReport) -> String {
        let why: String
        switch loop.reason {
        case .reentries: why = "a node was re-entered more than \(loop.budget) times on one causal chain"
        case .events: why = "the step made more than \(loop.budget) deliveries"
        case .turns: why = "more than \(loop.budget) turns ran at one virtual instant"
        }
        let cycle = loop.cycle.isEmpty ? "no node repeats on the chain" : "cycle \(loop.cycleDescription)"
        let values: String
        switch loop.valuesRepeat {
        case .some(true): values = ", the same value goes round (a dedupe such as distinct() would stop it)"
        case .some(false): values = ", the values keep changing"
        case .none: values = ""
        }
        return "loop cut off: \(why); \(cycle)\(values)"
    }

    /// `100ms`, `1.5ms`: virtual milliseconds without a trailing `.0`.
    static func milliseconds(_ value: Double) -> String {
        Value.format(value) + "ms"
    }
}
