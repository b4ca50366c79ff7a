import BindKit

/// One run of a checked scenario: a session that owns its BindKit `Runtime` (so
/// nothing is shared with any other run: event ids, steps, labels, loop reports
/// and budgets start afresh) and its virtual-time scheduler.
///
/// The CLI drives it over the file's statements (`execute(_:)` for each, then
/// `finish()`; `runWholeFile()` does both); `explore` sets it up once per sequence
/// (`setUp()`) and feeds it generated actions (`perform(_:)`). Each action, `bind`
/// and `on` is one step; budgets bound every step; a loop is cut off, reported,
/// and the run goes on. A run-time error stops the run (`isStopped`).
final class ScenarioRun {
    // Stored properties carry `@exclusivity(unchecked)`: a run belongs to one thread,
    // and statements never overlap accesses to one property.
    let program: Program
    let file: SourceFile
    let runtime: Runtime
    let scheduler: VirtualTimeScheduler
    let options: RunOptions
    /// Short names of the bindings and subscribers, as traces show them.
    let legend: BindingLegend
    /// SwiftUI's update cycle (`semantics swiftui`), nil in other files.
    let swiftUI: SwiftUIModel?

    /// How the run has gone so far; final after `finish()`.
    @exclusivity(unchecked) private(set) var outcome = ScenarioOutcome()
    /// The nodes by declaration index (nil until declared).
    @exclusivity(unchecked) private(set) var nodes: [ScenarioNode?]
    let listener: RunListener?
    let recorder: StepRecorder
    lazy var evaluator = Evaluator(readNode: { [unowned self] reference throws(RuntimeError) in
        guard let node = node(reference) else { return .nil }
        return try read(node)
    }, clock: { [unowned self] in Double(scheduler.now) / 1_000_000 })
    /// True while a `batch` runs: keystrokes do not let queued work run between them.
    @exclusivity(unchecked) var isInBatch = false
    /// Each tracker label's trackers (see `TrackerGroup`).
    @exclusivity(unchecked) var trackerGroups: [String: TrackerGroup] = [:]
    /// The trackers whose blocks are running, innermost last (what `rearm` re-arms).
    @exclusivity(unchecked) var trackerContexts: [TrackerContext] = []
    lazy var compiler = StreamCompiler(run: self)
    /// The subscriptions `bind`s and `on`s made, in order, and by name.
    @exclusivity(unchecked) private(set) var subscriptions: [RunSubscription] = []
    /// The labels of `sink`s inside blocks, each of which may name several subscriptions.
    @exclusivity(unchecked) var nestedSubscriptionLabels: Set<String> = []
    /// `subscriptions` by name, made at the first lookup (`unbind`, `expect … ended`): a run
    /// that looks none up (a million-`bind` chain) keeps no second index of them.
    @exclusivity(unchecked) private var subscriptionsByName: [String: RunSubscription]?
    /// The errors that ended subscriptions during the step under way.
    @exclusivity(unchecked) private var stepErrors: [SubscriptionError] = []
    /// The user edits (by origin number) already counted lost.
    @exclusivity(unchecked) private var lostEditOrigins: Set<Int32> = []
    /// How many of each control's edits are lost so far: a `user` edit of it cancels them.
    @exclusivity(unchecked) private var lossesByNode: [String: Int] = [:]
    /// The losses the step under way cancelled, by node, in order.
    @exclusivity(unchecked) private var cancelledInStep: [LostEditsCancelled] = []
    /// The disabled button the step under way tapped, or nil.
    @exclusivity(unchecked) var ignoredTap: String?
    /// The invariants declared so far: each is checked at the end of every step.
    @exclusivity(unchecked) var invariants: [Statement] = []
    /// The controls whose text the program may change (`allow rewrite NAME`).
    @exclusivity(unchecked) var allowedRewrites: Set<String> = []
    /// The invariants the step that ran last broke.
    @exclusivity(unchecked) private(set) var violations: [InvariantViolation] = []
    /// What each `let` costs to subscribe to, and the subscriptions made so far.
    @exclusivity(unchecked) var subscriptionCosts = SubscriptionCosts()
    @exclusivity(unchecked) var subscriptionsMade = 0
    /// How many blocks of futures `deferred(…)` made run inside one another (a block that
    /// subscribes its own deferred again nests one more each time).
    @exclusivity(unchecked) var deferredFutureNesting = 0

