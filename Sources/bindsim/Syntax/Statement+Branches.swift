/// Walking a block's statements into its `if`/`else` branches: the one walk the
/// binding graph, its picture and the run use to find a block's writes and a
/// file's expectations.
extension Array where Element == Statement {
    /// Calls `body` with each statement in source order, the statements of `if` and
    /// `else` branches where they stand (after their `if`); `conditional` is true for
    /// a statement inside a branch (or when the walk starts inside one).
    func forEachEnteringBranches(conditional: Bool = false, _ body: (Statement, _ conditional: Bool) -> Void) {
        for statement in self {
            body(statement, conditional)
            if case .ifElse(_, let then, let otherwise) = statement.kind {
                then.forEachEnteringBranches(conditional: true, body)
                otherwise.forEachEnteringBranches(conditional: true, body)
            }
        }
    }
}
