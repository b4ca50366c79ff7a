/// A `for await value in Observations { EMIT }` loop on the main actor, as Swift 6.3's
/// `Observations` (SE-0475) runs it, on BindKit's virtual main queue:
///
/// - the first value is computed when the loop first asks (`next()`), as a job, not when the
///   sequence is made;
/// - each emission runs `emit` in a tracking scope: what it read is tracked, afresh each time;
/// - a tracked write resumes a waiting loop: a job is queued at the first write's willSet, and
///   the job reads the value current when it runs, so one stretch's writes give one value;
/// - a change reported while no `next()` waits — the body is running, or the resumption is
///   queued and the write's willSet reaches the fired tracker again (a nested write made by
///   another tracker's handler: the outer write's list of trackers was taken before) — marks
///   the loop dirty (`State.emitWillChange`): when the body is done, `next()` finds it dirty
///   and returns at once, in the same job (its continuation resumed before it suspends), with
///   the value current then, however many writes there were;
/// - a body that keeps the loop dirty spins in one job (Swift runs for ever there): more than
///   the turn budget's iterations in one job cut the step off;
/// - cancelling ends the loop: nothing more is delivered.
public final class ObservationsConsumer<Element> {
    private enum State {
        /// Waiting in `next()` for a change (its tracker installed).
        case waiting
        /// A job that runs `next()` is queued.
        case queued
        /// The body is running with the last value.
        case consuming
        case cancelled
    }

    /// Its label in traces.
    public let label: String
    private let scheduler: VirtualTimeScheduler
    private let emit: () -> Element
    private let consume: (Element, _ done: @escaping () -> Void) -> Void
    private var state = State.queued
    private var dirty = false
    private var tracker: ObservationTracker?
    private var job: Disposable?
    /// True while `next()` runs: a body that finishes dirty inside it iterates there.
    private var isIterating = false
    /// Set when the body finished dirty inside `next()`: the next value comes in the same job.
    private var iteratesAgain = false

    /// A loop labelled `label` whose jobs run on `scheduler`: `emit` computes each value,
    /// `consume` runs the body and calls `done` when it has finished (later, if it waits).
    public init(label: String, scheduler: VirtualTimeScheduler, emit: @escaping () -> Element,
                consume: @escaping (Element, _ done: @escaping () -> Void) -> Void) {
        self.label = label
        self.scheduler = scheduler
        self.emit = emit
        self.consume = consume
    }

    /// Starts the loop: its first `next()` is a job at the end of the main queue.
    public func start() {
        state = .queued
        queueNext()
    }

    /// Ends the loop (the consuming task is cancelled): a pending `next()` returns nil.
    public func cancel() {
        state = .cancelled
        tracker?.cancel()
        tracker = nil
        job?.dispose()
        job = nil
    }

    /// Whether the loop has ended.
    public var isCancelled: Bool {
        if case .cancelled = state { return true }
        return false
    }

    /// Queues `next()`: the first, or a resumption (`resumed`: where it lands among the jobs
    /// queued in the same stretch is not fixed in Swift, traced as such).
    private func queueNext(resumed: Bool = false) {
        let note = resumed ? ObservationNotes.resumption(of: label) : "observations \(label)"
        job = scheduler.enqueueJob(note: note) { [weak self] in self?.next() }
    }

    /// One job of the loop: `next()` returns a value, the body runs with it, and while the body
    /// finishes synchronously with the loop dirty, the next value follows in this job.
    private func next() {
        let runtime = Runtime.current
        let cause = runtime.currentCause
        isIterating = true
        defer { isIterating = false }
        var iterations = 0
        repeat {
            iteratesAgain = false
            guard !isCancelled, !runtime.isCutOff else { return }
            iterations += 1
            let (value, installed) = ObservationTracking.track(label: label, emit, onChange: { [weak self] in
                self?.willChange()
            })
            if iterations > runtime.budgets.maxTurns {
                installed?.cancel()
                runtime.cutOff(reason: .turns, at: nil, value: value, valuesRepeat: nil, spinningObservations: true)
                return
            }
            state = .consuming
            job = nil
            tracker = installed
            runtime.currentCause = cause
            if let tracer = runtime.tracer {
                let id = runtime.makeEventID()
                tracer.record(TraceEvent(id: id, parent: cause, depth: runtime.depth, kind: .deliver,
                                         value: value, via: label))
                runtime.currentCause = id
            }
            consume(value) { [weak self] in self?.done() }
        } while iteratesAgain
        runtime.currentCause = cause
    }

    private func done() {
        guard !isCancelled else { return }
        guard dirty else {
            state = .waiting
            return
        }
        dirty = false
        // `next()` finds the loop dirty and returns at once: in this job.
        if isIterating { iteratesAgain = true } else { next() }
    }

    private func willChange() {
        switch state {
        case .waiting:
            state = .queued
            queueNext(resumed: true)
        case .consuming:
            dirty = true
        case .queued:
            // The resumption is queued, no `next()` waits: a second report (the fired tracker
            // reached again by an outer write's willSet) marks the loop dirty, as in Swift.
            if job != nil { dirty = true }
        case .cancelled:
            break
        }
    }
}
