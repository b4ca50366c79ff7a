import BindKit

/// The tracer a run installs: it records what expectations need (announcements,
/// loops, counts, overwritten edits), works out each event's depth in the causal tree
/// and its *origin*, and passes every event on to the listener.
///
/// **Origins and overwritten edits** (language version 3): every top-level statement
/// that runs, and each keystroke of `type`, gets an increasing number. An event's
/// origin is the number of the root of its causal chain: the statement running when a
/// root event happens; a scheduled delivery continues the chain of what scheduled it,
/// so a timer's elements have the origin of the statement that subscribed it. A
/// programmatic write of a field or terminal N (a silent set, or a `user` inside an
/// `on` block) with a value other than N's last user edit *overwrites* that edit when
/// its origin is a user edit of N (an echo) or is older than that edit (a stale write).
/// The listener hears it; the step records it; at the end of the step the run counts
/// the edit lost if N then shows neither the edit nor a later one.
final class StepRecorder: Tracer {
    /// Held strongly, as the run holds it: the listener never refers back.
    private let listener: RunListener?
    // Properties without dynamic exclusivity checks: the recorder runs on one
    // thread and no access to one of them overlaps another (as in BindKit).
    /// The step being recorded; its counts and announcements are kept apart
    /// below while it runs, so that recording an event updates plain properties.
    @exclusivity(unchecked) private var info: StepInfo?
    @exclusivity(unchecked) private var announcements: [String: [Value]] = [:]
    @exclusivity(unchecked) private var loops: [LoopReport] = []
    @exclusivity(unchecked) private var events = 0
    @exclusivity(unchecked) private var deepestNesting = 0
    /// Whether the step being recorded has had a re-entrant announcement of a relay yet.
    @exclusivity(unchecked) private var reentrancyAnomalyNamed = false
    /// Ids of the current event's ancestors, the root first: an event's depth
    /// is its index here (in runs: a loop through a timer is one chain as deep as its deliveries).
    @exclusivity(unchecked) private var ancestors = RunLengthStack()

    /// Where each origin number began (index = number - 1): its line and virtual time.
    /// A run has one per top-level statement (two million in a million-relay chain),
    /// so an origin is 16 bytes and the few user edits are kept apart.
    @exclusivity(unchecked) private var origins: [Origin] = []
    /// The node each user edit's origin edited, by origin number.
    @exclusivity(unchecked) private var editedNodeOfOrigin: [Int32: String] = [:]
    /// The origin of each event, by event id (ids are dense from 1 in a run), as runs: a
    /// loop's millions of deliveries share their statement's origin. Kept only when a run has
    /// controls (`recordsOrigins`): an origin is read only where a write reaches one. A chain
    /// continues any earlier event (a scheduled item's, a channel's kept value's, a pending
    /// frame's), so it cannot be a stack; timers of two statements that take turns make a run
    /// a delivery there (docs/performance.md, "Issue 33").
    @exclusivity(unchecked) private var originOf = RunLengthColumn()
    /// Whether the run has a field or a terminal, whose overwritten edits origins tell.
    private let recordsOrigins: Bool
    /// The origin number of what runs now (0 before the first statement).
    @exclusivity(unchecked) private var currentOrigin: Int32 = 0
    /// Each control's last user edit: its origin number and value.
    @exclusivity(unchecked) private(set) var lastUserEdit: [String: (origin: Int32, value: Value)] = [:]
    /// The values of the last few control announcements, by event id: a field's
    /// deliveries say what was typed when a subscriber reads something else (kept
    /// few: deliveries follow their announcement within its frame, and a run that
    /// types a long text must not keep every keystroke's text).
    @exclusivity(unchecked) private var recentAnnouncements: [(id: Int, value: Value)] = []
    /// The edits the step being recorded overwrote, each once, in order.
    @exclusivity(unchecked) private(set) var overwrittenInStep: [OverwrittenEdit] = []
    /// Observables whose user edit has announced and not yet stored, with its origin.
    @exclusivity(unchecked) private var unstoredUserEdit: [String: Int32] = [:]
    /// The step's lost writes so far (a store that replaced an inner write's value).
    @exclusivity(unchecked) private var lostWritesInStep: [(node: String, value: Value)] = []
    /// For the current event's ancestors (by depth, as `ancestors`): the out-of-order
    /// delivery each follows from, or 0 (see `EventContext.staleDelivery`).
    @exclusivity(unchecked) private var staleAbove = RunLengthStack()
    /// Scheduled work that follows from an out-of-order delivery, by the id of the event
    /// that scheduled it: that delivery, for the first event of the work when it runs.
    @exclusivity(unchecked) private var staleOfScheduled: [Int: Int32] = [:]
    /// For the current event's ancestors (by depth, as `ancestors`): the subscription of the
    /// nearest delivery at or above each, as its label's number in `traceNames` (0: none): a
    /// number an event, no string (naming it took a sixth of a trace's instructions). Kept only
    /// for a listener, which prints it where a timer or a hop delivers.
    @exclusivity(unchecked) private var subscriptionAbove = RunLengthStack()
    /// The run's names, which the labels' numbers are of (set by the run).
    var traceNames: TraceNames?
    /// The subscription of each piece of scheduled work, by the id of the event that scheduled
    /// it, until it runs. Work that is cancelled never runs, so the table is cleared when it
    /// grows past `maxScheduledSubscriptions`: what is lost then is a name in a trace line.
    @exclusivity(unchecked) private var subscriptionOfScheduled: [Int: Int] = [:]
    private static let maxScheduledSubscriptions = 1 << 16

