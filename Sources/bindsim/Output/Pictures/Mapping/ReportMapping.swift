/// Maps the scenarios `bindsim report` ran onto its page: per scenario the verdict
/// (`ScenarioVerdict`), the binding graph with the run's counts, the marble
/// diagram, every expectation (and each broken invariant or unexpected loop, as
/// a failed one), the loop check in the words of `trace --loop-check`, and any
/// diagnostics; with several files, the comparison table of `trace --loop-check`.
enum ReportMapping {
    static func page(_ scenarios: [PictureReporter.Scenario]) -> ReportPage {
        let width = ReportPage.marbleWidth(scenarios: scenarios.count)
        let sections = scenarios.map { section($0, marbleWidth: width) }
        guard scenarios.count > 1 else { return ReportPage(sections: sections) }
        let rows = scenarios.map { scenario -> [ReportPage.Cell] in
            let row = ComparisonRow(path: scenario.path, outcome: scenario.recorder?.outcome)
            var cells = TraceWording.comparisonCells(row).map { ReportPage.Cell($0) }
            cells[cells.count - 1].verdict = verdictClass(row.verdict)
            return cells
        }
        return ReportPage(sections: sections,
                          comparison: ReportPage.Table(header: TraceWording.comparisonHeader, rows: rows))
    }

    /// How the page colours a verdict: a run that held is green, one that looped as
    /// expected orange, anything else red.
    static func verdictClass(_ verdict: ScenarioVerdict) -> ReportPage.VerdictClass {
        switch verdict {
        case .noLoop, .fixed: .ok
        case .loopsAsExpected: .loop
        case .failed, .failedWithLoops, .runtimeError, .notRun: .fail
        }
    }

    static func section(_ scenario: PictureReporter.Scenario, marbleWidth: Double) -> ReportPage.Section {
        let diagnostics = lines(scenario.problems)
        let warnings = lines(scenario.warnings)
        guard let recorder = scenario.recorder, let program = recorder.program, let analysis = scenario.analysis else {
            return ReportPage.Section(title: name(of: scenario.path), file: scenario.path,
                                      verdict: TraceWording.verdict(.notRun),
                                      verdictClass: .fail, diagnostics: diagnostics, warnings: warnings)
        }
        let verdict = ScenarioVerdict.of(recorder.outcome)
        var words = TraceWording.verdict(verdict)
        if let outcome = recorder.outcome, outcome.failed > 0 {
            words += ": \(outcome.failed) of \(outcome.passed + outcome.failed) failed"
        }
        let graph = GraphMapping(program: program, analysis: analysis).graph(tally: recorder.tally, linked: true)
        var diagram = recorder.diagram(title: nil)
        if recorder.undrawnEvents > 0 {
            diagram.title = MarbleReporter.undrawnNote(recorder.undrawnEvents)
        }
        let unshown = recorder.trace.unshownLines
        return ReportPage.Section(
            title: program.title ?? name(of: scenario.path), file: scenario.path, verdict: words,
            verdictClass: verdictClass(verdict),
            graphSVG: GraphSVGRenderer(graph).render(),
            marbleSVG: MarbleSVGRenderer(diagram, maxWidth: marbleWidth).render(),
            expectations: expectations(recorder), loopReport: scenario.loopCheck.map(loopReport) ?? [],
            diagnostics: diagnostics, warnings: warnings, trace: recorder.trace.lines,
            traceNote: unshown > 0 ? "… \(unshown) more lines not shown: a page shows at most "
                + "\(ReportTraceFolder.maxLines) ('bindsim trace' prints every event)" : nil,
            lanes: diagram.lanes.map { $0.kind.isEmpty ? $0.name : "\($0.name) (\($0.kind))" },
            eventsInRun: recorder.trace.eventLines)
    }

    /// Text as lines, without the empty lines it ends with.
    private static func lines(_ text: String) -> [String] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(all.reversed().drop { $0.isEmpty }.reversed())
    }

    /// A scenario without a title is headed by its file's name (its path follows).
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Expectations in the order they were checked, then broken invariants and
    /// loops no `expect loop` followed, each a failure with what the trace says of it.
    static func expectations(_ recorder: PictureRecorder) -> [ReportPage.Expectation] {
        var result = recorder.expectations.map {
            ReportPage.Expectation(line: $0.line, text: $0.source, passed: $0.passed, detail: $0.detail)
        }
        for violation in recorder.violations {
            let values = TraceWording.values(violation.values)
            result.append(ReportPage.Expectation(
                line: violation.line, text: violation.source, passed: false,
                detail: "false after \(TraceWording.place(of: violation.step))" + (values.isEmpty ? "" : ": " + values)))
        }
        for (step, report) in recorder.unexpectedLoops {
            result.append(ReportPage.Expectation(
                line: step.isEnd ? nil : step.line, text: "\(TraceWording.place(of: step)) looped", passed: false,
                detail: "\(report.summary), and no 'expect loop' follows it"))
        }
        return result
    }

    /// The loop check as `trace --loop-check` prints it, without its heading.
    static func loopReport(_ check: LoopCheck) -> [String] {
        let memory = Console.memory()
        TextReporter(console: memory).report(.loopCheck(check))
        return memory.out.text.split(separator: "\n").dropFirst().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
    }
}
