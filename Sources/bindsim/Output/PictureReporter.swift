import BindKit

/// Collects scenario runs for the commands that draw once the runs are over
/// (`graph --run`, `report`): for each file, what `PictureRecorder` heard, the
/// loop check, and its diagnostics as text. Diagnostics and run-time errors are
/// also written to standard error, as every command writes them.
final class PictureReporter: Reporter {
    /// One file as the command saw it.
    struct Scenario {
        /// The path as shown (`<stdin>` for `-`).
        var path: String
        /// The run, once the file parsed and checked.
        var recorder: PictureRecorder?
        var loopCheck: LoopCheck?
        /// The analysis its binding graph is coloured by (`bindsim report` adds it once the runs are over).
        var analysis: AnalysedBindingGraph?
        /// Why it could not be read, its diagnostics and its run-time error, as the
        /// text reporter writes them (no colour).
        var problems = ""
    }

    private let errors: TextReporter
    private(set) var scenarios: [Scenario] = []

    init(console: Console) {
        errors = TextReporter(console: console, color: false, detail: .full)
    }

    /// The next file begins: what follows belongs to it.
    func begin(path: String) {
        scenarios.append(Scenario(path: path))
    }

    private var recorder: PictureRecorder? { scenarios.last?.recorder }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        if scenarios.isEmpty { begin(path: file.path) }
        let recorder = PictureRecorder()
        recorder.scenarioBegan(program, file: file, legend: legend)
        scenarios[scenarios.count - 1].recorder = recorder
    }

    func stepBegan(_ step: StepInfo) { recorder?.stepBegan(step) }
    func keystroke(_ keystroke: Keystroke) { recorder?.keystroke(keystroke) }

    func traceEvent(_ event: TraceEvent, depth: Int, overwrites: Value?) {
        recorder?.traceEvent(event, depth: depth, overwrites: overwrites)
    }

    func stepEnded(_ record: StepRecord) { recorder?.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) { recorder?.expectationChecked(result) }
    func invariantBroken(_ violation: InvariantViolation) { recorder?.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { recorder?.unexpectedLoop(step, report) }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        recorder?.scenarioEnded(outcome, finalValues: finalValues)
    }

    // MARK: Problems: on standard error, and kept as text

    func unreadable(path: String, reason: String) {
        errors.unreadable(path: path, reason: reason)
        keep { $0.unreadable(path: path, reason: reason) }
    }

    func diagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        errors.diagnostics(diagnostics, in: file)
        keep { $0.diagnostics(diagnostics, in: file) }
    }

    func runtimeError(_ error: RuntimeError, in file: SourceFile) {
        errors.runtimeError(error, in: file)
        keep { $0.runtimeError(error, in: file) }
    }

    /// What `report` writes through a text reporter, kept for the current file.
    private func keep(_ report: (TextReporter) -> Void) {
        let memory = Console.memory()
        report(TextReporter(console: memory, color: false, detail: .full))
        if scenarios.isEmpty { begin(path: "") }
        scenarios[scenarios.count - 1].problems += memory.out.text
    }

    func loopCheck(_ check: LoopCheck) {
        guard !scenarios.isEmpty else { return }
        scenarios[scenarios.count - 1].loopCheck = check
    }

    // The commands that use this reporter print no summaries of their own through it.
    func checked(path: String, program: Program, cycles: [StaticCycle], roundTripWarnings: Int) {}
    func comparison(_ rows: [ComparisonRow]) {}
    func exploreReport(_ report: ExploreReport) {}
    func note(_ text: String) {}
    func runSummary(passed: Int, failed: Int, notRun: Int) {}
    func goldenResult(_ result: GoldenResult) {}
    func testSummary(passed: Int, failed: Int) {}
}