    @exclusivity(unchecked) private var stepCount = 0
    /// The record of the step that ran last, for expectations.
    @exclusivity(unchecked) private(set) var previousStep: StepRecord?
    /// A step that looped and still waits for its `expect loop`.
    @exclusivity(unchecked) private var loopAwaitingExpectation: StepRecord?
    /// A step in which an error ended a subscription, still waiting for its `expect error`.
    @exclusivity(unchecked) private var errorAwaitingExpectation: StepRecord?
    /// The top-level statement being run, for the positions of run-time errors
    /// that belong to no expression (a value that does not fit a node's type).
    @exclusivity(unchecked) var currentRange: SourceRange?
    @exclusivity(unchecked) private var isFinished = false

    /// `legend`, when given, is the program's legend worked out once for many runs.
    /// `order`, when given, chooses the order of subscribers Swift leaves unspecified (`--orders`).
    init(program: Program, file: SourceFile, options: RunOptions = RunOptions(), listener: RunListener?,
         legend: BindingLegend? = nil, order: SubscriberOrder? = nil) {
        self.program = program
        self.file = file
        self.options = options
        self.listener = listener
        self.legend = legend ?? BindingLegend(program: program, file: file, twoWayStyle: options.twoWayStyle)
        nodes = Array(repeating: nil, count: program.declarations.count)
        recorder = StepRecorder(listener: listener, recordingAnnouncementsOf: options.recordsAnnouncements
                                    ? ScenarioRun.namesExpectedToEmit(in: program) : [:],
                                recordingOrigins: program.declarations.contains { $0.kind.keepsUserEdits })
        runtime = Runtime()
        runtime.budgets = options.budgets
        runtime.tracer = recorder
        runtime.subscriberOrder = order
        recorder.traceNames = runtime.traceNames
        if program.semantics == .combine {
            recorder.operatorWords = CombineWords.forBindKitNotes
            recorder.inCombine = true
        }
        recorder.legend = self.legend
        // The main run loop: `async()`, `main()` and the timers share its one queue.
        scheduler = runtime.mainLoop
        swiftUI = program.swiftUI ? SwiftUIModel() : nil
        // Each main-actor job is one SwiftUI transaction, flushed at its end.
        if swiftUI != nil { scheduler.afterEachItem = { [unowned self] in flushSwiftUI() } }
        listener?.scenarioBegan(program, file: file, legend: self.legend)
    }

    /// The nodes an `expect … emitted` names (expectations stand at the top level only),
    /// each with the most values such an expectation lists for it.
    static func namesExpectedToEmit(in program: Program) -> [String: Int] {
        var names: [String: Int] = [:]
        for statement in program.statements {
            guard let (node, count) = statement.kind.expectedAnnouncements else { continue }
            names[node] = max(names[node] ?? 0, count)
        }
        return names
    }

    /// Whether a run-time error stopped the run: nothing more runs.
    var isStopped: Bool { outcome.runtimeError != nil }

    /// Whether that error came while no statement of the file ran (an action explore
    /// generated, or the end step): its position then says nothing about where.
    @exclusivity(unchecked) private(set) var stoppedOutsideStatements = false

    /// The node a name refers to (every name of a checked program resolves).
    func node(_ reference: NameRef) -> ScenarioNode? {
        program.declarationIndex(of: reference).flatMap { nodes[$0] }
    }

    /// Keeps a declared node.
    func store(_ node: ScenarioNode, at index: Int) {
        nodes[index] = node
    }

    /// The node declared at `index`, once its declaration has run.
    func node(at index: Int) -> ScenarioNode? {
        index < nodes.count ? nodes[index] : nil
    }

    // MARK: Driving a run

    /// Runs the whole file: every statement in order (up to a run-time error), then `finish()`
    /// (without the `end` step when `runsPendingTimers` is false: an export has none).
    func runWholeFile(runsPendingTimers: Bool = true) -> ScenarioOutcome {
        for (index, statement) in program.statements.enumerated() {
            execute(statement)
            if isStopped {
                outcome.unchecked = ScenarioRun.expectationCount(in: program.statements[(index + 1)...])
                break
            }
        }
        return finish(runsPendingTimers: runsPendingTimers)
    }

