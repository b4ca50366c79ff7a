/// Expressions evaluated before any run: the values of `explore NAME with [...]`,
/// which explore and the round-trip check read once for every run.
extension Evaluator {
    /// The value of `expr` with no run behind it: a node it reads counts as nil.
    static func constantValue(of expr: Expr) throws(RuntimeError) -> Value {
        try Evaluator(readNode: { _ in .nil }).evaluate(expr, .empty)
    }
}
