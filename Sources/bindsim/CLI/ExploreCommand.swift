import Foundation
import BindKit
#if canImport(Glibc)
import Glibc
#endif

/// Runs `bindsim explore FILE`: searches, shrinks, reports, and writes the
/// counterexample with `--out`. Exit 0: nothing failed; 1: a counterexample (or
/// a failing setup); 2: the file could not be read, parsed or checked.
struct ExploreCommand {
    let reporter: Reporter
    let console: Console
    let options: ExploreOptions
    /// Whether to show a progress line on standard error (only when it is a terminal).
    let showsProgress: Bool

    /// Explores the scenario at `path`, shown as `shownAs` (a golden test shows the file name only).
    func run(path: String, shownAs: String? = nil) -> ExitCode {
        guard let scenario = LoadedScenario.load(path, shownAs: shownAs, reportingTo: reporter),
              let alphabet = alphabet(of: scenario) else { return .invalidInput }
        if let problem = outProblem(explored: path) {
            console.err.line("Error: \(FileSystemPath.shown(problem))")
            return .usage
        }
        var report = ExploreReport(
            file: scenario.file.path, runs: options.depth == nil ? options.runs : nil,
            steps: options.depth == nil ? options.steps : nil, seed: options.depth == nil ? options.seed : nil,
            depth: options.depth, alphabetSize: alphabet.actions.count,
            properties: ExploreProperty.applicable(to: scenario.program).filter(options.properties.contains),
            sequences: 0, actions: 0, failingSequences: 0)
        let explorer = Explorer(program: scenario.program, file: scenario.file, options: options, alphabet: alphabet)
        if let failure = explorer.runner.setupFailure() {
            report.setupFailure = failure
            reporter.report(.explore(report))
            return .expectationFailed
        }
        guard !alphabet.actions.isEmpty else {
            // Nothing tried is not a clean result: say why, and fail like a file that cannot be explored.
            let start = SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1))
            let nothing = Diagnostic(.error, .nothingToExplore(programmatic: options.programmatic), at: start,
                                     help: .declareWhatTheUserEdits(programmatic: options.programmatic))
            reporter.report(.diagnostics([nothing], in: scenario.file))
            return .invalidInput
        }
        guard let plan = plan(explorer, alphabet: alphabet, shown: scenario.file.path) else { return .usage }
        let search = self.search(explorer, plan)
        guard search.threads.started > 0 else {
            console.err.line("Error: cannot start \(search.threads.asked) thread\(search.threads.asked == 1 ? "" : "s") "
                             + "for the search (each needs a \(SearchThreads.stackSize >> 20) MiB stack): "
                             + "the address space is too small (ulimit -v?)")
            return .invalidInput
        }
        if search.threads.started < search.threads.asked {
            // Standard error only: the report does not depend on the number of jobs.
            console.err.line("note: started \(search.threads.started) of \(search.threads.asked) threads "
                             + "(the address space is limited): the search ran on \(search.threads.started)")
        }
        report.sequences = search.sequences
        report.actions = search.actions
        report.failingSequences = search.failingSequences
        report.stoppedEarly = search.stoppedEarly
        report.plannedSequences = plan.total
        report.otherFailures = search.others.map {
            ExploreReport.Other(failure: $0.failure, firstNumber: $0.firstNumber, sequences: $0.sequences)
        }
        guard let found = search.found else {
            reporter.report(.explore(report))
            if let out = options.outPath { reporter.report(.note("nothing written to \(FileSystemPath.shown(out)): no counterexample")) }
            // A search cut short found nothing in the part it ran: not a clean result.
            return search.stoppedEarly == nil ? .success : .expectationFailed
        }
        report.counterexample = shrinkAndWrite(found, explorer: explorer, scenario: scenario, alphabet: alphabet)
        reporter.report(.explore(report))
        if let out = options.outPath, let text = report.counterexample?.scenario {
            do {
                try OutputFile(path: out).write(text)
            } catch {
                console.err.line("bindsim: error: cannot write \(FileSystemPath.shown(out)): \(error.message)")
                return .invalidInput
            }
        }
        return .expectationFailed
    }

    /// The actions explore chooses from, or nil after reporting why the file's
    /// `explore … with` statements give none.
    private func alphabet(of scenario: LoadedScenario) -> ActionAlphabet? {
        do {
            return try ActionAlphabet(program: scenario.program, programmatic: options.programmatic,
                                      longestSequence: options.depth ?? options.steps)
        } catch {
            switch error {
            case .notEditable(let reference, let kind):
                let help = kind.isProgrammaticOnly ? DiagnosticHelp.programmaticExplore : .userKinds
                let notEditable = Diagnostic(.error, .userNotAllowed(kind: kind.keyword, name: reference.name,
                                                                     statement: "explore"),
                                             at: reference.range, help: help)
                reporter.report(.diagnostics([notEditable], in: scenario.file))
            case .valueFails(let failure):
                reporter.report(.runtimeError(failure, in: scenario.file))
            }
            return nil
        }
    }

    /// The sequences to run: how many, and the one with each number.
    private struct Plan {
        var total: Int
        var sequence: @Sendable (Int) -> [Action]
    }

    /// Every sequence of `--depth` actions, or `--runs` random ones; nil after saying on
    /// standard error that the depth asks for too many sequences.
    private func plan(_ explorer: Explorer, alphabet: ActionAlphabet, shown: String) -> Plan? {
        guard let depth = options.depth else {
            return Plan(total: options.runs, sequence: { explorer.randomSequence($0) })
        }
        guard let count = Explorer.sequenceCount(actions: alphabet.actions.count, depth: depth) else {
            console.err.line("Error: --depth \(depth) over the \(alphabet.actions.count) actions of \(shown) is more "
                             + "than \(ExploreOptions.maxSequences) sequences (\(alphabet.actions.count)^\(depth))")
            console.err.line("help: use a smaller --depth, name the nodes to explore with 'explore NAME with [...]', "
                             + "or search at random with --runs")
            return nil
        }
        return Plan(total: count, sequence: { explorer.exhaustiveSequence($0, depth: depth) })
    }

    /// Runs the plan's sequences, with a progress line on a terminal.
    private func search(_ explorer: Explorer, _ plan: Plan) -> Explorer.Search {
        let progress = showsProgress ? ProgressLine(console: console) : nil
        var onProgress: (@Sendable (Int, Int) -> Void)?
        if let progress {
            onProgress = { done, failing in progress.show(done, of: plan.total, failing: failing) }
        }
        // The first Ctrl-C stops the search at the next sequence and reports what it found.
        let search = Interruption.stoppingOnInterrupt {
            explorer.search(total: plan.total, sequence: plan.sequence, shouldStop: { Interruption.isRequested },
                            progress: onProgress)
        }
        progress?.clear()
        return search
    }

    /// Why `--out` cannot be used (checked before searching), or nil.
    private func outProblem(explored path: String) -> String? {
        guard let out = options.outPath else { return nil }
        if out == "-" {
            return "--out needs a file: the report already goes to standard output"
        }
        if OutputFile(path: out).overwritten(among: [path]) != nil {
            return "--out \(FileSystemPath.shown(out)) is the scenario being explored: writing the counterexample there would replace it"
        }
        return nil
    }

    private func shrinkAndWrite(_ found: Explorer.Found, explorer: Explorer, scenario: LoadedScenario,
                                alphabet: ActionAlphabet) -> ExploreReport.Found {
        let (program, file) = (scenario.program, scenario.file)
        let shrinker = Shrinker(runner: explorer.runner, alphabet: alphabet)
        let shrunk = shrinker.shrink(found.actions, failure: found.failure)
        let actions = shrunk.actions
        let failure = shrunk.result.failure ?? found.failure
        let (concrete, endWait) = explorer.runner.concrete(actions, failedAtEnd: shrunk.result.failedAt >= actions.count)
        var found = ExploreReport.Found(
            failure: failure, number: found.number, originalLength: found.actions.count, length: actions.count,
            valuesSimplified: actions.count == found.actions.count && actions != found.actions,
            minimal: shrunk.minimal, endWait: endWait, actions: [], lastStepTrace: "", scenario: "")
        let command = (["bindsim", "explore", file.path] + options.searchArguments).joined(separator: " ")
        let origin = options.depth == nil ? "run \(found.number)" : "sequence \(found.number)"
        var header = ["# found by: \(command) (\(origin), \(found.sizeDescription))",
                      "# property: \(failure.property.rawValue) — \(failure.detail)"]
        let budgets = options.run.budgetArguments
        if !budgets.isEmpty {
            // Found under these budgets, it reproduces only under them: `bindsim test` reads this line.
            header.insert("# args: " + budgets.joined(separator: " "), at: 0)
            header.append("# run it with: bindsim run \(budgets.joined(separator: " ")) FILE")
        }
        let counterexample = Counterexample(program: program, file: file, actions: concrete, failure: failure,
                                            endWait: endWait, header: header)
        found.actions = counterexample.actions
        found.runArguments = budgets
        found.scenario = counterexample.scenario
        found.lastStepTrace = ExploreCommand.lastStepTrace(of: counterexample.scenario,
                                                           name: options.outPath ?? "counterexample",
                                                           options: options.run)
        return found
    }

    /// The trace of the last step of `scenario`: from its last step line to its final values.
    static func lastStepTrace(of scenario: String, name: String, options: RunOptions) -> String {
        let file = SourceFile(path: name, text: scenario)
        guard let program = Frontend.parseAndCheck(file).program else { return "" }
        let console = Console.memory()
        let reporter = LastStepListener(TextReporter(console: console, color: false, detail: .full), console: console)
        let outcome = ScenarioRun(program: program, file: file, options: options, listener: reporter).runWholeFile()
        // The last action's step: the counterexample ends with it (and its expectation).
        let lines = console.out.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.lastIndex(where: { $0.hasPrefix("step ") }) else { return "" }
        let end = lines[(start + 1)...].firstIndex {
            $0.hasPrefix("end ") || $0.hasPrefix("  final ") || $0.hasPrefix("stopped by a run-time error")
        } ?? lines.count
        var trace = lines[start..<end].joined(separator: "\n") + "\n"
        if let error = outcome.runtimeError {
            trace += DiagnosticRenderer(file: file, color: false)
                .render(Diagnostic(.error, .runtime(error.message), at: error.range,
                                   help: error.message.help.map(DiagnosticHelp.runtime)))
        }
        return trace
    }
}

