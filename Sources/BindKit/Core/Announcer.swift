/// The subscriber list and frames shared by every stateful node: it turns one
/// write into an announcement delivered, one subscriber at a time, from the
/// runtime's frame stack.
///
/// A frame is the announcement's value, the next subscriber to deliver it to, and
/// the end of the subscriber list when it was announced: that prefix of the list is
/// the announcement's snapshot. Subscribers added later sit past its end; the list
/// is compacted only while no frame is open, so the prefix never moves and the
/// snapshot costs no copy and no retain.
@usableFromInline
final class Announcer<Element>: FrameNode {
    @usableFromInline struct Frame {
        /// The value delivered; a control's frames are refreshed when it changes (see
        /// ``refreshOpenFrames(to:)``).
        @usableFromInline var value: Element
        @usableFromInline let sequence: Int
        // 32-bit positions keep the frame (stored inline in every node) small.
        @usableFromInline var index: Int32
        @usableFromInline let end: Int32

        @inlinable init(value: Element, index: Int32, end: Int32, sequence: Int) {
            self.value = value
            self.sequence = sequence
            self.index = index
            self.end = end
        }
    }

    /// Subscribers in subscription order. A disposed one stays in place (a
    /// tombstone, skipped by later announcements) until tombstones are the larger
    /// part, then the list is compacted (once no frame is open): disposing n
    /// subscribers costs O(n) in all, where removing each from the middle would
    /// cost O(n²).
    // Field order packs a node into 120 bytes (a million relays is a figure): the
    // 32-bit fields fill the gaps the 8-byte ones leave.
    @usableFromInline @exclusivity(unchecked) var tombstones: Int32 = 0
    @usableFromInline @exclusivity(unchecked) var subscribers: SubscriberList<Element> = .empty
    /// The innermost open frame (nil when none is open), kept inline: a node is
    /// rarely re-entered, so the frames it encloses usually need no allocation.
    @usableFromInline @exclusivity(unchecked) var topFrame: Frame?
    /// How many frames are open (`topFrame` and `extras.outerFrames`): read where
    /// the element type is not known (disposal), without generic metadata.
    @usableFromInline @exclusivity(unchecked) var openFrames: Int32 = 0
    @usableFromInline @exclusivity(unchecked) var sequence = 0
    /// What few nodes need, allocated on first use (a million relays is a figure).
    @usableFromInline @exclusivity(unchecked) var extras: Extras?

    @usableFromInline final class Extras {
        /// Detached while an announcement was in flight: their closures are released
        /// once no frame of this node is open.
        @usableFromInline @exclusivity(unchecked) var releaseWhenDelivered: [NodeSubscription<Element>] = []
        /// The frames `topFrame` re-entered, innermost last.
        @usableFromInline @exclusivity(unchecked) var outerFrames: ContiguousArray<Frame> = []
        /// Runs after a frame is fully delivered (a `@Published` store happens here).
        @usableFromInline @exclusivity(unchecked) var afterDelivery: ((Element) -> Void)?
        /// The real library leaves its subscribers' order unspecified (Combine's subjects and
        /// @Published keep them in a `Set`: rule C7): announcements say the order this run uses,
        /// and a ``SubscriberOrder`` may choose it.
        @usableFromInline @exclusivity(unchecked) var ordersUnspecified = false
        /// While the order is unspecified: each subscription's place in attach order, which tells
        /// apart subscribers with the same label (combineLatest's two inputs on one subject) the
        /// same way at every announcement, whatever order the last one put them in.
        @usableFromInline @exclusivity(unchecked) var attachOrder: [ObjectIdentifier: Int] = [:]
        @usableFromInline @exclusivity(unchecked) var attachCount = 0

        @inlinable init() {}

        @usableFromInline func noteAttach(_ subscription: NodeSubscription<Element>) {
            attachCount += 1
            attachOrder[ObjectIdentifier(subscription)] = attachCount
        }
    }

    /// ``extras``, made if needed.
    @inlinable var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// Runs after a frame is fully delivered (a `@Published` store happens here).
    @inlinable var afterDelivery: ((Element) -> Void)? {
        get { extras?.afterDelivery }
        set { madeExtras.afterDelivery = newValue }
    }

    @inlinable
    init(runtime: Runtime, name: String, kind: TraceNodeKind) {
        super.init(runtime: runtime, role: .announcer, name: name, kind: kind, runTop: { node, event in
            unsafeDowncast(node, to: Announcer<Element>.self).runTopFrame(event: event)
        })
    }

