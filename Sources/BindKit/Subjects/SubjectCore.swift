/// What the three subjects share: the announcer that delivers elements (depth
/// first, to a snapshot of the subscribers, traced and budgeted like a relay's),
/// the list that delivers the end, and the stopped and disposed states.
@usableFromInline final class SubjectCore<Element> {
    /// One subscriber: its stage, its announcer subscription, and whether it has
    /// received the end (after which an element still in flight is not delivered,
    /// as RxSwift's stopped observer ignores it).
    @usableFromInline final class Entry: Disposable {
        /// Kept to deliver the end, and released once it was delivered (as RxSwift
        /// releases the observer of an ended sequence): the entry is the subscriber's
        /// disposable, and may sit in a bag that the subscriber's own closures keep
        /// alive, a cycle that only the end breaks (a control's events end when the
        /// control is deallocated).
        @usableFromInline private(set) var sink: Sink<Element>?
        @usableFromInline var isStopped = false
        @usableFromInline var subscription: NodeSubscription<Element>?
        /// Weak: a subscription may be disposed after its subject is gone (a dispose bag
        /// that outlives the subject).
        @usableFromInline weak var core: SubjectCore<Element>?

        @usableFromInline init(sink: Sink<Element>, core: SubjectCore<Element>) {
            self.sink = sink
            self.core = core
        }

        @usableFromInline func dispose() {
            subscription?.dispose()
            subscription = nil
            core?.remove(self)
        }

        /// Delivers the end once, then releases the stage.
        @usableFromInline func stop(_ completion: Completion) {
            guard !isStopped else { return }
            isStopped = true
            let sink = self.sink
            self.sink = nil
            sink?.stop(completion)
        }
    }

    @usableFromInline let announcer: Announcer<Element>
    @usableFromInline private(set) var entries: [Entry] = []
    @usableFromInline private(set) var stoppedEvent: Completion?
    @usableFromInline private(set) var isDisposed = false

    @usableFromInline init(name: String, kind: TraceNodeKind) {
        announcer = Announcer(runtime: Runtime.current, name: name, kind: kind)
    }

    @inlinable var runtime: Runtime { announcer.runtime }
    var hasObservers: Bool { !entries.isEmpty }

    /// Adds `sink` as the last subscriber and returns its entry (its announcer
    /// subscription set); `replaying` delivers the current value after inserting it.
    /// `endingAfterValue`: the subscriber ends (completed) right after its first value (a
    /// Future's: each subscriber gets the value and then its end, one subscriber after the other).
    @inlinable
    func attach(_ sink: Sink<Element>, replaying current: Element? = nil, endingAfterValue: Bool = false) -> Entry {
        let entry = Entry(sink: sink, core: self)
        let receive = sink.receive
        let guarded: (Element) -> Void = endingAfterValue
            ? { value in
                guard !entry.isStopped else { return }
                receive(value)
                entry.stop(.completed)
            }
            : { value in
                if !entry.isStopped { receive(value) }
            }
        let stage = sink.isUserCode
            ? Sink.userCode(runtime: sink.runtime, guarded) : Sink(runtime: sink.runtime, forward: guarded)
        entries.append(entry)
        if let current {
            entry.subscription = announcer.attachReplaying(stage, current: current)
        } else {
            entry.subscription = announcer.attach(stage)
        }
        return entry
    }

    @usableFromInline func remove(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0 === entry }) { entries.remove(at: index) }
    }

    /// Announces `value` unless stopped or disposed; false when the write was refused.
    @discardableResult @inlinable
    func next(_ value: Element, beforeAnnouncing store: (Element) -> Void = { _ in }) -> Bool {
        guard announcer.beginWrite("onNext") else { return false }
        guard stoppedEvent == nil, !isDisposed else { return false }
        store(value)
        announcer.announce(value)
        return true
    }

    /// Ends the subject: records the end, traces it, detaches every subscriber and
    /// delivers the end to each, in subscription order (RxSwift's `synchronized_on`
    /// then `dispatch`).
    @usableFromInline func stop(_ completion: Completion) {
        guard announcer.beginWrite(completion.isError ? "onError" : "onCompleted") else { return }
        guard stoppedEvent == nil, !isDisposed else { return }
        stoppedEvent = completion
        let runtime = self.runtime
        let savedCause = runtime.currentCause
        let event = runtime.traceEnd(completion, node: announcer.traceName, nodeKind: announcer.traceKind)
        if event != 0 { runtime.currentCause = event }
        defer { runtime.currentCause = savedCause }
        let snapshot = entries
        entries = []
        for entry in snapshot {
            entry.subscription?.dispose()
            entry.subscription = nil
        }
        for entry in snapshot { entry.stop(completion) }
    }

    /// Disposes the subject: subscribers are dropped and later subscribers get an error.
    func dispose() {
        announcer.runtime.checkThread(announcer.objectDescription, "dispose")
        isDisposed = true
        stoppedEvent = nil
        let snapshot = entries
        entries = []
        for entry in snapshot {
            entry.subscription?.dispose()
            entry.subscription = nil
        }
    }

    /// Delivers the end to a subscriber that came after it (no element first).
    func replayEnd(to sink: Sink<Element>, object: AnyObject) -> Bool {
        if isDisposed {
            sink.stop(.error(RxError.disposed(object: object)))
            return true
        }
        if let stoppedEvent {
            sink.stop(stoppedEvent)
            return true
        }
        return false
    }
}

extension Completion {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