    private struct Origin {
        var line: Int32
        var milliseconds: Double
    }

    /// An edit a write overwrote: the node, the edit's origin number and value.
    struct OverwrittenEdit: Equatable {
        var node: String
        var origin: Int32
        var value: Value
    }

    /// The run's subscriptions, by the names traces give them.
    @exclusivity(unchecked) var legend: BindingLegend?
    /// The names of the run's `bind`s (not its `on` blocks): where an error ends one,
    /// RxSwift's debug build stops (`EventContext.endsBinding`). Made at the first
    /// ended subscription: most runs have none, and a chain has a million binds.
    private lazy var bindingNames: Set<String> = legend?.bindingNames ?? []

    /// The nodes whose announcements a step records: those an `expect … emitted`
    /// names (a million-relay chain expecting none records none), each with the most
    /// values an expectation lists for it. A step keeps one value more than that (enough
    /// to tell the lists apart) and counts the rest: typing a 70 KB text into a field
    /// that is expected to emit must not keep every keystroke's text (gigabytes).
    private let announcementsRecorded: [String: Int]
    /// How many times each recorded node announced in the step (kept or not).
    @exclusivity(unchecked) private var announcementCounts: [String: Int] = [:]

    /// BindKit's operator names in its notes, as the file's semantics spells them
    /// (`CombineWords`; empty under `rx`, whose names BindKit's are).
    var operatorWords: [String: String] = [:]
    /// Whether the file's semantics is Combine's (`EventContext.inCombine`).
    var inCombine = false

    init(listener: RunListener?, recordingAnnouncementsOf announcementsRecorded: [String: Int] = [:],
         recordingOrigins: Bool = true) {
        self.listener = listener
        self.announcementsRecorded = announcementsRecorded
        recordsOrigins = recordingOrigins
    }

    /// Whether a step records the announcements of the node named `name`.
    private func recordsAnnouncements(of name: String?) -> Bool {
        guard info != nil, let name else { return false }
        return announcementsRecorded[name] != nil
    }

    func begin(_ info: StepInfo) {
        self.info = info
        announcements = [:]
        announcementCounts = [:]
        loops = []
        events = 0
        deepestNesting = 0
        overwrittenInStep = []
        lostWritesInStep = []
        unstoredUserEdit = [:]
        ancestors.removeAll()
        reentrancyAnomalyNamed = false
        staleAbove.removeAll()
        subscriptionAbove.removeAll()
    }

    func end() -> StepRecord? {
        guard let info else { return nil }
        self.info = nil
        var record = StepRecord(info: info)
        record.announcements = announcements
        record.announcementCounts = announcementCounts
        record.loops = loops
        record.events = events
        record.deepestNesting = deepestNesting
        record.overwritten = overwrittenInStep.map(\.node)
        record.lostWrites = lostWritesInStep
        announcements = [:]
        loops = []
        return record
    }

    /// A top-level statement (or a keystroke) begins: what happens from now on
    /// without a cause has it as origin.
    func beginOrigin(line: Int, milliseconds: Double) {
        origins.append(Origin(line: Int32(clamping: line), milliseconds: milliseconds))
        currentOrigin = Int32(origins.count)
    }

    /// The origin under way is the user's edit of `node`, to `value`.
    func markUserEdit(of node: String, value: Value, storedAfterItsWillSet: Bool = false) {
        guard currentOrigin > 0 else { return }
        editedNodeOfOrigin[currentOrigin] = node
        lastUserEdit[node] = (currentOrigin, value)
        if storedAfterItsWillSet { unstoredUserEdit[node] = currentOrigin }
    }

