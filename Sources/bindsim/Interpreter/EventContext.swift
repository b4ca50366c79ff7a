/// What the run worked out about one traced event from the events that caused it
/// (`StepRecorder`): listeners render it and decide nothing of it themselves.
struct EventContext {
    /// The event's depth in its step's causal tree (0 for a root).
    var depth: Int
    /// For a programmatic set of a field or terminal that the user's own edit caused
    /// and whose value differs from it: the user's edit it overwrites.
    var overwrites: Value?
    /// The out-of-order delivery the event follows from: when the nearest delivery or
    /// replay above it in the causal tree (through scheduler hops) was out of order,
    /// that delivery's id; 0 otherwise. A delivery that is itself out of order has its
    /// own id here.
    var staleDelivery: Int
}
