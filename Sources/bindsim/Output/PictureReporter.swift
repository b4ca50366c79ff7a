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
        /// Why it could not be read, its error diagnostics and its run-time error, as
        /// the text reporter writes them (no colour).
        var problems = ""
        /// Its warnings and notes, written the same way.
        var warnings = ""
    }

    let console: Console
    private let errors: TextReporter
    private(set) var scenarios: [Scenario] = []

    /// Whether the recorders keep what a page needs to link its pictures (a report).
    let linking: Bool

    init(console: Console, linking: Bool = false) {
        self.console = console
        self.linking = linking
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
        let recorder = PictureRecorder(linking: linking)
        recorder.scenarioBegan(program, file: file, legend: legend)
        scenarios[scenarios.count - 1].recorder = recorder
    }

    func stepBegan(_ step: StepInfo) { recorder?.stepBegan(step) }
    func keystroke(_ keystroke: Keystroke) { recorder?.keystroke(keystroke) }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        recorder?.traceEvent(event, context)
    }

    func stepEnded(_ record: StepRecord) { recorder?.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) { recorder?.expectationChecked(result) }
    func invariantBroken(_ violation: InvariantViolation) { recorder?.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { recorder?.unexpectedLoop(step, report) }
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) { recorder?.unexpectedError(step, error) }
    func subscriptionUnbound(_ name: String) { recorder?.subscriptionUnbound(name) }
    func blockReceived(_ label: String, value: Value) { recorder?.blockReceived(label, value: value) }

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
            if scenarios.isEmpty { scenarioFileBegins(path: "") }
            // Warnings and notes are kept apart from errors: a page shows them in a box of their own.
            var serious = result
            if case .diagnostics(let diagnostics, let file) = result {
                serious = .diagnostics(diagnostics.filter { $0.severity == .error }, in: file)
                let others = diagnostics.filter { $0.severity != .error }
                if !others.isEmpty { scenarios[scenarios.count - 1].warnings += Self.text(of: .diagnostics(others, in: file)) }
            }
            scenarios[scenarios.count - 1].problems += Self.text(of: serious)
        case .loopCheck(let check):
            guard !scenarios.isEmpty else { return }
            scenarios[scenarios.count - 1].loopCheck = check
        case .checked, .comparison, .explore, .note, .runSummary, .golden, .testSummary, .orderDependent:
            break
        }
    }

    /// A result as the text reporter writes it, without colour.
    private static func text(of result: CommandResult) -> String {
        let memory = Console.memory()
        TextReporter(console: memory).report(result)
        return memory.out.text
    }
}
