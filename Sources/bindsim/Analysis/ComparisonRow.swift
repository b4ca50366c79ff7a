/// One scenario's row of the comparison table (`trace --loop-check` over several
/// files or `--styles`, the report): its counts and its verdict, decided here.
struct ComparisonRow {
    var path: String
    var steps: Int?
    var events: Int?
    var deepestNesting: Int?
    var loops: Int?
    /// User edits of fields and terminals, and how many the program lost (0: every edit kept).
    var edits: Int?
    var lostEdits: Int?
    var verdict: ScenarioVerdict
    /// For a `--styles` variant whose verdict is `fixed`: what the style fixed.
    var fixed: [FixedBehaviour]

    /// The row of the scenario at `path`; `outcome` is nil when it did not run.
    init(path: String, outcome: ScenarioOutcome?) {
        self.path = path
        steps = outcome?.steps
        events = outcome?.events
        deepestNesting = outcome?.deepestNesting
        loops = outcome?.loops.count
        edits = outcome?.edits
        lostEdits = outcome?.lostEdits
        verdict = ScenarioVerdict.of(outcome)
        fixed = outcome?.fixed ?? []
    }
}
