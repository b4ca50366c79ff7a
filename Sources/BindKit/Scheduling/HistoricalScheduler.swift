#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scheduler on virtual time whose clock is a date, as RxSwift's
/// `HistoricalScheduler`: work runs only when the clock is driven (``start()``,
/// ``advanceTo(_:)``), in order of due time, ties in scheduling order; work
/// scheduled for now runs at the current instant.
public final class HistoricalScheduler: SchedulerType, VirtualClockProviding {
    let engine: VirtualTimeScheduler
    private var running = false

    /// A scheduler whose clock reads `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        engine = VirtualTimeScheduler(initialClock: Self.nanoseconds(initialClock))
    }

    /// The virtual clock.
    public var clock: RxTime { Date(timeIntervalSince1970: Double(engine.now) / 1_000_000_000) }

    /// The virtual clock (the same as ``clock``).
    public var now: RxTime { clock }

    /// Schedules `action` at the current instant.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` from now.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteNanoseconds(state, time: engine.due(after: dueTime), action: action)
    }

    /// Schedules `action` `dueTime` seconds from now.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock.addingTimeInterval(dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: RxTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteNanoseconds(state, time: Self.nanoseconds(time), action: action)
    }

    private func scheduleAbsoluteNanoseconds<StateType>(
        _ state: StateType, time: Int, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let runtime = engine.runtime
        runtime.checkThread("HistoricalScheduler", "schedule")
        runtime.enterTopLevelIfNeeded()
        let slot = SingleAssignmentDisposable()
        let item = engine.schedule(at: time, note: "HistoricalScheduler") {
            if !slot.isDisposed { slot.setDisposable(action(state)) }
        }
        return Disposables.create(item, slot)
    }

    /// Runs everything scheduled, advancing the clock, until nothing is left or
    /// ``stop()`` is called.
    public func start() {
        guard !running else { return }
        engine.runtime.checkThread("HistoricalScheduler", "start")
        running = true
        while running, engine.runNext() {}
        running = false
    }

    /// Runs everything scheduled up to `virtualTime` (inclusive), then sets the clock to it.
    public func advanceTo(_ virtualTime: RxTime) {
        precondition(!running, "BindKit: HistoricalScheduler is already running")
        engine.runtime.checkThread("HistoricalScheduler", "advanceTo")
        let target = Self.nanoseconds(virtualTime)
        running = true
        while running, engine.runNext(notAfter: target) {}
        engine.setClock(target)
        running = false
    }

    /// Moves the clock forward by `virtualInterval` seconds without running anything.
    public func sleep(_ virtualInterval: TimeInterval) {
        precondition(virtualInterval >= 0, "BindKit: can't sleep to the past")
        engine.setClock(Self.nanoseconds(clock.addingTimeInterval(virtualInterval)))
    }

    /// Stops ``start()`` after the action running now.
    public func stop() {
        running = false
    }

    var virtualClock: VirtualClock { engine }

    private static func nanoseconds(_ date: Date) -> Int {
        let value = (date.timeIntervalSince1970 * 1_000_000_000).rounded()
        return value >= Double(Int.max) ? Int.max : Int(value)
    }
}
