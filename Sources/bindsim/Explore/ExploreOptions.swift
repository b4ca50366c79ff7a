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
    /// A search stops (with a partial report) once its sequences have delivered this
    /// many events in all, setups included: a file whose every sequence loops costs
    /// each sequence its whole loop budget, and would otherwise run them all.
    static let maxSearchEvents = 10_000_000
    /// Shrinking performs at most this many actions (over all the candidates it
    /// runs); past it, the sequence found so far is reported as not proven minimal.
    static let maxShrinkActions = 2_000_000

    /// The options that decide what explore finds, as a command line would give them
    /// (the seed or the depth always, the others when they are not the defaults), so
    /// that a counterexample's header says how to find it again.
    var searchArguments: [String] {
        let defaults = ExploreOptions()
        var arguments: [String] = []
        if let depth {
            arguments += ["--depth", "\(depth)"]
        } else {
            arguments += ["--seed", "\(seed)"]
            if runs != defaults.runs { arguments += ["--runs", "\(runs)"] }
            if steps != defaults.steps { arguments += ["--steps", "\(steps)"] }
        }
        let ignored = ExploreProperty.allCases.filter { !properties.contains($0) }
        if !ignored.isEmpty { arguments += ["--ignore", ignored.map(\.rawValue).joined(separator: ",")] }
        if programmatic { arguments.append("--programmatic") }
        return arguments + run.budgetArguments
    }
}

extension RunOptions {
    /// The budgets that differ from the defaults, as options of `run` (a counterexample
    /// found under them reproduces only under them).
    var budgetArguments: [String] {
        let defaults = RunOptions()
        var arguments: [String] = []
        if budgets.maxReentries != defaults.budgets.maxReentries {
            arguments += ["--max-reentries", "\(budgets.maxReentries)"]
        }
        if budgets.maxEvents != defaults.budgets.maxEvents { arguments += ["--max-events", "\(budgets.maxEvents)"] }
        if budgets.maxTurns != defaults.budgets.maxTurns { arguments += ["--max-turns", "\(budgets.maxTurns)"] }
        if maxSubscriptions != defaults.maxSubscriptions {
            arguments += ["--max-subscriptions", "\(maxSubscriptions)"]
        }
        return arguments
    }
}
