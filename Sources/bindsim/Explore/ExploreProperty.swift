/// What explore checks at the end of every step of every sequence.
enum ExploreProperty: String, CaseIterable, Sendable {
    /// A step was cut off as a loop.
    case loop
    /// A run-time error ended a subscription (version 3) or stopped the run.
    case error
    /// The program overwrote the user's edit of a field or terminal, which still
    /// shows something else at the end of the step.
    case rewrite
    /// An `invariant` was false.
    case invariant
    /// A program's write of an observable was lost to an outer pending store (Observation's
    /// rule 9, version 4): checked in files that declare an observable.
    case lostWrite = "lost-write"

    /// The properties that mean something for `program`: `lost-write` needs an observable.
    static func applicable(to program: Program) -> [ExploreProperty] {
        let observes = program.declarations.contains { $0.kind == .observable }
        return allCases.filter { $0 != .lostWrite || observes }
    }
}

/// A property that failed, and where: the same failure is what shrinking keeps.
struct ExploreFailure: Equatable, Sendable {
    var property: ExploreProperty
    /// The node (rewrite), the invariant's line (invariant), the error's code (error),
    /// or the loop's nodes (loop): shrinking keeps this the same.
    var subject: String
    /// What a report says about it.
    var detail: String
    /// For a rewrite: the node, the user's edit and what the node shows.
    var rewrite: (node: String, edit: Value, shown: Value)?
    /// For an invariant: its line, and how a report names it.
    var invariantLine: Int?
    var invariantTitle: String?

    /// Identifies the failure across runs: the property and its subject.
    var key: String { "\(property.rawValue) \(subject)" }

    /// How a list of other failures names it.
    var shortDescription: String {
        switch property {
        case .rewrite: "rewrite of \(subject)"
        case .invariant: "invariant at line \(subject)"
        case .error: "error \(subject)"
        case .loop: "loop through \(subject.split(separator: ",").joined(separator: ", "))"
        case .lostWrite: "lost write of \(subject)"
        }
    }

    static func == (lhs: ExploreFailure, rhs: ExploreFailure) -> Bool {
        lhs.property == rhs.property && lhs.subject == rhs.subject
    }
}
