#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The delivery engine every node of one thread shares: it runs announcements
/// depth-first in subscription order, exactly as RxSwift's recursive calls would,
/// but from an explicit stack of frames so that a long chain of library-owned
/// edges (`bind(to:)`, operators) does not grow the call stack per hop.
///
/// Nodes capture the runtime of the thread that creates them; use a node graph
/// from that thread only (BindKit, like UIKit bindings, is single-threaded).
/// Budgets bound every run: a node re-entered too often on one causal chain, a
/// step that delivers too much, or an instant that runs too many scheduler turns
/// is cut off cleanly and reported as a ``LoopReport``.
public final class Runtime {
    /// Whether the code running now is a library-owned sink (whose writes are left
    /// on the frame stack for the drain loop) or user code (whose writes drain at once).
    @usableFromInline enum Mode { case user, library }

    /// One frame: the node that owns it and, for an announcement, the id of its
    /// trace event. A frame left for the drain loop keeps its node alive; one
    /// delivered before its write returns needs no retain (the writer holds the node).
    @usableFromInline struct StackEntry {
        @usableFromInline let unmanagedNode: Unmanaged<FrameNode>
        @usableFromInline let event: Int
        @usableFromInline let ownsNode: Bool

        @inlinable init(node: FrameNode, event: Int, owned: Bool = true) {
            unmanagedNode = owned ? .passRetained(node) : .passUnretained(node)
            self.event = event
            ownsNode = owned
        }

        /// The node (a strong reference, for the paths that are not hot).
        @inlinable var node: FrameNode { unmanagedNode.takeUnretainedValue() }

        /// Gives up the entry's reference, once the node is done with the frame.
        @inlinable func release() {
            if ownsNode { unmanagedNode.release() }
        }
    }

    /// The runtime that objects created now belong to: the innermost one made
    /// current by ``withCurrent(_:)`` on this thread, else the thread's own
    /// runtime, created on first use.
    public static var current: Runtime { ThreadRuntimes.forThisThread.current }

