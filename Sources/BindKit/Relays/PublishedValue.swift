/// A value published the way Combine's `@Published` publishes: in `willSet`.
///
/// - replays its current value to every new subscriber;
/// - a set announces the new value to subscribers *before* storing it, so a
///   subscriber reading ``value`` sees the old one;
/// - a set made by a subscriber during that delivery is stored first and then
///   overwritten when the outer set stores its value;
/// - never errors or completes.
public final class PublishedValue<Value>: ObservableType, ObserverType {
    @usableFromInline @exclusivity(unchecked) var storage: Value
    @usableFromInline let announcer: Announcer<Value>
    /// Set by ``marksLostWrites(comparingWith:)``: what tells a lost write (nil: none is told).
    @usableFromInline @exclusivity(unchecked) var lostWriteEquality: ((Value, Value) -> Bool)?
    /// While lost writes are told: each write whose store is still to come, innermost last, with
    /// the number of stores made before it began (a store since then is an inner write's, which
    /// this one's replaces); and how many stores there were.
    @usableFromInline @exclusivity(unchecked) var pendingWrites: [(storesBefore: Int, cause: Int)] = []
    @usableFromInline @exclusivity(unchecked) var storeCount = 0
    /// Set by ``announcesWillChange(to:)``: the object's `objectWillChange.send()`.
    @usableFromInline @exclusivity(unchecked) var willChange: (() -> Void)?
    /// Set by ``givesNestedSubscribersTheNewValue()``.
    @usableFromInline @exclusivity(unchecked) var nestedSubscribersGetNewValue = false

    /// The trace note of a replay that gives a subscriber added during a delivery the value being set.
    public static var valueBeingSetNote: String { "the value being set" }

    /// Creates a published value holding `value`. `name` labels it in traces.
    @inlinable
    public init(_ value: Value, name: String = "published") {
        storage = value
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .published)
        announcer.afterDelivery = { [unowned self] value in store(value) }
    }

    /// Traces the store that replaces a value an inner write stored (a write made during this
    /// one's delivery: Combine's "lost @Published write", rule C20) — unless `isEqual` says the
    /// two are the same value, which is no loss. Off by default (a trace without it is unchanged).
    public func marksLostWrites(comparingWith isEqual: @escaping (Value, Value) -> Bool) {
        lostWriteEquality = isEqual
    }

    /// Makes this value a member of an `ObservableObject`: every set calls `send` — the object's
    /// `objectWillChange.send()` — before the value's own subscribers run, whichever subscribed
    /// first, and with no dedupe (Combine's rule C9; OpenCombine `PublishedSubject.swift:76-88`).
    public func announcesWillChange(to send: @escaping () -> Void) {
        willChange = send
    }

    /// Gives a subscriber added while this value delivers the value being set, as Apple's Combine
    /// does (rule C10; OpenCombine/OpenCombine#198: OpenCombine gives the stored, old one); reads
    /// still return the old value, and the subscriber is not in the delivery under way. The replay
    /// is traced with the note ``valueBeingSetNote``. Off by default (the stored value, as
    /// OpenCombine does).
    public func givesNestedSubscribersTheNewValue() {
        nestedSubscribersGetNewValue = true
    }

    /// Leaves the subscribers' order unspecified, as Combine's `@Published` does (its subject keeps
    /// them in a `Set`: rule C7): announcements say the order this run uses, and a runtime's
    /// ``SubscriberOrder`` chooses it. Off by default (subscription order, unmarked).
    public func leavesSubscriberOrderUnspecified() {
        announcer.markOrderUnspecified()
    }

    /// The current value. Setting it announces first, then stores.
    @inlinable
    public var value: Value {
        get { storage }
        set {
            guard announcer.beginWrite("set") else { return }
            let tellsLoss = lostWriteEquality != nil
            // Counted from before objectWillChange: a write its subscribers make is an inner one too.
            if tellsLoss { pendingWrites.append((storeCount, announcer.runtime.currentCause)) }
            willChange?()
            if announcer.runtime.subscriberOrder != nil, announcer.leavesOrderUnspecified { announcer.applyChosenOrder() }
            if !announcer.announce(newValue) {
                if tellsLoss { pendingWrites.removeLast() }
                storage = newValue
            }
        }
    }

    /// The store after every subscriber ran (the frame's end).
    @inlinable
    func store(_ value: Value) {
        guard let isEqual = lostWriteEquality, let (storesBefore, cause) = pendingWrites.popLast() else {
            storage = value
            return
        }
        let replaced = storage
        let replacesInnerWrite = storeCount > storesBefore
        storage = value
        storeCount &+= 1
        if replacesInnerWrite, !isEqual(replaced, value), announcer.runtime.isTracing {
            traceLostWrite(value, replacing: replaced, cause: cause)
        }
    }

    @usableFromInline @inline(never)
    func traceLostWrite(_ value: Value, replacing replaced: Value, cause: Int) {
        let runtime = announcer.runtime
        guard let tracer = runtime.tracer else { return }
        tracer.record(TraceEvent(
            id: runtime.makeEventID(), parent: cause, depth: runtime.depth, kind: .store,
            node: announcer.traceName, nodeKind: .published, value: value, replaced: replaced as Any))
    }

    /// Sets ``value``.
    @inlinable
    public func onNext(_ element: Value) { value = element }

    /// The publisher (`$value`): subscribing replays the current value.
    @inlinable
    public func asObservable() -> Observable<Value> {
        Observable { [self] sink in
            if nestedSubscribersGetNewValue, let pending = announcer.valueBeingDelivered {
                let subscription = announcer.attach(sink)
                announcer.replay(pending, to: subscription, note: Self.valueBeingSetNote)
                return subscription
            }
            return announcer.attachReplaying(sink, current: storage)
        }
    }
}
