/// Runs one scenario file for a command: front end, a `ScenarioRun`, the loop
/// check, all reported through one `Reporter`.
struct ScenarioRunner {
    enum Mode { case run, trace, traceWithLoopCheck }

    /// What one file contributed to a command's summary.
    struct FileResult {
        var path: String
        /// 0 ok, 1 an expectation failed or a loop was unexpected, 2 unreadable/invalid/run-time error.
        var status: Int32
        var outcome: ScenarioOutcome?
    }

    let reporter: Reporter
    let console: Console
    let runOptions: RunOptions

    /// Runs the scenario at `path`, shown as `displayPath` (a golden test shows the file name only).
    func run(path: String, displayPath: String? = nil, mode: Mode) -> FileResult {
        let shownPath = displayPath ?? (path == "-" ? "<stdin>" : path)
        var result = FileResult(path: shownPath, status: 2)
        guard let file = load(path, shownAs: shownPath),
              let program = frontEnd(file) else { return result }
        if mode == .traceWithLoopCheck { reporter.diagnostics(RoundTripCheck(program: program).diagnostics(), in: file) }
        let run = ScenarioRun(program: program, file: file, options: runOptions, listener: reporter)
        let outcome = run.runWholeFile()
        result.outcome = outcome
        if let error = outcome.runtimeError {
            reporter.runtimeError(error, in: file)
            result.status = 2
        } else {
            result.status = outcome.failed > 0 ? 1 : 0
        }
        if mode == .traceWithLoopCheck {
            let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
            reporter.loopCheck(LoopCheck(cycles: cycles, outcome: outcome))
        }
        TeardownAtExit.keep(run, program, file, when: console.isReal)
        return result
    }

    /// Runs the scenario again once per style in `styles`, with every two-way binding
    /// in that style (`--styles`); a scenario without a two-way binding gets a note.
    /// `beforeEach` runs before each variant (the text format separates them with a blank line).
    func runStyleVariants(path: String, styles: [BindingStyle], mode: Mode,
                          beforeEach: () -> Void = {}) -> [FileResult] {
        guard !styles.isEmpty else { return [] }
        let shownPath = path == "-" ? "<stdin>" : path
        guard let file = try? ScenarioLoader.load(path), let program = Frontend.parseAndCheck(file).program else { return [] }
        guard program.hasTwoWayBinding else {
            reporter.note("\(shownPath) has no two-way binding: it runs once, as written")
            return []
        }
        var results: [FileResult] = []
        for style in styles {
            beforeEach()
            var options = runOptions
            options.twoWayStyle = style
            let variant = file.named("\(shownPath) [\(style.rawValue)]")
            let run = ScenarioRun(program: program, file: variant, options: options, listener: reporter)
            let outcome = run.runWholeFile()
            if let error = outcome.runtimeError { reporter.runtimeError(error, in: variant) }
            if mode == .traceWithLoopCheck {
                let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program, twoWayStyle: style))
                reporter.loopCheck(LoopCheck(cycles: cycles, outcome: outcome))
            }
            results.append(FileResult(path: variant.path, status: outcome.runtimeError != nil ? 2 : (outcome.failed > 0 ? 1 : 0),
                                      outcome: outcome))
        }
        return results
    }

    /// Parses and checks only, for `bindsim check`.
    func check(path: String) -> FileResult {
        var result = FileResult(path: path, status: 2)
        guard let file = load(path, shownAs: path), let program = frontEnd(file) else { return result }
        result.status = 0
        let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        // An unguarded cycle is not "ok": it is a warning at the binding that closes it.
        let warnings = cycles.compactMap { cycle -> Diagnostic? in
            guard cycle.hasUnguardedCycle, let index = cycle.closingStatement else { return nil }
            return Diagnostic(.warning, .unguardedCycle(cycle.path.joined(separator: " -> ")),
                              at: program.statements[index].range, help: .guardTheCycle)
        }
        let roundTrips = RoundTripCheck(program: program).diagnostics()
        reporter.diagnostics(Diagnostic.inSourceOrder(warnings + roundTrips), in: file)
        reporter.checked(path: path, program: program, cycles: cycles,
                         roundTripWarnings: roundTrips.filter { $0.severity == .warning }.count)
        TeardownAtExit.keep(program, cycles, file, when: console.isReal)
        return result
    }

    private func load(_ path: String, shownAs shownPath: String) -> SourceFile? {
        do {
            let file = try ScenarioLoader.load(path)
            return file.named(shownPath)
        } catch {
            if case .unreadable(_, let reason) = error { reporter.unreadable(path: shownPath, reason: reason) }
            return nil
        }
    }

    /// The checked program, after reporting the front end's diagnostics; nil on errors.
    private func frontEnd(_ file: SourceFile) -> Program? {
        let (program, diagnostics) = Frontend.parseAndCheck(file)
        reporter.diagnostics(diagnostics, in: file)
        return program
    }
}
