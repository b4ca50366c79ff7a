import BindKit

/// A `track` or `observe` statement while the run has it: what re-arming it installs again,
/// the label's trackers, and the tracker it installed last.
final class TrackerContext {
    let tracking: Tracking
    let group: TrackerGroup
    /// Weak: the tracker keeps its handler, which keeps this context.
    weak var installed: ObservationTracker?
    /// How many times it has installed a tracker (an `observe` block that re-armed itself is not re-armed again).
    var arms = 0

    var name: String { group.subscription.name }
    var subscription: RunSubscription { group.subscription }

    init(tracking: Tracking, group: TrackerGroup) {
        self.tracking = tracking
        self.group = group
    }
}

/// Every tracker installed under one label — a statement that runs again (a `track` in an `on`
/// block) or re-arms (`rearm` twice) has several — so that `unbind` cancels them all and the
/// label has ended only when none is left.
final class TrackerGroup: Disposable {
    let subscription: RunSubscription
    private var trackers: [WeakTracker] = []

    private struct WeakTracker {
        weak var tracker: ObservationTracker?
    }

    init(subscription: RunSubscription) {
        self.subscription = subscription
    }

    func add(_ tracker: ObservationTracker) {
        trackers.removeAll { $0.tracker == nil || $0.tracker?.isCancelled == true }
        trackers.append(WeakTracker(tracker: tracker))
    }

    /// Whether a tracker of the label is still installed.
    var hasLiveTracker: Bool { trackers.contains { $0.tracker.map { !$0.isCancelled } ?? false } }

    /// `unbind`: cancels every tracker of the label.
    func dispose() {
        let live = trackers.compactMap(\.tracker)
        trackers = []
        for tracker in live { tracker.cancel() }
    }
}

// Observation (version 4): trackers, their handlers, tasks, and the nodes' reads and writes.
extension ScenarioRun {
    /// `track …` or `observe …`: installs the tracker (APPLY runs now, its reads are tracked).
    func track(_ tracking: Tracking, statement: Statement) {
        let name = legend.name(of: statement)
        let group: TrackerGroup
        if let existing = trackerGroups[name] {
            // The statement runs again (inside a block): its trackers share the label.
            guard existing.subscription.restart() else { return }  // unbound: nothing is tracked again
            group = existing
        } else {
            let subscription = register(RunSubscription(name: name))
            group = TrackerGroup(subscription: subscription)
            subscription.setDisposable(group, for: .leftToRight)
            trackerGroups[name] = group
        }
        arm(TrackerContext(tracking: tracking, group: group))
    }

    /// Installs `context`'s tracker again (`rearm`, and `observe` after its block ran).
    func rearm(_ context: TrackerContext) {
        guard context.subscription.restart() else { return }
        arm(context)
    }

    /// Runs APPLY inside a tracking scope and installs a tracker on what it read. A tracker
    /// counts against `--max-subscriptions` each time it is installed.
    private func arm(_ context: TrackerContext) {
        guard chargeTracker(at: context) else { return }
        var failure: RuntimeError?
        let (_, tracker) = ObservationTracking.track(label: context.name, {
            trackerContexts.append(context)
            defer { trackerContexts.removeLast() }
            for statement in context.tracking.apply {
                if runtime.isCutOff || isStopped { return }
                do throws(RuntimeError) {
                    try perform(statement, in: .empty)
                } catch {
                    failure = error
                    return
                }
            }
        }, onChange: { [unowned self] in changed(context) })
        if let failure { return fail(failure) }
        guard let tracker else {
            // An apply that reads nothing installs no tracker (Observation's rule 4).
            context.subscription.end(.leftToRight, .completed)
            return
        }
        context.installed = tracker
        context.arms += 1
        context.group.add(tracker)
        if context.tracking.form != .observe {
            // One-shot: once its handler returns it has ended, unless a tracker of the label is
            // still installed (a re-arm made later, from a task, starts it again).
            let group = context.group
            tracker.onCancel = { [unowned group] in
                if !group.hasLiveTracker { group.subscription.end(.leftToRight, .completed) }
            }
        }
    }

    /// A tracked write's willSet reached `context`'s tracker.
    private func changed(_ context: TrackerContext) {
        switch context.tracking.form {
        case .withApply, .shorthand:
            runHandler(context.tracking.onChange, of: context)
        case .observe:
            // `onChange: { Task { @MainActor in BLOCK; track again } }`: the block runs as a job.
            scheduler.enqueueJob(note: "observe \(context.name)") { [unowned self] in
                guard context.subscription.isRunning else { return }
                let arms = context.arms
                runHandler(context.tracking.onChange, of: context)
                // Tracked again, unless the block did it itself (`rearm` in an `observe` block).
                if !runtime.isCutOff && !isStopped && context.arms == arms { rearm(context) }
            }
        }
    }

    /// Runs a tracker's block; `rearm` inside it re-arms `context`. An error stops the run.
    private func runHandler(_ body: [Statement], of context: TrackerContext?) {
        if let context { trackerContexts.append(context) }
        defer { if context != nil { trackerContexts.removeLast() } }
        for statement in body {
            if runtime.isCutOff || isStopped { return }
            do {
                try perform(statement, in: .empty)
            } catch {
                return fail(error)
            }
        }
    }

    /// `task { BLOCK }`: one job at the end of the main queue; inside a tracker's block, a
    /// `rearm` in it re-arms that tracker.
    func enqueueTask(_ body: [Statement]) {
        let context = trackerContexts.last
        scheduler.enqueueJob(note: "task") { [unowned self] in
            runSuspending(body[...], scope: .empty, context: context, done: {})
        }
    }

