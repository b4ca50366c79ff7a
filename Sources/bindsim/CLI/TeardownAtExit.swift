/// What the command line keeps until the process exits instead of freeing it:
/// freeing a large scenario's syntax tree and run object by object takes as long
/// as a good part of building them, and the process ends anyway. Only the last
/// file's objects are kept (an earlier file's are freed when the next one comes),
/// and only for the real command line: tests and tools that run many files in one
/// process free each as usual. Kept objects stay reachable, so a leak checker
/// does not count them.
enum TeardownAtExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `objects` until exit (replacing what an earlier file left).
    static func keep(_ objects: Any..., when isRealProcess: Bool) {
        guard isRealProcess else { return }
        kept = objects
    }
}
