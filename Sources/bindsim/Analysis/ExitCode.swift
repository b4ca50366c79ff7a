/// How a command ended, as its exit status (docs/cli.md, "Exit status"). With several
/// files the highest wins.
enum ExitCode: Int32, Comparable, CaseIterable, Sendable {
    /// Every scenario ran and every expectation held (`test`: every golden matched).
    case success = 0
    /// An expectation or an invariant failed, a step looped with no `expect loop` after it
    /// or an error ended a subscription with no `expect error` after it, a golden did not
    /// match, or explore found a counterexample.
    case expectationFailed = 1
    /// A scenario could not be read, parsed or checked, or stopped on a run-time error;
    /// `test` found nothing to test; an output could not be written.
    case invalidInput = 2
    /// The command line itself is wrong.
    case usage = 64

    /// `lsp`: the client sent `exit` without `shutdown` first, or its input ended before
    /// either (the protocol makes this status 1).
    static let exitWithoutShutdown = ExitCode.expectationFailed

    static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the status means, as the manual page says it.
    var meaning: String {
        switch self {
        case .success: "every scenario ran and every expectation held (test: every golden matched)"
        case .expectationFailed:
            "an expectation or an invariant failed, a step looped with no 'expect loop' after it or an error "
                + "ended a subscription with no 'expect error' after it, a golden did not match, "
                + "explore found a counterexample, or explore stopped early (its work budget, Ctrl-C) "
                + "having found none; "
                + "lsp: the client sent exit without shutdown, or its input ended first"
        case .invalidInput:
            "a scenario could not be read, parsed or checked, or stopped on a run-time error; test found "
                + "nothing to test; an output could not be written; explore could not start a thread"
        case .usage: "the command line itself is wrong"
        }
    }

    /// The status of one scenario's run: a run-time error, a failed expectation, or success.
    static func of(_ outcome: ScenarioOutcome) -> ExitCode {
        if outcome.runtimeError != nil { return .invalidInput }
        return outcome.failed > 0 ? .expectationFailed : .success
    }
}