    /// `rearm`: the innermost enclosing tracker (the checker allows it only inside one).
    func rearmInnermost() {
        guard let context = trackerContexts.last else { return }
        rearm(context)
    }

    /// `read NAME, …`: each read is an access the tracking scope records.
    func read(_ names: [NameRef]) throws(RuntimeError) {
        for name in names { _ = try evaluator.evaluate(Expr(.name(name), name.range), .empty) }
    }

    /// `mutate NAME = V`: an in-place mutation, which announces whatever the value.
    func mutate(_ node: ScenarioNode, to value: Value) {
        guard case .observable(let property) = node.storage, checkStorable(value, node) else { return }
        property.mutate(value)
    }

    /// The value of `node` as an expression reads it: a computed node's expression is
    /// evaluated (its reads are tracked like any other).
    func read(_ node: ScenarioNode) throws(RuntimeError) -> Value {
        if swiftUI != nil { noteSwiftUIRead(of: node) }
        if case .computed(let expr) = node.storage { return try evaluator.evaluate(expr, .empty) }
        return node.currentValue ?? .nil
    }

    /// The value of `node` now, for expectations and the final values; nil when it has none
    /// or (a computed one) its expression fails.
    func value(of node: ScenarioNode) -> Value? {
        if case .computed(let expr) = node.storage { return try? evaluator.evaluate(expr, .empty) }
        return node.storedValue
    }

    private func chargeTracker(at context: TrackerContext) -> Bool {
        guard subscriptionsMade < options.maxSubscriptions else {
            fail(RuntimeError(.subscriptionBudget(count: "1", limit: options.maxSubscriptions, fanOut: nil),
                              at: currentRange ?? file.lastLineRange))
            return false
        }
        subscriptionsMade += 1
        return true
    }
}


extension ScenarioRun {
    /// `batch { ACTIONS }`: the actions one after another in this step, each with its own
    /// origin, and no queued job between them (the step runs them after the last); an
    /// `expect` inside checks the state at that point.
    func runBatch(_ body: [Statement]) {
        isInBatch = true
        defer { isInBatch = false }
        for statement in body {
            if runtime.isCutOff || isStopped { return }
            currentRange = statement.range
            if !statement.kind.isExpectation {
                recorder.beginOrigin(line: statement.range.start.line, milliseconds: milliseconds(scheduler.now))
            }
            perform(statement)
        }
    }
}

extension ScenarioRun {
    /// `on observations(EXPR) { BLOCK }`: an `Observations` loop whose body is BLOCK with `it`
    /// the value; it ends with `unbind` or when the run ends.
    func consumeObservations(of value: Expr, body: [Statement], name: String) {
        guard subscriptionsMade < options.maxSubscriptions else {
            return fail(RuntimeError(.subscriptionBudget(count: "1", limit: options.maxSubscriptions, fanOut: nil),
                                     at: currentRange ?? file.lastLineRange))
        }
        subscriptionsMade += 1
        let subscription = register(RunSubscription(name: name))
        weak var weakConsumer: ObservationsConsumer<Value>?
        let consumer = ObservationsConsumer<Value>(label: name, scheduler: scheduler, emit: { [unowned self] in
            do throws(RuntimeError) {
                return try evaluator.evaluate(value, .empty)
            } catch {
                fail(error)
                return .nil
            }
        }, consume: { [unowned self] element, done in
            guard !isStopped else { return }
            listener?.blockReceived(name, value: element)
            runSuspending(body[...], scope: EvaluationScope(it: element), context: nil,
                          isCancelled: { weakConsumer?.isCancelled ?? true }, done: done)
        })
        weakConsumer = consumer
        subscription.setDisposable(ObservationsCancellation(consumer), for: .leftToRight)
        consumer.start()
    }

    /// Runs `statements` of a `task` or an `observations` body; at a top-level `wait D` the
    /// rest runs D later (a timer, the causal chain going on), and `done` once all have run.
    func runSuspending(_ statements: ArraySlice<Statement>, scope: EvaluationScope, context: TrackerContext?,
                       isCancelled: (() -> Bool)? = nil, done: @escaping () -> Void) {
        if let context { trackerContexts.append(context) }
        defer { if context != nil { trackerContexts.removeLast() } }
        var rest = statements
        while let statement = rest.first {
            rest = rest.dropFirst()
            if runtime.isCutOff || isStopped { return }
            if case .wait(let duration) = statement.kind {
                let milliseconds: Int
                do throws(RuntimeError) {
                    milliseconds = try Durations.interval(try evaluator.evaluate(duration, scope), for: "wait", at: duration.range)
                } catch {
                    return fail(error)
                }
                guard clockCanAdvance(byMilliseconds: milliseconds, at: statement.range) else { return }
                let remaining = rest
                scheduler.resume(afterMilliseconds: milliseconds, note: "wait") { [unowned self] in
                    // A loop ended (`unbind`) while its body waited: the rest of the body does not run.
                    if let isCancelled, isCancelled() { return }
                    runSuspending(remaining, scope: scope, context: context, isCancelled: isCancelled, done: done)
                }
                return
            }
            do throws(RuntimeError) {
                try perform(statement, in: scope)
            } catch {
                return fail(error)
            }
        }
        done()
    }
}

/// Disposing ends an `observations` loop (`unbind`, the end of the run).
private final class ObservationsCancellation: Disposable {
    private let consumer: ObservationsConsumer<Value>
    init(_ consumer: ObservationsConsumer<Value>) { self.consumer = consumer }
    func dispose() { consumer.cancel() }
}
