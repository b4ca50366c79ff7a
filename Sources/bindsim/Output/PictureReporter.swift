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

    let console: Console
    private let errors: TextReporter
    private(set) var scenarios: [Scenario] = []

    init(console: Console) {
        self.console = console
        errors = TextReporter(console: console)
    }

    /// The next file begins: what follows belongs to it.
    func scenarioFileBegins(path: String) {
        scenarios.append(Scenario(path: path))
    }

    private var recorder: PictureRecorder? { scenarios.last?.recorder }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        if scenarios.isEmpty { scenarioFileBegins(path: file.path) }
        let recorder = PictureRecorder()
        recorder.scenarioBegan(program, file: file, legend: legend)
        scenarios[scenarios.count - 1].recorder = recorder
    }

    func stepBegan(_ step: StepInfo) { recorder?.stepBegan(step) }
    func keystroke(_ keystroke: Keystroke) { recorder?.keystroke(keystroke) }

    func traceEvent(_ event: TraceEvent, _ context: EventContext) {
        recorder?.traceEvent(event, context)
    }

    func stepEnded(_ record: StepRecord) { recorder?.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) { recorder?.expectationChecked(result) }
    func invariantBroken(_ violation: InvariantViolation) { recorder?.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { recorder?.unexpectedLoop(step, report) }
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) { recorder?.unexpectedError(step, error) }
    func subscriptionUnbound(_ name: String) { recorder?.subscriptionUnbound(name) }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        recorder?.scenarioEnded(outcome, finalValues: finalValues)
    }

    // MARK: Results

    /// Problems go to standard error and are kept with the file, as text; the loop
    /// check is kept. The commands that use this reporter print no summaries through it.
    func report(_ result: CommandResult) {
        switch result {
        case .unreadable, .diagnostics, .runtimeError:
            errors.report(result)
            let memory = Console.memory()
            TextReporter(console: memory).report(result)
            if scenarios.isEmpty { scenarioFileBegins(path: "") }
            scenarios[scenarios.count - 1].problems += memory.out.text
        case .loopCheck(let check):
            guard !scenarios.isEmpty else { return }
            scenarios[scenarios.count - 1].loopCheck = check
        case .checked, .comparison, .explore, .note, .runSummary, .golden, .testSummary:
            break
        }
    }
}
