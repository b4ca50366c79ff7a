/// A binary min-heap of scheduled items ordered by (due time, sequence): the
/// earliest first, ties in scheduling order.
struct ScheduledQueue {
    private var heap: [ScheduledItem] = []

    private static func precedes(_ a: ScheduledItem, _ b: ScheduledItem) -> Bool {
        a.dueTime != b.dueTime ? a.dueTime < b.dueTime : a.sequence < b.sequence
    }

    mutating func insert(_ item: ScheduledItem) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The first item that is not cancelled, discarding cancelled ones on the way.
    mutating func peekLive() -> ScheduledItem? {
        while let first = heap.first, first.isCancelled {
            first.discard()
            removeFirst()
        }
        return heap.first
    }

    mutating func removeFirst() {
        guard !heap.isEmpty else { return }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && Self.precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }

    mutating func cancelAll(where shouldCancel: (ScheduledItem) -> Bool) {
        for item in heap where shouldCancel(item) { item.dispose() }
    }
}