    deinit {
        // Hand the subscriber list (and the chain hanging off it) to the runtime's
        // release loop, so that a long chain is not freed recursively.
        guard !subscribers.isEmpty else { return }
        subscribers.forEach { $0.announcerDidDeinit() }
        runtime.deferRelease(subscribers)
        subscribers = .empty
        runtime.drainReleases()
    }

    // MARK: Subscribing

    /// Adds `sink` as the last subscriber. It receives announcements made from now on.
    @inlinable
    func attach(_ sink: Sink<Element>) -> NodeSubscription<Element> {
        runtime.checkThread(objectDescription, "subscribe")
        let subscription = NodeSubscription(announcer: self, sink: sink, label: runtime.currentLabel)
        subscribers.append(subscription)
        if let extras, extras.ordersUnspecified { extras.noteAttach(subscription) }
        return subscription
    }

    /// Adds `sink` and replays `current` to it (BehaviorSubject's subscribe: the
    /// observer is inserted first, then given the current value).
    @inlinable
    func attachReplaying(_ sink: Sink<Element>, current: Element) -> NodeSubscription<Element> {
        let subscription = attach(sink)
        replay(current, to: subscription)
        return subscription
    }

    /// The value the innermost open delivery of this node carries, nil when none is open (a
    /// subscriber added now is not in that delivery's snapshot).
    @inlinable var valueBeingDelivered: Element? { topFrame?.value }

    /// Replays `current` to a new subscriber, then adds it as the last subscriber
    /// (ReactiveSwift's `MutableProperty.producer`, ReactiveKit's `prepend`, RxCocoa's
    /// `controlProperty`: the value is sent before observing starts, so a write made
    /// while the subscriber handles it does not reach that subscriber). A subscriber
    /// disposed during its replay is never added.
    @inlinable
    func replayThenAttach(_ sink: Sink<Element>, current: Element) -> NodeSubscription<Element> {
        let subscription = NodeSubscription(announcer: self, sink: sink, label: runtime.currentLabel)
        subscription.isPendingAttach = true
        replay(current, to: subscription)
        subscription.isPendingAttach = false
        if !subscription.isDetached {
            // Announcements made during the replay are not this subscriber's.
            subscription.lastSequence = sequence
            subscribers.append(subscription)
            if let extras, extras.ordersUnspecified { extras.noteAttach(subscription) }
        }
        return subscription
    }

    /// Replays `current` to `sink` without adding it as a subscriber (a fulfilled Future's
    /// late subscriber, which ends right after).
    @inlinable
    func replayWithoutAttaching(_ sink: Sink<Element>, current: Element) {
        let subscription = NodeSubscription(announcer: self, sink: sink, label: runtime.currentLabel)
        subscription.isPendingAttach = true
        replay(current, to: subscription)
        subscription.detachedAfter = sequence
        subscription.releaseReceiver()
    }

    /// Marks `subscription` detached: announcements that start from now on skip it.
    @inlinable
    func detach(_ subscription: NodeSubscription<Element>) {
        runtime.checkThread(objectDescription, "dispose")
        if subscription.isPendingAttach {
            subscription.detachedAfter = sequence
            subscription.releaseReceiver()
            return
        }
        subscription.detachedAfter = sequence
        tombstones += 1
        if openFrames == 0 {
            subscription.releaseReceiver()
            compactIfMostlyTombstones()
        } else {
            madeExtras.releaseWhenDelivered.append(subscription)
        }
    }

    /// Drops the tombstones once they are the larger part of the list (only while
    /// no frame is open: an open frame indexes the list).
    @inlinable
    func compactIfMostlyTombstones() {
        if Int(tombstones) == subscribers.count {
            // All gone (a run's teardown): no filtering pass (this often runs as
            // unspecialised code, reached through a `Disposable`).
            subscribers = .empty
            tombstones = 0
        } else if tombstones > 8 && Int(tombstones) * 2 > subscribers.count {
            subscribers.removeAll { $0.isDetached }
            tombstones = 0
        }
    }

    /// Whether anyone still listens.
    @inlinable var hasLiveSubscribers: Bool { subscribers.count > Int(tombstones) }

