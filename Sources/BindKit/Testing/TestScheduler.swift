#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Virtual time in RxTest's ticks.
public typealias TestTime = Int

/// A scheduler on virtual time for tests, as RxTest's `TestScheduler`.
///
/// Its clock counts ticks of `resolution` seconds (one second by default, so
/// `.milliseconds(300)` rounds to 0 ticks: use `resolution: 0.001` for
/// milliseconds). Work runs only when the clock is driven (``start()``,
/// ``advanceTo(_:)``), in order of due time, ties in scheduling order. Work
/// scheduled for now or the past runs at `clock + 1` (RxTest's simulated
/// processing delay). Each action scheduled from top level (``scheduleAt(_:action:)``)
/// runs as a step of its own, so a loop cut off in one leaves the others alone.
public final class TestScheduler: SchedulerType, VirtualClockProviding {
    /// The default times of ``start(created:subscribed:disposed:create:)``.
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created = 100
        /// When it is subscribed: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    let engine: VirtualTimeScheduler
    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private var running = false

    /// Creates a scheduler whose clock reads `initialClock` ticks of `resolution` seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        engine = VirtualTimeScheduler(initialClock: initialClock)
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The virtual clock, in ticks.
    public var clock: TestTime { engine.now }

    /// The clock as a date: `clock × resolution` seconds after 1970.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// BindKit only (RxTest has no such switch): when true, work this scheduler is asked to run
    /// now (a zero `delay`, `debounce` or `timer`, a `delay`'s next element with no wait left)
    /// is queued on the main queue as a zero-length timer, so it runs after the main queue's
    /// queued work, as such a timer on a real main queue does (docs/semantics.md §5, rule R).
    /// An exported scenario's support turns it on where, on RxSwift, it wraps the scheduler.
    public var runsZeroLengthWorkOnMainQueue: Bool {
        get { engine.zeroLengthWorkJoinsMainLoop }
        set { engine.zeroLengthWorkJoinsMainLoop = newValue }
    }

    // MARK: Scheduling

    /// Schedules `action` to run at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Schedules `action` "now": at `clock + 1` (RxTest's processing delay).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` from now, converted to ticks as RxTest does.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: due(after: dueTime), action: action)
    }

    /// Schedules `action` `dueTime` ticks from now.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: Int, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
    }

    /// Schedules `action` at virtual time `time` (ticks).
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let runtime = engine.runtime
        runtime.checkThread("TestScheduler", "schedule")
        runtime.enterTopLevelIfNeeded()
        let slot = SingleAssignmentDisposable()
        let item = engine.schedule(at: time, note: "TestScheduler") {
            if !slot.isDisposed { slot.setDisposable(action(state)) }
        }
        return Disposables.create(item, slot)
    }

    // MARK: Running

    /// Runs everything scheduled, advancing the clock, until nothing is left or
    /// ``stop()`` is called.
    public func start() {
        guard !running else { return }
        engine.runtime.checkThread("TestScheduler", "start")
        running = true
        while running, engine.runNext() {}
        running = false
    }

    /// Runs everything scheduled up to `virtualTime` (inclusive), then sets the clock to it.
    public func advanceTo(_ virtualTime: TestTime) {
        precondition(!running, "BindKit: TestScheduler is already running")
        engine.runtime.checkThread("TestScheduler", "advanceTo")
        running = true
        while running, engine.runNext(notAfter: virtualTime) {}
        engine.setClock(virtualTime)
        running = false
    }

    /// Moves the clock forward by `virtualInterval` ticks without running anything.
    public func sleep(_ virtualInterval: Int) {
        precondition(virtualInterval >= 0, "BindKit: can't sleep to the past")
        engine.setClock(clock + virtualInterval)
    }

    /// Stops ``start()`` after the action running now.
    public func stop() {
        running = false
    }

    // MARK: Test helpers

    /// An observer that records every event with the virtual time it arrived at.
    public func createObserver<Element>(_: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes a recording observer at
    /// `subscribed`, disposes the subscription at `disposed`, runs the scheduler and
    /// returns the observer.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` created at 100 and subscribed at 200.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` at 100, 200 and 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
              create: create)
    }

    // MARK: Time conversion (RxTest's TestSchedulerVirtualTimeConverter)

    private func due(after interval: RxTimeInterval) -> Int {
        let seconds = Double(clock) * resolution + interval.inSeconds
        let absolute = seconds.isFinite ? Int(seconds / resolution + 0.5) : Int.max
        return absolute <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : absolute
    }

    var virtualClock: VirtualClock { TestClock(scheduler: self) }

    private final class TestClock: VirtualClock {
        let scheduler: TestScheduler
        init(scheduler: TestScheduler) { self.scheduler = scheduler }
        var engine: VirtualTimeScheduler { scheduler.engine }
        func due(after interval: RxTimeInterval) -> Int { scheduler.due(after: interval) }
        var nowSeconds: Double { Double(scheduler.clock) * scheduler.resolution }
    }
}

/// An observer that records every event with the virtual time it arrived at, as
/// RxTest's `TestableObserver`.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    /// The events received, with their times.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's clock.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}

/// A value recorded at a virtual time, as RxTest's `Recorded`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it was recorded.
    public let time: TestTime
    /// What was recorded.
    public let value: Value

    /// A recorded value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `.next(element)` event recorded at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event recorded at `time`.
    public static func completed<T>(_ time: TestTime, _: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event recorded at `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The given recorded events (helps type inference).
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The given recorded events (helps type inference).
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
