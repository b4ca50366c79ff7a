/// Sees every event of a run, in order. Install one with `Runtime.current.tracer`.
///
/// Events form a causal tree through ``TraceEvent/parent``; with no tracer
/// installed BindKit builds no events at all.
public protocol Tracer: AnyObject {
    /// Receives one event, at the moment it happens.
    func record(_ event: TraceEvent)

    /// Receives one event that carries a value (an announcement, a delivery, a
    /// replay, a silent set, a drop), the value passed as it is rather than boxed
    /// in ``TraceEvent/value``. The default boxes it there and calls
    /// ``record(_:)``; a tracer that does not always look at values implements
    /// this to box only the values it reads (`value as? T`, `value as Any`).
    func record<Value>(_ event: TraceEvent, carrying value: Value)
}

extension Tracer {
    /// Boxes `value` into the event's ``TraceEvent/value`` and calls ``record(_:)``.
    public func record<Value>(_ event: TraceEvent, carrying value: Value) {
        var event = event
        event.value = value
        record(event)
    }
}

/// One traced event: an announcement, a delivery, a replay, a silent set, a
/// dropped value, a scheduler hop, a loop cut-off or the end of a sequence.
public struct TraceEvent {
    /// What happened.
    public enum Kind: String, Sendable {
        /// A node started notifying its subscribers of a write.
        case announce
        /// A node delivered an announced value to one subscriber.
        case deliver
        /// A node delivered its current value to a new subscriber (not an announcement).
        case replay
        /// A programmatic set that announces nothing (a control, a binder).
        case silentSet
        /// An operator or a two-way guard dropped a value.
        case drop
        /// A value was scheduled for later (async hop, delay, debounce, throttle).
        case schedule
        /// A scheduled value came due and is being delivered.
        case fire
        /// A budget was exceeded: the step was cut off.
        case cutOff
        /// A sequence ended (``note``: `completed` or `error(…)`): where a node such
        /// as a subject ends (``node``), or where a subscriber receives the end (``via``).
        case terminate
    }

    /// Unique, increasing id of this event.
    public let id: Int
    /// The id of the event that caused this one, or 0 for a root.
    public let parent: Int
    /// Nesting depth on the frame stack when it happened.
    public let depth: Int
    /// What happened.
    public let kind: Kind
    /// The node involved, by its trace name.
    public let node: String?
    /// The kind of that node.
    public let nodeKind: TraceNodeKind?
    /// The value involved (for an event recorded through
    /// ``Tracer/record(_:carrying:)``, nil until the tracer sets it).
    public var value: Any?
    /// The label of the subscription or operator that carried it.
    public let via: String?
    /// For an announcement: the value the node was still delivering (a re-entrant
    /// announcement, RxSwift's "reentrancy anomaly"), or nil.
    public var reentrantOver: Any? { rare?.reentrantOver }
    /// For a delivery: true when the subscriber already received a newer value
    /// from this node (out of order, RxSwift issue #713).
    public let outOfOrder: Bool
    /// For a drop: why (`distinct`, `filter`, a two-way guard); for a hop: the operator.
    public let note: String?
    /// For a scheduled value: when it falls due, in virtual nanoseconds.
    public let dueTime: Int?
    /// For a cut-off: the report.
    public var loop: LoopReport? { rare?.loop }

    /// The fields few events have, kept out of line so that the others are quick
    /// to make and to drop.
    @usableFromInline final class RareFields {
        let reentrantOver: Any?
        let loop: LoopReport?

        @usableFromInline init(reentrantOver: Any?, loop: LoopReport?) {
            self.reentrantOver = reentrantOver
            self.loop = loop
        }
    }

    @usableFromInline let rare: RareFields?

    /// An event whose value travels beside it (``Tracer/record(_:carrying:)``): what
    /// BindKit makes for each announcement and delivery, with no existential to fill.
    @inlinable
    init(id: Int, parent: Int, depth: Int, kind: Kind, node: String?, nodeKind: TraceNodeKind?,
         via: String?, outOfOrder: Bool = false, note: String? = nil, rare: RareFields? = nil) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.kind = kind
        self.node = node
        self.nodeKind = nodeKind
        self.value = nil
        self.via = via
        self.outOfOrder = outOfOrder
        self.note = note
        self.dueTime = nil
        self.rare = rare
    }

    /// Creates an event (BindKit makes these; tests and tools may too).
    @inlinable
    public init(
        id: Int, parent: Int, depth: Int, kind: Kind, node: String? = nil,
        nodeKind: TraceNodeKind? = nil, value: Any? = nil, via: String? = nil,
        reentrantOver: Any? = nil, outOfOrder: Bool = false, note: String? = nil,
        dueTime: Int? = nil, loop: LoopReport? = nil
    ) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.kind = kind
        self.node = node
        self.nodeKind = nodeKind
        self.value = value
        self.via = via
        self.outOfOrder = outOfOrder
        self.note = note
        self.dueTime = dueTime
        rare = reentrantOver == nil && loop == nil ? nil : RareFields(reentrantOver: reentrantOver, loop: loop)
    }
}
