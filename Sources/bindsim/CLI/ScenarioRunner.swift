/// Runs one scenario file for a command: front end, a `ScenarioRun`, the loop
/// check, all reported through one `Reporter`.
struct ScenarioRunner {
    enum Mode {
        case run, trace, traceWithLoopCheck

        /// How much of the trace the reporter prints: `run` only what a step's events amount to.
        var traceDetail: TraceDetail { self == .run ? .compact : .full }
    }

    /// What one file contributed to a command's summary.
    struct FileResult {
        var path: String
        var status: ExitCode
        /// The file as read and checked (nil when it could not be).
        var scenario: LoadedScenario?
        /// How its run ended (nil when it did not run).
        var outcome: ScenarioOutcome?
    }

    let reporter: Reporter
    let console: Console
    let runOptions: RunOptions

    /// Runs the scenario at `path`, shown as `shownAs` (a golden test shows the file name only).
    func run(path: String, shownAs: String? = nil, mode: Mode) -> FileResult {
        let shown = shownAs ?? ScenarioPaths.shown(path)
        reporter.scenarioFileBegins(path: shown)
        guard let scenario = LoadedScenario.load(path, shownAs: shown, reportingTo: reporter) else {
            return FileResult(path: shown, status: .invalidInput)
        }
        let (program, file) = (scenario.program, scenario.file)
        if mode == .traceWithLoopCheck { reporter.report(.diagnostics(RoundTripCheck(program: program).diagnostics(), in: file)) }
        let run = ScenarioRun(program: program, file: file, options: runOptions, listener: reporter)
        let outcome = run.runWholeFile()
        if let error = outcome.runtimeError { reporter.report(.runtimeError(error, in: file)) }
        if mode == .traceWithLoopCheck { reporter.report(.loopCheck(LoopCheck(program: program, outcome: outcome))) }
        TeardownAtExit.keep(run, program, file, when: console.isReal)
        return FileResult(path: file.path, status: .of(outcome), scenario: scenario, outcome: outcome)
    }

    /// Runs `scenario` again once per style in `styles`, with every two-way binding
    /// in that style (`--styles`); a scenario without a two-way binding gets a note.
    func runStyleVariants(of scenario: LoadedScenario, styles: [BindingStyle], mode: Mode) -> [FileResult] {
        guard !styles.isEmpty else { return [] }
        let program = scenario.program
        guard program.hasTwoWayBinding else {
            reporter.report(.note("\(scenario.file.path) has no two-way binding: it runs once, as written"))
            return []
        }
        var results: [FileResult] = []
        for style in styles {
            var options = runOptions
            options.twoWayStyle = style
            let variant = scenario.file.named("\(scenario.file.path) [\(style.rawValue)]")
            reporter.scenarioFileBegins(path: variant.path)
            let run = ScenarioRun(program: program, file: variant, options: options, listener: reporter)
            let outcome = run.runWholeFile()
            if let error = outcome.runtimeError { reporter.report(.runtimeError(error, in: variant)) }
            if mode == .traceWithLoopCheck {
                reporter.report(.loopCheck(LoopCheck(program: program, twoWayStyle: style, outcome: outcome)))
            }
            results.append(FileResult(path: variant.path, status: .of(outcome), scenario: scenario, outcome: outcome))
        }
        return results
    }

    /// A file a folder walk met that cannot be a scenario (a named pipe): reported, never opened.
    func skip(_ path: String, because problem: String) -> FileResult {
        let shown = ScenarioPaths.shown(path)
        reporter.scenarioFileBegins(path: shown)
        reporter.report(.unreadable(path: shown, reason: problem))
        return FileResult(path: shown, status: .invalidInput)
    }

    /// Parses and checks only, for `bindsim check`.
    func check(path rawPath: String) -> FileResult {
        let path = ScenarioPaths.shown(rawPath)
        guard let scenario = LoadedScenario.load(rawPath, shownAs: path, reportingTo: reporter) else {
            return FileResult(path: path, status: .invalidInput)
        }
        let (program, file) = (scenario.program, scenario.file)
        let check = StaticCheck(program: program)
        reporter.report(.diagnostics(check.diagnostics, in: file))
        reporter.report(.checked(path: path, program: program, cycles: check.cycles,
                                 roundTripWarnings: check.roundTripWarnings))
        TeardownAtExit.keep(program, check.cycles, file, when: console.isReal)
        return FileResult(path: path, status: .success, scenario: scenario)
    }
}
