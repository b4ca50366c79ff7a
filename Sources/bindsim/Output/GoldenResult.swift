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

extension GoldenResult {
    /// How many lines of a report (a diff) a CI format shows.
    static let shownLines = 20

    /// The first `limit` lines of `report`, and how many more there are: what a CI
    /// annotation or a JUnit failure carries of a long diff.
    static func firstLines(of report: String, limit: Int = shownLines) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(report.hasSuffix("\n") ? 1 : 0)
        guard lines.count > limit else { return lines.joined(separator: "\n") }
        let more = lines.count - limit
        return lines.prefix(limit).joined(separator: "\n") + "\n… \(more) more line\(more == 1 ? "" : "s")"
    }
}
