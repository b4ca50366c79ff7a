import Dispatch

/// A time interval, as RxSwift's `RxTimeInterval` (`.milliseconds(100)`).
public typealias RxTimeInterval = DispatchTimeInterval

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` counts as the largest interval).
    var nanoseconds: Int {
        switch self {
        case .seconds(let s): s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? Int.max : s * 1_000_000_000
        case .milliseconds(let ms): ms.multipliedReportingOverflow(by: 1_000_000).overflow ? Int.max : ms * 1_000_000
        case .microseconds(let us): us.multipliedReportingOverflow(by: 1000).overflow ? Int.max : us * 1000
        case .nanoseconds(let ns): ns
        case .never: Int.max
        @unknown default: Int.max
        }
    }
}

/// A deterministic scheduler on virtual time, as RxSwift's `VirtualTimeScheduler`.
///
/// Work runs only when the clock is advanced (``advance(by:)``, ``advance(to:)``,
/// ``runDue()``, ``start()``), in order of due time, ties in the order they were
/// scheduled. Work scheduled for the current instant runs on a later *turn* at the
/// same instant: the hops (`observe(on:)`) after the timers due then, and a zero-length
/// timer after the hops (rule R: see `hopTurn`). Each scheduled item continues the
/// causal chain that scheduled it, so a loop through timers is still a loop;
/// more than `Budgets.maxTurns` turns at one instant cut the step off.
public final class VirtualTimeScheduler {
    /// The virtual clock, in nanoseconds since the scheduler started.
    @exclusivity(unchecked) public private(set) var now: Int

    /// The runtime the scheduler's work runs on. A runtime's own main loop refers
    /// to it without owning it (the runtime owns the loop: owning both ways would
    /// keep both alive forever); any other scheduler keeps its runtime alive.
    unowned let runtime: Runtime
    private let keptRuntime: Runtime?
    @exclusivity(unchecked) private var queue = ScheduledQueue()
    @exclusivity(unchecked) private var nextSequence = 0
    @exclusivity(unchecked) private var turnInstant = -1
    @exclusivity(unchecked) private var turnStep = -1
    @exclusivity(unchecked) private var turnsAtInstant = 0

    /// Creates a scheduler whose clock reads `initialClock` nanoseconds.
    public convenience init(initialClock: Int = 0) {
        self.init(runtime: Runtime.current, initialClock: initialClock)
    }

    init(runtime: Runtime, initialClock: Int = 0, ownedByRuntime: Bool = false) {
        now = initialClock
        self.runtime = runtime
        keptRuntime = ownedByRuntime ? nil : runtime
        runtime.register(self)
    }

    /// Called after each piece of work has run, inside its turn (so what it does continues that
    /// work's causal chain): a tool's end of a main-actor job (bindsim's SwiftUI transaction flush).
    @exclusivity(unchecked) public var afterEachItem: (() -> Void)?

    /// True once work was scheduled, or the clock asked to advance, past the last
    /// instant the clock can show (`Int.max` nanoseconds, about 292 years): such
    /// work is due at that last instant, so times and order are no longer exact.
    @exclusivity(unchecked) public private(set) var passedEndOfTime = false

    func markPassedEndOfTime() { passedEndOfTime = true }

    /// True while some work is waiting to run.
    public var hasPendingWork: Bool { queue.peekLive() != nil }

    /// When the next pending work falls due, or nil.
    public var nextDueTime: Int? { queue.peekLive()?.dueTime }

    /// Schedules `action` to run `delay` after now (zero: a later turn of this instant).
    @discardableResult
    public func schedule(after delay: RxTimeInterval, _ action: @escaping () -> Void) -> Disposable {
        schedule(afterNanoseconds: delay.nanoseconds, note: "schedule", hop: true, action)
    }

    /// Queues `action` as one main-actor job (`Task { @MainActor in }`): behind every job
    /// already queued at this instant, traced as scheduled by `note`.
    @discardableResult
    public func enqueueJob(note: String, _ action: @escaping () -> Void) -> Disposable {
        schedule(afterNanoseconds: 0, note: note, hop: true, action)
    }

    /// Resumes work `milliseconds` from now (a `Task.sleep` in a main-actor task), traced as
    /// scheduled by `note`; the causal chain goes on across it.
    @discardableResult
    public func resume(afterMilliseconds milliseconds: Int, note: String, _ action: @escaping () -> Void) -> Disposable {
        let nanoseconds = milliseconds.multipliedReportingOverflow(by: 1_000_000)
        return schedule(afterNanoseconds: nanoseconds.overflow ? Int.max : nanoseconds.partialValue, note: note, action)
    }

    @discardableResult
    func schedule(afterNanoseconds delay: Int, note: String, value: Any? = nil, periodic: Bool = false,
                  cause: CauseLink?? = nil, hop: Bool = false, waitsForTurn: Bool = false,
                  _ action: @escaping () -> Void) -> ScheduledItem {
        let clampedDelay = max(0, delay)
        let sum = now.addingReportingOverflow(clampedDelay)
        if sum.overflow || delay == Int.max { passedEndOfTime = true }
        let due = sum.overflow ? Int.max : sum.partialValue
        return schedule(at: due, note: note, value: value, periodic: periodic, cause: cause,
                        hop: hop, waitsForTurn: waitsForTurn, action)
    }

    /// Schedules `action` at the absolute time `due` (the clock's unit); a time not
    /// after now runs on a later turn of this instant. `periodic` marks a repeating
    /// timer's tick (``stopPeriodicWork()`` drops those); `cause`, when given, is the
    /// causal chain the work continues instead of the current one (a periodic timer's
    /// ticks all continue the chain of the subscription that started it, so that a
    /// long-running timer is not a chain that grows by one hop per tick). A `hop` is
    /// main-queue work (an `observe(on:)` element, `MainScheduler`'s queue), the rest
    /// timers (see `hopTurn`). Work that `waitsForTurn` has no place in line yet: it sorts after all other work due at
    /// its instant until `requeue(_:)` gives it one (a `delay`'s elements behind
    /// the one it is waiting to deliver).
    @discardableResult
    func schedule(at due: Int, note: String, value: Any? = nil, periodic: Bool = false,
                  cause: CauseLink?? = nil, hop: Bool = false, waitsForTurn: Bool = false,
                  _ action: @escaping () -> Void) -> ScheduledItem {
        // Work scheduled from the top level (no delivery, step or turn under way) is a
        // step of its own, as a top-level write is: it must not inherit the budget or
        // cut-off of whatever step ran last on this runtime.
        runtime.enterTopLevelIfNeeded()
        if due <= now && !hop && !waitsForTurn, let loop = mainLoopForZeroLengthWork {
            return loop.schedule(at: loop.now, note: note, value: value, periodic: periodic, cause: cause, action)
        }
        nextSequence += 1
        var event = 0
        if let tracer = runtime.tracer {
            event = runtime.makeEventID()
            // Work scheduled while a subscription is made (a timer's first tick) names it: `via`.
            let label = runtime.currentLabel == 0 ? nil : runtime.traceNames[TraceName(id: runtime.currentLabel)]
            tracer.record(TraceEvent(
                id: event, parent: runtime.currentCause, depth: runtime.depth, kind: .schedule,
                value: value, via: label, note: note, dueTime: due))
        }
        let item = ScheduledItem(
            dueTime: due,
            sequence: nextSequence + placeInLine(due: due, hop: hop, waitsForTurn: waitsForTurn),
            step: runtime.stepID,
            cause: cause ?? runtime.captureCause(), scheduleEvent: event, note: note, value: value,
            periodic: periodic, hop: hop, action: action)
        queue.insert(item)
        return item
    }

    /// Where work scheduled for the current instant goes among the work due at it (rule R,
    /// docs/semantics.md §5): work due at a later instant sorts by scheduling order alone, so
    /// at an instant t the timers set before t come first, in (due time, scheduling order);
    /// then the hops (main-queue work: `observe(on:)`, `MainScheduler`'s queue), FIFO, those
    /// queued by hops included; then the oldest timer set at t for t (a zero `delay`,
    /// `debounce` or `timer`, a `delay`'s next element with no wait left), after which the
    /// hops it queued run before the next such timer. A real main queue runs them so:
    /// libdispatch's timer source fires after the blocks already queued.
    private static let hopTurn = 1 << 60
    private static let zeroLengthTurn = 1 << 61
    /// Added to the sequence of work that waits for its turn (see `schedule(at:…)`),
    /// so that it sorts after every other item due at the same instant.
    private static let waitingForTurn = 1 << 62

    /// What is added to the sequence of new work, to place it among the work due at its
    /// instant (see `hopTurn`).
    private func placeInLine(due: Int, hop: Bool, waitsForTurn: Bool) -> Int {
        if waitsForTurn { return Self.waitingForTurn }
        guard due <= now else { return 0 }
        return hop ? Self.hopTurn : Self.zeroLengthTurn
    }

    /// Set (by ``TestScheduler/runsZeroLengthWorkOnMainQueue``) on a scheduler other than the
    /// main loop whose timers set for now must wait for the main queue, as rule R orders them:
    /// such work is queued on the main loop as a zero-length timer instead. (A `delay` that puts
    /// its next element back in line, `requeue(_:)`, runs on a public `VirtualTimeScheduler`,
    /// never on a `TestScheduler`'s, so only `schedule(at:…)` forwards.)
    @exclusivity(unchecked) var zeroLengthWorkJoinsMainLoop = false

    private var mainLoopForZeroLengthWork: VirtualTimeScheduler? {
        guard zeroLengthWorkJoinsMainLoop else { return nil }
        let loop = runtime.mainLoop
        return loop === self ? nil : loop
    }

    /// Puts `item` back in line at its due time, as if scheduled now (behind the timers set
    /// so far for that instant; at the current instant, behind its hops: see `hopTurn`), and
    /// gives the entry that now holds its work (the old one is left cancelled).
    /// It keeps its step, causal chain and trace event: only its place among the
    /// work due at the same instant changes. RxSwift's `delay` asks the scheduler
    /// for its next element only once it has forwarded the one before
    /// (`RxSwift/Observables/Delay.swift:101-110`), and a `VirtualTimeScheduler`
    /// breaks ties by the order of those requests (`VirtualTimeScheduler.swift:47-56`).
    func requeue(_ item: ScheduledItem) -> ScheduledItem {
        guard !item.isCancelled else { return item }
        nextSequence += 1
        let moved = item.moved(to: nextSequence + placeInLine(due: item.dueTime, hop: item.isHop, waitsForTurn: false))
        queue.insert(moved)
        return moved
    }

    /// Makes `item` deliver `value` instead of what it held, as a newer element that
    /// replaces a waiting one (throttle's latest): the item keeps its due time but
    /// now continues the causal chain of the element that replaced it, so the
    /// delivery's cause (and origin) is the element it delivers.
    func replaceValue(of item: ScheduledItem, with value: Any?) {
        var event = 0
        if let tracer = runtime.tracer {
            event = runtime.makeEventID()
            tracer.record(TraceEvent(
                id: event, parent: runtime.currentCause, depth: runtime.depth, kind: .schedule,
                value: value, note: item.note, dueTime: item.dueTime))
        }
        item.value = value
        item.cause = runtime.captureCause()
        item.scheduleEvent = event
    }

    /// Runs everything due at the current instant, including work it schedules for this instant.
    public func runDue() {
        while let item = queue.peekLive(), item.dueTime <= now {
            queue.removeFirst()
            run(item)
        }
    }

    /// Advances the clock by `interval`, running what falls due on the way (inclusive).
    public func advance(by interval: RxTimeInterval) {
        let target = now.addingReportingOverflow(interval.nanoseconds)
        if target.overflow || interval.nanoseconds == Int.max { passedEndOfTime = true }
        advance(to: target.overflow ? Int.max : target.partialValue)
    }

    /// Advances the clock to `time`, running what falls due on the way (inclusive).
    public func advance(to time: Int) {
        while let item = queue.peekLive(), item.dueTime <= time {
            queue.removeFirst()
            now = max(now, item.dueTime)
            run(item)
        }
        now = max(now, time)
    }

    /// Runs until no work is pending, advancing the clock as needed (within the budgets).
    public func start() {
        while let item = queue.peekLive() {
            queue.removeFirst()
            now = max(now, item.dueTime)
            run(item)
        }
    }

    /// Runs the earliest pending item if it falls due by `limit` (advancing the
    /// clock to it); false when none does. For schedulers built on this one.
    func runNext(notAfter limit: Int = .max) -> Bool {
        guard let item = queue.peekLive(), item.dueTime <= limit else { return false }
        queue.removeFirst()
        now = max(now, item.dueTime)
        run(item)
        return true
    }

    /// Sets the clock (RxTest's `advanceTo` and `sleep` set it directly).
    func setClock(_ time: Int) {
        now = time
    }

    private func run(_ item: ScheduledItem) {
        let runtime = self.runtime
        // Turns are counted per instant within the step that runs them (the open
        // step, or the latest implicit one), whichever step scheduled each item, so
        // loops from different steps that take turns cannot dodge the budget.
        let countingStep = runtime.stepID
        var cutAtThisInstant = false
        if now == turnInstant && countingStep == turnStep {
            turnsAtInstant += 1
        } else {
            turnInstant = now
            turnStep = countingStep
            turnsAtInstant = 1
        }
        runtime.runTurn(step: item.step, cause: item.cause) {
            let savedCause = runtime.currentCause
            if let tracer = runtime.tracer {
                let id = runtime.makeEventID()
                tracer.record(TraceEvent(
                    id: id, parent: item.scheduleEvent, depth: 0, kind: .fire,
                    value: item.value, note: item.note, dueTime: item.dueTime))
                runtime.currentCause = id
            }
            if turnsAtInstant > runtime.budgets.maxTurns {
                runtime.cutOff(reason: .turns, at: nil, value: item.value, valuesRepeat: nil)
                item.discard()
                cutAtThisInstant = true
            } else {
                item.run()
                if let afterEachItem, !runtime.isCutOff { afterEachItem() }
            }
            runtime.currentCause = savedCause
        }
        if cutAtThisInstant { dropWorkDueNow() }
    }

    /// Drops what else is due at this instant, whichever step scheduled it: one cut-off
    /// per instant. Cutting each item off on its own turn (with a report each, and a
    /// scan of the queue for its step's work) made 100,000 timers due at one instant
    /// take a minute; this takes them off the top of the queue, in one pass.
    private func dropWorkDueNow() {
        while let next = queue.peekLive(), next.dueTime <= now {
            queue.removeFirst()
            next.discard()
        }
    }

    /// Drops every pending item that belongs to `step` (a cut-off step's work).
    func cancelWork(ofStep step: Int) {
        queue.cancelAll { $0.step == step }
    }

    /// Drops every pending item (a step that ran out of budget across turns).
    func cancelAllWork() {
        queue.cancelAll { _ in true }
    }

    /// Drops the pending ticks of repeating timers (`interval`), so that what is left
    /// runs out: a tool ends a run this way without running an endless timer forever.
    public func stopPeriodicWork() {
        queue.cancelAll { $0.isPeriodic }
    }
}

/// One piece of scheduled work; disposing it cancels it.
final class ScheduledItem: Disposable {
    let dueTime: Int
    let sequence: Int
    let step: Int
    /// The causal chain the item continues (the element it will deliver).
    @exclusivity(unchecked) var cause: CauseLink?
    /// The trace event that scheduled the element it will deliver.
    @exclusivity(unchecked) var scheduleEvent: Int
    let note: String
    /// A repeating timer's tick (see `VirtualTimeScheduler.stopPeriodicWork()`).
    let isPeriodic: Bool
    /// Main-queue work (see `VirtualTimeScheduler.schedule(at:…)`).
    let isHop: Bool
    /// The value the item will deliver (a throttle updates it when a newer one replaces it).
    @exclusivity(unchecked) var value: Any?
    @exclusivity(unchecked) private var action: (() -> Void)?

    init(dueTime: Int, sequence: Int, step: Int, cause: CauseLink?, scheduleEvent: Int,
         note: String, value: Any?, periodic: Bool = false, hop: Bool = false, action: @escaping () -> Void) {
        self.dueTime = dueTime
        self.sequence = sequence
        self.step = step
        self.cause = cause
        self.scheduleEvent = scheduleEvent
        self.note = note
        self.isPeriodic = periodic
        self.isHop = hop
        self.value = value
        self.action = action
    }

    /// True once it ran or was disposed: it will do nothing more.
    var isCancelled: Bool { action == nil }
    /// True once it ran, or its turn came after it was disposed (RxSwift's main
    /// queue still runs a disposed block, as a no-op, and counts it until then).
    private(set) var isDone = false

    func run() {
        let pending = action
        release()
        isDone = true
        pending?()
    }

    /// A copy of the item with a new place in line, which takes over its work;
    /// this one is left cancelled (see `VirtualTimeScheduler.requeue`).
    func moved(to sequence: Int) -> ScheduledItem {
        let copy = ScheduledItem(
            dueTime: dueTime, sequence: sequence, step: step, cause: cause, scheduleEvent: scheduleEvent,
            note: note, value: value, periodic: isPeriodic, hop: isHop, action: action ?? {})
        release()
        return copy
    }

    /// Cancels the work and releases what it captured; the item keeps its place
    /// in the queue until its turn (see `isDone`).
    func dispose() { release() }

    /// Its turn came after it was disposed.
    func discard() {
        release()
        isDone = true
    }

    /// Drops the work, and the causal chain and value it carried: the chain refers
    /// to the nodes that scheduled the work, and through them to their runtime,
    /// which owns the main loop (whose queue keeps a disposed item until its turn)
    /// and `MainScheduler.instance` (whose count keeps a finished item until the
    /// next schedule), so keeping them would keep the runtime alive.
    private func release() {
        action = nil
        cause = nil
        value = nil
    }
}
