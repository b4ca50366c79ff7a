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
    /// A control event (`ControlEvent`: a button's taps).
    case controlEvent
    /// A write-only sink (`Binder`).
    case binder
    /// A `MutableProperty`.
    case mutableProperty
    /// A Combine `@Published`-style `PublishedValue`.
    case published
    /// A stored property of an `@Observable` class (`ObservedProperty`).
    case observable
    /// A `PublishSubject`.
    case publishSubject
    /// A `BehaviorSubject`.
    case behaviorSubject
    /// A `ReplaySubject`.
    case replaySubject
    /// A Combine-rules `CurrentValueSubject`.
    case currentValueSubject
    /// A Combine-rules `PassthroughSubject`.
    case passthroughSubject
    /// An `ObservableObject`'s `objectWillChange` (a subject its `@Published` members send into).
    case objectWillChange
    /// A Combine-rules `Future`.
    case future
    /// A stored property with no publisher, which `assign(to:on:)` sets (a `Binder` that stores).
    case plainProperty
}
