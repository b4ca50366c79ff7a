/// A node's subscribers in subscription order. Most nodes have one subscriber
/// (a `bind(to:)`, one `subscribe`), so one is kept inline and only a second makes
/// an array: a million relays with a subscription each is a figure.
@usableFromInline
enum SubscriberList<Element> {
    case empty
    case one(NodeSubscription<Element>)
    case many(ContiguousArray<NodeSubscription<Element>>)

    @inlinable var count: Int {
        switch self {
        case .empty: 0
        case .one: 1
        case .many(let list): list.count
        }
    }

    @inlinable var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    @inlinable subscript(index: Int) -> NodeSubscription<Element> {
        switch self {
        case .one(let subscription): subscription
        case .many(let list): list[index]
        case .empty: preconditionFailure("BindKit: no subscriber at \(index)")
        }
    }

    @inlinable mutating func append(_ subscription: NodeSubscription<Element>) {
        switch self {
        case .empty:
            self = .one(subscription)
        case .one(let first):
            self = .many([first, subscription])
        case .many(var list):
            self = .empty  // the array is uniquely referenced while it grows
            list.append(subscription)
            self = .many(list)
        }
    }

    /// Drops the subscribers for which `shouldRemove` is true, keeping the order.
    @inlinable mutating func removeAll(where shouldRemove: (NodeSubscription<Element>) -> Bool) {
        switch self {
        case .empty:
            return
        case .one(let subscription):
            if shouldRemove(subscription) { self = .empty }
        case .many(var list):
            self = .empty
            list.removeAll(where: shouldRemove)
            switch list.count {
            case 0: self = .empty
            case 1: self = .one(list[0])
            default: self = .many(list)
            }
        }
    }

    /// Puts the subscribers in the order `order` gives (positions into the current list).
    @usableFromInline mutating func reorder(_ order: [Int]) {
        guard case .many(let list) = self, order.count == list.count else { return }
        self = .many(ContiguousArray(order.map { list[$0] }))
    }

    /// Calls `body` with each subscriber, in order.
    @inlinable func forEach(_ body: (NodeSubscription<Element>) -> Void) {
        switch self {
        case .empty: return
        case .one(let subscription): body(subscription)
        case .many(let list): for subscription in list { body(subscription) }
        }
    }
}
