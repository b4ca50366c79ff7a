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
    /// The event line being built, reused from event to event.
    private var line = TextBytes()

    init(out: OutputSink, detail: Detail, color: Bool) {
        self.out = out
        self.detail = detail
        self.paint = Painter(enabled: color)
    }

    func scenarioBegan(title: String?, file: SourceFile) {
        let name = title.map { "scenario \(Value.quoted($0))  " } ?? "scenario "
        out.line(paint.bold(name) + paint.dim("(\(file.path))"))
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
        line.removeAll()
        guard describe(event, into: &line) else { return }
        let shownDepth = detail == .full ? depth : (depth + 1) / 2
        folder.add(depth: shownDepth, text: line, shape: LineFolder.Shape(event), base: 1, to: out)
    }

    func stepEnded(_ record: StepRecord) {
        folder.flush(base: 1, to: out)
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
        if let error = outcome.runtimeError {
            let skipped = outcome.unchecked == 1 ? "1 expectation" : "\(outcome.unchecked) expectations"
            out.line(paint.red("stopped") + " by a run-time error at line \(error.range.start.line) "
                     + "(\(error.message.code), below); \(skipped) after it not checked")
        }
        out.line("result: \(outcome.passed) passed, \(outcome.failed) failed")
    }

    // MARK: Event text

    /// Writes what `event` says into `text`; false when this detail level does not show it.
    private func describe(_ event: TraceEvent, into text: inout TextBytes) -> Bool {
        let value = event.value as? Value
        let node = event.node ?? "?"
        func appendValue(_ text: inout TextBytes) {
            if let value { text.append(trace: value) } else { text.append("-") }
        }
        func appendNodeAndKind(_ text: inout TextBytes) {
            text.append(node)
            text.append(ascii: UInt8(ascii: " "))
            if let kind = event.nodeKind { text.append(kind.scenarioKeyword) }
        }
        func appendDue(_ text: inout TextBytes, _ due: Int) {
            text.append("t=")
            text.append(TracePrinter.milliseconds(Double(due) / 1_000_000))
        }
        switch event.kind {
        case .announce:
            appendNodeAndKind(&text)
            text.append(" announces ")
            appendValue(&text)
            if let older = event.reentrantOver as? Value {
                paint.yellow(into: &text) {
                    $0.append("  ! re-entrant: ")
                    $0.append(node)
                    $0.append(" is still delivering ")
                    $0.append(trace: older)
                }
            }
        case .deliver:
            // The compact form keeps the deliveries that carry a marker.
            guard detail == .full || event.outOfOrder else { return false }
            text.append("→ ")
            text.append(event.via ?? "subscriber")
            text.append(" receives ")
            appendValue(&text)
            if event.outOfOrder {
                paint.yellow(into: &text) {
                    $0.append("  ! out of order: ")
                    appendValue(&$0)
                    $0.append(" arrives after a newer value of ")
                    $0.append(node)
                    $0.append(" (RxSwift #713)")
                }
            }
        case .replay:
            guard detail == .full else { return false }
            text.append("→ ")
            text.append(event.via ?? "subscriber")
            text.append(" receives ")
            appendValue(&text)
            text.append("  ")
            paint.dim(into: &text) {
                $0.append("(replay of ")
                $0.append(node)
                $0.append("'s current value)")
            }
        case .silentSet:
            appendNodeAndKind(&text)
            text.append(" set to ")
            appendValue(&text)
            text.append("  ")
            paint.dim(into: &text) { $0.append("(silent: a programmatic set sends no event)") }
        case .drop:
            paint.dim(into: &text) {
                $0.append("✕ ")
                appendValue(&$0)
                $0.append(" dropped by ")
                $0.append(event.note ?? "an operator")
            }
        case .schedule:
            guard detail == .full else { return false }
            paint.dim(into: &text) {
                $0.append("⏲ ")
                appendValue(&$0)
                $0.append(" scheduled by ")
                $0.append(event.note ?? "a timer")
                $0.append(" for ")
                if let due = event.dueTime { appendDue(&$0, due) } else { $0.append("later") }
            }
        case .fire:
            paint.cyan(into: &text) {
                if let due = event.dueTime { appendDue(&$0, due) }
                $0.append(ascii: UInt8(ascii: " "))
                $0.append(event.note ?? "timer")
                $0.append(" delivers ")
                appendValue(&$0)
            }
        case .terminate:
            return false
        case .cutOff:
            guard let loop = event.loop else { return false }
            paint.red(into: &text) {
                $0.append("✂ ")
                $0.append(TracePrinter.describe(loop))
            }
        }
        return true
    }

    /// One line describing a cut-off.
    static func describe(_ loop: LoopReport) -> String {
        let why: String
        switch loop.reason {
        case .reentries:
            why = loop.crossesHops
                ? "a node came round again more than \(loop.budget) times on one causal chain, across scheduler hops"
                : "a node was re-entered more than \(loop.budget) times on one causal chain"
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
