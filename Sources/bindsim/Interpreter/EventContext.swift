/// What the run worked out about one traced event from the events that caused it
/// (`StepRecorder`): listeners render it and decide nothing of it themselves.
struct EventContext {
    /// The event's depth in its step's causal tree (0 for a root): how many events caused it.
    var causalDepth: Int
    /// For a programmatic write of a field or terminal: the user's edit it overwrote
    /// (version 3's rule: an echo of that edit, or a stale write).
    var overwrite: Overwrite? = nil
    /// For a delivery of a field's user edit whose subscriber read something else
    /// (a formatter set the field first): what the user typed.
    var typed: Value? = nil
    /// For the end of a subscription: it is a `bind`'s (RxSwift's debug build stops there
    /// on an error).
    var endsBinding = false
    /// The out-of-order delivery the event follows from: when the nearest delivery or
    /// replay above it in the causal tree (through scheduler hops) was out of order,
    /// that delivery's id; 0 otherwise. A delivery that is itself out of order has its
    /// own id here.
    var staleDelivery: Int
    /// For a timer's or a hop's delivery (`.fire`): the subscription whose chain the element
    /// travels, as the nearest delivery above the work's scheduling names it; nil when none does.
    var subscription: String? = nil
    /// For an announcement re-entering a subject-backed relay: it is the step's first, where
    /// RxSwift's debug build prints its "Reentrancy anomaly was detected" warning (the trace says
    /// so once a step).
    var firstReentrancyAnomaly = false
    /// The file's semantics is Combine's: an end reads as a Combine completion (`s finished`,
    /// `✕ s failed at 15:1: boom`), and RxSwift's debug-build notes do not apply.
    var inCombine = false
}
