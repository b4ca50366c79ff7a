/// The subscriber list and frame stack shared by every stateful node: it turns
/// one write into an announcement delivered, one subscriber at a time, by the
/// runtime's drain loop.
@usableFromInline final class Announcer<Element>: FrameDeliverer {
    @usableFromInline struct Frame {
        @usableFromInline let value: Element
        @usableFromInline let subscribers: ContiguousArray<Subscription<Element>>
        @usableFromInline var index: Int
        @usableFromInline let sequence: Int

        @inlinable init(value: Element, subscribers: ContiguousArray<Subscription<Element>>, index: Int, sequence: Int) {
            self.value = value
            self.subscribers = subscribers
            self.index = index
            self.sequence = sequence
        }
    }

    @usableFromInline let runtime: Runtime
    @usableFromInline let traceName: String
    @usableFromInline let traceKind: TraceNodeKind
    /// Subscribers in subscription order. A disposed one stays in place (a
    /// tombstone, skipped by later announcements) until tombstones are the larger
    /// part, then the list is compacted: disposing n subscribers costs O(n) in all,
    /// where removing each from the middle would cost O(n²).
    @usableFromInline @exclusivity(unchecked) var subscribers: ContiguousArray<Subscription<Element>> = []
    @usableFromInline @exclusivity(unchecked) var tombstones = 0
    /// Detached while an announcement was in flight: their closures are released
    /// once no frame of this node is open.
    @usableFromInline @exclusivity(unchecked) var releaseWhenDelivered: [Subscription<Element>] = []
    @usableFromInline @exclusivity(unchecked) var frames: ContiguousArray<Frame> = []
    @usableFromInline @exclusivity(unchecked) var sequence = 0
    /// Runs after a frame is fully delivered (a `@Published` store happens here).
    @usableFromInline @exclusivity(unchecked) var afterDelivery: ((Element) -> Void)?

    /// The frame loop's entry points, made where the element type is known: the
    /// runtime reaches an announcer through `FrameDeliverer`, whose witnesses are
    /// generic code that would look up generic metadata on every delivery; these
    /// closures run the code specialised for `Element` instead.
    /// `frameThunk(self, event)` delivers the next value of the top frame;
    /// `frameThunk(self, -1)` ends it. One closure without captures (where the
    /// element type is known) keeps this to one pointer pair per node.
    @usableFromInline @exclusivity(unchecked) var frameThunk: (Announcer<Element>, Int) -> Bool = { _, _ in false }

    @inlinable init(runtime: Runtime, name: String, kind: TraceNodeKind) {
        self.runtime = runtime
        self.traceName = name
        self.traceKind = kind
        frameThunk = { announcer, event in
            if event >= 0 { return announcer.deliverNextFrame(event: event) }
            announcer.endTopFrame()
            return false
        }
    }

    deinit {
        // Hand the subscriber list (and the chain hanging off it) to the runtime's
        // release loop, so that a long chain is not freed recursively.
        guard !subscribers.isEmpty else { return }
        for subscription in subscribers { subscription.announcerDidDeinit() }
        runtime.deferRelease(subscribers)
        subscribers = []
        runtime.drainReleases()
    }

    // MARK: Subscribing

    /// Adds `sink` as the last subscriber. It receives announcements made from now on.
    @inlinable func attach(_ sink: Sink<Element>) -> Subscription<Element> {
        runtime.checkThread(objectDescription, "subscribe")
        let subscription = Subscription(announcer: self, sink: sink, label: runtime.currentLabel)
        subscribers.append(subscription)
        return subscription
    }

    /// Adds `sink` and replays `current` to it (BehaviorSubject's subscribe: the
    /// observer is inserted first, then given the current value).
    @inlinable func attachReplaying(_ sink: Sink<Element>, current: Element) -> Subscription<Element> {
        let subscription = attach(sink)
        replay(current, to: subscription)
        return subscription
    }

    /// Replays `current` to a new subscriber, then adds it as the last subscriber
    /// (ReactiveSwift's `MutableProperty.producer`, ReactiveKit's `prepend`, RxCocoa's
    /// `controlProperty`: the value is sent before observing starts, so a write made
    /// while the subscriber handles it does not reach that subscriber). A subscriber
    /// disposed during its replay is never added.
    @inlinable func replayThenAttach(_ sink: Sink<Element>, current: Element) -> Subscription<Element> {
        let subscription = Subscription(announcer: self, sink: sink, label: runtime.currentLabel)
        subscription.isPendingAttach = true
        replay(current, to: subscription)
        subscription.isPendingAttach = false
        if !subscription.isDetached {
            // Announcements made during the replay are not this subscriber's.
            subscription.lastSequence = sequence
            subscribers.append(subscription)
        }
        return subscription
    }

