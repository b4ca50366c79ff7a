/// Sees every event of a run, in order. Install one with `Runtime.current.tracer`.
///
/// Events form a causal tree through ``TraceEvent/parent``; with no tracer
/// installed BindKit builds no events at all.
///
/// The events that carry a value (announcements, deliveries, replays, silent sets,
/// drops: nearly all of them) arrive at ``record(_:carrying:names:)`` as a
/// ``CompactTraceEvent`` (plain fields, names interned) with the value unboxed;
/// its default resolves the names, boxes the value and calls ``record(_:)``, which
/// also receives the rest directly: hops, cut-offs, ends, and the rare re-entrant
/// announcement (it has a second value, ``TraceEvent/reentrantOver``). A tracer
/// that only counts, or reads few names or values, implements both.
public protocol Tracer: AnyObject {
    /// Receives one event, at the moment it happens, names resolved and value boxed.
    func record(_ event: TraceEvent)

    /// Receives one event that carries a value, as BindKit makes it: names are
    /// ``TraceName``s that `names` resolves (during this call: a freed node's
    /// slot is reused), and the value is passed as it is (`value as? T` or
    /// `value as Any` boxes it when wanted). The default calls ``record(_:)`` with
    /// `names.resolve(event, value: value)`.
    func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames)
}

extension Tracer {
    /// Resolves the event's names, boxes `value` into ``TraceEvent/value`` and calls ``record(_:)``.
    public func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames) {
        record(names.resolve(event, value: value))
    }
}

/// An event that carries a value, as BindKit hands it to
/// ``Tracer/record(_:carrying:names:)``: plain fields and interned names, no
/// reference to count, so that making one and dropping it costs a few stores (see
/// ``TraceEvent`` for what each field means).
public struct CompactTraceEvent {
    /// Unique, increasing id of this event.
    public let id: Int
    /// The id of the event that caused this one, or 0 for a root.
    public let parent: Int
    /// Nesting depth on the frame stack when it happened.
    public let depth: Int
    /// What happened: ``TraceEvent/Kind/announce``, `deliver`, `replay`, `silentSet` or `drop`.
    public let kind: TraceEvent.Kind
    /// The kind of the node involved.
    public let nodeKind: TraceNodeKind?
    /// For a delivery: the subscriber already received a newer value from this node.
    public let outOfOrder: Bool
    /// The node involved.
    public let node: TraceName
    /// The label of the subscription that carried it.
    public let via: TraceName
    /// For a drop: why.
    public let note: TraceName

    /// An event (BindKit makes these; tests and tools may too).
    @inlinable
    public init(
        id: Int, parent: Int, depth: Int, kind: TraceEvent.Kind, node: TraceName = .none,
        nodeKind: TraceNodeKind? = nil, via: TraceName = .none, outOfOrder: Bool = false,
        note: TraceName = .none
    ) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.kind = kind
        self.nodeKind = nodeKind
        self.outOfOrder = outOfOrder
        self.node = node
        self.via = via
        self.note = note
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
        /// A read of an `@Observable` property whose write is still in its willSet: it got
        /// the stored (old) value; ``pending`` is the value being written.
        case staleRead
        /// An `@Observable` property stored a write's value at the end of its willSet
        /// (``replaced``: the value an inner write had stored, which this one replaces).
        case store
        /// A step of a model a tool runs beside BindKit's nodes (bindsim's SwiftUI update cycle),
        /// recorded by ``Runtime/recordModelEvent(_:_:)``; ``value`` is the tool's own description.
        case model
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
    /// The value involved.
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
    /// For a store: the value an inner write stored while this one was pending, which
    /// this store replaces (a lost write), or nil.
    public var replaced: Any? { rare?.replaced }
    /// For a stale read: the value whose write is still pending.
    public var pending: Any? { rare?.replaced }

    /// The fields few events have, kept out of line so that the others are quick
    /// to make and to drop.
    @usableFromInline final class RareFields {
        let reentrantOver: Any?
        let loop: LoopReport?
        let replaced: Any?

        @usableFromInline init(reentrantOver: Any?, loop: LoopReport?, replaced: Any?) {
            self.reentrantOver = reentrantOver
            self.loop = loop
            self.replaced = replaced
        }
    }

    @usableFromInline let rare: RareFields?

    /// Creates an event (BindKit makes these; tests and tools may too).
    @inlinable
    public init(
        id: Int, parent: Int, depth: Int, kind: Kind, node: String? = nil,
        nodeKind: TraceNodeKind? = nil, value: Any? = nil, via: String? = nil,
        reentrantOver: Any? = nil, outOfOrder: Bool = false, note: String? = nil,
        dueTime: Int? = nil, loop: LoopReport? = nil, replaced: Any? = nil, pending: Any? = nil
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
        let other = replaced ?? pending
        rare = reentrantOver == nil && loop == nil && other == nil
            ? nil : RareFields(reentrantOver: reentrantOver, loop: loop, replaced: other)
    }
}