    /// Delivers the current value to a new subscriber (BehaviorSubject's replay):
    /// not an announcement, traced as a replay.
    /// `note`, when given, is traced with the replay (why this value is the one replayed).
    @inlinable
    func replay(_ value: Element, to subscription: NodeSubscription<Element>, note: String? = nil) {
        let runtime = self.runtime
        runtime.enterTopLevelIfNeeded()
        guard !runtime.isCutOff, runtime.countDelivery() else { return }
        let savedCause = runtime.currentCause
        if runtime.isTracing { traceReplay(value, to: subscription, note: note) }
        subscription.lastSequence = sequence
        subscription.deliver(value, runtime: runtime, asUserCode: true)
        runtime.currentCause = savedCause
    }

    @inlinable @inline(never)
    func traceReplay(_ value: Element, to subscription: NodeSubscription<Element>, note: String? = nil) {
        let id = runtime.makeEventID()
        runtime.record(CompactTraceEvent(
            id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .replay, node: tracedName,
            nodeKind: traceKind, via: TraceName(id: subscription.label),
            note: note.map { runtime.traceNames.name($0) } ?? .none), carrying: value)
        runtime.currentCause = id
    }

    // MARK: Announcing

    /// Announces `value`. Returns true when a frame was pushed (it is delivered
    /// before this returns in user code, or by the drain loop in library code).
    @discardableResult @inlinable
    func announce(_ value: Element) -> Bool {
        let runtime = self.runtime
        sequence &+= 1
        var event = 0
        if runtime.isTracing { event = traceAnnouncement(value) }
        if !hasLiveSubscribers && extras?.afterDelivery == nil { return false }
        // This entry re-enters the node once per frame still open on the chain (and once
        // per entry carried across scheduler hops); more than `maxReentries` is a loop.
        let carried = runtime.turnCause == nil ? 0 : runtime.carriedCount(of: self)
        if Int(openFrames) + carried > runtime.budgets.maxReentries {
            cutOffReentry(value)
            return false
        }
        if openFrames > 0 { madeExtras.outerFrames.append(topFrame.unsafelyUnwrapped) }
        openFrames &+= 1
        topFrame = Frame(value: value, index: 0, end: Int32(truncatingIfNeeded: subscribers.count), sequence: sequence)
        let deliversNow = runtime.mode == .user
        runtime.stack.append(Runtime.StackEntry(node: self, event: event, owned: !deliversNow))
        if deliversNow { deliverNow(event: event) }
        return true
    }

    @usableFromInline
    func cutOffReentry(_ value: Element) {
        // Compare with the entry still open here or, across a scheduler hop, with
        // the value this node carried on the causal chain.
        let previous = topFrame.map { $0.value as Any } ?? runtime.carriedValue(of: self)
        runtime.cutOff(reason: .reentries, at: self, value: value,
                       valuesRepeat: previous.flatMap { valuesEqual($0, value) })
    }

    /// A write from user code is delivered completely before it returns: this is the
    /// drain loop for the frame just pushed, run here (specialised) rather than
    /// through the runtime; what library sinks push meanwhile goes to the runtime's loop.
    @inlinable @inline(__always)
    func deliverNow(event: Int) {
        let runtime = self.runtime
        let base = runtime.stack.count - 1
        runtime.drainDepth &+= 1
        let savedBase = runtime.libraryBase
        let savedCause = runtime.currentCause
        let savedTailDepth = runtime.tailDepth
        runtime.mode = .library
        runtime.libraryBase = base + 1
        runtime.tailDepth = 0
        runTopFrame(event: event)
        runtime.mode = .user
        runtime.libraryBase = savedBase
        runtime.currentCause = savedCause
        runtime.tailDepth = savedTailDepth
        if runtime.stack.count > base { runtime.drain(downTo: base) }
        runtime.drainDepth &-= 1
    }

    @inlinable @inline(never)
    func traceAnnouncement(_ value: Element) -> Int {
        let runtime = self.runtime
        let id = runtime.makeEventID()
        if topFrame == nil {
            runtime.record(CompactTraceEvent(
                id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .announce, node: tracedName,
                nodeKind: traceKind, note: leavesOrderUnspecified ? unspecifiedOrder() : .none), carrying: value)
        } else {
            traceReentrantAnnouncement(value, id: id)
        }
        return id
    }

    /// Whether the real library leaves the order of this node's subscribers unspecified: an
    /// `@Observable` property's trackers (a `Set` in Swift's registrar), Combine's subjects'.
    @inlinable var leavesOrderUnspecified: Bool { traceKind == .observable || extras?.ordersUnspecified == true }

    /// Marks the subscribers' order unspecified (Combine's rule C7).
    @usableFromInline func markOrderUnspecified() { madeExtras.ordersUnspecified = true }

