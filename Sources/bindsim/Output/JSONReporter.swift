/// Reports as JSON lines (`--format json`): one object a line on standard output,
/// keys in a fixed order; see docs/cli.md for the fields.
final class JSONReporter: Reporter {
    let console: Console
    private let detail: TraceDetail
    private var out: OutputSink { console.out }

    init(console: Console, detail: TraceDetail) {
        self.console = console
        self.detail = detail
    }

    private func emit(_ type: String, _ fields: [(String, JSONWriter.JSON)]) {
        out.line(JSONWriter.object([("type", .string(type))] + fields))
    }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        emit("scenario", [("file", .string(file.path)), ("title", program.title.map(JSONWriter.JSON.string) ?? .null)])
        for index in 0..<legend.count {
            let entry = legend.entry(at: index)
            emit("binding", [("name", .string(entry.name)), ("source", .string(entry.source)), ("line", .int(entry.line))])
        }
    }

    func keystroke(_ keystroke: Keystroke) {
        emit("keystroke", [("node", .string(keystroke.node)), ("character", .string(keystroke.character)),
                           ("time_ms", .number(keystroke.milliseconds))])
    }

    func stepBegan(_ step: StepInfo) {
        emit("step", [
            ("step", JSONReporter.step(step)), ("line", .int(step.line)),
            ("time_ms", .number(step.startMilliseconds)), ("source", .string(step.source)),
        ])
    }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        if detail == .compact {
            switch event.kind {
            case .announce, .silentSet, .drop, .cutOff, .terminate, .store, .staleRead, .model: break
            case .deliver where event.outOfOrder || context.typed != nil: break
            case .deliver, .replay, .schedule, .fire: return
            }
        }
        let error = event.error
        var kind = event.kind.rawValue
        if event.kind == .terminate { kind = error == nil ? "completed" : "error_ended" }
        var fields: [(String, JSONWriter.JSON)] = [
            ("kind", .string(kind)), ("id", .int(event.id)), ("parent", .int(event.parent)),
            ("depth", .int(context.causalDepth)),
        ]
        if let node = event.node { fields.append(("node", .string(node))) }
        if let kind = event.nodeKind { fields.append(("node_kind", .string(kind.keyword))) }
        if let value = event.value { fields.append(("value", JSONWriter.value(value))) }
        if let via = event.via { fields.append(("via", .string(via))) }
        if let older = event.reentrantOver { fields.append(("reentrant_over", JSONWriter.value(older))) }
        if let lost = event.replaced { fields.append(("lost_write", JSONWriter.value(lost))) }
        if let pending = event.pending { fields.append(("pending", JSONWriter.value(pending))) }
        if event.outOfOrder { fields.append(("out_of_order", .bool(true))) }
        if let note = event.note { fields.append(("note", .string(note))) }
        if let due = event.dueTime { fields.append(("due_ms", .number(milliseconds(due)))) }
        if let loop = event.loop { fields.append(("loop", JSONReporter.loop(loop))) }
        if let step = event.swiftUI {
            let line = TraceWording.phrase { TraceWording.appendSwiftUI(step, paint: Painter(enabled: false), into: &$0) }
            fields.append(("swiftui", .string(line)))
        }
        if let error {
            fields.append(("error", .object([("code", .string(error.message.code)), ("message", .string(error.message.text)),
                                             ("line", .int(error.range.start.line)), ("column", .int(error.range.start.column))])))
        }
        if let typed = context.typed { fields.append(("typed", JSONWriter.value(typed))) }
        if let overwrite = context.overwrite {
            fields.append(("overwrite", .object([
                ("of", JSONWriter.value(overwrite.edit)), ("stale", .bool(overwrite.isStale)),
                ("origin_line", .int(overwrite.originLine)), ("origin_time_ms", .number(overwrite.originMilliseconds)),
            ])))
        }
        emit("event", fields)
    }

    func subscriptionUnbound(_ name: String) {
        emit("event", [("kind", .string("unbound")), ("via", .string(name))])
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        emit("unexpected_error", [
            ("step", JSONReporter.step(step)), ("line", .int(step.line)), ("via", .string(error.label)),
            ("code", .string(error.error.message.code)), ("message", .string(error.error.message.text)),
        ])
    }

    func stepEnded(_ record: StepRecord) {
        if let button = record.ignoredTap { emit("tap_ignored", [("node", .string(button))]) }
        for cancelled in record.cancelledLosses {
            emit("lost_edits_cancelled", [("node", .string(cancelled.node)), ("count", .int(cancelled.count))])
        }
    }

    func expectationChecked(_ result: ExpectationResult) {
        emit("expectation", [
            ("line", .int(result.line)), ("source", .string(result.source)), ("passed", .bool(result.passed)),
            ("detail", result.detail.map(JSONWriter.JSON.string) ?? .null),
            ("fixed", result.fixed.map { .string($0.rawValue) } ?? .null),
        ])
    }

    func invariantBroken(_ violation: InvariantViolation) {
        emit("invariant", [
            ("line", .int(violation.line)), ("name", violation.name.map(JSONWriter.JSON.string) ?? .null),
            ("source", .string(violation.source)), ("step", JSONReporter.step(violation.step)),
            ("values", .object(violation.values.map { ($0.name, $0.value.map(JSONWriter.value) ?? .null) })),
        ])
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        emit("unexpected_loop", [("step", JSONReporter.step(step)), ("line", .int(step.line)),
                                 ("loop", JSONReporter.loop(report))])
    }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        // A publish relay stores nothing: it has no final value to show.
        emit("final", [("values", .object(finalValues.compactMap { final in
            final.value.map { (final.name, JSONWriter.value($0)) }
        }))])
        emit("result", [("passed", .int(outcome.passed)), ("failed", .int(outcome.failed))])
    }

    // MARK: Results

    func report(_ result: CommandResult) {
        switch result {
        case .unreadable(let path, let reason): unreadable(path: path, reason: reason)
        case .diagnostics(let diagnostics, let file): self.diagnostics(diagnostics, in: file)
        case .runtimeError(let error, let file): runtimeError(error, in: file)
        case .loopCheck(let check): loopCheck(check)
        case .checked(let path, let program, let cycles, let roundTripWarnings):
            checked(path: path, program: program, cycles: cycles, roundTripWarnings: roundTripWarnings)
        case .comparison(let rows): comparison(rows)
        case .explore(let report): exploreReport(report)
        case .note(let text): note(text)
        case .orderDependent(let found):
            for dependence in found {
                emit("order_dependent", [
                    ("file", .string(dependence.path)), ("line", .int(dependence.line)), ("source", .string(dependence.source)),
                    ("holds_for", .array(dependence.holdsFor.map(JSONWriter.JSON.string))),
                    ("fails_for", .array(dependence.failsFor.map(JSONWriter.JSON.string))),
                ])
            }
        case .runSummary(let passed, let failed, let notRun): runSummary(passed: passed, failed: failed, notRun: notRun)
        case .golden(let result): goldenResult(result)
        case .testSummary(let passed, let failed): testSummary(passed: passed, failed: failed)
        }
    }

    // MARK: Files and diagnostics

    private func unreadable(path: String, reason: String) {
        emit("diagnostic", [("file", .string(path)), ("severity", .string("error")),
                            ("message", .string("cannot read scenario file: \(reason)"))])
    }

    private func diagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        for diagnostic in diagnostics {
            emitDiagnostic(file: file.path, range: diagnostic.range, severity: diagnostic.severity.rawValue,
                           code: diagnostic.code, message: diagnostic.text, note: diagnostic.note,
                           help: diagnostic.help?.text)
        }
    }

    private func runtimeError(_ error: RuntimeError, in file: SourceFile) {
        emitDiagnostic(file: file.path, range: error.range, severity: "error", code: error.message.code,
                       message: error.message.text, note: nil, help: error.message.help)
    }

    private func emitDiagnostic(file: String, range: SourceRange, severity: String, code: String,
                                message: String, note: String?, help: String?) {
        emit("diagnostic", [
            ("file", .string(file)), ("line", .int(range.start.line)), ("column", .int(range.start.column)),
            ("severity", .string(severity)), ("code", .string(code)), ("message", .string(message)),
            ("note", note.map(JSONWriter.JSON.string) ?? .null), ("help", help.map(JSONWriter.JSON.string) ?? .null),
        ])
    }

    // MARK: Analysis

    private func loopCheck(_ check: LoopCheck) {
        emit("loop_check", [
            ("static_cycles", .array(check.cycles.map(JSONReporter.cycle))),
            ("looped_steps", .array(check.loops.map { step, report in
                .object([("step", JSONReporter.step(step)), ("line", .int(step.line)),
                         ("loop", JSONReporter.loop(report))])
            })),
            ("agreement", .string(check.agreement.code)), ("agrees", .bool(check.agreement.agrees)),
        ])
    }

    private func checked(path: String, program: Program, cycles: [StaticCycle], roundTripWarnings: Int) {
        emit("check", [
            ("file", .string(path)),
            ("ok", .bool(!cycles.contains(where: \.hasUnguardedCycle) && roundTripWarnings == 0)),
            ("round_trip_warnings", .int(roundTripWarnings)),
            ("statements", .int(program.writtenStatementCount)),
            ("static_cycles", .array(cycles.map(JSONReporter.cycle))),
        ])
    }

    private func comparison(_ rows: [ComparisonRow]) {
        for row in rows {
            emit("comparison", [
                ("file", .string(row.path)), ("steps", .int(row.steps ?? 0)), ("events", .int(row.events ?? 0)),
                ("deepest_nesting", .int(row.deepestNesting ?? 0)), ("loops", .int(row.loops ?? 0)),
                ("edits_kept", row.lostEdits.map { .bool($0 == 0) } ?? .null),
                ("edits_lost", row.lostEdits.map(JSONWriter.JSON.int) ?? .null), ("edits", row.edits.map(JSONWriter.JSON.int) ?? .null),
                ("verdict", .string(row.verdict.code)),
            ])
        }
    }

    private func exploreReport(_ report: ExploreReport) {
        emit("explore", [
            ("file", .string(report.file)), ("runs", report.runs.map(JSONWriter.JSON.int) ?? .null),
            ("steps", report.steps.map(JSONWriter.JSON.int) ?? .null),
            ("seed", report.seed.map { .string(String($0)) } ?? .null),
            ("depth", report.depth.map(JSONWriter.JSON.int) ?? .null), ("alphabet", .int(report.alphabetSize)),
            ("properties", .array(report.properties.map { .string($0.rawValue) })),
            ("sequences", .int(report.sequences)), ("actions", .int(report.actions)),
            ("failing_sequences", .int(report.failingSequences)),
            ("stopped", report.stoppedEarly.map { .string($0.jsonName) } ?? .null),
        ])
        if let failure = report.setupFailure {
            emit("setup_failure", [("property", .string(failure.property.rawValue)), ("detail", .string(failure.detail))])
        }
        if let found = report.counterexample {
            emit("counterexample", [
                ("property", .string(found.failure.property.rawValue)), ("subject", .string(found.failure.subject)),
                ("node", found.failure.rewrite.map { .string($0.node) } ?? .null),
                ("detail", .string(found.failure.detail)), ("found_at", .int(found.number)),
                ("shrunk_from", .int(found.originalLength)), ("length", .int(found.length)),
                ("minimal", .bool(found.minimal)), ("end_wait_ms", found.endWait.map(JSONWriter.JSON.int) ?? .null),
                ("actions", .array(found.actions.map(JSONWriter.JSON.string))),
                ("run_arguments", .array(found.runArguments.map(JSONWriter.JSON.string))),
                ("scenario", .string(found.scenario)),
            ])
        }
        for other in report.otherFailures {
            emit("other_failure", [
                ("property", .string(other.failure.property.rawValue)), ("subject", .string(other.failure.subject)),
                ("detail", .string(other.failure.detail)), ("first_at", .int(other.firstNumber)),
                ("sequences", .int(other.sequences)),
            ])
        }
    }

    private func note(_ text: String) {
        emit("note", [("text", .string(text))])
    }

    // MARK: Summaries

    private func runSummary(passed: Int, failed: Int, notRun: Int) {
        emit("summary", [("passed", .int(passed)), ("failed", .int(failed)), ("not_run", .int(notRun))])
    }

    private func goldenResult(_ result: GoldenResult) {
        emit("test", [("file", .string(result.path)), ("passed", .bool(result.passed)),
                      ("status", .string(result.status.rawValue)), ("exit_status", .int(Int(result.scenarioStatus.rawValue))),
                      ("expectations_failed", .int(result.failedInside)),
                      ("report", result.report.map(JSONWriter.JSON.string) ?? .null)])
    }

    private func testSummary(passed: Int, failed: Int) {
        emit("summary", [("passed", .int(passed)), ("failed", .int(failed))])
    }

    // MARK: Pieces

    private static func step(_ step: StepInfo) -> JSONWriter.JSON {
        step.isEnd ? .string("end") : .int(step.number)
    }

    static func loop(_ loop: LoopReport) -> JSONWriter.JSON {
        .object([
            ("reason", .string(loop.reason.rawValue)), ("budget", .int(loop.budget)),
            ("cycle", .array(loop.cycle.map(JSONWriter.JSON.string))),
            ("values_repeat", loop.valuesRepeat.map(JSONWriter.JSON.bool) ?? .null),
            ("crosses_hops", .bool(loop.crossesHops)),
        ] + (loop.throughObservation ? [("through_observation", .bool(true))] : []))
    }

    private static func guardObject(_ guardOnEdge: BindingGraph.Guard) -> JSONWriter.JSON {
        switch guardOnEdge {
        case .silentControl(let keyword, let name):
            .object([("guard", .string("silent_\(keyword)")), (keyword, .string(name))])
        case .twoWay(let style): .object([("guard", .string("two_way")), ("style", .string(style.rawValue))])
        case .operatorGuard(let found): .object([("guard", .string(found.shortName))])
        case .condition: .object([("guard", .string("condition"))])
        case .equatableSetter(let name): .object([("guard", .string("equatable_setter")), ("observable", .string(name))])
        case .stateEquality(let name): .object([("guard", .string("state_equality")), ("state", .string(name))])
        }
    }

    private static func cycle(_ cycle: StaticCycle) -> JSONWriter.JSON {
        .object([
            ("path", .array(cycle.path.map(JSONWriter.JSON.string))),
            ("guards", .array(cycle.guards.map(JSONReporter.guardObject))),
            ("unguarded", .bool(cycle.hasUnguardedCycle)),
            ("crosses_hop", .bool(cycle.crossesHop)),
            ("nodes", .array(cycle.nodes.map(JSONWriter.JSON.string))),
            ("cycles", .int(cycle.cycleCount)),
            ("cycles_exact", .bool(cycle.cycleCountIsExact)),
            ("edges", .array(cycle.edges.map { edge in
                .object([
                    ("from", .string(edge.from)), ("to", .string(edge.to)), ("line", .int(edge.line)),
                    ("guards", .array(edge.guards.map(JSONReporter.guardObject))),
                ])
            })),
        ])
    }
}
