import BindKit

/// Where a command's results go: the one interface every output format
/// implements (text and JSON today; graph, marble and report outputs are more
/// of them). Printers render what the interpreter and Analysis decided; they
/// compute no semantics.
protocol Reporter: RunListener {
    /// A file that could not be read.
    func unreadable(path: String, reason: String)
    /// The front end's diagnostics for one file (errors and warnings).
    func diagnostics(_ diagnostics: [Diagnostic], in file: SourceFile)
    /// The run-time error that stopped a run.
    func runtimeError(_ error: RuntimeError, in file: SourceFile)
    /// The loop check of one scenario (`trace --loop-check`).
    func loopCheck(_ check: LoopCheck)
    /// `bindsim check`'s result for one file that parsed and checked.
    func checked(path: String, program: Program, cycles: [StaticCycle], roundTripWarnings: Int)
    /// The comparison table over several scenarios (or the style variants of one).
    func comparison(_ rows: [ComparisonRow])
    /// What `bindsim explore` found.
    func exploreReport(_ report: ExploreReport)
    /// A remark about how the command ran (`--styles` on a scenario with no two-way binding).
    func note(_ text: String)
    /// The last line of `run`: expectations over all files that ran, and how many
    /// could not run (unreadable, invalid).
    func runSummary(passed: Int, failed: Int, notRun: Int)
    /// One golden test of `bindsim test`.
    func goldenResult(_ result: GoldenResult)
    /// The last line of `test`.
    func testSummary(passed: Int, failed: Int)
}

/// The result of one golden test.
struct GoldenResult {
    enum Status: String {
        /// The output matched the golden.
        case passed
        /// The golden was (re)written with `--update`.
        case recorded
        /// The output differs from the golden: `report` is the unified diff.
        case differs
        /// The scenario has no golden.
        case missingGolden = "missing_golden"
        /// The scenario could not be tested (an unreadable path, an invalid `# args:` line,
        /// a golden that cannot be written or read): `report` says why.
        case error
    }

    var path: String
    var status: Status
    var report: String?
    /// The scenario's own exit status as its golden records it.
    var scenarioStatus = ExitCode.success
    /// Expectations of the scenario that failed (the golden may still match).
    var failedInside = 0

    var passed: Bool { status == .passed || status == .recorded }
}

/// The output formats of the commands that run or check scenarios (`marble` and
/// `svg`, `trace`'s marble diagrams, see pictures.md).
enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, marble, svg
}

/// The reporter for a format: `detail` chooses `run`'s compact trace or `trace`'s full one.
func makeReporter(_ format: OutputFormat, console: Console, color: Bool, detail: TraceDetail) -> Reporter {
    switch format {
    case .text: TextReporter(console: console, color: color, detail: detail)
    case .json: JSONReporter(out: console.out, detail: detail)
    case .marble: MarbleReporter(console: console, drawing: .text)
    case .svg: MarbleReporter(console: console, drawing: .svg)
    }
}

/// How much of the trace a reporter shows: `trace` shows every event; `run`
/// (compact) shows announcements, silent sets, drops, timers firing and cut-offs.
enum TraceDetail {
    case full, compact
}
