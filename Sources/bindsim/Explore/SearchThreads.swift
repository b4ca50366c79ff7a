import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads for explore's jobs, each with a main thread's stack (user code in `on`
/// blocks nests as deep as the budgets allow). Under an address-space limit
/// (`ulimit -v`, a container) some threads' stacks may not fit: a thread that cannot
/// be made is reported by `pthread_create`, so the search runs on the threads that
/// started (Foundation's `Thread` gives no such answer: its search hung or crashed).
enum SearchThreads {
    /// Each thread's stack.
    static let stackSize = 16 << 20
    /// What a thread takes of the address space besides its stack: glibc reserves a
    /// malloc arena of 64 MiB for each new thread that allocates (64-bit).
    static let arenaSize = 64 << 20

    /// How many of `count` threads fit under the process's address-space limit
    /// (`ulimit -v`), leaving half of what is left to the heap: threads that start but
    /// then find no memory crash, which `pthread_create` cannot tell in advance. At
    /// least one; all of them when there is no limit.
    static func fitting(_ count: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
              let used = addressSpaceInUse() else { return count }
        let left = Int(clamping: limit.rlim_cur) - used
        return max(1, min(count, left / 2 / (stackSize + arenaSize)))
    }

    /// The process's mapped address space in bytes (`/proc/self/statm`'s first field), or nil.
    private static func addressSpaceInUse() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let first = bytes[..<count].prefix { $0 != UInt8(ascii: " ") }
        guard let pages = Int(String(decoding: first, as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Starts up to `count` threads, then runs `body(job, jobs)` on each of the `jobs`
    /// that started (jobs ≤ count) and waits for them; returns `jobs` (0: not even one
    /// thread could be made, and `body` did not run). `start` makes one thread (tests
    /// give one that fails after a few, as an address-space limit does).
    static func run(count: Int, start: (@escaping @Sendable () -> Void) -> Bool = startThread,
                    _ body: @escaping @Sendable (_ job: Int, _ jobs: Int) -> Void) -> Int {
        let gate = Gate()
        var started = 0
        for job in 0..<count {
            guard start({ gate.pass(job, body) }) else { break }
            started += 1
        }
        gate.open(jobs: started)
        return started
    }

    /// Makes one detached thread running `work`; false when it could not be made.
    static func startThread(_ work: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
              pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else { return false }
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { argument in
            let box = Unmanaged<WorkBox>.fromOpaque(argument!).takeRetainedValue()
            box.work()
            return nil
        }, box)
        if made != 0 { Unmanaged<WorkBox>.fromOpaque(box).release() }
        return made == 0
    }

    private final class WorkBox {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }

    /// Holds the started threads until the number of jobs is known, then counts them out.
    private final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var jobs: Int?
        private var running = 0

        /// Runs on a started thread: waits for the job count, runs the job.
        func pass(_ job: Int, _ body: @Sendable (Int, Int) -> Void) {
            condition.lock()
            while jobs == nil { condition.wait() }
            let jobs = self.jobs!
            condition.unlock()
            body(job, jobs)
            condition.lock()
            running -= 1
            condition.broadcast()
            condition.unlock()
        }

        /// Lets the `jobs` started threads run, and waits until they are done.
        func open(jobs: Int) {
            condition.lock()
            self.jobs = jobs
            running += jobs
            condition.broadcast()
            while running > 0 { condition.wait() }
            condition.unlock()
        }
    }
}
