/// The runtime's stack of frames: a growable buffer of strong references to the
/// nodes that own them. The runtime is its only owner, so unlike a
/// `ContiguousArray` it checks no uniqueness on each push and pop.
@usableFromInline
struct FrameStack {
    @usableFromInline var entries: UnsafeMutablePointer<Runtime.StackEntry>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable subscript(index: Int) -> Runtime.StackEntry { entries[index] }

    @inlinable
    mutating func append(_ entry: Runtime.StackEntry) {
        if count == capacity { grow() }
        (entries + count).initialize(to: entry)
        count &+= 1
    }

    @inlinable @discardableResult
    mutating func removeLast() -> Runtime.StackEntry {
        count &-= 1
        return (entries + count).move()
    }

    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutablePointer<Runtime.StackEntry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }

    /// Releases every entry and the buffer (the runtime's deinit).
    func free() {
        for index in 0..<count { entries[index].release() }
        entries.deallocate()
    }
}
