/// A node that owns frames on the runtime's stack: each frame is one
/// announcement being delivered to a snapshot of the node's subscribers.
@usableFromInline protocol FrameDeliverer: AnyObject {
    /// Delivers the top frame's value to its next subscriber; false when the
    /// frame has no subscriber left (the runtime then pops it with ``endFrame()``).
    func deliverNext(event: Int) -> Bool
    /// Pops the top frame.
    func endFrame()
    /// The value of this node's frame `offset` frames below its top one, if any.
    func frameValue(fromTop offset: Int) -> Any?
    var traceName: String { get }
    var traceKind: TraceNodeKind { get }
}

/// What kind of BindKit object announced or received a value, in library terms
/// (a tool that maps its own node kinds onto these keeps its own names).
public enum TraceNodeKind: String, Sendable, CaseIterable {
    /// A `BehaviorRelay`.
    case behaviorRelay
    /// A `PublishRelay`.
    case publishRelay
    /// A simulated control's `ControlProperty`.
    case control
    /// A ReactiveCocoa control channel terminal (a control that replays nothing).
    case channelTerminal
    /// A write-only sink (`Binder`).
    case binder
    /// A `MutableProperty`.
    case mutableProperty
    /// A Combine `@Published`-style `PublishedValue`.
    case published
    /// A `PublishSubject`.
    case publishSubject
    /// A `BehaviorSubject`.
    case behaviorSubject
    /// A `ReplaySubject`.
    case replaySubject
}
