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