    /// Runs the setup of the scenario: its declarations, `let`s, `bind`s and `on`s
    /// in file order, without its actions and expectations (explore's fresh run).
    func setUp() {
        for statement in program.statements where statement.kind.isSetup {
            execute(statement)
            if isStopped { return }
        }
    }

    /// Runs one top-level statement as the file says: an action, `bind` or `on` as
    /// a step, a declaration, or an expectation about the previous step.
    func execute(_ statement: Statement) {
        guard !isStopped, !isFinished else { return }
        runtime.withCurrent {
            currentRange = statement.range
            recorder.beginOrigin(line: statement.range.start.line, milliseconds: milliseconds(scheduler.now))
            if statement.kind.isStep {
                let info = StepInfo(statement: statement, number: stepCount + 1, file: file, now: scheduler.now)
                runStep(info) { perform(statement) }
            } else {
                perform(statement)
            }
        }
    }

    /// Runs one action as a step; it need not come from the file (explore makes them).
    func perform(_ action: Action) {
        guard !isStopped, !isFinished else { return }
        runtime.withCurrent {
            currentRange = nil
            // Only a listener reads the step's source: a run that nobody watches (explore)
            // does not spend time writing it.
            let source = listener == nil ? "" : action.source(names: program.declarations.map(\.name))
            let info = StepInfo(number: stepCount + 1, isEnd: false, line: 0, source: source,
                                startMilliseconds: milliseconds(scheduler.now))
            recorder.beginOrigin(line: 0, milliseconds: info.startMilliseconds)
            runStep(info) { apply(action) }
        }
    }

    /// Ends the run: pending timers run as the `end` step (unless a run-time error
    /// stopped the run, or `runsPendingTimers` is false), a loop still awaiting its
    /// `expect loop` fails, the listener hears the outcome, and every subscription is disposed.
    @discardableResult
    func finish(runsPendingTimers: Bool = true) -> ScenarioOutcome {
        guard !isFinished else { return outcome }
        runtime.withCurrent {
            if !isStopped && runsPendingTimers { runPendingTimers() }
            settleLoopExpectation()
            settleErrorExpectation()
            isFinished = true
            listener?.scenarioEnded(outcome, finalValues: finalValues)
            disposeSubscriptions()
        }
        return outcome
    }

    /// Every declared node's value now (a `let` stream is not a node), in declaration order.
    var finalValues: [FinalValue] {
        nodes.compactMap { node in
            guard let node, node.kind != .stream, !node.kind.isViewPart else { return nil }
            return FinalValue(name: node.name, value: value(of: node))
        }
    }

    /// The user's edit of a field or terminal that the previous step lost: an
    /// overwrite left the node showing neither it nor a later edit (explore's `rewrite`).
    func rewrittenEdit(of node: ScenarioNode) -> Value? {
        previousStep?.lostEdits.first { $0.node == node.name }?.value
    }

    /// Ends the run without its `end` step: every subscription is disposed, so the
    /// run's objects are freed (explore drops a run at its first failing step).
    func abandon() {
        guard !isFinished else { return }
        isFinished = true
        runtime.withCurrent { disposeSubscriptions() }
    }

    private func disposeSubscriptions() {
        for subscription in subscriptions { subscription.disposeAll() }
        subscriptions = []
        subscriptionsByName = nil
    }

    // MARK: Subscriptions

    /// Keeps a subscription a `bind` or `on` is making, under its name.
    func register(_ subscription: RunSubscription) -> RunSubscription {
        subscriptions.append(subscription)
        subscriptionsByName?[subscription.name] = subscription
        return subscription
    }

    /// The subscription traces call `name`, if the run made it.
    func subscription(named name: String) -> RunSubscription? {
        if subscriptionsByName == nil {
            var index = [String: RunSubscription](minimumCapacity: subscriptions.count)
            for subscription in subscriptions { index[subscription.name] = subscription }
            subscriptionsByName = index
        }
        return subscriptionsByName?[name]
    }

