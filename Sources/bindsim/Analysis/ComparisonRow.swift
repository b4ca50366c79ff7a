/// One scenario's row of the comparison table (`trace --loop-check` over several
/// files or `--styles`, the report): its counts and its verdict, decided here.
struct ComparisonRow {
    var path: String
    var steps: Int?
    var events: Int?
    var deepestNesting: Int?
    var loops: Int?
    /// Times a step ended with the user's edit of a control overwritten (0: every edit kept).
    var lostEdits: Int?
    var verdict: ScenarioVerdict

    /// The row of the scenario at `path`; `outcome` is nil when it did not run.
    init(path: String, outcome: ScenarioOutcome?) {
        self.path = path
        steps = outcome?.steps
        events = outcome?.events
        deepestNesting = outcome?.deepestNesting
        loops = outcome?.loops.count
        lostEdits = outcome?.lostEdits
        verdict = ScenarioVerdict.of(outcome)
    }
}
