import Foundation

/// The counterexample a user gets back: the scenario's setup, the shrunk actions
/// and, after the failing step, one expectation that states what the user would
/// expect and fails (explore.md, "Shrinking and the counterexample").
struct Counterexample: Sendable {
    /// The header comments: how it was found and which property failed.
    var header: [String]
    /// The actions as source lines (with `wait next` and the end step made concrete).
    var actions: [String]
    /// The failing expectation, with a comment saying what was found (or a comment only).
    var expectation: String?
    /// The whole scenario text.
    var scenario: String

    init(program: Program, file: SourceFile, actions concrete: [Action], failure: ExploreFailure,
         endWait: Int?, header: [String]) {
        let names = program.declarations.map(\.name)
        // A comment ends at a line break: what the header copies (a file's name, a property's
        // detail) has its invisible characters escaped, so it cannot start a statement.
        self.header = header.map { LiteralText.escaped($0, .message) }
        var lines = self.header
        if let version = program.languageVersion { lines.append("language \(version)") }
        if program.semantics != .rx { lines.append("semantics \(program.semantics.rawValue)") }
        if let title = program.title { lines.append("scenario \(LiteralText.quoted(title))") }
        for statement in program.statements where statement.kind.isSetup && statement.isWrittenInFile {
            lines.append(file.text(in: statement.range))
        }
        var actionLines = concrete.map { $0.source(names: names) }
        if let endWait { actionLines.append("wait \(endWait)ms") }
        self.actions = actionLines
        lines += actionLines
        if endWait != nil, let last = lines.popLast() {
            lines.append(last + "                    # the pending timers, as the end step runs them")
        }
        switch failure.property {
        case .rewrite:
            let rewrite = failure.rewrite
            expectation = rewrite.map {
                "expect \($0.node) == \($0.edit.sourceText)   # found \($0.shown.traceText)"
            }
        case .loop:
            expectation = "expect no loop"
        case .lostWrite:
            expectation = "expect no lost write"
        case .invariant:
            // The invariant is part of the setup above: it fails after the last step (exit 1).
            expectation = "# fails here: \(failure.invariantTitle ?? "the invariant") is false after this step"
        case .error:
            // An error that ended a subscription fails this (exit 1); one that stopped
            // the run stops the counterexample before it (exit 2).
            expectation = failure.subject.hasPrefix("ended ") ? "expect no error" : nil
        }
        if let expectation { lines.append(expectation) }
        scenario = lines.joined(separator: "\n") + "\n"
    }
}
