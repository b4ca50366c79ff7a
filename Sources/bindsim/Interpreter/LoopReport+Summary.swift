import BindKit

extension LoopReport {
    /// The cycle (`a -> b -> a`), or, for a cut-off that found no node repeating on
    /// the chain, the budget it exceeded.
    var summary: String {
        guard cycle.isEmpty else { return cycleDescription }
        switch reason {
        case .reentries: return "a node re-entered more than \(budget) times"
        case .events: return "more than \(budget) deliveries in one step, no node repeating"
        case .turns: return "more than \(budget) turns at one virtual instant, no node repeating"
        case .nesting: return "blocks nested more than \(budget) deep, no node repeating"
        }
    }
}
