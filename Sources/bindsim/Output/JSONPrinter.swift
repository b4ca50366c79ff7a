import BindKit

/// Prints a run as JSON lines (`--format json`); see docs/cli.md for the fields.
final class JSONPrinter: RunListener {
    private let out: OutputSink
    /// `trace` prints every event; `run` only announcements, silent sets, drops and cut-offs.
    private let includeAll: Bool

    init(out: OutputSink, includeAll: Bool) {
        self.out = out
        self.includeAll = includeAll
    }

    func scenarioBegan(_ program: Program, file: SourceFile) {
        out.line(JSONWriter.object([
            ("type", .string("scenario")), ("file", .string(file.path)),
            ("title", program.title.map(JSONWriter.JSON.string) ?? .null),
        ]))
    }

    func stepBegan(_ step: StepInfo) {
        out.line(JSONWriter.object([
            ("type", .string("step")), ("step", step.isEnd ? .string("end") : .number(Double(step.number))),
            ("line", .number(Double(step.line))), ("time_ms", .number(step.startMilliseconds)),
            ("source", .string(step.source)),
        ]))
    }

    func traceEvent(_ event: TraceEvent, depth: Int) {
        if !includeAll {
            switch event.kind {
            case .announce, .silentSet, .drop, .cutOff: break
            default: return
            }
        }
        var fields: [(String, JSONWriter.JSON)] = [
            ("type", .string("event")), ("kind", .string(event.kind.rawValue)),
            ("id", .number(Double(event.id))), ("parent", .number(Double(event.parent))),
            ("depth", .number(Double(depth))),
        ]
        if let node = event.node { fields.append(("node", .string(node))) }
        if let kind = event.nodeKind { fields.append(("node_kind", .string(kind.scenarioKeyword))) }
        if let value = event.value as? Value { fields.append(("value", JSONWriter.value(value))) }
        if let via = event.via { fields.append(("via", .string(via))) }
        if let older = event.reentrantOver as? Value { fields.append(("reentrant_over", JSONWriter.value(older))) }
        if event.outOfOrder { fields.append(("out_of_order", .bool(true))) }
        if let note = event.note { fields.append(("note", .string(note))) }
        if let due = event.dueTime { fields.append(("due_ms", .number(Double(due) / 1_000_000))) }
        if let loop = event.loop { fields.append(("loop", JSONPrinter.loop(loop))) }
        out.line(JSONWriter.object(fields))
    }

    func stepEnded(_ record: StepRecord) {}

    func expectationChecked(_ result: ExpectationResult) {
        out.line(JSONWriter.object([
            ("type", .string("expectation")), ("line", .number(Double(result.line))),
            ("source", .string(result.source)), ("passed", .bool(result.passed)),
            ("detail", result.detail.map(JSONWriter.JSON.string) ?? .null),
        ]))
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        out.line(JSONWriter.object([
            ("type", .string("unexpected_loop")),
            ("step", step.isEnd ? .string("end") : .number(Double(step.number))),
            ("line", .number(Double(step.line))), ("loop", JSONPrinter.loop(report)),
        ]))
    }

    func scenarioEnded(_ outcome: ScenarioOutcome) {
        out.line(JSONWriter.object([
            ("type", .string("result")), ("passed", .number(Double(outcome.passed))),
            ("failed", .number(Double(outcome.failed))),
        ]))
    }

    static func loop(_ loop: LoopReport) -> JSONWriter.JSON {
        .object([
            ("reason", .string(loop.reason.rawValue)), ("budget", .number(Double(loop.budget))),
            ("cycle", .array(loop.cycle.map(JSONWriter.JSON.string))),
            ("values_repeat", loop.valuesRepeat.map(JSONWriter.JSON.bool) ?? .null),
            ("crosses_hops", .bool(loop.crossesHops)),
        ])
    }
}