    /// An `@Observable` property's trackers are a `Set` in Swift's registrar, and so are a Combine
    /// subject's subscribers, so their order follows the hash seed: with two or more, the note
    /// names the order this run uses (subscription order), `t1, t2`; none otherwise.
    @usableFromInline
    func unspecifiedOrder() -> TraceName {
        var labels: [String] = []
        var live = 0
        for index in 0..<subscribers.count where !subscribers[index].isDetached {
            live += 1
            // A few are named; many are counted (each distinct note is kept for the run).
            if labels.count < 8 { labels.append(runtime.traceNames[TraceName(id: subscribers[index].label)] ?? "?") }
        }
        guard live >= 2 else { return .none }
        let many = traceKind == .observable ? "trackers" : "subscribers"
        return runtime.traceNames.name(labels.joined(separator: ", ") + (live > labels.count ? ", … (\(live) \(many))" : ""))
    }

    /// A re-entrant announcement has a second value (the one still being delivered),
    /// so it goes to the tracer as a full event.
    @usableFromInline @inline(never)
    func traceReentrantAnnouncement(_ value: Element, id: Int) {
        guard let tracer = runtime.tracer, let enclosing = topFrame else { return }
        tracer.record(TraceEvent(
            id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .announce, node: traceName,
            nodeKind: traceKind, value: value, reentrantOver: enclosing.value))
    }

    /// Delivers the top frame (this node's entry is the top of the runtime's stack)
    /// to its subscribers in order, as long as nothing is pushed above it; pops the
    /// entry and ends the frame in the same call once the last one has it.
    @inlinable
    func runTopFrame(event: Int) {
        let runtime = self.runtime
        let level = runtime.stack.count
        let sequence = topFrame.unsafelyUnwrapped.sequence
        let end = Int(topFrame.unsafelyUnwrapped.end)
        var index = Int(topFrame.unsafelyUnwrapped.index)
        while index < end {
            // Subscribers are compacted only while no frame is open: this one stays
            // in the list (which keeps it alive) during its delivery, so it is used
            // without a retain.
            let subscription = Unmanaged.passUnretained(subscribers[index])
            index &+= 1
            topFrame!.index = Int32(truncatingIfNeeded: index)
            let delivered = subscription._withUnsafeGuaranteedRef { subscription -> Bool in
                // Detached before this announcement started: it hears nothing more. One
                // detached while it was being delivered still gets it, as in RxSwift.
                if subscription.detachedAfter < sequence { return true }
                guard runtime.countDelivery() else { return false }
                let value = topFrame.unsafelyUnwrapped.value
                if runtime.isTracing { traceDelivery(value, to: subscription, event: event, sequence: sequence) }
                if subscription.lastSequence < sequence { subscription.lastSequence = sequence }
                subscription.deliverFromFrame(value, runtime: runtime)
                return true
            }
            // A library subscriber's writes wait above this frame: the drain loop runs
            // them, then comes back here.
            if !delivered || runtime.stack.count != level || runtime.isCutOff { return }
        }
        let entry = runtime.stack.removeLast()
        endTopFrame()
        entry.release()
    }

    /// Makes every open frame deliver `value` to the subscribers it has not reached
    /// yet: a control's subscribers read the control when the event reaches them
    /// (RxCocoa's `controlProperty` target calls `getter(control)`), so after a
    /// subscriber sets the control, or makes a nested user edit, the rest read that.
    @usableFromInline
    func refreshOpenFrames(to value: Element) {
        guard openFrames > 0 else { return }
        topFrame!.value = value
        guard let extras, !extras.outerFrames.isEmpty else { return }
        for index in extras.outerFrames.indices { extras.outerFrames[index].value = value }
    }

    @inlinable @inline(never)
    func traceDelivery(_ value: Element, to subscription: NodeSubscription<Element>, event: Int, sequence: Int) {
        let runtime = self.runtime
        let id = runtime.makeEventID()
        // A control's subscriber reads the control: an older event gives it the current value, not a stale one.
        let stale = subscription.lastSequence > sequence && traceKind != .control
        runtime.record(CompactTraceEvent(
            id: id, parent: event, depth: runtime.depth - 1, kind: .deliver, node: tracedName,
            nodeKind: traceKind, via: TraceName(id: subscription.label), outOfOrder: stale),
            carrying: value)
        runtime.currentCause = id
    }

