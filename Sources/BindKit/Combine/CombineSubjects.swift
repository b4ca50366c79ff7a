/// How a Combine publisher ends (`Subscribers.Completion`): finished, or failed with an error.
public enum CombineCompletion {
    case finished
    case failure(Swift.Error)

    var end: Completion {
        switch self {
        case .finished: .completed
        case .failure(let error): .error(error)
        }
    }
}

/// Combine's `CurrentValueSubject` (rules C5 and C6; OpenCombine `CurrentValueSubject.swift`),
/// traced and budgeted as a relay is:
///
/// - a new subscriber receives the current value first, then every later one;
/// - ``send(_:)`` stores the value, then announces it, depth first (a subscriber added during
///   that delivery gets the new value: C10);
/// - ``send(completion:)`` ends it: every subscriber receives the end once; later sends and
///   ends are ignored (traced), the value no longer changes through them, and a later
///   subscriber receives only the end — no value;
/// - setting ``value`` after the end stores it and sends nothing (C5's `value =`).
public final class CurrentValueSubject<Element>: Observable<Element>, ObserverType {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline var element: Element

    /// Creates a subject holding `value`. `name` labels it in traces, and `traceKind` says
    /// what it is there (a tool that maps Combine's subjects onto its own words may pass its own).
    public init(_ value: Element, name: String = "subject", traceKind: TraceNodeKind = .currentValueSubject) {
        element = value
        core = SubjectCore(name: name, kind: traceKind)
        core.announcer.markOrderUnspecified()
        super.init()
    }

    /// The current value. Setting it sends it, as ``send(_:)`` does; after the end it only stores it.
    @inlinable
    public var value: Element {
        get { element }
        set {
            if core.stoppedEvent != nil {
                element = newValue
                core.traceSilentStore(newValue)
            } else {
                send(newValue)
            }
        }
    }

    /// Whether the subject has ended (``send(completion:)``).
    public var isCompleted: Bool { core.stoppedEvent != nil }

    /// Stores `input` and announces it; ignored (traced) once the subject has ended.
    @inlinable
    public func send(_ input: Element) {
        core.sendUnlessEnded(input) { self.element = $0 }
    }

    /// Ends the subject with `completion`; a second end is ignored.
    public func send(completion: CombineCompletion) {
        core.stop(completion.end)
    }

    /// Same as ``send(_:)`` or ``send(completion:)``.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event, to: self)
    }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        if core.replayEnd(to: sink, object: self) { return Disposables.create() }
        return core.attach(sink, replaying: element)
    }
}

/// Combine's `PassthroughSubject` (rules C5 and C6; OpenCombine `PassthroughSubject.swift`):
/// announces what it is sent to its current subscribers and stores nothing; after
/// ``send(completion:)`` sends are ignored (traced) and a later subscriber receives only the end.
public final class PassthroughSubject<Element>: Observable<Element>, ObserverType {
    @usableFromInline let core: SubjectCore<Element>

    /// Creates a subject. `name` labels it in traces; `traceKind` as for ``CurrentValueSubject``.
    public init(name: String = "subject", traceKind: TraceNodeKind = .passthroughSubject) {
        core = SubjectCore(name: name, kind: traceKind)
        core.announcer.markOrderUnspecified()
        super.init()
    }

    /// Whether the subject has ended.
    public var isCompleted: Bool { core.stoppedEvent != nil }

    /// Announces `input`; ignored (traced) once the subject has ended.
    @inlinable
    public func send(_ input: Element) {
        core.sendUnlessEnded(input)
    }

    /// Ends the subject with `completion`; a second end is ignored.
    public func send(completion: CombineCompletion) {
        core.stop(completion.end)
    }

    /// Same as ``send(_:)`` or ``send(completion:)``.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event, to: self)
    }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        if core.replayEnd(to: sink, object: self) { return Disposables.create() }
        return core.attach(sink)
    }
}

/// What Combine's two subjects share: a send after the end is ignored and traced, and an
/// `Event` is a send or an end.
@usableFromInline protocol CombineSubject<Element>: AnyObject {
    associatedtype Element
    func send(_ input: Element)
    func send(completion: CombineCompletion)
}

extension CurrentValueSubject: CombineSubject {}
extension PassthroughSubject: CombineSubject {}

extension SubjectCore {
    /// Traces a value stored without an announcement (a currentValue's `value =` after its end).
    @usableFromInline
    func traceSilentStore(_ value: Element) {
        runtime.traceSilentSet(value, node: announcer.tracedName, kind: announcer.traceKind)
    }

    /// Announces `value` (after `store`), unless the subject has ended: then it is traced as
    /// ignored (`✕ 2 dropped by p (completed: send ignored)`), as Combine ignores it.
    @inlinable
    func sendUnlessEnded(_ value: Element, beforeAnnouncing store: (Element) -> Void = { _ in }) {
        guard stoppedEvent == nil else {
            runtime.traceDrop(value, reason: "\(announcer.traceName) (completed: send ignored)")
            return
        }
        // Combine's subscribers sit in a Set (C7): a tool's SubscriberOrder may choose their order.
        if runtime.subscriberOrder != nil { announcer.applyChosenOrder() }
        next(value, beforeAnnouncing: store)
    }

    /// `event` sent to `subject`: a value, or its end.
    @inlinable
    func send(_ event: Event<Element>, to subject: some CombineSubject<Element>) {
        switch event {
        case .next(let value): subject.send(value)
        case .error(let error): subject.send(completion: .failure(error))
        case .completed: subject.send(completion: .finished)
        }
    }
}