    /// Marks `subscription` detached: announcements that start from now on skip it.
    @usableFromInline func detach(_ subscription: Subscription<Element>) {
        runtime.checkThread(objectDescription, "dispose")
        if subscription.isPendingAttach {
            subscription.detachedAfter = sequence
            subscription.releaseReceiver()
            return
        }
        subscription.detachedAfter = sequence
        if frames.isEmpty {
            subscription.releaseReceiver()
        } else {
            releaseWhenDelivered.append(subscription)
        }
        tombstones += 1
        if tombstones == subscribers.count || (tombstones > 8 && tombstones * 2 > subscribers.count) {
            subscribers.removeAll { $0.isDetached }
            tombstones = 0
        }
    }

    /// Whether anyone still listens.
    @inlinable var hasLiveSubscribers: Bool { subscribers.count > tombstones }

    /// Delivers the current value to a new subscriber (BehaviorSubject's replay):
    /// not an announcement, traced as a replay.
    @inlinable func replay(_ value: Element, to subscription: Subscription<Element>) {
        let runtime = self.runtime
        runtime.enterTopLevelIfNeeded()
        guard !runtime.isCutOff, runtime.countDelivery() else { return }
        let savedCause = runtime.currentCause
        if let tracer = runtime.tracer {
            let id = runtime.makeEventID()
            tracer.record(TraceEvent(
                id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .replay,
                node: traceName, nodeKind: traceKind, value: value, via: runtime.labelText(subscription.label)))
            runtime.currentCause = id
        }
        subscription.lastSequence = sequence
        subscription.deliver(value, runtime: runtime, asUserCode: true)
        runtime.currentCause = savedCause
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
        if !hasLiveSubscribers && afterDelivery == nil { return false }
        // This entry re-enters the node once per frame still open on the chain (and once
        // per entry carried across scheduler hops); more than `maxReentries` is a loop.
        if frames.count + runtime.carriedCount(of: self) > runtime.budgets.maxReentries {
            // Compare with the entry still open here or, across a scheduler hop, with
            // the value this node carried on the causal chain.
            let previous = frames.last.map { $0.value as Any } ?? runtime.carriedValue(of: self)
            runtime.cutOff(reason: .reentries, at: self, value: value,
                           valuesRepeat: previous.flatMap { valuesEqual($0, value) })
            return false
        }
        frames.append(Frame(value: value, subscribers: subscribers, index: 0, sequence: sequence))
        runtime.push(self, event: event)
        return true
    }

    @usableFromInline func traceAnnouncement(_ value: Element) -> Int {
        let runtime = self.runtime
        let id = runtime.makeEventID()
        runtime.tracer?.record(TraceEvent(
            id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .announce,
            node: traceName, nodeKind: traceKind, value: value,
            reentrantOver: frames.last.map { $0.value as Any }))
        return id
    }

    @inlinable func deliverNext(event: Int) -> Bool {
        frameThunk(self, event)
    }

    @inlinable func endFrame() {
        _ = frameThunk(self, -1)
    }

    @inlinable func deliverNextFrame(event: Int) -> Bool {
        let top = frames.count - 1
        let index = frames[top].index
        guard index < frames[top].subscribers.count else { return false }
        frames[top].index = index + 1
        let subscription = frames[top].subscribers[index]
        // Detached before this announcement started: it hears nothing more. One
        // detached while it was being delivered still gets it, as in RxSwift.
        if subscription.detachedAfter < frames[top].sequence { return true }
        guard runtime.countDelivery() else { return true }
        let value = frames[top].value
        if runtime.isTracing {
            traceDelivery(value, to: subscription, event: event, sequence: frames[top].sequence)
        }
        if subscription.lastSequence < frames[top].sequence {
            subscription.lastSequence = frames[top].sequence
        }
        subscription.deliver(value, runtime: runtime, asUserCode: subscription.isUserCode)
        return true
    }

    @usableFromInline func traceDelivery(_ value: Element, to subscription: Subscription<Element>, event: Int, sequence: Int) {
        let runtime = self.runtime
        let id = runtime.makeEventID()
        let stale = subscription.lastSequence > sequence
        runtime.tracer?.record(TraceEvent(
            id: id, parent: event, depth: runtime.depth - 1, kind: .deliver,
            node: traceName, nodeKind: traceKind, value: value, via: runtime.labelText(subscription.label),
            outOfOrder: stale))
        runtime.currentCause = id
    }

    @usableFromInline func frameValue(fromTop offset: Int) -> Any? {
        offset < frames.count ? frames[frames.count - 1 - offset].value : nil
    }

    @inlinable func endTopFrame() {
        let frame = frames.removeLast()
        if frames.isEmpty && !releaseWhenDelivered.isEmpty {
            for subscription in releaseWhenDelivered { subscription.releaseReceiver() }
            releaseWhenDelivered = []
        }
        afterDelivery?(frame.value)
    }
}

/// One subscriber of a node; disposing it detaches it.
@usableFromInline final class Subscription<Element>: Disposable {
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

    /// Drops the stage's closure (and what it keeps alive).
    @inlinable func releaseReceiver() {
        receive = nil
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
@usableFromInline func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let equatable = lhs as? any Equatable else { return nil }
    return isEqual(equatable, rhs)
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
