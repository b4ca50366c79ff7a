/// A `for await value in Observations { EMIT }` loop on the main actor, as Swift 6.3's
/// `Observations` (SE-0475) runs it, on BindKit's virtual main queue:
///
/// - the first value is computed when the loop first asks (`next()`), as a job, not when the
///   sequence is made;
/// - each emission runs `emit` in a tracking scope: what it read is tracked, afresh each time;
/// - a tracked write resumes a waiting loop: a job is queued at the first write's willSet, and
///   the job reads the value current when it runs, so one stretch's writes give one value;
/// - a write made while the loop's body runs (no `next()` waiting) marks it dirty: when the body
///   is done the next value comes at once (the next job), however many writes there were;
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

    private func next() {
        guard !isCancelled else { return }
        state = .consuming
        job = nil
        let (value, installed) = ObservationTracking.track(label: label, emit, onChange: { [weak self] in
            self?.willChange()
        })
        tracker = installed
        let runtime = Runtime.current
        if let tracer = runtime.tracer {
            let id = runtime.makeEventID()
            tracer.record(TraceEvent(id: id, parent: runtime.currentCause, depth: runtime.depth, kind: .deliver,
                                     value: value, via: label))
            runtime.currentCause = id
        }
        consume(value) { [weak self] in self?.done() }
    }

    private func done() {
        guard !isCancelled else { return }
        if dirty {
            dirty = false
            state = .queued
            queueNext()
        } else {
            state = .waiting
        }
    }

    private func willChange() {
        switch state {
        case .waiting:
            state = .queued
            queueNext(resumed: true)
        case .consuming:
            dirty = true
        case .queued, .cancelled:
            break
        }
    }
}
