extension Announcer {
    /// Prepares a write into this node made by `action` (`accept`, `onNext`, a user
    /// action, a setter): checks that the calling thread owns the runtime, then
    /// ``Runtime/beginWrite()``.
    @inlinable @inline(__always)
    func beginWrite(_ action: StaticString) -> Bool {
        runtime.checkThread(objectDescription, action)
        return runtime.beginWrite()
    }

    /// The node for messages: `BehaviorRelay 'r'`.
    @usableFromInline var objectDescription: String { "\(traceKind.typeName) '\(traceName)'" }
}
