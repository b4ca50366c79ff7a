/// Binds `left` and `right` to each other in `style`.
///
/// `leftToRight` transforms `left`'s values on their way into `right`;
/// `rightToLeft` the other way (`bind c.map(f) <-> f.map(g)`). The right side's
/// value wins at setup: the left side takes it. The style's guard acts on the
/// nodes themselves, before the transforms. A control side (a
/// ``ControlProperty``) arms no flag for a programmatic write: its silence is
/// the guard, so no armed flag can swallow the user's next edit.
///
/// `labels`, when given, name each direction's subscriptions in traces (so a trace
/// can say which way a value crossed); otherwise both take the runtime's current label.
public func bindTwoWay<Left: TwoWayBindable, Right: TwoWayBindable>(
    _ left: Left, _ right: Right, style: TwoWayStyle = .rx, labels: TwoWayLabels? = nil,
    leftToRight: @escaping (Observable<Left.Element>) -> Observable<Right.Element>,
    rightToLeft: @escaping (Observable<Right.Element>) -> Observable<Left.Element>
) -> Disposable {
    let runtime = Runtime.current
    let directions = TwoWayDirections(runtime: runtime, labels: labels)
    return runtime.runSubscription {
        connectTwoWay(left, right, style: style, directions: directions,
                      leftToRight: leftToRight, rightToLeft: rightToLeft)
    }
}

/// Trace labels for the two directions of a two-way binding.
public struct TwoWayLabels: Sendable, Equatable {
    /// The label of the subscription that carries the left side's values to the right.
    public var leftToRight: String
    /// The label of the subscription that carries the right side's values to the left.
    public var rightToLeft: String

    /// Labels for the two directions.
    public init(leftToRight: String, rightToLeft: String) {
        self.leftToRight = leftToRight
        self.rightToLeft = rightToLeft
    }
}

/// Runs each direction's subscribing under its label, if any.
struct TwoWayDirections {
    let runtime: Runtime
    let labels: TwoWayLabels?

    func rightToLeft<T>(_ body: () -> T) -> T {
        guard let labels else { return body() }
        return runtime.withLabel(labels.rightToLeft, body)
    }

    func leftToRight<T>(_ body: () -> T) -> T {
        guard let labels else { return body() }
        return runtime.withLabel(labels.leftToRight, body)
    }
}

private func connectTwoWay<Left: TwoWayBindable, Right: TwoWayBindable>(
    _ left: Left, _ right: Right, style: TwoWayStyle, directions: TwoWayDirections,
    leftToRight: @escaping (Observable<Left.Element>) -> Observable<Right.Element>,
    rightToLeft: @escaping (Observable<Right.Element>) -> Observable<Left.Element>
) -> Disposable {
    switch style {
    case .rx:
        let toLeft = directions.rightToLeft { rightToLeft(right.asObservable()).bind(to: left) }
        let toRight = directions.leftToRight { leftToRight(left.asObservable()).bind(to: right) }
        return Disposables.create(toLeft, toRight)
    case .bibinding, .channel:
        return SkipNextUpdateBinding(left: left, right: right, style: style)
            .connect(directions: directions, leftToRight: leftToRight, rightToLeft: rightToLeft)
    case .reactivekit:
        return NonRecursiveBinding(left: left, right: right)
            .connect(directions: directions, leftToRight: leftToRight, rightToLeft: rightToLeft)
    }
}

/// Binds two nodes of the same type in `style`, with no transforms.
public func bindTwoWay<Left: TwoWayBindable, Right: TwoWayBindable>(
    _ left: Left, _ right: Right, style: TwoWayStyle = .rx
) -> Disposable where Left.Element == Right.Element {
    bindTwoWay(left, right, style: style, labels: nil, leftToRight: { $0 }, rightToLeft: { $0 })
}

infix operator <-> : DefaultPrecedence

/// RxExample's two-way binding operator (`Operators.swift`): binds the relay to
/// the control property, then the property to the relay. Does not loop, because
/// the control does not announce programmatic sets.
public func <-> <Value>(property: ControlProperty<Value>, relay: BehaviorRelay<Value>) -> Disposable {
    bindTwoWay(property, relay, style: .rx)
}

/// The same operator between any two bindable nodes, without a guard: between two
/// behavior relays it loops at setup, between publish relays at the first write, as RxSwift
/// does (BindKit cuts the loop off). Such a loop's report carries a hint
/// (``LoopReport/hint``) while the binding lasts: code ported from RxBiBinding, whose `<->`
/// does not loop, meant `bindTwoWay(_:_:style: .bibinding)`.
public func <-> <Left: TwoWayBindable, Right: TwoWayBindable>(left: Left, right: Right) -> Disposable
where Left.Element == Right.Element {
    let sides = [left as Any, right as Any].compactMap { ($0 as? AnnouncingNode)?.announcingFrameNode }
    for side in sides { side.isUnguardedTwoWaySide = true }
    let binding = bindTwoWay(left, right, style: .rx)
    return Disposables.create {
        binding.dispose()
        for side in sides { side.isUnguardedTwoWaySide = false }
    }
}

/// A node whose every programmatic write announces (a relay, a property, a published value):
/// what a guardless `<->` between two of them loops through.
protocol AnnouncingNode {
    var announcingFrameNode: FrameNode { get }
}

extension BehaviorRelay: AnnouncingNode { var announcingFrameNode: FrameNode { announcer } }
extension PublishRelay: AnnouncingNode { var announcingFrameNode: FrameNode { announcer } }
extension MutableProperty: AnnouncingNode { var announcingFrameNode: FrameNode { announcer } }
extension PublishedValue: AnnouncingNode { var announcingFrameNode: FrameNode { announcer } }