    /// Makes this runtime ``current`` on the calling thread while `body` runs, so
    /// that the relays, controls, schedulers and subscriptions `body` creates belong
    /// to it. A tool that runs many independent simulations gives each its own
    /// runtime this way: event ids, steps, labels, budgets and loop reports start
    /// afresh, and nothing of one run is reachable from another.
    ///
    /// A runtime belongs to one thread at a time (touching its objects from another
    /// thread stops the program with a message naming both threads): a
    /// runtime made with ``init()`` moves to the calling thread here when no thread
    /// is inside its `withCurrent`, so a task may use it across `await`s as long as
    /// every BindKit call happens inside `withCurrent` blocks.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        enterOwnership()
        defer { leaveOwnership() }
        let storage = ThreadRuntimes.forThisThread
        storage.active.append(self)
        defer { storage.active.removeLast() }
        return try body()
    }

    /// The budgets that bound every step. Change them before running.
    @exclusivity(unchecked) public var budgets = Budgets()

    /// The tracer that sees every event, or nil (tracing then costs one check per event).
    public var tracer: Tracer? {
        get { tracerHandle?.tracer }
        set {
            // Events reach the tracer without a retain (see `record(_:carrying:)`): one
            // replaced while it records an event is kept until no event is being recorded.
            let replaced = tracerHandle
            if isRecordingEvent, let replaced { retiredTracers.append(replaced) }
            tracerHandle = newValue.map(TracerHandle.init)
            unretainedTracer = tracerHandle.map { Unmanaged.passUnretained($0) }
            isTracing = newValue != nil
            releaseRetiredTracers()
        }
    }

    /// Releases the tracers replaced during their own calls, once no call is under way
    /// (here, when a tracer is set, and when a step begins). Their deinits run after
    /// the runtime's state is consistent again.
    private func releaseRetiredTracers() {
        guard !isRecordingEvent, !retiredTracers.isEmpty else { return }
        let retired = retiredTracers
        retiredTracers = []
        withExtendedLifetime(retired) {}
    }

    /// Holds the tracer, so that a call can reach it through an unretained reference.
    @usableFromInline final class TracerHandle {
        @usableFromInline let tracer: Tracer
        init(_ tracer: Tracer) { self.tracer = tracer }
    }

    @exclusivity(unchecked) private var tracerHandle: TracerHandle?
    @exclusivity(unchecked) private var retiredTracers: [TracerHandle] = []
    @usableFromInline @exclusivity(unchecked) private(set) var unretainedTracer: Unmanaged<TracerHandle>?
    @usableFromInline @exclusivity(unchecked) private(set) var isTracing = false
    @usableFromInline @exclusivity(unchecked) var isRecordingEvent = false

    /// Hands `event` to the tracer, if any. The runtime holds the tracer (and any it
    /// replaced during the call), so the call takes no reference of its own.
    @inlinable @inline(__always)
    func record<Value>(_ event: CompactTraceEvent, carrying value: Value) {
        guard let unretainedTracer else { return }
        let wasRecording = isRecordingEvent
        isRecordingEvent = true
        unretainedTracer._withUnsafeGuaranteedRef {
            $0.tracer.record(event, carrying: value, names: traceNames)
        }
        isRecordingEvent = wasRecording
    }

    /// Called once for every cut-off, after the step's pending work was dropped.
    @exclusivity(unchecked) public var onLoop: ((LoopReport) -> Void)?

    /// Every loop cut off so far, in order.
    @exclusivity(unchecked) public private(set) var loopReports: [LoopReport] = []

    @usableFromInline @exclusivity(unchecked) var stack = FrameStack()
    @usableFromInline @exclusivity(unchecked) var mode: Mode = .user
    /// How many runs of subscribers' code are nested on the call stack now (`Budgets.maxNesting`).
    @usableFromInline @exclusivity(unchecked) var userCodeDepth = 0
    @usableFromInline @exclusivity(unchecked) var libraryBase = 0
    @usableFromInline @exclusivity(unchecked) var drainDepth = 0
    @usableFromInline @exclusivity(unchecked) var subscribeDepth = 0
    /// How many entries of `stack` are deferred deliveries (not nodes: trace depths leave them out).
    @usableFromInline @exclusivity(unchecked) var deferredDeliveries = 0
    /// Nested tail calls between library-owned stages since the drain loop last
    /// took over (see ``Sink/tailOn(_:)``); ``noTailCalls`` while a stage that has
    /// work after its call is on the call stack.
    @usableFromInline @exclusivity(unchecked) var tailDepth = 0

    /// Tail calls nested on the call stack before the next one becomes a frame.
    @inlinable static var maxTailDepth: Int { 64 }
    /// Far below zero: no tail call nested under it reaches `maxTailDepth`.
    @inlinable static var noTailCalls: Int { Int.min / 2 }

    /// Chooses the order in which an `@Observable` property's trackers fire, where Swift leaves it
    /// to a `Set` (see ``SubscriberOrder``); nil: subscription order.
    @exclusivity(unchecked) public var subscriberOrder: SubscriberOrder?

    /// The open `withObservationTracking` scopes, innermost last (see `ObservationTracking`).
    @usableFromInline @exclusivity(unchecked) var observationScopes: [ObservationAccessList] = []

    /// The label new subscriptions take for traces (see ``withLabel(_:_:)``).
    /// A subscription keeps a 4-byte id of its label (0: none), not a string.
    @usableFromInline @exclusivity(unchecked) var currentLabel: Int32 = 0
    /// The names traces refer to: nodes' names, labels, drop reasons.
    public let traceNames = TraceNames()

    /// Runs `body` with `label` attached to every subscription it makes, so a
    /// trace can say which binding or subscriber carried a value.
    public func withLabel<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        let saved = currentLabel
        currentLabel = traceNames.label(label)
        defer { currentLabel = saved }
        return try body()
    }

    /// The causal parent of events made now: the delivery under way, or 0.
    @usableFromInline @exclusivity(unchecked) var currentCause = 0
    @usableFromInline @exclusivity(unchecked) var nextEventID = 0

    /// Steps: an explicit step is opened by ``beginStep()``; otherwise each
    /// top-level write, each top-level subscription (with the replays and
    /// writes it causes) and each piece of work scheduled from the top level
    /// opens an implicit one.
    @exclusivity(unchecked) public private(set) var stepID = 0
    @usableFromInline @exclusivity(unchecked) var explicitStepOpen = false
    @usableFromInline @exclusivity(unchecked) var deliveriesThisStep = 0
    /// True from a cut-off until the step ends: writes are dropped meanwhile.
    @exclusivity(unchecked) public private(set) var isCutOff = false

    /// The causal chain carried into the scheduler turn being run.
    @usableFromInline @exclusivity(unchecked) var turnCause: CauseLink?
    /// `carriedCount(of:)` results for the turn being run.
    @exclusivity(unchecked) private var carriedCounts: [ObjectIdentifier: Int] = [:]
    @usableFromInline @exclusivity(unchecked) var turnDepth = 0

    @exclusivity(unchecked) private var schedulers: [WeakScheduler] = []

    /// Subscriber lists of deallocated nodes, released one at a time (see ``releaseLater(_:)``).
    @exclusivity(unchecked) private var pendingRelease: [Any] = []
    /// True while ``drainReleases()`` runs: a dying sink hands its closure to it.
    @exclusivity(unchecked) private(set) var isReleasing = false

    /// The thread that owns this runtime and its objects (see `Runtime+Threads.swift`).
    @usableFromInline @exclusivity(unchecked) var ownership = ThreadOwnership()
    /// The state of the RxSwift-compatible layer: the current-thread trampoline and
    /// the main run loop (see `Runtime+RxSwift.swift`).
    @exclusivity(unchecked) var rx = RxState()

    /// A new runtime with default budgets, no tracer and no steps run, owned by the
    /// calling thread. Use it through ``withCurrent(_:)``.
    public init() {}

    deinit {
        stack.free()
    }

    // MARK: Steps

    /// Opens a step: budgets and the cut-off state start afresh, and work
    /// scheduled from here on belongs to this step until ``endStep()``.
    public func beginStep() {
        releaseRetiredTracers()
        stepID += 1
        stepBudgetExhausted = false
        explicitStepOpen = true
        deliveriesThisStep = 0
        isCutOff = false
    }

    /// Closes the step opened by ``beginStep()``.
    public func endStep() {
        explicitStepOpen = false
        isCutOff = false
    }

    /// Opens an implicit step when called from outside any delivery, step or turn.
    @inlinable @inline(__always)
    func enterTopLevelIfNeeded() {
        if stack.isEmpty && drainDepth == 0 && subscribeDepth == 0 && !explicitStepOpen && turnDepth == 0 {
            beginImplicitStep()
        }
    }

    /// Runs a top-level subscription (`subscribe`, `bind`, a two-way setup) as one
    /// step: the replays it triggers and every write they make share one budget,
    /// and a cut-off in one of them drops the rest.
    @inlinable
    func runSubscription<T>(_ body: () -> T) -> T {
        enterTopLevelIfNeeded()
        subscribeDepth += 1
        defer { subscribeDepth -= 1 }
        return body()
    }

    @usableFromInline func beginImplicitStep() {
        releaseRetiredTracers()
        stepID += 1
        deliveriesThisStep = 0
        isCutOff = false
    }

    /// Runs a scheduler turn that belongs to step `step` and continues the causal
    /// chain `cause`: re-entries counted on that chain carry into the turn, and a
    /// cut-off inside it ends the turn's chain without ending another step.
    func runTurn(step: Int, cause: CauseLink?, _ body: () -> Void) {
        let savedStep = stepID
        let savedDeliveries = deliveriesThisStep
        let savedCutOff = isCutOff
        let savedCause = turnCause
        let foreignStep = step != stepID
        // Inside an explicit step (a tool's `wait` or end-of-run step) every turn's
        // deliveries count against that step, and each turn counts as one, so that a
        // timer loop running across many instants is still bounded by `maxEvents`.
        let countsForOpenStep = explicitStepOpen
        if foreignStep {
            stepID = step
            if !countsForOpenStep { deliveriesThisStep = 0 }
            isCutOff = false
        }
        let savedCounts = carriedCounts
        turnCause = cause
        carriedCounts = [:]
        turnDepth += 1
        if countDelivery() { body() }
        turnDepth -= 1
        turnCause = savedCause
        carriedCounts = savedCounts
        if foreignStep {
            stepID = savedStep
            if !countsForOpenStep { deliveriesThisStep = savedDeliveries }
            isCutOff = savedCutOff
        }
        if countsForOpenStep && deliveriesThisStep > budgets.maxEvents {
            // The open step is over budget: nothing more runs in it.
            stepBudgetExhausted = true
            for scheduler in schedulers { scheduler.value?.cancelAllWork() }
        }
    }

    /// True once an explicit step has used up its delivery budget across scheduler
    /// turns; its remaining scheduled work was dropped. Reset by ``beginStep()``.
    @exclusivity(unchecked) public private(set) var stepBudgetExhausted = false

    // MARK: Writes and the drain loop

    /// Prepares a write by a node: opens an implicit step at top level, flushes a
    /// frame that the same library callback already left pending (so two writes in
    /// one callback are delivered in order), and refuses writes after a cut-off.
    @inlinable @inline(__always)
    func beginWrite() -> Bool {
        enterTopLevelIfNeeded()
        if isCutOff { return false }
        deliverPendingFrames()
        return !isCutOff
    }

    /// Runs frames until the stack is back to `base` entries (or a cut-off): each
    /// round runs the top entry, which delivers to at least one subscriber or pops.
    @usableFromInline func drain(downTo base: Int) {
        drainDepth += 1
        defer { drainDepth -= 1 }
        while stack.count > base {
            if isCutOff {
                unwind(downTo: base)
                return
            }
            let entry = stack[stack.count - 1]
            let savedMode = mode
            let savedBase = libraryBase
            let savedCause = currentCause
            let savedTailDepth = tailDepth
            mode = .library
            libraryBase = stack.count
            tailDepth = 0
            entry.unmanagedNode._withUnsafeGuaranteedRef { $0.runTop($0, entry.event) }
            mode = savedMode
            libraryBase = savedBase
            currentCause = savedCause
            tailDepth = savedTailDepth
        }
    }

    private func unwind(downTo base: Int) {
        while stack.count > base {
            let entry = stack.removeLast()
            let node = entry.node
            if node.role == .deferredDelivery { deferredDeliveries -= 1 }
            node.endFrameEarly()
            entry.release()
        }
    }

    /// Puts the delivery of `value` into `sink` on the stack instead of calling it
    /// (see ``Sink/tailOn(_:)``); in user code it runs at once, from a drain loop.
    @inlinable
    func deferDelivery<Element>(_ value: Element, to sink: Sink<Element>) {
        stack.append(StackEntry(node: DeferredDelivery(value, to: sink, cause: currentCause), event: 0))
        deferredDeliveries &+= 1
        if mode == .user { drain(downTo: stack.count - 1) }
    }

    /// Runs user code (a subscriber's closure): pending library frames are
    /// delivered first, and writes made by `body` drain before it continues.
    @inlinable
    func runUserCode(_ body: () -> Void) {
        if mode == .library && stack.count > libraryBase { drain(downTo: libraryBase) }
        if isCutOff { return }
        // Each nested run of user code is frames on the call stack: bounded, or a long loop
        // through subscribers' closures would overflow it before any other budget ends it.
        guard userCodeDepth < budgets.maxNesting else { return cutOffNesting() }
        userCodeDepth &+= 1
        let saved = mode
        mode = .user
        body()
        mode = saved
        userCodeDepth &-= 1
    }

    @usableFromInline @inline(never)
    func cutOffNesting() {
        cutOff(reason: .nesting, at: nil, value: nil, valuesRepeat: nil)
    }

    /// Runs `forward` (which may write), then `completion` once everything those
    /// writes cause has been delivered — for operators whose state must span the
    /// forward (throttle's send time, ReactiveKit's busy context). In user code
    /// the writes drain inside `forward`; in library code `completion` rides on a
    /// marker frame pushed below them, so nothing nests on the call stack per hop.
    /// The marker is raised above the base only while `forward` runs (its own
    /// writes must not end it); afterwards it is one of the frames this callback
    /// left pending, delivered before the callback's next write or element
    /// (``deliverPendingFrames()``), as RxSwift's nested call would have returned.
    func forward(_ forward: () -> Void, thenWhenDelivered completion: @escaping () -> Void) {
        if mode == .user {
            forward()
            completion()
            return
        }
        deliverPendingFrames()
        let base = libraryBase
        stack.append(StackEntry(node: CompletionMarker(runtime: self, completion), event: 0))
        libraryBase = base + 1
        forward()
        libraryBase = base
    }

    /// Delivers the frames the running library callback has left pending, so that
    /// what it passes on next finds them delivered: a stage whose state spans a
    /// forward (throttle's send time) calls this before reading that state, or
    /// the next element of a synchronous source (`from([a, b])`) would find `a`'s
    /// forward still open and be taken for a re-entrant one. An element that does
    /// re-enter arrives from a frame above the marker, where nothing is pending.
    @inlinable @inline(__always)
    func deliverPendingFrames() {
        if mode == .library && stack.count > libraryBase { drain(downTo: libraryBase) }
    }

    /// Counts one delivery against the step's budget; false once it is exceeded.
    @inlinable
    func countDelivery() -> Bool {
        deliveriesThisStep &+= 1
        if deliveriesThisStep > budgets.maxEvents {
            cutOff(reason: .events, at: nil, value: nil, valuesRepeat: nil)
            return false
        }
        return true
    }

    // MARK: Event ids

    @inlinable
    func makeEventID() -> Int {
        nextEventID += 1
        return nextEventID
    }

    /// Current nesting depth for trace events: the frames on the stack, deferred
    /// deliveries left out (a nested call would not have made a frame).
    @inlinable var depth: Int { stack.count - deferredDeliveries }

    // MARK: Cut-off

    /// Cuts the step off: records the report, drops the step's scheduled work
    /// and unwinds the frame stack as the drain loops return.
    /// `spinningObservations`: an `Observations` loop that stays dirty and iterates in one job
    /// (through Observation, without recursing: Swift runs for ever there).
    @usableFromInline func cutOff(reason: LoopReport.Reason, at node: FrameNode?, value: Any?, valuesRepeat: Bool?,
                                  spinningObservations: Bool = false) {
        guard !isCutOff else { return }
        isCutOff = true
        let cycle = node.map { cyclePath(reentering: $0) } ?? busiestCycle()
        var report = LoopReport(
            reason: reason, step: stepID, cycle: cycle.map(\.traceName),
            valuesRepeat: valuesRepeat, budget: budget(for: reason))
        report.crossesHops = turnCause != nil || spinningObservations
        report.throughObservation = spinningObservations || cycle.contains { $0.traceKind == .observable }
        if !cycle.isEmpty, cycle.allSatisfy(\.isUnguardedTwoWaySide) { report.hint = LoopReport.unguardedTwoWayHint }
        loopReports.append(report)
        for scheduler in schedulers { scheduler.value?.cancelWork(ofStep: stepID) }
        if let tracer {
            tracer.record(TraceEvent(
                id: makeEventID(), parent: currentCause, depth: depth, kind: .cutOff,
                node: node?.traceName, nodeKind: node?.traceKind, value: value, loop: report))
        }
        onLoop?(report)
    }

    /// Records `payload` as a ``TraceEvent/Kind/model`` event under the event being delivered, and
    /// runs `body` with it as the cause of what `body` does, so that a tool's model of another
    /// library's machinery (bindsim's SwiftUI update cycle) stands in the causal tree with the
    /// writes it makes. Without a tracer only `body` runs.
    public func recordModelEvent(_ payload: Any, _ body: () -> Void = {}) {
        guard let tracer else { return body() }
        let id = makeEventID()
        tracer.record(TraceEvent(id: id, parent: currentCause, depth: depth, kind: .model, value: payload))
        let saved = currentCause
        currentCause = id
        defer { currentCause = saved }
        body()
    }

    /// Cuts the step off for a loop a tool's model found (a render loop through a view, which is
    /// no node of BindKit's): the report names `cycle` and the re-entry budget it exceeded.
    public func cutOffModelLoop(cycle: [String], valuesRepeat: Bool?) {
        guard !isCutOff else { return }
        isCutOff = true
        var report = LoopReport(reason: .reentries, step: stepID, cycle: cycle, valuesRepeat: valuesRepeat,
                                budget: budgets.maxReentries)
        report.crossesHops = turnCause != nil
        loopReports.append(report)
        for scheduler in schedulers { scheduler.value?.cancelWork(ofStep: stepID) }
        if let tracer {
            tracer.record(TraceEvent(id: makeEventID(), parent: currentCause, depth: depth, kind: .cutOff, loop: report))
        }
        onLoop?(report)
    }

    /// Ends the current step's work without a loop report: frames unwind, the
    /// step's scheduled work is dropped and further writes in the step are refused.
    /// A tool calls this when a run-time error of its own ends a run.
    public func abandonStep() {
        guard !isCutOff else { return }
        isCutOff = true
        for scheduler in schedulers { scheduler.value?.cancelWork(ofStep: stepID) }
    }

    private func budget(for reason: LoopReport.Reason) -> Int {
        switch reason {
        case .reentries: budgets.maxReentries
        case .events: budgets.maxEvents
        case .turns: budgets.maxTurns
        case .nesting: budgets.maxNesting
        }
    }

    /// The nodes from the previous entry of `node` on the causal chain up to now,
    /// closed with `node` again: `a -> b -> a`.
    private func cyclePath(reentering node: FrameNode) -> [FrameNode] {
        var path: [FrameNode] = [node]
        var index = stack.count - 1
        while index >= 0 {
            let entry = stack[index].node
            index -= 1
            if entry.role == .deferredDelivery { continue }
            path.append(entry)
            if entry === node { return path.reversed() }
        }
        var link = turnCause
        var walked = 0
        while let current = link, walked < CauseLink.walkLimit {
            path.append(current.node)
            if current.node === node { return path.reversed() }
            link = current.parent
            walked += 1
        }
        return [node]
    }

    /// For budgets that are not about one node: the cycle of the node that occurs
    /// most often on the current causal chain, if any occurs twice.
    private func busiestCycle() -> [FrameNode] {
        var chain: [FrameNode] = []
        for index in 0..<stack.count where stack[index].node.role != .deferredDelivery {
            chain.append(stack[index].node)
        }
        var link = turnCause
        var walked = 0
        var carried: [FrameNode] = []
        while let current = link, walked < CauseLink.walkLimit {
            carried.append(current.node)
            link = current.parent
            walked += 1
        }
        chain = carried.reversed() + chain
        var counts: [ObjectIdentifier: Int] = [:]
        var best: FrameNode?
        var bestCount = 1
        for node in chain {
            let count = (counts[ObjectIdentifier(node)] ?? 0) + 1
            counts[ObjectIdentifier(node)] = count
            if count > bestCount { bestCount = count; best = node }
        }
        guard let best, let last = chain.lastIndex(where: { $0 === best }),
              let previous = chain[..<last].lastIndex(where: { $0 === best })
        else { return [] }
        return Array(chain[previous...last])
    }

    // MARK: Releasing long chains

    /// Keeps `references` (a dead node's subscriber list) to be released by
    /// ``drainReleases()`` from a loop rather than from the node's deinit: freeing
    /// the head of a long `bind(to:)` chain would otherwise free every node
    /// downstream recursively, one deinit per hop.
    @usableFromInline func deferRelease(_ references: Any) {
        pendingRelease.append(references)
    }

    /// Runs `body`, which drops references, inside the release loop: what its
    /// deinits hand over is released here one at a time.
    @usableFromInline func releasing(_ body: () -> Void) {
        if isReleasing {
            body()
            return
        }
        isReleasing = true
        body()
        isReleasing = false
        drainReleases()
    }

    /// Releases the deferred references one at a time (those their release defers
    /// join the loop) unless an outer call is already doing so.
    @usableFromInline func drainReleases() {
        guard !isReleasing else { return }
        isReleasing = true
        // What a release defers goes into `pendingRelease` while a batch taken out of it
        // is released: no access to the list overlaps the deinits it causes.
        while !pendingRelease.isEmpty {
            var batch: [Any] = []
            swap(&batch, &pendingRelease)
            while let references = batch.popLast() {
                withExtendedLifetime(references) {}
            }
        }
        isReleasing = false
    }

    // MARK: Scheduling support

    func register(_ scheduler: VirtualTimeScheduler) {
        schedulers.removeAll { $0.value == nil }
        schedulers.append(WeakScheduler(value: scheduler))
    }

    /// The causal chain at this moment, to be carried across a scheduler hop.
    func captureCause() -> CauseLink? {
        var link = turnCause
        let start = max(0, stack.count - CauseLink.walkLimit)
        guard start < stack.count else { return link }
        // Each entry's value: a node's frames lie on the stack in the same order
        // as its entries, so count the node's entries from the top down.
        var values = [Any?](repeating: nil, count: stack.count - start)
        var seen: [ObjectIdentifier: Int] = [:]
        for index in (start..<stack.count).reversed() {
            let node = stack[index].node
            if node.role == .deferredDelivery { continue }
            let offset = seen[ObjectIdentifier(node), default: 0]
            seen[ObjectIdentifier(node)] = offset + 1
            values[index - start] = node.frameValue(fromTop: offset)
        }
        var inSegment: [ObjectIdentifier: Int] = [:]
        for index in start..<stack.count {
            let entry = stack[index]
            if entry.node.role == .deferredDelivery { continue }
            let key = ObjectIdentifier(entry.node)
            let before = inSegment[key] ?? carriedCount(of: entry.node)
            inSegment[key] = before + 1
            link = CauseLink(node: entry.node, event: entry.event, value: values[index - start],
                             occurrences: before + 1, parent: link)
            link?.forgetWhatNoWalkReaches()
        }
        return link
    }

    /// How often `node` occurs on the causal chain carried into this turn: the
    /// count kept by its nearest link, so a loop through timers needs a walk only
    /// as far back as its own previous round (cached per turn).
    @usableFromInline func carriedCount(of node: FrameNode) -> Int {
        guard turnCause != nil else { return 0 }
        let key = ObjectIdentifier(node)
        if let cached = carriedCounts[key] { return cached }
        var link = turnCause
        var walked = 0
        var count = 0
        while let current = link, walked < CauseLink.walkLimit {
            if current.node === node {
                count = current.occurrences
                break
            }
            link = current.parent
            walked += 1
        }
        carriedCounts[key] = count
        return count
    }

    /// The value `node` had at its latest entry on the causal chain carried into
    /// this turn, or nil.
    @usableFromInline func carriedValue(of node: FrameNode) -> Any? {
        var link = turnCause
        var walked = 0
        while let current = link, walked < CauseLink.walkLimit {
            if current.node === node { return current.value }
            link = current.parent
            walked += 1
        }
        return nil
    }
}

