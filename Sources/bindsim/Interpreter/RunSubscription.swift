import BindKit

/// A subscription a `bind`, a two-way `bind` or an `on` made in a run, by the name
/// traces give it (its `as` label, or `b2`, `on1`). A two-way binding has two
/// directions; the others one. It runs while any direction does.
final class RunSubscription {
    /// How a direction ended.
    enum End {
        /// A run-time error inside the subscription (RxSwift's `.error`).
        case error(RuntimeError)
        case completed
        /// `unbind LABEL` disposed it.
        case unbound
    }

    let name: String
    /// The label of each direction in traces (`b1`, or `b1 a→b` and `b1 b→a`).
    let directionLabels: [String]
    /// Each direction's end, nil while it runs.
    private(set) var ends: [End?]
    /// What to dispose, per direction.
    var disposables: [Disposable?]
    /// For RxExample's `<->`: when the first direction completes, the second is disposed.
    var tearsDownOnCompletion: (completing: Int, tornDown: Int)?

    init(name: String, directionLabels: [String]) {
        self.name = name
        self.directionLabels = directionLabels
        ends = Array(repeating: nil, count: directionLabels.count)
        disposables = Array(repeating: nil, count: directionLabels.count)
    }

    var isRunning: Bool { ends.contains { $0 == nil } }

    /// Records the end of a direction (the first one only); returns whether it was new.
    @discardableResult
    func end(_ direction: Int, _ end: End) -> Bool {
        guard ends[direction] == nil else { return false }
        ends[direction] = end
        return true
    }

    /// Disposes every direction still running.
    func disposeAll() {
        for index in disposables.indices {
            disposables[index]?.dispose()
            disposables[index] = nil
        }
    }
}
