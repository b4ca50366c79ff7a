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
        /// The run number or the exhaustive sequence's index where it was found.
        var number: Int
        var originalLength: Int
        /// The shrunk actions as source lines.
        var actions: [String]
        /// The trace of the failing step of the shrunk sequence.
        var lastStepTrace: String
        var scenario: String
    }
}
