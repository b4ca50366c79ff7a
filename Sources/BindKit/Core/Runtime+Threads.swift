#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which thread owns a runtime. BindKit is single-threaded by contract: every
/// object belongs to the runtime that was current when it was made, and that
/// runtime to one thread.
@usableFromInline struct ThreadOwnership {
    /// The owning thread: the one that created the runtime, or the last one that
    /// took it over in `withCurrent` while no other thread was inside it.
    @usableFromInline var thread: pthread_t = pthread_self()
    /// A thread's own default runtime never moves to another thread.
    var isThreadDefault = false
    /// How many `withCurrent` calls are under way (on the owning thread).
    var activeDepth = 0
}

extension Runtime {
    /// Stops with a clear message unless the calling thread owns this runtime.
    /// BindKit calls it where user code touches an object: `accept`, `onNext`,
    /// `subscribe`, a user action, a setter, `dispose`. One `pthread_self` compare.
    @inlinable
    func checkThread(_ object: @autoclosure () -> String, _ action: StaticString) {
        #if canImport(Glibc)
        // pthread_t is an integer here; comparing it directly saves pthread_equal's call.
        let foreign = ownership.thread != pthread_self()
        #else
        let foreign = pthread_equal(ownership.thread, pthread_self()) == 0
        #endif
        if foreign { threadViolation(object(), action) }
    }

    @inline(never) @usableFromInline
    func threadViolation(_ object: String, _ action: StaticString) -> Never {
        let message = "BindKit: \(object) was touched (\(action)) on thread \(Self.describe(pthread_self())), "
            + "but it belongs to a runtime owned by thread \(Self.describe(ownership.thread)). "
            + "BindKit is single-threaded: use a runtime's objects only on the thread that owns it "
            + "(in async code, keep BindKit calls between awaits inside one Runtime.withCurrent block)"
        Self.stop(message)
    }

    /// Ends the process at once with `message` on standard error (exit status 1).
    /// Not through `preconditionFailure`: a violation happens on a second thread, often
    /// while the owning thread fails too (a test giving up on a result that thread never
    /// delivers), and two threads in Swift's crash handler at once can hang its
    /// backtracer instead of ending the process.
    static func stop(_ message: String) -> Never {
        fflush(nil)  // every output stream
        let line = "Fatal error: " + message + "\n"
        line.withCString { text in _ = write(2, text, strlen(text)) }
        _exit(EXIT_FAILURE)
    }

    /// `'name' (id)` or `(id)` for a thread.
    static func describe(_ thread: pthread_t) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        #if canImport(Glibc)
        // Glibc's module map does not export pthread_getname_np; look it up.
        typealias GetName = @convention(c) (pthread_t, UnsafeMutablePointer<CChar>?, Int) -> Int32
        var named = false
        if let symbol = dlsym(nil, "pthread_getname_np") {
            let getName = unsafeBitCast(symbol, to: GetName.self)
            named = getName(thread, &buffer, buffer.count) == 0 && buffer[0] != 0
        }
        let id = String(UInt(thread), radix: 16)
        #else
        let named = pthread_getname_np(thread, &buffer, buffer.count) == 0 && buffer[0] != 0
        let id = String(UInt(bitPattern: thread.hashValue), radix: 16)
        #endif
        let name = named ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return name.isEmpty ? "0x\(id)" : "'\(name)' (0x\(id))"
    }

    /// `withCurrent` entry: take the runtime over if it is free, else require the owner.
    func enterOwnership() {
        let me = pthread_self()
        if pthread_equal(ownership.thread, me) == 0 {
            if ownership.activeDepth == 0 && !ownership.isThreadDefault {
                ownership.thread = me
            } else {
                threadViolation("Runtime", "withCurrent")
            }
        }
        ownership.activeDepth += 1
    }

    func leaveOwnership() {
        ownership.activeDepth -= 1
    }
}

extension TraceNodeKind {
    /// The BindKit type that a node of this kind is, for messages.
    var typeName: String {
        switch self {
        case .behaviorRelay: "BehaviorRelay"
        case .publishRelay: "PublishRelay"
        case .control: "control"
        case .channelTerminal: "channel terminal"
        case .controlEvent: "control event"
        case .binder: "Binder"
        case .mutableProperty: "MutableProperty"
        case .published: "PublishedValue"
        case .observable: "ObservedProperty"
        case .publishSubject: "PublishSubject"
        case .behaviorSubject: "BehaviorSubject"
        case .replaySubject: "ReplaySubject"
        case .currentValueSubject: "CurrentValueSubject"
        case .passthroughSubject: "PassthroughSubject"
        case .objectWillChange: "ObservableObjectPublisher"
        case .future: "Future"
        case .plainProperty: "PlainProperty"
        }
    }
}
