/// What a tracking scope can record an access of: an ``ObservedProperty`` of any type.
public protocol ObservationAccessible: AnyObject {
    /// Installs `tracker` on this property: its next announcing write fires it. The property keeps
    /// the subscription it returns (the tracker holds it weakly).
    func attachTracker(_ tracker: ObservationTracker) -> AnyObject & Disposable
    /// The property's name in traces.
    var observationName: String { get }
}

/// `withObservationTracking(_:onChange:)` on BindKit's runtime, as Swift 6.3's
/// Observation module does it (`ObservationTracking.swift`):
///
/// - the accesses made while `apply` runs — by any code, nested trackers' handlers
///   included — are the tracked set; a nested scope's accesses join the enclosing one;
/// - an `apply` that reads nothing installs no tracker;
/// - the tracker fires inside the willSet of the first announcing write of any property
///   it tracks, and is cancelled when its `onChange` returns: while it runs the tracker
///   is still installed, so a write there to a tracked property fires it again (nested);
/// - re-arming (tracking again) inside `onChange` installs a new tracker, which the
///   write in progress does not reach (its subscriber list was taken before).
public enum ObservationTracking {
    /// Runs `apply` in a tracking scope and installs a tracker, labelled `label` in
    /// traces, on what it read. Returns `apply`'s result and the tracker (nil when
    /// `apply` read nothing).
    public static func track<T, Failure: Error>(
        label: String, _ apply: () throws(Failure) -> T, onChange: @escaping () -> Void
    ) throws(Failure) -> (result: T, tracker: ObservationTracker?) {
        let runtime = Runtime.current
        runtime.observationScopes.append(ObservationAccessList())
        let result: T
        do {
            result = try apply()
        } catch {
            runtime.endObservationScope()
            throw error
        }
        let accessed = runtime.endObservationScope()
        guard !accessed.properties.isEmpty else { return (result, nil) }
        let tracker = ObservationTracker(label: label, tracked: accessed.properties.map(\.observationName),
                                         onChange: onChange)
        runtime.runSubscription {
            tracker.subscriptions = accessed.properties.map { WeakSubscription($0.attachTracker(tracker)) }
        }
        return (result, tracker)
    }
}

/// One installed `withObservationTracking` tracker.
public final class ObservationTracker {
    /// Its label in traces.
    public let label: String
    /// The names of the properties it tracks, in the order they were first read.
    public let tracked: [String]
    /// How many times its `onChange` has started (more than once: it was re-entered).
    public private(set) var firings = 0
    /// True once cancelled: after its `onChange` returned, or by ``cancel()``.
    public private(set) var isCancelled = false
    /// Called once, when the tracker is cancelled.
    public var onCancel: (() -> Void)?
    let onChange: () -> Void
    /// Weak: each property keeps its subscription, and the subscription keeps this tracker (as
    /// Swift's registrar keeps a tracker's closure); a property that goes away takes them along.
    var subscriptions: [WeakSubscription] = []

    init(label: String, tracked: [String], onChange: @escaping () -> Void) {
        self.label = label
        self.tracked = tracked
        self.onChange = onChange
    }

    /// A tracked write's willSet: the handler, then the cancellation (Swift calls
    /// `onChange()` and only then `tracking.cancel()`, so this may nest).
    func fire() {
        firings += 1
        onChange()
        cancel()
    }

    /// Removes the tracker from every property it tracks.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for subscription in subscriptions { subscription.disposable?.dispose() }
        subscriptions = []
        onCancel?()
    }
}

/// A subscription held without keeping it alive.
struct WeakSubscription {
    private weak var object: AnyObject?

    init(_ disposable: AnyObject & Disposable) {
        object = disposable
    }

    var disposable: Disposable? { object as? Disposable }
}

/// The properties one tracking scope read, each once, in first-read order.
@usableFromInline struct ObservationAccessList {
    @usableFromInline var properties: [ObservationAccessible] = []
    @usableFromInline var seen: Set<ObjectIdentifier> = []

    @usableFromInline init() {}

    @inlinable mutating func insert(_ property: ObservationAccessible) {
        if seen.insert(ObjectIdentifier(property)).inserted { properties.append(property) }
    }
}

extension Runtime {
    /// Records a read of `property` in the innermost tracking scope, if one is open.
    @inlinable
    func recordObservationAccess(_ property: ObservationAccessible) {
        guard hasObservationScopes else { return }
        observationScopes[observationScopes.count - 1].insert(property)
    }

    @inlinable var hasObservationScopes: Bool { !observationScopes.isEmpty }

    /// Closes the innermost scope; what it read joins the enclosing one (Swift merges
    /// a nested access list into its parent's).
    @discardableResult
    func endObservationScope() -> ObservationAccessList {
        let list = observationScopes.removeLast()
        if !observationScopes.isEmpty {
            for property in list.properties { observationScopes[observationScopes.count - 1].insert(property) }
        }
        return list
    }
}
