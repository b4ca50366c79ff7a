#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signals that end a command line before its time: Ctrl-C (SIGINT), SIGTERM, a closed
/// terminal (SIGHUP), Ctrl-\\ (SIGQUIT) and a closed pipe (SIGPIPE). Two things need them:
/// a temporary file this process is writing (a golden, a page) is removed before the process
/// ends, so an interruption leaves nothing behind and nothing else is ever deleted as a
/// "leftover"; and a search that can stop early (`explore`) is asked to stop and report what
/// it found on the first Ctrl-C — a second one, or any other of these signals, ends the
/// process as usual (by that signal, with SIGQUIT's core dump). The handler only reads and
/// writes atomics and calls `unlink`, `signal` and `raise`, which are safe in a signal handler.
/// A file that would grow past the size limit (`ulimit -f`, SIGXFSZ) is a failed write,
/// reported with its temporary file removed, not a process killed with the file left.
enum Interruption {
    private static let requested = Atomic<Bool>(false)
    private static let stoppable = Atomic<Int>(0)
    private static let hasTemporary = Atomic<Bool>(false)
    /// The temporary file's NUL-terminated path, written only while `hasTemporary` is false.
    nonisolated(unsafe) private static let temporary = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    /// The signals the handler serves.
    private static let handled = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// Installs the handler (the real command line only: tests run commands in-process).
    static func install() {
        _ = requested.load(ordering: .relaxed)
        _ = stoppable.load(ordering: .relaxed)
        _ = hasTemporary.load(ordering: .relaxed)
        _ = temporary
        for signalNumber in handled {
            // A signal the parent ignores stays ignored (`nohup` ignores SIGHUP; a shell, Ctrl-C
            // for a job in the background): the handler would end the process where it should go on.
            let previous = signal(signalNumber, handle)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, SIG_IGN)
            }
        }
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Runs `body` with the handled signals held back, delivered when it returns: creating a
    /// temporary file and naming it for removal is one step, so no signal comes between them.
    static func deferringSignals<T>(_ body: () -> T) -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signalNumber in handled { sigaddset(&held, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// The temporary file to remove if the process is interrupted now (nil: none).
    static func removeOnInterrupt(_ path: [CChar]?) {
        hasTemporary.store(false, ordering: .sequentiallyConsistent)
        guard let path, path.count <= Int(PATH_MAX) + 1 else { return }
        path.withUnsafeBufferPointer { temporary.update(from: $0.baseAddress!, count: path.count) }
        hasTemporary.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether an interruption asked the work under way to stop.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Runs `body`, during which the first interruption only sets `isRequested`
    /// (the body stops and reports); outside it an interruption ends the process.
    static func stoppingOnInterrupt<T>(_ body: () -> T) -> T {
        stoppable.add(1, ordering: .sequentiallyConsistent)
        defer { stoppable.subtract(1, ordering: .sequentiallyConsistent) }
        return body()
    }

    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        if Interruption.hasTemporary.load(ordering: .sequentiallyConsistent) { unlink(Interruption.temporary) }
        if signalNumber == SIGINT, Interruption.stoppable.load(ordering: .sequentiallyConsistent) > 0,
           !Interruption.requested.exchange(true, ordering: .sequentiallyConsistent) {
            return
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
