/// What a cut-off found: which budget was exceeded, in which step, the cycle on
/// the causal chain, and whether the values going round repeat.
public struct LoopReport: Sendable, Equatable {
    /// Which budget was exceeded.
    public enum Reason: String, Sendable {
        /// A node was re-entered more than `maxReentries` times on one causal chain.
        case reentries
        /// The step delivered more than `maxEvents` values.
        case events
        /// More than `maxTurns` scheduler turns ran at one virtual instant.
        case turns
        /// Subscribers' code nested more than `maxNesting` deep on the call stack.
        case nesting
    }

    /// Which budget was exceeded.
    public let reason: Reason
    /// The runtime's step id when it happened.
    public let step: Int
    /// The cycle's node names, first node repeated at the end (`["a", "b", "a"]`);
    /// empty when no node repeats on the chain (a fan-out too large for the budget).
    public let cycle: [String]
    /// True when the value that re-entered equals the one still being delivered
    /// (a dedupe such as `distinctUntilChanged` would stop it); false when the
    /// values keep changing; nil when unknown (not `Equatable`, or another budget).
    public let valuesRepeat: Bool?
    /// The limit that was exceeded.
    public let budget: Int
    /// True when the causal chain that was cut off crosses scheduler hops (an
    /// `observe(on:)` turn or a timer): the loop goes round across time rather
    /// than by nested, re-entrant calls.
    public var crossesHops = false
    /// What the code that looped may have meant, when BindKit can tell: a loop between nodes
    /// bound by `<->` is RxExample's operator, which RxBiBinding's `<->` (the same spelling,
    /// lost when `import RxBiBinding` became `import BindKit`) would not have made.
    public var hint: String?
    /// True when the cycle passes through an `@Observable` property (``ObservedProperty``):
    /// without hops Swift itself overflows the stack there (a tracker re-entered from its
    /// own `onChange`); across hops the real code runs for ever.
    public var throughObservation = false

    /// The hint for a loop through a guardless `<->` (RxExample's operator).
    public static let unguardedTwoWayHint = "this '<->' is RxExample's, which sends each write back to the other side; "
        + "RxBiBinding's '<->' skips that echo and does not loop: for its meaning write "
        + "bindTwoWay(_:_:style: .bibinding) (porting guide, \"RxBiBinding\")"

    /// A report (BindKit makes these when it cuts a step off; tools and tests may too).
    public init(reason: Reason, step: Int, cycle: [String], valuesRepeat: Bool?, budget: Int, crossesHops: Bool = false) {
        self.reason = reason
        self.step = step
        self.cycle = cycle
        self.valuesRepeat = valuesRepeat
        self.budget = budget
        self.crossesHops = crossesHops
    }

    /// The cycle as `a -> b -> a`.
    public var cycleDescription: String { cycle.joined(separator: " -> ") }
}
