import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A point in time, as RxSwift's `RxTime`. BindKit's schedulers give virtual times:
/// the scheduler's clock counted from 1970-01-01 00:00:00 UTC.
public typealias RxTime = Date

/// Something that runs work now or as soon as possible (RxSwift's `ImmediateSchedulerType`).
public protocol ImmediateSchedulerType {
    /// Schedules `action` with `state`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock (RxSwift's `SchedulerType`). BindKit's schedulers —
/// ``MainScheduler``, ``TestScheduler`` and ``CurrentThreadScheduler`` — run on
/// virtual time; a scheduler of your own can be used with `observe(on:)` only.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's time now.
    var now: RxTime { get }

    /// Schedules `action` to run `dueTime` from now.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable
}

/// How the timed operators reach a BindKit scheduler's virtual clock.
protocol VirtualClock: AnyObject {
    /// The queue that runs the work, with its traces and causal chains.
    var engine: VirtualTimeScheduler { get }
    /// The engine time at which work scheduled `interval` from now falls due.
    func due(after interval: RxTimeInterval) -> Int
    /// The time now as RxSwift computes with it: seconds since 1970.
    var nowSeconds: Double { get }
}

extension VirtualClock {
    /// Schedules `action` `interval` from now on the engine (traced with `note`).
    func schedule(after interval: RxTimeInterval, note: String, value: Any?,
                  _ action: @escaping () -> Void) -> ScheduledItem {
        engine.schedule(at: due(after: interval), note: note, value: value, action)
    }
}

extension DispatchTimeInterval {
    /// Factor from the interval's unit to seconds (RxSwift's `convertToSecondsFactor`).
    var secondsFactor: Double {
        switch self {
        case .nanoseconds: 1_000_000_000.0
        case .microseconds: 1_000_000.0
        case .milliseconds: 1000.0
        case .seconds: 1.0
        case .never: 1.0
        @unknown default: 1.0
        }
    }

    /// The interval in seconds (`.never`: infinity).
    var inSeconds: Double {
        switch self {
        case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value), .seconds(let value):
            Double(value) / secondsFactor
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// What is left of this interval once `elapsed` seconds passed, in the same unit,
    /// rounded (RxSwift's `reduceWithSpanBetween`).
    func reduced(byElapsedSeconds elapsed: Double) -> DispatchTimeInterval {
        func reduce(_ value: Int) -> Int {
            let remainder = Double(value) - elapsed * secondsFactor
            guard remainder > 0 else { return 0 }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .nanoseconds(let value): return .nanoseconds(reduce(value))
        case .microseconds(let value): return .microseconds(reduce(value))
        case .milliseconds(let value): return .milliseconds(reduce(value))
        case .seconds(let value): return .seconds(reduce(value))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// True for a zero interval (RxSwift's `isNow`).
    var isNow: Bool {
        switch self {
        case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value), .seconds(let value):
            value == 0
        case .never: false
        @unknown default: false
        }
    }
}

extension VirtualTimeScheduler: VirtualClock {
    var engine: VirtualTimeScheduler { self }

    /// Work due past the clock's last instant is due at that instant, and marks the
    /// clock (`passedEndOfTime`) as `schedule(afterNanoseconds:)` does: every timed
    /// operator (debounce, throttle, timer, delay on a scheduler) reaches it.
    func due(after interval: RxTimeInterval) -> Int {
        let delay = max(0, interval.nanoseconds)
        let sum = now.addingReportingOverflow(delay)
        if sum.overflow || delay == Int.max { markPassedEndOfTime() }
        return sum.overflow ? Int.max : sum.partialValue
    }

    var nowSeconds: Double { Double(now) / 1_000_000_000 }
}

/// The clock of `scheduler`, which must be one of BindKit's.
func virtualClock(of scheduler: ImmediateSchedulerType, for operation: StaticString) -> VirtualClock {
    guard let clock = (scheduler as? VirtualClockProviding)?.virtualClock else {
        preconditionFailure(
            "BindKit: \(operation) needs one of BindKit's schedulers (MainScheduler, TestScheduler), "
                + "which run on virtual time; \(type(of: scheduler)) is not one")
    }
    return clock
}

/// A public scheduler backed by a virtual clock.
protocol VirtualClockProviding {
    var virtualClock: VirtualClock { get }
}
