/// How `bindsim explore` searches (explore.md, "Search").
struct ExploreOptions: Sendable {
    /// Random sequences to run (`--runs`).
    var runs = 1000
    /// Longest random sequence (`--steps`); each run's length is uniform in 1…steps.
    var steps = 8
    /// The seed of the random sequences (`--seed`).
    var seed: UInt64 = 1
    /// Instead of random runs, every sequence of exactly this many actions (`--depth`).
    var depth: Int?
    /// Threads that run sequences (`--jobs`); the output does not depend on it.
    var jobs = 1 {
        didSet { jobsGiven = true }
    }
    /// Whether `--jobs` was given (else the command uses the number of cores).
    private(set) var jobsGiven = false
    /// Where to write the counterexample scenario (`--out`).
    var outPath: String?
    /// The properties checked (all but those `--ignore` names).
    var properties: Set<ExploreProperty> = Set(ExploreProperty.allCases)
    /// Whether `set` on relays is an action too (`--programmatic`).
    var programmatic = false
    /// The budgets and limits of every run.
    var run = RunOptions()

    /// Exhaustive search runs at most this many sequences.
    static let maxSequences = 10_000_000
}
