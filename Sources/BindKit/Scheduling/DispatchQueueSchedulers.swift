import Dispatch
import Foundation

/// RxSwift's `ConcurrentDispatchQueueScheduler`, as a name. *Deviation:* BindKit has
/// no threads: work scheduled on it is queued on the current runtime's virtual main
/// loop (it runs at the loop's next turn, ``MainScheduler/settle()``), and timers run
/// on the main loop's clock (``MainScheduler/advance(by:)``).
public final class ConcurrentDispatchQueueScheduler: SchedulerType, VirtualClockProviding {
    /// The type of time intervals (RxSwift's `TimeInterval`).
    public typealias TimeInterval = Double
    /// The type of points in time (RxSwift's `Time`).
    public typealias Time = Date

    private let main: SerialDispatchQueueScheduler

    /// A scheduler on `queue` (RxSwift's); in BindKit, on the virtual main loop.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        main = SerialDispatchQueueScheduler(runtime: Runtime.current)
    }

    /// A scheduler on a global queue of `qos` (RxSwift's); in BindKit, on the virtual main loop.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The main loop's clock, counted from 1970.
    public var now: RxTime { main.now }

    /// Queues `action` for the main loop's next turn.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        main.scheduleInternal(state, action: action)
    }

    /// Schedules `action` `dueTime` from now on the main loop's clock.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        main.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    var virtualClock: VirtualClock { main.loop }
}

/// RxSwift's `ConcurrentMainScheduler`: runs work at once when called on the main
/// thread (in BindKit, always: the thread that owns the runtime), and timers on the
/// main loop's clock. Control properties subscribe through it in RxCocoa.
public final class ConcurrentMainScheduler: SchedulerType, VirtualClockProviding {
    /// The type of time intervals (RxSwift's `TimeInterval`).
    public typealias TimeInterval = Double
    /// The type of points in time (RxSwift's `Time`).
    public typealias Time = Date

    private let main: MainScheduler

    private init(mainScheduler: MainScheduler) {
        main = mainScheduler
    }

    /// The scheduler of the current runtime.
    public static var instance: ConcurrentMainScheduler {
        let runtime = Runtime.current
        if let scheduler = runtime.rx.concurrentMainScheduler { return scheduler }
        let scheduler = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)
        runtime.rx.concurrentMainScheduler = scheduler
        return scheduler
    }

    /// The main loop's clock, counted from 1970.
    public var now: RxTime { main.now }

    /// Runs `action` at once (the caller is on the main thread).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    /// Schedules `action` `dueTime` from now on the main loop's clock.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        main.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    var virtualClock: VirtualClock { main.loop }
}

/// RxSwift's `OperationQueueScheduler`, as a name. *Deviation:* BindKit has no
/// threads: each action is queued on the current runtime's virtual main loop
/// instead of being added to `operationQueue`.
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue RxSwift would add the work to (kept, not used).
    public let operationQueue: OperationQueue
    /// The priority RxSwift would give the work (kept, not used).
    public let queuePriority: Operation.QueuePriority
    private let main: SerialDispatchQueueScheduler

    /// A scheduler for `operationQueue` (RxSwift's); in BindKit, on the virtual main loop.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
        main = SerialDispatchQueueScheduler(runtime: Runtime.current)
    }

    /// Queues `action` for the main loop's next turn.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        main.scheduleInternal(state, action: action)
    }
}
