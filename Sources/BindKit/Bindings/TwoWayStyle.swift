/// How a two-way binding keeps its two sides from echoing each other forever:
/// each style reproduces one real library's mechanism.
public enum TwoWayStyle: String, Sendable, CaseIterable {
    /// RxExample's `<->` (`Operators.swift`): `bind R -> L`, then `bind L -> R`, no
    /// guard. A control side is safe because it does not announce programmatic
    /// sets; relay <-> relay loops at setup.
    case rx
    /// RxSwiftCommunity/RxBiBinding: a side that was just written skips the echo
    /// of that write (an `isSkippingNextUpdate`-style flag per side).
    case bibinding
    /// ReactiveCocoa `RACChannelTo(a) = RACChannelTo(b)`: a takes b's value, and a
    /// write made by the channel is not sent back (`ignoreNextUpdate`).
    case channel
    /// ReactiveKit `bidirectionalBind(to:)`: both directions run on one
    /// non-recursive execution context, which drops any event that arrives while
    /// it is already forwarding.
    case reactivekit
}

/// A node that can stand on either side of a two-way binding: it can be
/// observed (replaying or not) and written.
public protocol TwoWayBindable: ObservableType, ObserverType {
    /// True when a programmatic write into this node announces nothing (a control):
    /// two-way guards then arm no skip flag for it. False unless stated.
    var isSilentOnProgrammaticWrite: Bool { get }
}

extension TwoWayBindable {
    /// False: writes into this node announce.
    public var isSilentOnProgrammaticWrite: Bool { false }
}

extension BehaviorRelay: TwoWayBindable {}
extension PublishRelay: TwoWayBindable {}
extension MutableProperty: TwoWayBindable {}
extension PublishedValue: TwoWayBindable {}
extension ControlProperty: TwoWayBindable {
    /// True: a programmatic set of a control sends no event.
    public var isSilentOnProgrammaticWrite: Bool { isSilent }
}