    /// One direction of `subscription` ended: by `error` (version 3: it ends that
    /// subscription only, and the step needs an `expect error`), or completed.
    func subscriptionEnded(_ subscription: RunSubscription, direction: RunSubscription.Direction, by error: Error?) {
        guard let error else {
            subscription.end(direction, .completed)
            // RxExample's `<->` disposes the relay→property binding when the property's
            // subscription completes (RxExample/Operators.swift:90-98), never on an error.
            if let (completing, tornDown) = subscription.tearsDownOnCompletion, completing == direction,
               subscription.end(tornDown, .completed) {
                subscription.dispose(tornDown)
            }
            return
        }
        let runtimeError = error as? RuntimeError
            ?? RuntimeError(.streamError(String(describing: error)), at: currentRange ?? file.lastLineRange)
        guard subscription.end(direction, .error) else { return }
        if program.semantics == .combine {
            // Combine requires Failure == Never of `assign`, `sink(receiveValue:)`: no completion block.
            fail(RuntimeError(.combineUnhandledFailure(label: subscription.label(of: direction)), at: runtimeError.range))
            return
        }
        stepErrors.append(SubscriptionError(label: subscription.label(of: direction), error: runtimeError))
    }

    // MARK: Steps

    private func runStep(_ info: StepInfo, _ body: () -> Void) {
        settleLoopExpectation()
        settleErrorExpectation()
        stepCount += 1
        beginStep(info)
        body()
        if !runtime.isCutOff && !isStopped { flushSwiftUI() }
        stopIfClockPassedItsEnd()
        if !runtime.isCutOff && !isStopped { scheduler.runDue() }
        endStep()
    }

    /// A timer set past the clock's last instant would fire at the wrong time: stop.
    private func stopIfClockPassedItsEnd() {
        guard scheduler.passedEndOfTime, !isStopped else { return }
        fail(RuntimeError(.clockOverflow, at: currentRange ?? file.lastLineRange))
    }

    private func runPendingTimers() {
        // Periodic timers (`interval`) stop at the end of the file: the rest runs out.
        scheduler.stopPeriodicWork()
        guard scheduler.hasPendingWork else { return }
        settleLoopExpectation()
        settleErrorExpectation()
        let info = StepInfo(number: stepCount + 1, isEnd: true, line: file.lineCount,
                            source: "", startMilliseconds: milliseconds(scheduler.now))
        currentRange = nil
        recorder.beginOrigin(line: info.line, milliseconds: info.startMilliseconds)
        beginStep(info)
        scheduler.start()
        stopIfClockPassedItsEnd()
        endStep()
        settleLoopExpectation()
        settleErrorExpectation()
    }

    private func beginStep(_ info: StepInfo) {
        listener?.stepBegan(info)
        recorder.begin(info)
        runtime.beginStep()
        swiftUI?.beginStep()
    }

    private func endStep() {
        runtime.endStep()
        swiftUI?.endStep()
        guard var record = recorder.end() else { return }
        record.lostEdits = lostEdits()
        outcome.lostEdits += record.lostEdits.count
        record.cancelledLosses = cancelledInStep
        cancelledInStep = []
        record.ignoredTap = ignoredTap
        ignoredTap = nil
        record.errors = stepErrors
        stepErrors = []
        outcome.steps += 1
        outcome.events += record.events
        outcome.deepestNesting = max(outcome.deepestNesting, record.deepestNesting)
        for loop in record.loops { outcome.loops.append((record.info, loop)) }
        for error in record.errors { outcome.errors.append((record.info, error)) }
        previousStep = record
        if !record.loops.isEmpty { loopAwaitingExpectation = record }
        if !record.errors.isEmpty { errorAwaitingExpectation = record }
        listener?.stepEnded(record)
        checkInvariants(after: record.info)
    }

    /// The edits the step's overwrites lost: at the end of the overwrite's step the node does
    /// not show the edit, whatever the user typed after it (a keystroke types into what the
    /// field shows, the program's text, and does not bring the edit back); an overwrite the
    /// program undid within the step is no loss. Each edit is counted once in a run.
    private func lostEdits() -> [StepRecorder.OverwrittenEdit] {
        var lost: [StepRecorder.OverwrittenEdit] = []
        for edit in recorder.overwrittenInStep {
            guard let index = program.declarationIndex(of: edit.node), let node = node(at: index) else { continue }
            guard (node.currentValue ?? .nil) != edit.value, lostEditOrigins.insert(edit.origin).inserted else { continue }
            lost.append(edit)
            lossesByNode[edit.node, default: 0] += 1
        }
        return lost
    }

