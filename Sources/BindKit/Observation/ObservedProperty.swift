/// A stored property of an `@Observable` class, as Swift's Observation module and the
/// `@Observable` macro's accessors make it (Swift 6.3; docs/semantics.md, "Observation"):
///
/// - reading ``value`` records an access in the innermost tracking scope
///   (``ObservationTracking/track(label:_:onChange:)``), as `access(keyPath:)` does;
/// - the setter compares first when the value is Equatable (`shouldNotifyObservers`):
///   an equal write stores silently and announces nothing;
/// - an announcing write runs the trackers inside the willSet, *before* the value is
///   stored, so a tracker reads the old value; the store happens after the last of
///   them returns, so of nested writes the innermost stores first and the outermost's
///   value is the one left (a "lost write" when an inner write stored something else);
/// - ``mutate(_:)`` (`_modify`, `withMutation`) announces without comparing;
/// - never completes; it has no stream of its own (`Observations` is a tool's).
public final class ObservedProperty<Value>: ObservationAccessible {
    @usableFromInline @exclusivity(unchecked) var storage: Value
    @usableFromInline let announcer: Announcer<Value>
    @usableFromInline let isEqual: ((Value, Value) -> Bool)?
    /// `@ObservationIgnored`: reads are not tracked and writes announce nothing.
    public let isIgnored: Bool
    /// Each write whose store is still to come, innermost last: the announcer's sequence
    /// number of its announcement and the trace's cause of the write (its store is traced
    /// beside the announcement); and the sequence of the latest store, to tell a lost write.
    @usableFromInline @exclusivity(unchecked) var pendingWrites: [(sequence: Int, cause: Int)] = []
    @usableFromInline @exclusivity(unchecked) var lastStoreSequence = 0

    /// A property holding `value`; `isEqual` is the setter's equality check (nil: the
    /// type is not Equatable, so every write announces). `name` labels it in traces.
    /// `ignored` makes it `@ObservationIgnored`: a plain stored property.
    @inlinable
    public init(_ value: Value, name: String = "observable", isEqual: ((Value, Value) -> Bool)?, ignored: Bool = false) {
        storage = value
        self.isEqual = isEqual
        isIgnored = ignored
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .observable)
        announcer.afterDelivery = { [unowned self] value in store(value) }
    }

    /// The stored value; reading it is an access that tracking records.
    @inlinable
    public var value: Value {
        get {
            let runtime = announcer.runtime
            if isIgnored { return storage }
            runtime.recordObservationAccess(self)
            if !pendingWrites.isEmpty, runtime.isTracing { traceStaleRead() }
            return storage
        }
        set { write(newValue, comparing: true) }
    }

    /// The stored value, read without recording an access (a tool's own look).
    @inlinable public var storedValue: Value { storage }

    /// True while a write of this property has announced and not yet stored: a read now
    /// gets the value from before that write.
    @inlinable public var isStorePending: Bool { !pendingWrites.isEmpty }

    /// An in-place mutation (`+=`, `append`, `withMutation`): announces whatever the value.
    @inlinable public func mutate(_ newValue: Value) { write(newValue, comparing: false) }

    @inlinable
    func write(_ newValue: Value, comparing: Bool) {
        let runtime = announcer.runtime
        guard runtime.beginWrite() else { return }
        if isIgnored {
            storage = newValue
            if runtime.isTracing { traceSilentStore(newValue, note: ObservationNotes.ignored) }
            return
        }
        if comparing, let isEqual, isEqual(storage, newValue) {
            // The macro's setter: `guard shouldNotifyObservers(_x, newValue) else { _x = newValue; return }`.
            storage = newValue
            if runtime.isTracing { traceSilentStore(newValue, note: ObservationNotes.equalWrite) }
            return
        }
        if runtime.subscriberOrder != nil { announcer.applyChosenOrder() }
        pendingWrites.append((announcer.sequence &+ 1, runtime.currentCause))
        if !announcer.announce(newValue) {
            // Refused: the step was cut off at this write (it never happened).
            pendingWrites.removeLast()
        }
    }

    /// The store at the end of a write's willSet (the frame's end, or its unwinding after a cut-off).
    @inlinable
    func store(_ value: Value) {
        let (sequence, cause) = pendingWrites.removeLast()
        let runtime = announcer.runtime
        let replacesInnerWrite = lastStoreSequence > sequence
        let replaced = storage
        storage = value
        lastStoreSequence = max(lastStoreSequence, sequence)
        // After a cut-off the writes still on the stack store on the way out: one line says
        // where that left the property (the outermost store's), not one per level.
        guard runtime.isTracing, !runtime.isCutOff || pendingWrites.isEmpty else { return }
        let lost = replacesInnerWrite && !(isEqual?(replaced, value) ?? false)
        traceStore(value, replacing: lost ? replaced : nil, unwound: runtime.isCutOff, cause: cause)
    }

    @usableFromInline @inline(never)
    func traceSilentStore(_ value: Value, note: String) {
        let runtime = announcer.runtime
        runtime.traceSilentSet(value, node: announcer.tracedName, kind: .observable, note: runtime.traceNames.name(note))
    }

    @usableFromInline @inline(never)
    func traceStaleRead() {
        let runtime = announcer.runtime
        guard let tracer = runtime.tracer, let pending = announcer.topFrame?.value else { return }
        tracer.record(TraceEvent(
            id: runtime.makeEventID(), parent: runtime.currentCause, depth: runtime.depth, kind: .staleRead,
            node: announcer.traceName, nodeKind: .observable, value: storage, pending: pending))
    }

    @usableFromInline @inline(never)
    func traceStore(_ value: Value, replacing replaced: Value?, unwound: Bool, cause: Int) {
        let runtime = announcer.runtime
        guard let tracer = runtime.tracer else { return }
        tracer.record(TraceEvent(
            id: runtime.makeEventID(), parent: cause, depth: runtime.depth, kind: .store,
            node: announcer.traceName, nodeKind: .observable, value: value,
            note: unwound ? ObservationNotes.unwound : nil, replaced: replaced.map { $0 as Any }))
    }

    // MARK: ObservationAccessible

    public func attachTracker(_ tracker: ObservationTracker) -> AnyObject & Disposable {
        let runtime = announcer.runtime
        return runtime.withLabel(tracker.label) {
            // The property keeps the tracker until it fires or is cancelled (as the registrar does).
            announcer.attach(Sink.userCode(runtime: runtime, { _ in tracker.fire() }))
        }
    }

    public var observationName: String { announcer.traceName }
}

/// The notes Observation's trace events carry.
public enum ObservationNotes {
    /// On a `silentSet`: an equal write, which the setter stored without announcing.
    public static let equalWrite = "equal"
    /// On a `store`: made while a cut-off step unwound (the writes still on the stack store).
    public static let unwound = "unwound"
    /// On a `silentSet`: a write of an `@ObservationIgnored` property.
    public static let ignored = "ignored"

    /// The note of the job that resumes the `Observations` loop `label` after a change.
    public static func resumption(of label: String) -> String { "observations \(label) (resumed)" }
    /// Whether `note` is such a job's.
    public static func isResumption(_ note: String) -> Bool { note.hasPrefix("observations ") && note.hasSuffix(" (resumed)") }
}

extension ObservedProperty where Value: Equatable {
    /// A property of an Equatable type: the setter's equality check is `!=`.
    @inlinable
    public convenience init(_ value: Value, name: String = "observable") {
        self.init(value, name: name, isEqual: ==)
    }
}