    func record(_ event: TraceEvent) {
        // Of BindKit's own events, a schedule made while a subscription is made names it (rare:
        // a timer's first tick); the others' labels are not followed.
        let label = event.kind == .schedule && listener != nil ? event.via.flatMap { traceNames?.name($0).id } : nil
        var made = RunEvent(event, value: event.value as? Value)
        if let note = made.note, let word = operatorWords[note] { made.note = word }
        record(made, label: label ?? 0)
    }

    /// An event as BindKit makes it (names interned, value unboxed): its names are
    /// resolved and its value boxed only when something reads them (a listener, the
    /// announcements expectations check, a control's write), so a run nobody watches
    /// (explore) resolves and boxes almost nothing.
    func record<Carried>(_ event: CompactTraceEvent, carrying value: Carried, names: TraceNames) {
        let recordsValue = event.kind == .announce && !announcementsRecorded.isEmpty
            && recordsAnnouncements(of: names[event.node])
        let writesControl = (event.kind == .silentSet || event.kind == .announce)
            && (event.nodeKind == .control || event.nodeKind == .channelTerminal)
        guard listener != nil || writesControl || recordsValue else {
            count(depth: place(event.id, under: event.parent))
            return
        }
        var made = RunEvent(event, names: names, carrying: value)
        if let note = made.note, let word = operatorWords[note] { made.note = word }
        record(made, label: event.via.id)
    }

    /// Puts event `id` in the causal tree under `parent` and records its origin;
    /// returns its depth.
    private func place(_ id: Int, under parent: Int) -> Int {
        while let top = ancestors.last, top != parent { ancestors.removeLast() }
        let depth = ancestors.count
        ancestors.append(id)
        if recordsOrigins { originOf.set(parent == 0 ? currentOrigin : originOf[parent], at: id) }
        return depth
    }

    /// Counts an event at `depth` in the step being recorded.
    private func count(depth: Int) {
        guard info != nil else { return }
        events += 1
        if depth > deepestNesting { deepestNesting = depth }
    }

    private func record(_ event: RunEvent, label: Int32) {
        let depth = place(event.id, under: event.parent)
        let value = event.value
        var notes = (overwrite: Overwrite?.none, typed: Value?.none)
        if let node = event.node, event.nodeKind == .observable, event.kind == .silentSet, event.parent == 0,
           unstoredUserEdit[node] == originOf[event.id] {
            // An equal user edit stores at once, announcing nothing: nothing of it is pending.
            unstoredUserEdit[node] = nil
        }
        if let node = event.node, let value, event.nodeKind == .observable, event.kind == .store {
            // An observable's writes land at their stores. One made inside the willSet of the
            // user's edit, before that edit is stored, is replaced by it: a lost write, no overwrite.
            let origin = originOf[event.id]
            if event.parent == 0, unstoredUserEdit[node] == origin {
                unstoredUserEdit[node] = nil
            } else if unstoredUserEdit[node] == nil, event.parent != 0 {
                notes.overwrite = overwrite(of: node, with: value, origin: origin)
            }
        }
        if let node = event.node, let value, event.nodeKind == .field || event.nodeKind == .terminal {
            switch event.kind {
            case .silentSet:
                notes.overwrite = overwrite(of: node, with: value, origin: originOf[event.id])
            case .announce:
                // A `user` inside an `on` block is a programmatic write for this rule.
                if event.parent != 0 { notes.overwrite = overwrite(of: node, with: value, origin: originOf[event.id]) }
                if recentAnnouncements.count == 16 { recentAnnouncements.removeFirst() }
                recentAnnouncements.append((event.id, value))
            case .deliver:
                // A field's subscriber reads the field: say so when it shows something else.
                if let edit = recentAnnouncements.last(where: { $0.id == event.parent })?.value, edit != value {
                    notes.typed = edit
                }
            default:
                break
            }
        }
        let stale = staleDelivery(of: event, depth: depth)
        let subscription = listener == nil ? 0 : subscription(of: event, label: label, depth: depth)
        count(depth: depth)
        if info != nil {
            if let value, event.kind == .announce, let name = event.node, recordsAnnouncements(of: name) {
                let count = announcementCounts[name, default: 0]
                announcementCounts[name] = count + 1
                if count <= announcementsRecorded[name] ?? 0 { announcements[name, default: []].append(value) }
            }
            if event.kind == .cutOff, let loop = event.loop {
                loops.append(loop)
            }
            if event.kind == .store, let node = event.node, let lost = event.replaced, lostWritesInStep.count < 64 {
                lostWritesInStep.append((node, lost))
            }
        }
        // RxSwift's DEBUG build warns where a subject's `on` is entered again on its thread
        // (`SynchronizationTracker.register`, Rx.swift:89-106): BehaviorRelay, PublishRelay.
        var firstAnomaly = false
        if !inCombine, event.kind == .announce, event.reentrantOver != nil, !reentrancyAnomalyNamed,
           event.nodeKind == .relay || event.nodeKind == .publish {
            firstAnomaly = true
            reentrancyAnomalyNamed = true
        }
        let endsBinding = !inCombine && event.kind == .terminate
            && event.via.map { bindingNames.contains(BindingLegend.subscription(of: $0)) } ?? false
        listener?.traceEvent(event, EventContext(causalDepth: depth, overwrite: notes.overwrite, typed: notes.typed,
                                                 endsBinding: endsBinding, staleDelivery: stale,
                                                 subscription: event.kind == .fire ? name(ofLabel: subscription) : nil,
                                                 firstReentrancyAnomaly: firstAnomaly, inCombine: inCombine))
    }