/// The limits that keep every run finite: each one, when exceeded, cuts the step off.
public struct Budgets: Sendable, Equatable {
    /// Re-entries of one node on one causal chain before the step is cut off.
    public var maxReentries = 100
    /// Deliveries in one step before it is cut off.
    public var maxEvents = 1_000_000
    /// Scheduler turns at one virtual instant within one step before it is cut off.
    public var maxTurns = 1000
    /// Runs of subscribers' code nested in one another (each frames on the call stack) before the
    /// step is cut off: a long loop through closures would overflow the stack before the
    /// re-entry budget ended it (a ring of N subscribers nests N per round).
    public var maxNesting = 256

    /// The defaults: 100 re-entries, 1,000,000 deliveries, 1000 turns, 256 nested closures.
    public init() {}

    /// Budgets with the given limits (`maxNesting`: 256 when not given; more may overflow a
    /// thread's stack, which these budgets are there to keep from happening).
    public init(maxReentries: Int, maxEvents: Int, maxTurns: Int, maxNesting: Int = 256) {
        self.maxReentries = maxReentries
        self.maxEvents = maxEvents
        self.maxTurns = maxTurns
        self.maxNesting = maxNesting
    }
}

struct WeakScheduler {
    weak var value: VirtualTimeScheduler?
}

