import BindKit

/// A subscription a `bind`, a two-way `bind` or an `on` made in a run, by the name
/// traces give it (its `as` label, or `b2`, `on1`). A two-way binding has two
/// directions; the others one. It runs while any direction does.
///
/// A run keeps one per `bind` (a million-relay chain keeps a million), so a one-way
/// subscription is one small object: no arrays per direction (three allocations), and a
/// two-way binding's second direction in an object of its own.
final class RunSubscription {
    /// One direction of a subscription: a `bind` and an `on` carry their source left to right
    /// (their one direction); a two-way binding both ways.
    enum Direction: CaseIterable {
        case leftToRight
        case rightToLeft
    }

    /// How a direction ended.
    enum End: UInt8 {
        /// A run-time error inside the subscription (RxSwift's `.error`).
        case error
        case completed
        /// `unbind LABEL` disposed it.
        case unbound
    }

    let name: String
    private var firstEnd: End?
    private var firstDisposable: Disposable?
    /// A two-way binding's second direction (right to left); nil for one direction.
    private let second: SecondDirection?

    /// The state of a two-way binding's second direction, and its labels.
    private final class SecondDirection {
        let labels: TwoWayLabels
        var end: End?
        var disposable: Disposable?
        var tearsDownOnCompletion: (completing: Direction, tornDown: Direction)?

        init(labels: TwoWayLabels) { self.labels = labels }
    }

    /// A subscription with one direction, labelled by its name.
    init(name: String) {
        self.name = name
        second = nil
    }

    /// A two-way binding: both directions.
    init(name: String, twoWay labels: TwoWayLabels) {
        self.name = name
        second = SecondDirection(labels: labels)
    }

    /// The directions it has: left to right only, or both.
    var directions: [Direction] { second == nil ? [.leftToRight] : Direction.allCases }

    /// For RxExample's `<->`: when the first direction completes, the second is disposed.
    var tearsDownOnCompletion: (completing: Direction, tornDown: Direction)? {
        get { second?.tearsDownOnCompletion }
        set { second?.tearsDownOnCompletion = newValue }
    }

    /// The label of `direction` in traces (`b1`, or `b1 a→b` and `b1 b→a`).
    func label(of direction: Direction) -> String {
        guard let second else { return name }
        return direction == .leftToRight ? second.labels.leftToRight : second.labels.rightToLeft
    }

    var isRunning: Bool { firstEnd == nil || (second != nil && second?.end == nil) }

    /// Whether a direction ended so (`expect L finished`: `.completed`; `failed`: `.error`).
    func hasEnded(_ end: End) -> Bool { firstEnd == end || second?.end == end }

    /// Records the end of a direction (the first one only); returns whether it was new.
    @discardableResult
    func end(_ direction: Direction, _ end: End) -> Bool {
        if direction == .leftToRight {
            guard firstEnd == nil else { return false }
            firstEnd = end
        } else {
            guard let second, second.end == nil else { return false }
            second.end = end
        }
        return true
    }

    /// Runs a one-direction subscription again after it completed (a tracker re-armed);
    /// false when it was unbound, which nothing undoes.
    func restart() -> Bool {
        guard firstEnd != .unbound else { return false }
        firstEnd = nil
        return true
    }

    /// Keeps what disposes `direction`.
    func setDisposable(_ disposable: Disposable, for direction: Direction) {
        if direction == .leftToRight { firstDisposable = disposable } else { second?.disposable = disposable }
    }

    /// Disposes `direction` if it still has something to dispose.
    func dispose(_ direction: Direction) {
        let disposable: Disposable?
        if direction == .leftToRight {
            disposable = firstDisposable
            firstDisposable = nil
        } else {
            disposable = second?.disposable
            second?.disposable = nil
        }
        disposable?.dispose()
    }

    /// Disposes every direction still running.
    func disposeAll() {
        dispose(.leftToRight)
        dispose(.rightToLeft)
    }
}