    /// Whether writing `value` into control `node`, from `origin`, overwrites the
    /// user's last edit of it (and records it when it does).
    private func overwrite(of node: String, with value: Value, origin: Int32) -> Overwrite? {
        guard let edit = lastUserEdit[node], value != edit.value else { return nil }
        let originInfo = origin > 0 ? origins[Int(origin) - 1] : nil
        let isEcho = origin > 0 && editedNodeOfOrigin[origin] == node
        guard isEcho || origin < edit.origin else { return nil }
        let overwritten = OverwrittenEdit(node: node, origin: edit.origin, value: edit.value)
        if !overwrittenInStep.contains(overwritten) { overwrittenInStep.append(overwritten) }
        return Overwrite(edit: edit.value, isStale: !isEcho, originLine: originInfo.map { Int($0.line) } ?? 0,
                         originMilliseconds: originInfo?.milliseconds ?? 0)
    }

    /// The subscription `event` (at `depth`) belongs to, as its label's number in `traceNames`: a
    /// delivery's or replay's own (`label`); anything else its parent's, across a scheduler hop
    /// from the event that scheduled the work.
    private func subscription(of event: RunEvent, label: Int32, depth: Int) -> Int {
        subscriptionAbove.truncate(to: depth)
        var subscription = depth > 0 && subscriptionAbove.count == depth ? subscriptionAbove.last ?? 0 : 0
        switch event.kind {
        case .deliver, .replay:
            if label != 0 { subscription = Int(label) }
        case .fire:
            subscription = subscriptionOfScheduled.removeValue(forKey: event.parent) ?? 0
        case .schedule:
            // Work scheduled while a subscription is made (a timer's first tick) names it.
            if label != 0 { subscription = Int(label) }
            if subscription != 0 {
                if subscriptionOfScheduled.count >= Self.maxScheduledSubscriptions { subscriptionOfScheduled.removeAll() }
                subscriptionOfScheduled[event.id] = subscription
            }
        case .announce, .silentSet, .drop, .terminate, .cutOff, .store, .staleRead, .model:
            break
        }
        subscriptionAbove.append(subscription)
        return subscription
    }

    /// The subscription a label's number names (a two-way direction's label names its binding).
    private func name(ofLabel label: Int) -> String? {
        guard label != 0, let text = traceNames?[TraceName(id: Int32(truncatingIfNeeded: label))] else { return nil }
        return BindingLegend.subscription(of: text)
    }

    /// The out-of-order delivery `event` (at `depth`) follows from: a delivery or replay
    /// starts a chain (its own id when it is out of order, else none); anything else
    /// continues its parent's, across a scheduler hop from the event that scheduled it.
    private func staleDelivery(of event: RunEvent, depth: Int) -> Int {
        staleAbove.truncate(to: depth)
        var stale: Int32
        if depth > 0 && staleAbove.count == depth, let above = staleAbove.last {
            stale = Int32(truncatingIfNeeded: above)
        } else {
            stale = staleOfScheduled.removeValue(forKey: event.parent) ?? 0
        }
        switch event.kind {
        case .deliver, .replay:
            stale = event.outOfOrder ? Int32(event.id) : 0
        case .schedule:
            if stale != 0 { staleOfScheduled[event.id] = stale }
        case .announce, .silentSet, .drop, .fire, .terminate, .cutOff, .store, .staleRead, .model:
            break
        }
        staleAbove.append(Int(stale))
        return Int(stale)
    }
}

/// A programmatic write that overwrote the user's edit of a field or terminal.
struct Overwrite: Sendable {
    /// The user's edit.
    var edit: Value
    /// True for a stale write (started before the edit), false for an echo of it.
    var isStale: Bool
    /// Where what made the write started: the statement's line and its virtual time.
    var originLine: Int
    var originMilliseconds: Double
}