/// One link of a causal chain carried across a scheduler hop.
@usableFromInline final class CauseLink {
    /// How many links a capture or a walk visits at most (bounds cost; the
    /// per-step delivery budget still ends loops longer than this).
    static let walkLimit = 1024

    let node: FrameNode
    let event: Int
    /// The value the node was delivering at this link (to tell whether a loop's values repeat).
    let value: Any?
    /// How many links of the chain, this one included, belong to `node`.
    let occurrences: Int
    /// The link before this one; nil past the links a walk can reach (see below).
    @exclusivity(unchecked) private(set) var parent: CauseLink?
    /// How many links the chain had when this one was made, this one included.
    let length: Int

    init(node: FrameNode, event: Int, value: Any?, occurrences: Int, parent: CauseLink?) {
        self.node = node
        self.event = event
        self.value = value
        self.occurrences = occurrences
        self.parent = parent
        length = (parent?.length ?? 0) + 1
    }

    /// Every walk stops after `walkLimit` links, and a link keeps its node's count
    /// (`occurrences`), so links farther back than that from every chain's head are
    /// never read; but each keeps the whole chain before it alive, and a loop through
    /// timers under a large budget makes millions (about 100 bytes per delivery).
    /// Every `walkLimit` links, the link `2 × walkLimit` back lets go of what comes
    /// before it. Only a branch left more than `walkLimit` links behind this head (a
    /// timer still pending from that long ago) can walk into the cut: its walk ends
    /// there, before `walkLimit` links (the counts its links carry are kept).
    func forgetWhatNoWalkReaches() {
        guard length % Self.walkLimit == 0, length > 2 * Self.walkLimit else { return }
        var link = self
        for _ in 0..<(2 * Self.walkLimit) {
            guard let parent = link.parent else { return }
            link = parent
        }
        link.parent = nil
    }
}