/// Passes a run on to a text reporter writing into memory, and forgets what the
/// reporter wrote before each step (but the `end` step): what is kept is the last
/// action's step and what follows it, so the memory used is that step's trace, not
/// the whole run's.
private final class LastStepListener: RunListener {
    private let reporter: TextReporter
    private let console: Console

    init(_ reporter: TextReporter, console: Console) {
        self.reporter = reporter
        self.console = console
    }

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        reporter.scenarioBegan(program, file: file, legend: legend)
    }

    func stepBegan(_ step: StepInfo) {
        if !step.isEnd { console.out.discardCaptured() }
        reporter.stepBegan(step)
    }

    func keystroke(_ keystroke: Keystroke) { reporter.keystroke(keystroke) }
    func traceEvent(_ event: RunEvent, _ context: EventContext) { reporter.traceEvent(event, context) }
    func stepEnded(_ record: StepRecord) { reporter.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) { reporter.expectationChecked(result) }
    func invariantBroken(_ violation: InvariantViolation) { reporter.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { reporter.unexpectedLoop(step, report) }
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) { reporter.unexpectedError(step, error) }
    func subscriptionUnbound(_ name: String) { reporter.subscriptionUnbound(name) }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        reporter.scenarioEnded(outcome, finalValues: finalValues)
    }
}

/// The progress line on standard error: runs done, failures, runs per second.
private final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private let started = Date()
    private var lastShown = Date.distantPast

    init(console: Console) {
        self.console = console
    }

    func show(_ done: Int, of total: Int, failing: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(lastShown) > 0.2 || done == total else { return }
        lastShown = now
        let rate = Double(done) / max(now.timeIntervalSince(started), 0.001)
        console.err.write("\r\u{1B}[2Kexplore: \(done)/\(total) sequences, \(failing) failing, \(Int(rate))/s")
        console.err.flush()
    }

    func clear() {
        console.err.write("\r\u{1B}[2K")
        console.err.flush()
    }
}
