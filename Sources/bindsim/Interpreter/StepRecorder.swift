import BindKit

/// The tracer a run installs: it records what expectations need (announcements,
/// loops, counts), works out each event's depth in the causal tree and its
/// *origin*, and passes every event on to the listener.
///
/// **Origins and overwritten edits** (contract v2, "Overwritten user edits"):
/// every event has one origin, the root of its causal chain — a top-level user
/// edit (a `user` action or one keystroke of `type`) or something else. A
/// scheduled delivery continues the chain of the element it delivers, so its
/// origin is that element's. A programmatic set of a field or terminal N whose
/// origin is a user edit of N and whose value differs from N's last user edit
/// *overwrites* that edit: the listener hears it, and the run remembers, per
/// node, whether the write that last set it was such an overwrite.
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
    /// Ids of the current event's ancestors, the root first: an event's depth
    /// is its index here.
    @exclusivity(unchecked) private var ancestors: [Int] = []

    /// The user edits of the run (index + 1 is an origin; 0 is none).
    @exclusivity(unchecked) private var userEdits: [(node: String, value: Value)] = []
    /// The origin of each event, by event id (ids are dense from 1 in a run).
    @exclusivity(unchecked) private var originOf: [Int32] = [0]
    /// For the current event's ancestors (by depth, as `ancestors`): the out-of-order
    /// delivery each follows from, or 0 (see `EventContext.staleDelivery`).
    @exclusivity(unchecked) private var staleAbove: [Int32] = []
    /// Scheduled work that follows from an out-of-order delivery, by the id of the event
    /// that scheduled it: that delivery, for the first event of the work when it runs.
    @exclusivity(unchecked) private var staleOfScheduled: [Int: Int32] = [:]
    /// The user edit under way, whose events are roots of its chain.
    @exclusivity(unchecked) private var currentUserEdit: Int32 = 0
    /// Each control's last user edit, and whether the write that last set it overwrote one.
    @exclusivity(unchecked) private(set) var lastUserEdit: [String: Value] = [:]
    @exclusivity(unchecked) private(set) var lastWriteOverwrote: [String: Bool] = [:]

    /// The controls whose last write overwrote the user's edit, by name, sorted.
    var overwrittenControls: [String] {
        lastWriteOverwrote.filter(\.value).map(\.key).sorted()
    }

    /// The nodes whose announcements a step records: those an `expect … emitted`
    /// names (a million-relay chain expecting none records none).
    private let announcementsRecorded: Set<String>

    init(listener: RunListener?, recordingAnnouncementsOf announcementsRecorded: Set<String> = []) {
        self.listener = listener
        self.announcementsRecorded = announcementsRecorded
    }

    /// Whether a step records the announcements of the node named `name`.
    private func recordsAnnouncements(of name: String?) -> Bool {
        guard info != nil, let name else { return false }
        return announcementsRecorded.contains(name)
    }

    func begin(_ info: StepInfo) {
        self.info = info
        announcements = [:]
        loops = []
        events = 0
        deepestNesting = 0
        ancestors.removeAll(keepingCapacity: true)
        staleAbove.removeAll(keepingCapacity: true)
    }

    func end() -> StepRecord? {
        guard let info else { return nil }
        self.info = nil
        var record = StepRecord(info: info)
        record.announcements = announcements
        record.loops = loops
        record.events = events
        record.deepestNesting = deepestNesting
        announcements = [:]
        loops = []
        return record
    }

    /// A top-level user edit of `node` begins: the events it causes have it as origin.
    func beginUserEdit(of node: String, value: Value) {
        userEdits.append((node, value))
        currentUserEdit = Int32(userEdits.count)
        lastUserEdit[node] = value
        lastWriteOverwrote[node] = false
    }

    func endUserEdit() {
        currentUserEdit = 0
    }

    func record(_ event: TraceEvent) {
        record(event, value: event.value as? Value)
    }

    /// An event as BindKit makes it (names interned, value unboxed): its names are
    /// resolved and its value boxed only when something reads them (a listener, the
    /// announcements expectations check, a control's silent set), so a run nobody
    /// watches (explore) resolves and boxes almost nothing.
    func record<Carried>(_ event: CompactTraceEvent, carrying value: Carried, names: TraceNames) {
        let recordsValue = event.kind == .announce && !announcementsRecorded.isEmpty
            && recordsAnnouncements(of: names[event.node])
        guard listener != nil || event.kind == .silentSet || recordsValue else {
            count(depth: place(event.id, under: event.parent))
            return
        }
        // BindKit's nodes here all carry `Value`: take it as one without a dynamic cast.
        let typed = Carried.self == Value.self ? unsafeBitCast(value, to: Value.self) : value as? Value
        let resolved = typed.map { names.resolve(event, value: $0) } ?? names.resolve(event, value: value)
        record(resolved, value: typed)
    }

    /// Puts event `id` in the causal tree under `parent` and records its origin;
    /// returns its depth.
    private func place(_ id: Int, under parent: Int) -> Int {
        while let top = ancestors.last, top != parent { ancestors.removeLast() }
        let depth = ancestors.count
        ancestors.append(id)
        let origin = parent == 0 ? currentUserEdit : origin(of: parent)
        if id >= originOf.count {
            originOf.append(contentsOf: repeatElement(0, count: id - originOf.count + 1))
        }
        originOf[id] = origin
        return depth
    }

    /// Counts an event at `depth` in the step being recorded.
    private func count(depth: Int) {
        guard info != nil else { return }
        events += 1
        if depth > deepestNesting { deepestNesting = depth }
    }

    private func record(_ event: TraceEvent, value: Value?) {
        let depth = place(event.id, under: event.parent)
        var overwrites: Value?
        if event.kind == .silentSet, let node = event.node, let value,
           event.nodeKind == .control || event.nodeKind == .channelTerminal {
            let origin = originOf[event.id]
            if origin > 0, userEdits[Int(origin) - 1].node == node, let edit = lastUserEdit[node], edit != value {
                overwrites = edit
            }
            lastWriteOverwrote[node] = overwrites != nil
        }
        let stale = staleDelivery(of: event, depth: depth)
        count(depth: depth)
        if info != nil {
            if let value, event.kind == .announce, let name = event.node, recordsAnnouncements(of: name) {
                announcements[name, default: []].append(value)
            }
            if event.kind == .cutOff, let loop = event.loop {
                loops.append(loop)
            }
        }
        listener?.traceEvent(event, EventContext(depth: depth, overwrites: overwrites, staleDelivery: stale))
    }

    /// The out-of-order delivery `event` (at `depth`) follows from: a delivery or replay
    /// starts a chain (its own id when it is out of order, else none); anything else
    /// continues its parent's, across a scheduler hop from the event that scheduled it.
    private func staleDelivery(of event: TraceEvent, depth: Int) -> Int {
        if staleAbove.count > depth { staleAbove.removeLast(staleAbove.count - depth) }
        var stale: Int32
        if depth > 0 && staleAbove.count == depth {
            stale = staleAbove[depth - 1]
        } else {
            stale = staleOfScheduled.removeValue(forKey: event.parent) ?? 0
        }
        switch event.kind {
        case .deliver, .replay:
            stale = event.outOfOrder ? Int32(event.id) : 0
        case .schedule:
            if stale != 0 { staleOfScheduled[event.id] = stale }
        case .announce, .silentSet, .drop, .fire, .terminate, .cutOff:
            break
        }
        staleAbove.append(stale)
        return Int(stale)
    }

    private func origin(of id: Int) -> Int32 {
        id > 0 && id < originOf.count ? originOf[id] : 0
    }
}