/// Thread-local storage: each thread's default runtime and the runtimes made
/// current on it by `Runtime.withCurrent(_:)`, innermost last.
final class ThreadRuntimes {
    @exclusivity(unchecked) var standard: Runtime?
    @exclusivity(unchecked) var active: [Runtime] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadRuntimes>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's storage, created on first use.
    static var forThisThread: ThreadRuntimes {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadRuntimes>.fromOpaque(pointer).takeUnretainedValue()
        }
        let storage = ThreadRuntimes()
        pthread_setspecific(key, Unmanaged.passRetained(storage).toOpaque())
        return storage
    }

    var current: Runtime {
        if let innermost = active.last { return innermost }
        if let standard { return standard }
        let runtime = Runtime()
        runtime.ownership.isThreadDefault = true
        standard = runtime
        return runtime
    }
}

extension Runtime {
    /// Records that `value` was dropped (by `filter`, `distinctUntilChanged`, a
    /// two-way guard); `reason` names what dropped it.
    @inlinable
    func traceDrop<Value>(_ value: Value, reason: String) {
        guard isTracing else { return }
        record(CompactTraceEvent(
            id: makeEventID(), parent: currentCause, depth: depth, kind: .drop, note: traceNames.name(reason)),
            carrying: value)
    }

    /// Records that `node` stored `value` and announced nothing (a control's programmatic set, a
    /// binder's write, a plain property's store); `note`, when given, says why.
    @inlinable
    func traceSilentSet<Value>(_ value: Value, node: TraceName, kind: TraceNodeKind, note: TraceName = .none) {
        guard isTracing else { return }
        record(CompactTraceEvent(
            id: makeEventID(), parent: currentCause, depth: depth, kind: .silentSet, node: node, nodeKind: kind,
            note: note), carrying: value)
    }
}
