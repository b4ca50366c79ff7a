import BindKit

/// One event of a run, in the interpreter's vocabulary: what listeners receive (`RunListener`),
/// so that rendering depends on bindsim's types only. `StepRecorder` makes it from BindKit's
/// trace event once, with the value typed (`Value`), the node's kind as a scenario keyword's,
/// and a cut-off's loop as bindsim's `LoopReport`. Its depth in the causal tree is in
/// `EventContext.causalDepth` (BindKit's frame depth is not a listener's concern).
struct RunEvent {
    /// What happened (the same words as BindKit's events, which JSON prints).
    enum Kind: String, Sendable {
        /// A node started notifying its subscribers of a write.
        case announce
        /// A node delivered an announced value to one subscriber.
        case deliver
        /// A node delivered its current value to a new subscriber.
        case replay
        /// A programmatic set that announces nothing (a control, a label).
        case silentSet
        /// An operator or a two-way guard dropped a value.
        case drop
        /// A value was scheduled for later (a hop, a timer).
        case schedule
        /// A scheduled value came due and is being delivered.
        case fire
        /// A budget was exceeded: the step was cut off (`loop`).
        case cutOff
        /// A sequence ended: completed, or ended by an error (`error`).
        case terminate
        /// A read of an observable whose write is still in its willSet: the old value
        /// (`pending`: the value being written).
        case staleRead
        /// An observable stored a write's value at the end of its willSet (`replaced`: the
        /// value an inner write had stored, lost).
        case store
        /// A step of SwiftUI's update cycle as bindsim models it (`swiftUI`).
        case model
    }

    /// What kind of node an event's node is, as the scenario language names it.
    enum NodeKind: String, Sendable {
        case relay, publish, field, terminal, button, label, property, published, observable, currentValue, passthrough
        case future, plain
        /// An `object`'s publisher: the trace writes `vm objectWillChange announces nil`.
        case objectWillChange
        /// One of BindKit's own subjects (inside an operator such as `share`).
        case subject

        /// The scenario keyword the trace writes (`relay`, `field`, `button`, …).
        var keyword: String { rawValue }
    }

    let id: Int
    /// The event that caused it (0 for a root).
    let parent: Int
    let kind: Kind
    let node: String?
    let nodeKind: NodeKind?
    /// The value it carries, if any (a tap's is `nil`).
    let value: Value?
    /// What a timer's tick carries before any operator maps it (`interval`'s 0, 1, 2, …).
    let tick: Int?
    /// The subscription it was delivered through (its trace label).
    let via: String?
    /// For a delivery: it arrived after a newer value of the same node (RxSwift #713).
    let outOfOrder: Bool
    /// The operator that dropped or scheduled it, or how a sequence ended (as the file's
    /// semantics spells it: `StepRecorder.operatorWords`).
    var note: String?
    /// For work scheduled for later: when it falls due (nanoseconds of virtual time).
    let dueTime: Int?
    /// What few events carry, kept apart so that every event stays small to copy.
    private let rare: Rare?

    private final class Rare {
        let reentrantOver: Value?
        let loop: LoopReport?
        let error: RuntimeError?
        let replaced: Value?
        let swiftUI: SwiftUIEvent?

        init(reentrantOver: Value?, loop: LoopReport?, error: RuntimeError?, replaced: Value?, swiftUI: SwiftUIEvent?) {
            self.reentrantOver = reentrantOver
            self.loop = loop
            self.error = error
            self.replaced = replaced
            self.swiftUI = swiftUI
        }

        /// Nil when there is nothing to keep.
        static func of(reentrantOver: Value?, loop: LoopReport?, error: RuntimeError?, replaced: Value? = nil,
                       swiftUI: SwiftUIEvent? = nil) -> Rare? {
            reentrantOver == nil && loop == nil && error == nil && replaced == nil && swiftUI == nil
                ? nil : Rare(reentrantOver: reentrantOver, loop: loop, error: error, replaced: replaced, swiftUI: swiftUI)
        }
    }

    /// For an announcement made while the node was still delivering an earlier value: that value.
    var reentrantOver: Value? { rare?.reentrantOver }
    /// For a cut-off: the loop it found.
    var loop: LoopReport? { rare?.loop }
    /// For the end of a subscription by a run-time error: that error.
    var error: RuntimeError? { rare?.error }
    /// For a store: the value an inner write had stored, which this store replaces (a lost write).
    var replaced: Value? { kind == .store ? rare?.replaced : nil }
    /// For a stale read: the value whose write is still pending.
    var pending: Value? { kind == .staleRead ? rare?.replaced : nil }
    /// For a model event: the step of SwiftUI's update cycle.
    var swiftUI: SwiftUIEvent? { rare?.swiftUI }

    /// An event as BindKit's runtime hands it (names interned, the value unboxed): the names
    /// resolved, the value taken as a `Value` (BindKit's nodes here all carry one: without a
    /// dynamic cast), a timer's tick or an error as what they are. No `Any` box is made.
    init<Carried>(_ event: __shared CompactTraceEvent, names: TraceNames, carrying carried: __shared Carried) {
        id = event.id
        parent = event.parent
        kind = Kind(event.kind)
        node = names[event.node]
        nodeKind = event.nodeKind.map(NodeKind.init)
        if Carried.self == Value.self {
            value = unsafeBitCast(carried, to: Value.self)
            tick = nil
            rare = nil
        } else {
            value = carried as? Value
            tick = carried as? Int
            rare = Rare.of(reentrantOver: nil, loop: nil, error: carried as? RuntimeError)
        }
        via = names[event.via]
        outOfOrder = event.outOfOrder
        note = names[event.note]
        dueTime = nil
    }

