/// What a command reports besides a run's events, one case a kind of result. A new
/// kind is a new case: every reporter that renders results itself is then told by the
/// compiler to render it too.
enum CommandResult {
    /// A file that could not be read.
    case unreadable(path: String, reason: String)
    /// The front end's diagnostics for one file (errors and warnings), or the warnings
    /// of the analyses (the round-trip check, `check`'s unguarded cycles).
    case diagnostics([Diagnostic], in: SourceFile)
    /// The run-time error that stopped a run.
    case runtimeError(RuntimeError, in: SourceFile)
    /// The loop check of one scenario (`trace --loop-check`).
    case loopCheck(LoopCheck)
    /// `bindsim check`'s result for one file that parsed and checked.
    case checked(path: String, program: Program, cycles: [StaticCycle], roundTripWarnings: Int)
    /// The comparison table over several scenarios (or the style variants of one).
    case comparison([ComparisonRow])
    /// What `bindsim explore` found.
    case explore(ExploreReport)
    /// Expectations that held under some orders of an unspecified subscriber set and failed
    /// under others (`--orders`).
    case orderDependent([OrderDependence])
    /// A remark about how the command ran (`--styles` on a scenario with no two-way binding).
    case note(String)
    /// The last line of `run`: expectations over all files that ran, and how many could
    /// not run (unreadable, invalid).
    case runSummary(passed: Int, failed: Int, notRun: Int)
    /// One golden test of `bindsim test`.
    case golden(GoldenResult)
    /// The last line of `test`.
    case testSummary(passed: Int, failed: Int)
}

/// An expectation whose outcome depends on an unspecified order (`--orders`): where it is, and
/// the orders (as `OrderEnumeration.description` writes them) under which it held and failed.
struct OrderDependence {
    var path: String
    var line: Int
    var column: Int
    var source: String
    var holdsFor: [String]
    var failsFor: [String]

    /// `order-dependent: holds only for a: T1, T2 (fails for a: T2, T1)`.
    var message: String {
        "order-dependent: holds only for " + holdsFor.joined(separator: " | ")
            + " (fails for " + failsFor.joined(separator: " | ") + ")"
    }
}