    @usableFromInline
    override func frameValue(fromTop offset: Int) -> Any? {
        if offset == 0 { return topFrame?.value }
        guard let outerFrames = extras?.outerFrames else { return nil }
        return offset <= outerFrames.count ? outerFrames[outerFrames.count - offset].value : nil
    }

    @usableFromInline
    override func endFrameEarly() {
        endTopFrame()
    }

    @inlinable @inline(__always)
    func endTopFrame() {
        let frame = topFrame.unsafelyUnwrapped
        openFrames &-= 1
        if openFrames == 0 {
            topFrame = nil
            if tombstones > 0 || extras?.releaseWhenDelivered.isEmpty == false { settleDetached() }
        } else {
            topFrame = extras.unsafelyUnwrapped.outerFrames.removeLast()
        }
        extras?.afterDelivery?(frame.value)
    }

    /// Once no frame is open: releases what detached subscribers kept, and compacts.
    @inlinable
    func settleDetached() {
        if let extras, !extras.releaseWhenDelivered.isEmpty {
            for subscription in extras.releaseWhenDelivered { subscription.releaseReceiver() }
            extras.releaseWhenDelivered = []
        }
        compactIfMostlyTombstones()
    }
}

/// One subscriber of a node; disposing it detaches it.
@usableFromInline final class NodeSubscription<Element>: Disposable {
    /// Not weak: a weak reference gives every node a side table and makes each
    /// retain and release of it take the slow path. The announcer clears
    /// `isAttached` in its deinit, so this is never followed after it is gone.
    // Field order packs the object into 64 bytes (a million subscriptions is a figure).
    @usableFromInline unowned(unsafe) let announcer: Announcer<Element>
    /// The attached stage's closure, copied so that the stage object itself need
    /// not stay alive (one object less per subscription).
    /// Released once the subscription is detached and no announcement it could
    /// still receive is in flight, so a disposed subscription keeps nothing alive.
    @usableFromInline @exclusivity(unchecked) var receive: ((Element) -> Void)?
    @usableFromInline @exclusivity(unchecked) var lastSequence = 0
    /// The announcer's sequence number when this was detached (`Int.max` while attached).
    @usableFromInline @exclusivity(unchecked) var detachedAfter = Int.max
    /// The runtime's id of the label for traces (0: none).
    @usableFromInline let label: Int32
    @usableFromInline let isUserCode: Bool
    @usableFromInline @exclusivity(unchecked) var isAttached = true
    /// True while the subscription replays before it is added (see `replayThenAttach`).
    @usableFromInline @exclusivity(unchecked) var isPendingAttach = false

    @inlinable init(announcer: Announcer<Element>, sink: Sink<Element>, label: Int32) {
        self.announcer = announcer
        self.receive = sink.receive
        self.isUserCode = sink.isUserCode
        self.label = label
    }

    /// Delivers `value` from a frame loop, where the runtime is in library mode with
    /// nothing pending above the frame and not cut off: user code needs no flush and
    /// no cut-off check before it runs (``Runtime/runUserCode(_:)`` without them).
    @inlinable
    func deliverFromFrame(_ value: Element, runtime: Runtime) {
        guard let receive else { return }
        if isUserCode {
            runtime.mode = .user
            receive(value)
            runtime.mode = .library
        } else {
            receive(value)
        }
    }

    /// Delivers `value` to the stage; user code runs through `runUserCode`.
    @inlinable
    func deliver(_ value: Element, runtime: Runtime, asUserCode: Bool) {
        if asUserCode {
            guard let receive = self.receive else { return }
            runtime.runUserCode { receive(value) }
        } else {
            receive?(value)
        }
    }

    /// Drops the stage's closure (and what it keeps alive: for an operator chain,
    /// every stage downstream, freed by the runtime's release loop one at a time).
    @inlinable func releaseReceiver() {
        guard receive != nil else { return }
        // No local copy: the last reference must go inside the release loop.
        announcer.runtime.releasing { receive = nil }
    }

    /// Whether the subscription was disposed while its announcer was alive.
    @inlinable var isDetached: Bool { detachedAfter != Int.max }

    @inlinable func dispose() {
        guard isAttached, !isDetached else { return }
        announcer.detach(self)
    }

    @inlinable func announcerDidDeinit() {
        isAttached = false
    }
}

/// Compares two values when their type is `Equatable`; nil when it is not.
@usableFromInline
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let equatable = lhs as? any Equatable else { return nil }
    return isEqual(equatable, rhs)
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