    /// An event BindKit traced in full (its own, rarer ones: schedules, cut-offs, ends), its
    /// value given as `value` (nil when it carries none).
    init(_ event: __shared TraceEvent, value: Value?) {
        id = event.id
        parent = event.parent
        kind = Kind(event.kind)
        node = event.node
        nodeKind = event.nodeKind.map(NodeKind.init)
        self.value = value
        // Dynamic casts only where the kind can carry what is cast (every traced event passes here).
        tick = value == nil && (event.kind == .schedule || event.kind == .fire) ? event.value as? Int : nil
        via = event.via
        outOfOrder = event.outOfOrder
        note = event.note
        dueTime = event.dueTime
        rare = Rare.of(reentrantOver: event.reentrantOver.flatMap { $0 as? Value },
                       loop: event.kind == .cutOff ? event.loop.map(LoopReport.init) : nil,
                       error: event.kind == .terminate ? event.value as? RuntimeError : nil,
                       replaced: (event.kind == .store || event.kind == .staleRead) ? event.replaced as? Value : nil,
                       swiftUI: event.kind == .model ? event.value as? SwiftUIEvent : nil)
    }
}

extension RunEvent {
    /// What an observable's silent set or store says of itself (BindKit's `ObservationNotes`).
    enum ObservationNote {
        /// An equal write: stored, nothing announced (the macro's setter).
        case equalWrite
        /// A write of an `@ObservationIgnored` property.
        case ignored
        /// A store made while a cut-off step unwound.
        case unwound
    }

    /// Whether this schedules the job that resumes an `Observations` loop (its place among
    /// the jobs queued in the same stretch is not fixed in Swift).
    var resumesObservations: Bool { kind == .schedule && note.map(ObservationNotes.isResumption) == true }

    var observationNote: ObservationNote? {
        guard nodeKind == .observable, let note else { return nil }
        switch note {
        case ObservationNotes.equalWrite: return .equalWrite
        case ObservationNotes.ignored: return .ignored
        case ObservationNotes.unwound: return .unwound
        default: return nil
        }
    }
}

extension RunEvent {
    /// A replay's note when it gives a subscriber made during a delivery the value being set (C10).
    static let valueBeingSetNote = PublishedValue<Value>.valueBeingSetNote
}

extension RunEvent.Kind {
    init(_ kind: TraceEvent.Kind) {
        switch kind {
        case .announce: self = .announce
        case .deliver: self = .deliver
        case .replay: self = .replay
        case .silentSet: self = .silentSet
        case .drop: self = .drop
        case .schedule: self = .schedule
        case .fire: self = .fire
        case .cutOff: self = .cutOff
        case .terminate: self = .terminate
        case .store: self = .store
        case .staleRead: self = .staleRead
        case .model: self = .model
        }
    }
}

extension RunEvent.NodeKind {
    init(_ kind: TraceNodeKind) {
        switch kind {
        case .behaviorRelay: self = .relay
        case .publishRelay: self = .publish
        case .control: self = .field
        case .channelTerminal: self = .terminal
        case .controlEvent: self = .button
        case .binder: self = .label
        case .mutableProperty: self = .property
        case .published: self = .published
        case .observable: self = .observable
        case .publishSubject, .behaviorSubject, .replaySubject: self = .subject
        case .currentValueSubject: self = .currentValue
        case .passthroughSubject: self = .passthrough
        case .objectWillChange: self = .objectWillChange
        case .future: self = .future
        case .plainProperty: self = .plain
        }
    }
}

/// What a cut-off found, in bindsim's vocabulary (BindKit's `LoopReport`, made once per
/// cut-off): which budget was exceeded, the cycle on the causal chain, and whether the values
/// going round repeat.
struct LoopReport: Sendable, Equatable {
    enum Reason: String, Sendable {
        /// A node was re-entered more than `--max-reentries` times on one causal chain.
        case reentries
        /// The step delivered more than `--max-events` values.
        case events
        /// More than `--max-turns` turns ran at one virtual instant.
        case turns
        /// Subscribers' code nested more than BindKit's `Budgets.maxNesting` deep (the call stack).
        case nesting
    }

    let reason: Reason
    /// The runtime's step id when it happened.
    let step: Int
    /// The cycle's node names, first node repeated at the end; empty when no node repeats.
    let cycle: [String]
    /// True when the value that re-entered equals the one still being delivered; false when
    /// the values keep changing; nil when unknown.
    let valuesRepeat: Bool?
    /// The limit that was exceeded.
    let budget: Int
    /// True when the chain that was cut off crosses scheduler hops (a loop across time).
    var crossesHops = false
    /// True when the cycle passes through an observable (Swift overflows the stack there, or,
    /// across hops, runs for ever).
    var throughObservation = false

    init(reason: Reason, step: Int, cycle: [String], valuesRepeat: Bool?, budget: Int, crossesHops: Bool = false) {
        self.reason = reason
        self.step = step
        self.cycle = cycle
        self.valuesRepeat = valuesRepeat
        self.budget = budget
        self.crossesHops = crossesHops
    }

    init(_ report: BindKit.LoopReport) {
        let reason: Reason = switch report.reason {
        case .reentries: .reentries
        case .events: .events
        case .turns: .turns
        case .nesting: .nesting
        }
        self.init(reason: reason, step: report.step, cycle: report.cycle, valuesRepeat: report.valuesRepeat,
                  budget: report.budget, crossesHops: report.crossesHops)
        throughObservation = report.throughObservation
    }

    /// The cycle as `a -> b -> a`.
    var cycleDescription: String { cycle.joined(separator: " -> ") }
}
