/// What `bindsim explore` found, for a reporter to show (no durations: the
/// output stays deterministic).
struct ExploreReport: Sendable {
    var file: String
    /// Random search (runs, steps, seed) or exhaustive search (depth).
    var runs: Int?
    var steps: Int?
    var seed: UInt64?
    var depth: Int?
    /// The number of distinct actions explore chose from.
    var alphabetSize: Int
    var properties: [ExploreProperty]
    /// Sequences run and actions performed in all (setup steps not counted).
    var sequences: Int
    var actions: Int
    var failingSequences: Int
    /// Why the search ended before its last sequence (a partial report), or nil.
    var stoppedEarly: ExploreStop?
    /// The sequences the search would have run.
    var plannedSequences: Int?
    /// A failure of the setup itself (reported once, not shrunk).
    var setupFailure: ExploreFailure?
    var counterexample: Found?
    /// The other distinct failures seen (not shrunk), by the first run that showed each.
    var otherFailures: [Other] = []

    struct Other: Sendable {
        var failure: ExploreFailure
        var firstNumber: Int
        var sequences: Int
    }

    /// A shrunk failure.
    struct Found: Sendable {
        var failure: ExploreFailure
        /// The run number or the exhaustive sequence's index where it was found (from 0).
        var number: Int
        /// Actions up to the failing step as found, and after shrinking.
        var originalLength: Int
        var length: Int
        /// Whether shrinking kept the number of actions but simplified their values.
        var valuesSimplified: Bool
        /// False when shrinking stopped at its budget before proving the sequence 1-minimal.
        var minimal: Bool
        /// The wait added before the expectation when the failure came in the end step.
        var endWait: Int?
        /// The shrunk actions as source lines (with that wait).
        var actions: [String]
        /// The trace of the failing step of the shrunk sequence (the counterexample's lines).
        var lastStepTrace: String
        var scenario: String
        /// The budgets to run the counterexample with (empty: the defaults).
        var runArguments: [String] = []

        /// "shrunk from 5 actions to 1", "1 action, already minimal", ...
        var sizeDescription: String {
            let plural = length == 1 ? "" : "s"
            var text = originalLength == length
                ? "\(length) action\(plural), \(valuesSimplified ? "values simplified" : "already minimal")"
                : "shrunk from \(originalLength) actions to \(length)"
            if endWait != nil { text += ", plus a wait for the pending timers" }
            if !minimal { text += "; shrinking stopped at its budget, not proven minimal" }
            return text
        }
    }
}

/// Why a search ended before its last sequence.
enum ExploreStop: String, Sendable {
    /// Its sequences delivered `ExploreOptions.maxSearchEvents` events in all.
    case workBudget
    /// Ctrl-C asked it to stop (a second one ends the process).
    case interrupted

    /// Its name in JSON output.
    var jsonName: String {
        switch self {
        case .workBudget: "work_budget"
        case .interrupted: "interrupted"
        }
    }

    /// What the text report says (after "stopped after N of M sequences: ").
    var explanation: String {
        switch self {
        case .workBudget: "the search's work budget of \(ExploreOptions.maxSearchEvents) events ran out"
        case .interrupted: "interrupted"
        }
    }
}
