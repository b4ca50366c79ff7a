/// Reports as text: traces and results on standard output, diagnostics on
/// standard error (see docs/cli.md for the format).
final class TextReporter: Reporter {
    let console: Console
    let detail: TraceDetail
    let paint: Painter
    private var out: OutputSink { console.out }
    // No dynamic exclusivity checks on the per-event state (one thread, no
    // overlapping accesses), as in BindKit.
    @exclusivity(unchecked) var folder = LineFolder()
    /// The event line being built, reused from event to event.
    @exclusivity(unchecked) var line = TextBytes()
    /// How many shown lines stand above each depth of the causal tree being
    /// printed: `run` hides some events, and a line is indented under the nearest
    /// ancestor that is shown, never under an unrelated one.
    @exclusivity(unchecked) private var shownAbove = ShownLineStack()
    /// The scenario files whose output has begun.
    private var scenarioFiles = 0

    init(console: Console, color: Bool = false, detail: TraceDetail = .full) {
        self.console = console
        self.detail = detail
        self.paint = Painter(enabled: color)
    }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        let name = program.title.map { "scenario \(LiteralText.quoted($0))  " } ?? "scenario "
        out.line(paint.bold(name) + paint.dim("(\(file.path))"))
        if program.swiftUI { out.line("  " + paint.yellow(SwiftUIEvent.banner)) }
        // Written as bytes (one line per binding: a million-binding file prints a million).
        for index in 0..<legend.count {
            let entry = legend.entry(at: index)
            line.removeAll()
            line.append("  ")
            paint.dim(into: &line) { $0.append(ascii: UInt8(ascii: "[")); $0.append(entry.name); $0.append(ascii: UInt8(ascii: "]")) }
            line.append(ascii: UInt8(ascii: " "))
            line.append(entry.source)
            line.append("  ")
            paint.dim(into: &line) { $0.append("(line "); $0.appendDecimal(entry.line); $0.append(ascii: UInt8(ascii: ")")) }
            out.write(line)
            out.endLine()
        }
    }

    func stepBegan(_ step: StepInfo) {
        let time = "t=\(TraceWording.milliseconds(step.startMilliseconds))"
        if step.isEnd {
            out.line(paint.cyan("end") + "  " + time + "  " + paint.dim("pending timers run"))
        } else {
            line.removeAll()
            paint.cyan(into: &line) { $0.append("step "); $0.appendDecimal(step.number) }
            line.append("  line ")
            line.appendDecimal(step.line)
            line.append("  ")
            line.append(time)
            line.append("  ")
            line.append(step.source)
            out.write(line)
            out.endLine()
        }
    }

    func keystroke(_ keystroke: Keystroke) {
        folder.flush(base: 1, to: out)
        out.line("  " + paint.cyan("t=\(TraceWording.milliseconds(keystroke.milliseconds)) keystroke "
                                  + LiteralText.quoted(keystroke.character)))
    }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        let depth = context.causalDepth
        line.removeAll()
        let shown = TraceWording.appendLine(of: event, context, detail: detail, paint: paint, into: &line)
        shownAbove.truncate(to: depth + 1)
        while shownAbove.count < depth + 1 { shownAbove.push(shownLine: false) }
        let shownDepth = shownAbove.last
        shownAbove.push(shownLine: shown)
        guard shown else { return }
        folder.add(depth: shownDepth, text: line, shape: LineFolder.Shape(event), base: 1, to: out)
    }

    func stepEnded(_ record: StepRecord) {
        folder.flush(base: 1, to: out)
        shownAbove.removeAll()
        if let button = record.ignoredTap { out.line("  " + paint.dim(TraceWording.ignoredTap(button))) }
        for cancelled in record.cancelledLosses {
            out.line("  " + paint.dim(TraceWording.cancelledLosses(cancelled)))
        }
    }

    func expectationChecked(_ result: ExpectationResult) {
        let verdict = result.passed ? paint.green("ok")
            : result.fixed.map { "fixed: \($0.rawValue) (this style prevents what the file expects)" } ?? paint.red("FAILED")
        out.line("  \(result.source)  " + paint.dim("line \(result.line)") + "  " + verdict)
        if let detail = result.detail, result.fixed == nil { out.line("    " + detail) }
    }

    func invariantBroken(_ violation: InvariantViolation) {
        let name = violation.name.map { " \(LiteralText.quoted($0))" } ?? ""
        out.line("  " + paint.red("FAILED") + "  invariant\(name) (line \(violation.line)) is false after "
                 + TraceWording.place(of: violation.step) + ": \(violation.source)")
        if !violation.values.isEmpty { out.line("    " + TraceWording.values(violation.values)) }
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        out.line("  " + paint.red("FAILED") + "  \(TraceWording.place(of: step)) looped (\(report.summary)) "
                 + "and no 'expect loop' follows it")
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        out.line("  " + paint.red("FAILED") + "  an error ended \(error.label) in \(TraceWording.place(of: step)) "
                 + "and no 'expect error' follows it")
    }

    func subscriptionUnbound(_ name: String) {
        line.removeAll()
        TraceWording.appendUnbound(name, paint: paint, into: &line)
        folder.add(depth: 0, text: line, shape: LineFolder.Shape(unbound: name), base: 1, to: out)
    }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        if !finalValues.isEmpty { out.line(TraceWording.finalValues(finalValues)) }
        if let error = outcome.runtimeError {
            let skipped = outcome.unchecked == 1 ? "1 expectation" : "\(outcome.unchecked) expectations"
            out.line(paint.red("stopped") + " by a run-time error at line \(error.range.start.line) "
                     + "(\(error.message.code), below); \(skipped) after it not checked")
        }
        // `run` ends with one total over all its files instead.
        if detail == .full { out.line("result: \(outcome.passed) passed, \(outcome.failed) failed") }
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
                out.line("\(dependence.path):\(dependence.line): " + paint.red("FAILED") + "  \(dependence.source)  \(dependence.message)")
            }
        case .runSummary(let passed, let failed, let notRun): runSummary(passed: passed, failed: failed, notRun: notRun)
        case .golden(let result): goldenResult(result)
        case .testSummary(let passed, let failed): testSummary(passed: passed, failed: failed)
        }
    }

    /// Scenarios after the first are set apart by a blank line.
    func scenarioFileBegins(path: String) {
        if scenarioFiles > 0 { out.line("") }
        scenarioFiles += 1
    }

    // MARK: Files and diagnostics

    private func unreadable(path: String, reason: String) {
        console.err.line("\(path): error: cannot read scenario file: \(reason)")
    }

    private func diagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        guard !diagnostics.isEmpty else { return }
        console.err.write(renderDiagnostics(diagnostics, in: file, color: paint.enabled))
    }

    private func runtimeError(_ error: RuntimeError, in file: SourceFile) {
        let diagnostic = Diagnostic(.error, .runtime(error.message), at: error.range,
                                    help: error.message.help.map(DiagnosticHelp.runtime))
        console.err.write(renderDiagnostics([diagnostic], in: file, color: paint.enabled))
    }

    // MARK: Analysis

    private func loopCheck(_ check: LoopCheck) {
        out.line(paint.bold("loop check"))
        out.line("  static cycles:")
        if check.cycles.isEmpty { out.line("    none: the binding graph has no cycle") }
        for cycle in check.cycles { TraceWording.cycle(cycle).forEach { out.line("    " + $0) } }
        out.line("  at run time:")
        if check.loops.isEmpty { out.line("    no step looped") }
        for (step, report) in check.loops {
            let place = step.isEnd ? "end step" : "step \(step.number) (line \(step.line))"
            out.line("    \(place): \(TraceWording.loop(report, hint: true, dedupe: check.dedupe))")
        }
        out.line("  verdict: \(TraceWording.agreement(check.agreement))")
    }

    private func checked(path: String, program: Program, cycles: [StaticCycle], roundTripWarnings: Int) {
        let unguarded = cycles.filter(\.hasUnguardedCycle).count
        var problems: [String] = []
        if unguarded > 0 { problems.append("\(unguarded) unguarded cycle\(unguarded == 1 ? "" : "s")") }
        if roundTripWarnings > 0 {
            problems.append("\(roundTripWarnings) round-trip warning\(roundTripWarnings == 1 ? "" : "s")")
        }
        let warnings = unguarded + roundTripWarnings
        let verdict = problems.isEmpty ? "ok"
            : problems.joined(separator: ", ") + " (warning\(warnings == 1 ? "" : "s") above)"
        out.line("\(path): \(verdict): \(program.writtenStatementCount) statements, " + TraceWording.cycleTotal(cycles))
        for cycle in cycles { TraceWording.cycle(cycle).forEach { out.line("  " + $0) } }
    }

    private func comparison(_ rows: [ComparisonRow]) {
        let header = TraceWording.comparisonHeader
        let all = [header] + rows.map(TraceWording.comparisonCells)
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        out.line("")
        out.line("comparison")
        for row in all {
            var text = "  "
            for (column, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                let numeric = (1...4).contains(column)
                text += numeric ? pad + cell : cell + (column == row.count - 1 ? "" : pad)
                if column < row.count - 1 { text += "  " }
            }
            out.line(text)
        }
    }

    private func exploreReport(_ report: ExploreReport) {
        out.line(paint.bold("explore") + " \(report.file)")
        if let failure = report.setupFailure {
            out.line("  properties: " + report.properties.map(\.rawValue).joined(separator: ", "))
            out.line("  " + paint.red("FAILED") + " in the setup, so no sequence was run: "
                     + "\(failure.property.rawValue): \(failure.detail)")
            return
        }
        if let depth = report.depth {
            out.line("  every sequence of \(depth) action\(depth == 1 ? "" : "s") over \(report.alphabetSize) actions: "
                     + "\(report.sequences) sequences, \(report.actions) actions run")
        } else if let runs = report.runs, let steps = report.steps, let seed = report.seed {
            out.line("  \(runs) random run\(runs == 1 ? "" : "s") of 1 to \(steps) actions (seed \(seed)) over "
                     + "\(report.alphabetSize) actions: \(report.actions) actions run")
        }
        out.line("  properties: " + report.properties.map(\.rawValue).joined(separator: ", "))
        if let stop = report.stoppedEarly {
            let planned = report.plannedSequences.map { " of \($0)" } ?? ""
            out.line("  " + paint.yellow("stopped") + " after \(report.sequences)\(planned) sequences: \(stop.explanation)")
        }
        guard let found = report.counterexample else {
            out.line(report.stoppedEarly == nil ? "  no property failed" : "  no property failed in the sequences run")
            return
        }
        out.line("  " + paint.red("found") + " \(found.failure.property.rawValue) in \(report.failingSequences) of "
                 + "\(report.sequences) sequences: \(found.failure.detail)")
        let numbered = report.depth == nil ? "run" : "sequence"
        for other in report.otherFailures {
            out.line("  also failing: \(other.failure.shortDescription) (first in \(numbered) \(other.firstNumber), "
                     + "\(other.sequences) sequence\(other.sequences == 1 ? "" : "s"))")
        }
        if !report.otherFailures.isEmpty {
            let switchOff = found.failure.rewrite.map { "'allow rewrite \($0.node)' in the file" }
                ?? "'--ignore \(found.failure.property.rawValue)'"
            out.line("  (to shrink another, switch this one off: \(switchOff))")
        }
        out.line("")
        out.line(paint.bold("shrunk") + " (\(numbered) \(found.number), \(found.sizeDescription)):")
        for action in found.actions { out.line("  " + action) }
        out.line("")
        out.line(paint.bold("the failing step") + " (line numbers of the counterexample below):")
        out.write(found.lastStepTrace)
        out.line("")
        let command = (["bindsim", "run"] + found.runArguments).joined(separator: " ")
        out.line(paint.bold("counterexample") + " (run it with '\(command)'; '--out FILE' writes it):")
        // The setup is the file's own source, which a string literal may fill with escape
        // sequences: shown printable here, written as it is by '--out'.
        for line in found.scenario.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            out.line("  " + LiteralText.printable(String(line)))
        }
    }

    private func note(_ text: String) {
        out.line("note: \(text)")
    }

    // MARK: Summaries

    private func runSummary(passed: Int, failed: Int, notRun: Int) {
        out.line("")
        let skipped = notRun == 0 ? "" : "; \(notRun) file\(notRun == 1 ? "" : "s") could not run"
        out.line("\(passed) passed, \(failed) failed\(skipped)")
    }

    private func goldenResult(_ result: GoldenResult) {
        if result.passed {
            var note = result.status == .recorded ? " (recorded)" : ""
            switch result.scenarioStatus {
            case .expectationFailed: note += " (golden) — \(result.failedInside) expectation\(result.failedInside == 1 ? "" : "s") fail inside"
            case .invalidInput: note += " (golden) — the scenario stops with an error, as its golden records"
            case .success, .usage: break
            }
            out.line(paint.green("PASS") + " \(result.path)" + note)
        } else {
            out.line(paint.red("FAIL") + " \(result.path)")
        }
        if !result.passed, let report = result.report { out.write(report.hasSuffix("\n") ? report : report + "\n") }
    }

    private func testSummary(passed: Int, failed: Int) {
        out.line("\(passed) passed, \(failed) failed")
    }
}
