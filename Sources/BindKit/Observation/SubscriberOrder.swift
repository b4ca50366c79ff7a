/// Chooses an order for subscribers whose order the real library leaves unspecified (the
/// trackers of one `@Observable` property sit in a `Set` in Swift's registrar, so their order
/// follows the process's hash seed). A tool sets one on the runtime to run each order in turn.
public protocol SubscriberOrder: AnyObject {
    /// The order for the subscribers labelled `labels` (sorted, so the same set gives the same
    /// answer) of the node named `node`: a permutation of `0..<labels.count`, positions into `labels`.
    func order(of node: String, labels: [String]) -> [Int]
}

extension Announcer {
    /// Puts the live subscribers in the order the runtime's ``SubscriberOrder`` chooses for this
    /// set, when one is set, no frame is open and two or more listen.
    @usableFromInline
    func applyChosenOrder() {
        guard let chooser = runtime.subscriberOrder, openFrames == 0, subscribers.count - Int(tombstones) >= 2 else { return }
        if tombstones > 0 {
            if let extras {
                for index in 0..<subscribers.count where subscribers[index].isDetached {
                    extras.attachOrder[ObjectIdentifier(subscribers[index])] = nil
                }
            }
            subscribers.removeAll { $0.isDetached }
            tombstones = 0
        }
        let labels = (0..<subscribers.count).map { runtime.traceNames[TraceName(id: subscribers[$0].label)] ?? "" }
        // Sorted by label, then by attach order for labels alike (not by place, which the last
        // reorder changed): the same set gives the same key, each member the same position in it.
        let attached = (0..<subscribers.count).map { extras?.attachOrder[ObjectIdentifier(subscribers[$0])] ?? $0 }
        let canonical = labels.indices.sorted { (labels[$0], attached[$0]) < (labels[$1], attached[$1]) }
        let chosen = chooser.order(of: traceName, labels: canonical.map { labels[$0] })
        guard chosen.count == canonical.count, Set(chosen) == Set(canonical.indices) else { return }
        subscribers.reorder(chosen.map { canonical[$0] })
    }
}
