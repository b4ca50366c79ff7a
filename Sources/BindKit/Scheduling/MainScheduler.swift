import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scheduler that queues work on the main run loop, as RxSwift's
/// `SerialDispatchQueueScheduler` on `DispatchQueue.main` (``MainScheduler/asyncInstance``).
///
/// BindKit's main run loop is virtual: work queued now runs when
/// ``MainScheduler/settle()`` runs the loop's turn, timers when
/// ``MainScheduler/advance(by:)`` moves its clock. One loop per runtime, one
/// queue shared by every main scheduler, first in first out.
///
/// *Deviation:* made with one of RxSwift's initializers (`SerialDispatchQueueScheduler(qos:)`),
/// it is a name for the same virtual main loop: BindKit has no threads, so work queued
/// on it runs at the main loop's next turn, in order with all other queued work,
/// instead of on a background queue.
public class SerialDispatchQueueScheduler: SchedulerType, VirtualClockProviding {
    /// The type of time intervals (RxSwift's `TimeInterval`).
    public typealias TimeInterval = Double
    /// The type of points in time (RxSwift's `Time`).
    public typealias Time = Date

    let loop: VirtualTimeScheduler

    init(runtime: Runtime) {
        loop = runtime.mainLoop
    }

    /// A serial scheduler (RxSwift's one on a new serial queue); in BindKit it queues
    /// work on the current runtime's virtual main loop.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(runtime: Runtime.current)
    }

    /// A serial scheduler targeting `queue` (RxSwift's); in BindKit it queues work on
    /// the current runtime's virtual main loop.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(runtime: Runtime.current)
    }

    /// A serial scheduler on a global queue of `qos` (RxSwift's); in BindKit it queues
    /// work on the current runtime's virtual main loop.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(runtime: Runtime.current)
    }

    /// The main loop's clock, counted from 1970.
    public var now: RxTime { Date(timeIntervalSince1970: loop.nowSeconds) }

    /// Queues `action` for a later turn of the main loop.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(
        _ state: StateType, value: Any? = nil, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleTracked(state, value: value, action: action).disposable
    }

    /// Schedules as `scheduleInternal` does, and gives the queued item too (nil when
    /// the work ran at once), so that an operator can cancel it when its subscription
    /// is disposed: the virtual main loop may never turn again, and a queued item
    /// keeps what its work captured alive until it runs.
    func scheduleTracked<StateType>(
        _ state: StateType, value: Any? = nil, action: @escaping (StateType) -> Disposable
    ) -> (disposable: Disposable, item: ScheduledItem?) {
        let (cancel, item) = enqueue(note: "main queue", value: value) { action(state) }
        return (Disposables.create(cancel, item), item)
    }

    /// Schedules `action` `dueTime` from now on the main loop's clock.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let item = loop.schedule(at: loop.due(after: dueTime), note: "timer") {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        return Disposables.create(item, cancel)
    }

    /// Queues `work` at the current instant of the loop, as `DispatchQueue.async`:
    /// disposing the result before it runs makes it do nothing.
    @discardableResult
    func enqueue(note: String, value: Any? = nil, _ work: @escaping () -> Disposable)
        -> (cancel: Disposable, item: ScheduledItem) {
        let cancel = SingleAssignmentDisposable()
        let item = loop.schedule(at: loop.now, note: note, value: value, hop: true) {
            if !cancel.isDisposed { cancel.setDisposable(work()) }
        }
        return (cancel, item)
    }

    var virtualClock: VirtualClock { loop }
}

/// The main thread's scheduler, as RxSwift's `MainScheduler`.
///
/// - ``instance`` (and any `MainScheduler()`) runs work at once, unless an action
///   of the same scheduler is running or queued: then the work is queued on the main
///   loop behind it (RxSwift's `numberEnqueued` rule), so an element that re-enters
///   `observe(on: MainScheduler.instance)` is deferred, as it is in RxSwift;
/// - ``asyncInstance`` always queues work for a later turn;
/// - ``settle()`` runs the queued work (what one turn of the main run loop would
///   do), ``advance(by:)`` moves the main loop's virtual clock, firing timers.
///
/// "Main thread" means the thread that owns the runtime.
public final class MainScheduler: SerialDispatchQueueScheduler {
    /// RxSwift's `numberEnqueued`: actions of this scheduler running now, and its
    /// queued ones (an item counts until it ran, or until its turn came after it was
    /// disposed or dropped by a cut-off).
    private var running = 0
    private var queued: [ScheduledItem] = []
    /// The items of `queued` before it are done.
    private var queuedHead = 0