    /// The user gives `node` a whole new value (`user N = V`): the edits of it lost before
    /// no longer count (what was lost is replaced), and the trace says so.
    func cancelLosses(of node: String) {
        guard let count = lossesByNode.removeValue(forKey: node), count > 0 else { return }
        outcome.lostEdits -= count
        cancelledInStep.append(LostEditsCancelled(node: node, count: count))
    }

    /// Checks every invariant declared so far; a broken one is a failure.
    private func checkInvariants(after step: StepInfo) {
        violations.removeAll(keepingCapacity: true)
        for statement in invariants {
            guard !isStopped, case .invariant(let condition, let name) = statement.kind else { return }
            guard let holds = truth(condition, .empty), !holds else { continue }
            let violation = InvariantViolation(
                line: statement.range.start.line, name: name, source: StepInfo.firstLine(file.text(in: statement.range)),
                step: step, values: condition.namesRead.map { ($0.name, node($0)?.currentValue) })
            violations.append(violation)
            outcome.failed += 1
            outcome.brokenInvariants += 1
            listener?.invariantBroken(violation)
        }
    }

    /// Counts one user edit of a field or terminal ("edits kept").
    func countEdit() {
        outcome.edits += 1
    }

    /// Marks the previous step's loop as expected (`expect loop`, or a failed `expect no loop`).
    func acknowledgeLoop() {
        loopAwaitingExpectation = nil
    }

    /// Marks the previous step's error as expected (`expect error`, or a failed `expect no error`).
    func acknowledgeError() {
        errorAwaitingExpectation = nil
    }

    /// A step in which an error ended a subscription must be followed by `expect error`
    /// before the next step, as a loop by `expect loop`.
    private func settleErrorExpectation() {
        guard let failed = errorAwaitingExpectation, let first = failed.errors.first else { return }
        errorAwaitingExpectation = nil
        outcome.failed += 1
        outcome.unexpectedErrors += 1
        listener?.unexpectedError(failed.info, first)
    }

    /// Counts and reports one expectation's result.
    func record(_ result: ExpectationResult) {
        if result.passed {
            outcome.passed += 1
        } else if let fixed = result.fixed {
            if !outcome.fixed.contains(fixed) { outcome.fixed.append(fixed) }
        } else {
            outcome.failed += 1
        }
        listener?.expectationChecked(result)
    }

    /// Whether the run uses another two-way style than the file's (`--styles`).
    var isStyleVariant: Bool { options.twoWayStyle != nil }

    /// A looped step must be followed by `expect loop` before the next step.
    private func settleLoopExpectation() {
        guard let looped = loopAwaitingExpectation, let report = looped.loops.first else { return }
        loopAwaitingExpectation = nil
        outcome.failed += 1
        outcome.unexpectedLoops += 1
        listener?.unexpectedLoop(looped.info, report)
    }

    // MARK: Errors

    /// Records the first run-time error and abandons the step's remaining work.
    func fail(_ error: RuntimeError) {
        guard outcome.runtimeError == nil else { return }
        outcome.runtimeError = error
        stoppedOutsideStatements = currentRange == nil
        runtime.abandonStep()
    }

    /// How many expectations `statements` hold (top level and inside `if`s).
    static func expectationCount(in statements: ArraySlice<Statement>) -> Int {
        var count = 0
        Array(statements).forEachEnteringBranches { statement, _ in
            if statement.kind.isExpectation { count += 1 }
        }
        return count
    }
}

/// What a run may vary besides the program: its budgets.
struct RunOptions: Sendable {
    var budgets = Budgets()
    /// Subscriptions the run's `bind`s and `on`s may make in all (`--max-subscriptions`).
    var maxSubscriptions = 1_000_000
    /// The style every two-way binding runs with instead of its own (`--styles`), or nil.
    var twoWayStyle: BindingStyle?
    /// Whether steps record what each node announced (for `expect … emitted`); explore,
    /// which checks no expectation, turns it off.
    var recordsAnnouncements = true
}
