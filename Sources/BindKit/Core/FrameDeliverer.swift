/// A node that owns frames on the runtime's stack: each frame is one
/// announcement being delivered to a snapshot of the node's subscribers.
protocol FrameDeliverer: AnyObject {
    /// Delivers the top frame's value to its next subscriber; false when the
    /// frame has no subscriber left (the runtime then pops it with ``endFrame()``).
    func deliverNext(event: Int) -> Bool
    /// Pops the top frame.
    func endFrame()
    /// The value of this node's frame `offset` frames below its top one, if any.
    func frameValue(fromTop offset: Int) -> Any?
    var traceName: String { get }
    var traceKind: NodeKind { get }
}

/// What kind of node announced or received a value, for traces.
public enum NodeKind: String, Sendable {
    /// A `BehaviorRelay`.
    case relay
    /// A `PublishRelay`.
    case publish
    /// A simulated control's `ControlProperty`.
    case field
    /// A write-only sink (`Binder`).
    case label
    /// A KVO-style `MutableProperty`.
    case property
    /// A Combine `@Published`-style `PublishedValue`.
    case published
}