    /// A main scheduler with its own `numberEnqueued` count, on the current
    /// runtime's main loop (as each `Binder` and `Driver` makes one in RxSwift).
    public init() {
        super.init(runtime: Runtime.current)
    }

    /// The shared main scheduler of the current runtime.
    public static var instance: MainScheduler {
        let runtime = Runtime.current
        if let scheduler = runtime.rx.mainScheduler { return scheduler }
        let scheduler = MainScheduler()
        runtime.rx.mainScheduler = scheduler
        return scheduler
    }

    /// The scheduler that always queues work on the main loop.
    public static var asyncInstance: SerialDispatchQueueScheduler {
        let runtime = Runtime.current
        if let scheduler = runtime.rx.asyncScheduler { return scheduler }
        let scheduler = SerialDispatchQueueScheduler(runtime: runtime)
        runtime.rx.asyncScheduler = scheduler
        return scheduler
    }

    /// Runs the work queued on the main loop now, including work it queues (one
    /// turn of the main run loop; loop budgets still apply).
    public static func settle() {
        Runtime.current.mainLoop.runDue()
    }

    /// Moves the main loop's virtual clock forward by `interval`, running queued
    /// work and the timers that fall due on the way.
    public static func advance(by interval: RxTimeInterval) {
        let loop = Runtime.current.mainLoop
        loop.runDue()
        loop.advance(by: interval)
    }

    /// Stops unless called on the thread that owns the current runtime.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        Runtime.current.checkThread(errorMessage ?? "MainScheduler", "ensureExecutingOnScheduler")
    }

    /// Stops unless called on the thread that owns the current runtime.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        Runtime.current.checkThread(errorMessage ?? "MainScheduler", "ensureRunningOnMainThread")
    }

    override func scheduleTracked<StateType>(
        _ state: StateType, value: Any? = nil, action: @escaping (StateType) -> Disposable
    ) -> (disposable: Disposable, item: ScheduledItem?) {
        if running == 0 && !hasQueuedWork {
            running += 1
            let disposable = action(state)
            running -= 1
            return (disposable, nil)
        }
        let (cancel, item) = enqueue(note: "MainScheduler", value: value) { [self] in
            running += 1
            defer { running -= 1 }
            return action(state)
        }
        queued.append(item)
        return (Disposables.create(cancel, item), item)
    }

    /// Whether an item of this scheduler is queued and not done. The done ones are dropped
    /// from the front only: the answer needs just the first that is not done, and a scan of
    /// the whole list at every schedule was quadratic (65,536 elements queued behind running
    /// `main()` work took seconds).
    private var hasQueuedWork: Bool {
        while queuedHead < queued.count && queued[queuedHead].isDone { queuedHead += 1 }
        if queuedHead == queued.count {
            queued.removeAll(keepingCapacity: true)
            queuedHead = 0
        } else if queuedHead >= 64 && queuedHead * 2 >= queued.count {
            queued.removeFirst(queuedHead)
            queuedHead = 0
        }
        return queuedHead < queued.count
    }
}

/// The scheduler that runs work on the current thread's trampoline, as RxSwift's
/// `CurrentThreadScheduler`: at once when nothing of it is running, else after the
/// running action (how `Observable.of` and `from` emit).
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    private init() {}

    /// The scheduler.
    public static var instance: CurrentThreadScheduler { CurrentThreadScheduler() }

    /// True when no action of the trampoline is running on this runtime.
    public static var isScheduleRequired: Bool { !Runtime.current.isTrampolineActive }

    /// Runs `action` now, or queues it behind the running action.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let slot = SingleAssignmentDisposable()
        let item = Runtime.current.scheduleOnTrampoline {
            if !slot.isDisposed { slot.setDisposable(action(state)) }
        }
        return Disposables.create(item, slot)
    }
}
