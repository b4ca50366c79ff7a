/// The text format with `--quiet` (`run`, `test`): only what failed and the summary. Each
/// failure of a run is one line that names its file and line, since no scenario header is
/// printed (`forms/x.txt:12: FAILED  expect a == 1`, then what was found); errors, failed
/// goldens and the summary are written as the text format writes them.
final class QuietReporter: Reporter {
    let console: Console
    private let text: TextReporter
    private let paint: Painter
    /// The scenario being run, as shown.
    private var path = ""
    /// Its failures so far, written in line order when it ends (a step's loop is known
    /// only after the expectations that follow it).
    private var failures: [(line: Int, text: [String])] = []

    init(console: Console, color: Bool) {
        self.console = console
        self.text = TextReporter(console: console, color: color, detail: .compact)
        self.paint = Painter(enabled: color)
    }

    private func failure(line: Int, _ what: String, detail: String? = nil) {
        failures.append((line, ["\(path):\(line): " + paint.red("FAILED") + "  " + what] + (detail.map { ["    " + $0] } ?? [])))
    }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        // A stable sort: failures of one line keep the order the run found them in.
        for failure in failures.enumerated().sorted(by: { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }) {
            for line in failure.element.text { console.out.line(line) }
        }
        failures.removeAll()
    }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        path = file.path
    }

    func expectationChecked(_ result: ExpectationResult) {
        guard !result.passed, result.fixed == nil else { return }
        failure(line: result.line, result.source, detail: result.detail)
    }

    func invariantBroken(_ violation: InvariantViolation) {
        let name = violation.name.map { " \(LiteralText.quoted($0))" } ?? ""
        failure(line: violation.line, "invariant\(name) is false after \(TraceWording.place(of: violation.step)): "
                    + violation.source,
                detail: violation.values.isEmpty ? nil : TraceWording.values(violation.values))
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        failure(line: step.line, "\(TraceWording.place(of: step)) looped (\(report.summary)) and no 'expect loop' follows it")
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        let raised = error.error.range.start
        failure(line: step.line, "an error ended \(error.label) in \(TraceWording.place(of: step)) "
                    + "and no 'expect error' follows it",
                detail: "at \(raised.line):\(raised.column): \(error.error.message.text) [\(error.error.message.code)]")
    }

    // MARK: Results

    func report(_ result: CommandResult) {
        switch result {
        case .unreadable, .runtimeError, .runSummary, .testSummary, .orderDependent:
            text.report(result)
        case .diagnostics(let diagnostics, let file):
            // Warnings do not fail a scenario: only its errors are shown.
            text.report(.diagnostics(diagnostics.filter { $0.severity == .error }, in: file))
        case .golden(let golden):
            if !golden.passed { text.report(result) }
        case .loopCheck, .checked, .comparison, .explore, .note:
            break
        }
    }
}
