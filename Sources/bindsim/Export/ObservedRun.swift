import BindKit

/// bindsim's own run of a scenario, as an export needs it: for each step, in order, whether
/// a budget cut it off, what every node announced in it and holds after it; and which lines
/// fail (the expectations that fail, broken invariants, errors no `expect error` follows).
final class ObservedRun: RunListener {
    /// One step of the run (the `end` step, which an export does not run, is left out).
    struct Step {
        var info: StepInfo
        /// The first loop a budget cut off in the step.
        var loop: LoopReport?
        /// What each node announced in the step, by name.
        var announcements: [String: [Value]] = [:]
        /// What each node holds after the step (nil for a node that stores none), by name.
        var values: [String: Value?] = [:]
        /// The fields whose user edits the step overwrote (bindsim's judgement).
        var overwritten: [String] = []
    }

    private(set) var steps: [Step] = []
    /// How each expectation turned out, by line.
    private(set) var passed: [Int: Bool] = [:]
    /// What fails, each with the number of steps that had run when it was found: expectations,
    /// invariants, and steps whose error no `expect error` acknowledged (the `end` step's left out).
    private(set) var failures: [(line: Int, stepsRun: Int)] = []
    private(set) var outcome = ScenarioOutcome()
    /// Whether an error of bindsim's limits on arithmetic (a number stays finite, a text within
    /// 1 MiB) ended a subscription: an export of such a run keeps the dynamic values, whose
    /// operators restate those limits (Swift's `+` has none).
    private(set) var metArithmeticLimit = false
    /// The expectations whose outcome depends on an order Swift leaves unspecified (an
    /// observable's trackers, which its registrar keeps in a Set): they held under some orders
    /// and failed under others, by line. An export does not assert them.
    private(set) var orderDependentLines: Set<Int> = []
    /// After each step (a position in `steps`), the nodes whose value differs between those orders.
    private(set) var orderDependentValues: [Int: Set<String>] = [:]
    /// When the orders are more than `--orders all` runs (`OrderEnumeration.maxRuns`, one set's
    /// or all sets' together): the first step (a position in `steps`) that met a set of trackers,
    /// from which what the run holds is not known to hold in every order.
    private(set) var firstStepWithTooManyOrders: Int?
    /// The first step that met a set of two or more trackers (in this run).
    private var firstStepWithChoice: Int?
    /// The first step (a position in `steps`) that queued an Observations loop's value, or a wake
    /// from a `wait`, beside other jobs due at the same instant: where it lands among them is not
    /// fixed in Swift (Observation's rule 18; a continuation's resumption), so nothing the run
    /// holds from then on is known to be Swift's.
    private(set) var firstStepWithUnfixedPosition: Int?
    /// How many steps had run when each expectation was checked, and whether a step was under
    /// way then (an `expect` in a `batch`), by line.
    private var stepsRunAtCheck: [Int: (steps: Int, insideStep: Bool)] = [:]
    private var isInsideStep = false
    /// The loops other orders of the trackers met, by step (a position in `steps`).
    private var loopsInOtherOrders: [Int: LoopReport] = [:]
    /// The main-actor jobs queued and not yet run, by their schedule event: when each falls due,
    /// and what kind of job it is.
    private var pendingJobs: [Int: (due: Int, kind: JobKind)] = [:]
    /// Whether the step under way queued a job whose place among the others due at the same
    /// instant Swift does not fix.
    private var queuedBesideOthers = false

    /// What a main-actor job is, for where Swift puts it among the others due with it.
    private enum JobKind {
        /// It resumes an Observations loop: its place among any others is not fixed (rule 18).
        case observationsValue
        /// A task's or a loop's `wait` falling due after time passed: its task is resumed through
        /// a continuation, which Swift queues behind jobs made meanwhile as often as not, so its
        /// place among jobs other than such wakes is not fixed (several wake in the order set).
        case wake
        /// A task, an `observe` hop, a zero-length wait (which runs when the queue is quiet).
        case other

        func conflicts(with other: JobKind) -> Bool {
            switch (self, other) {
            case (.observationsValue, _), (_, .observationsValue), (.wake, .other), (.other, .wake): true
            case (.wake, .wake), (.other, .other): false
            }
        }
    }
    private var announcements: [String: [Value]] = [:]
    private var nodeNames: Set<String> = []
    private weak var run: ScenarioRun?

    /// Runs `program` as `bindsim run` does, but for the `end` step (the timers still pending
    /// when the file ends), which an export does not run, and observes it. A file with
    /// observables runs again under every order of its unspecified subscriber sets
    /// (`--orders all`), to know what depends on them.
    static func observe(_ program: Program, file: SourceFile, options: RunOptions) -> ObservedRun {
        let observer = observeOnce(program, file: file, options: options, order: nil)
        if program.declarations.contains(where: \.kind.isObservation) {
            observer.compareOrders(of: program, file: file, options: options)
        }
        return observer
    }

    private static func observeOnce(_ program: Program, file: SourceFile, options: RunOptions,
                                    order: OrderEnumeration?) -> ObservedRun {
        let observer = ObservedRun()
        observer.nodeNames = Set(program.declarations.filter { $0.kind != .stream }.map(\.name))
        let watching = order.map { StepWatchingOrder($0, observer: observer) }
        let run = ScenarioRun(program: program, file: file, options: options, listener: observer, order: watching)
        observer.run = run
        observer.outcome = run.runWholeFile(runsPendingTimers: false)
        observer.firstStepWithChoice = watching?.firstStepWithChoice
        return observer
    }

    /// The enumeration's orders, noting the step in which the first set of trackers was met.
    private final class StepWatchingOrder: SubscriberOrder {
        let enumeration: OrderEnumeration
        weak var observer: ObservedRun?
        private(set) var firstStepWithChoice: Int?

        init(_ enumeration: OrderEnumeration, observer: ObservedRun) {
            self.enumeration = enumeration
            self.observer = observer
        }

        func order(of node: String, labels: [String]) -> [Int] {
            if firstStepWithChoice == nil { firstStepWithChoice = observer?.steps.count }
            return enumeration.order(of: node, labels: labels)
        }
    }

    /// Runs every order (as `--orders all` does) and keeps what differs between them.
    private func compareOrders(of program: Program, file: SourceFile, options: RunOptions) {
        let enumeration = OrderEnumeration(.all)
        var variants: [ObservedRun] = []
        while true {
            enumeration.beginRun()
            let variant = Self.observeOnce(program, file: file, options: options, order: enumeration)
            variants.append(variant)
            if enumeration.choices.isEmpty { return }  // no unspecified order met: the one run says all
            // Not every order can run: nothing from the first step that met a set of trackers on is
            // known to hold in every order.
            let tooMany = enumeration.metTooManyOrders
            if tooMany || !enumeration.advance() {
                if tooMany { firstStepWithTooManyOrders = variants.compactMap(\.firstStepWithChoice).min() ?? 0 }
                break
            }
            if variants.count == OrderEnumeration.maxRuns {
                firstStepWithTooManyOrders = variants.compactMap(\.firstStepWithChoice).min() ?? 0
                break
            }
        }
        for variant in variants {
            guard let index = variant.steps.firstIndex(where: { $0.loop != nil }),
                  index < (steps.firstIndex { $0.loop != nil } ?? Int.max),
                  loopsInOtherOrders.keys.allSatisfy({ $0 > index }) else { continue }
            loopsInOtherOrders = [index: variant.steps[index].loop!]
        }
        var outcomes: [Int: Set<Bool>] = [:]
        for variant in variants + [self] {
            for (line, passed) in variant.passed { outcomes[line, default: []].insert(passed) }
        }
        orderDependentLines = Set(outcomes.filter { $0.value.count > 1 }.map(\.key))
        for index in steps.indices {
            for (name, value) in steps[index].values {
                let differs = variants.contains { variant in
                    index >= variant.steps.count || variant.steps[index].values[name].map { $0 != value } ?? true
                }
                if differs { orderDependentValues[index, default: []].insert(name) }
            }
        }
    }

    func stepBegan(_ step: StepInfo) {
        announcements = [:]
        queuedBesideOthers = false
        isInsideStep = true
    }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        if event.kind == .schedule, event.value == nil, event.tick == nil, let due = event.dueTime {
            let kind: JobKind = event.resumesObservations ? .observationsValue
                : event.note == "wait" && due > (run?.scheduler.now ?? due) ? .wake : .other
            if pendingJobs.values.contains(where: { $0.due == due && $0.kind.conflicts(with: kind) }) { queuedBesideOthers = true }
            pendingJobs[event.id] = (due, kind)
        } else if event.kind == .fire {
            pendingJobs[event.parent] = nil
        }
        guard event.kind == .announce, let name = event.node, nodeNames.contains(name), let value = event.value
        else { return }
        announcements[name, default: []].append(value)
    }

    func stepEnded(_ record: StepRecord) {
        isInsideStep = false
        // What is due now and did not run was dropped (a cut-off, an unbound loop's job): not pending.
        let now = run?.scheduler.now ?? Int.max
        pendingJobs = pendingJobs.filter { $0.value.due > now }
        if record.errors.contains(where: { $0.error.message.isArithmeticLimit }) { metArithmeticLimit = true }
        guard !record.info.isEnd else { return }
        var step = Step(info: record.info, loop: record.loops.first, announcements: announcements,
                        overwritten: record.overwritten)
        for value in run?.finalValues ?? [] { step.values[value.name] = value.value }
        if firstStepWithUnfixedPosition == nil, queuedBesideOthers { firstStepWithUnfixedPosition = steps.count }
        steps.append(step)
    }

    func expectationChecked(_ result: ExpectationResult) {
        passed[result.line] = result.passed
        stepsRunAtCheck[result.line] = (steps.count, isInsideStep)
        if !result.passed && result.fixed == nil { failures.append((result.line, steps.count)) }
    }

    func invariantBroken(_ violation: InvariantViolation) {
        if !violation.step.isEnd { failures.append((violation.line, steps.count)) }
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        if !step.isEnd { failures.append((step.line, steps.count)) }
    }

    /// The first step a budget cut off, in this run or under another order of the trackers (an
    /// export skips there: Swift may take that order), as a position in `steps`.
    var firstLoopingStep: Int? {
        let own = steps.firstIndex { $0.loop != nil }
        let other = loopsInOtherOrders.keys.min()
        switch (own, other) {
        case (let own?, let other?): return min(own, other)
        case (let own?, nil): return own
        case (nil, let other): return other
        }
    }

    /// The loop an export skips at, at step `index`: this run's, or another order's.
    func loop(atStep index: Int) -> LoopReport? {
        (index < steps.count ? steps[index].loop : nil) ?? loopsInOtherOrders[index]
    }

    /// Whether the expectation checked at `line` came after the step at position `first` ended,
    /// or inside it.
    private func checked(_ line: Int, fromStep first: Int) -> Bool {
        guard let check = stepsRunAtCheck[line] else { return false }
        return check.steps > first || (check.insideStep && check.steps == first)
    }

    /// Why an export does not assert the expectation at `line` (nil when it does): its outcome
    /// depends on an order or a position Swift leaves open.
    func unasserted(line: Int) -> Unasserted? {
        if orderDependentLines.contains(line) { return .trackerOrder }
        if let first = firstStepWithTooManyOrders, checked(line, fromStep: first) {
            return .tooManyOrders
        }
        if let first = firstStepWithUnfixedPosition, checked(line, fromStep: first) {
            return .observationsPosition(line: steps[first].info.line)
        }
        return nil
    }

    /// Whether some node's value after some step is not known to be Swift's (it differs between
    /// orders, or follows a step whose order Swift leaves open): an invariant, checked after
    /// every step, is then not asserted.
    var leavesValuesOpen: Bool {
        orderDependentValues.values.contains { !$0.isEmpty } || firstStepWithUnfixedPosition != nil
            || firstStepWithTooManyOrders != nil
    }

    /// Whether an export asserts what node `name` holds after step `index` (`--observed`).
    func assertsValue(of name: String, after index: Int) -> Bool {
        !(orderDependentValues[index]?.contains(name) ?? false) && index < (firstStepWithUnfixedPosition ?? Int.max)
            && index < (firstStepWithTooManyOrders ?? Int.max)
    }

    enum Unasserted {
        /// It holds under some orders of an observable's trackers and fails under others.
        case trackerOrder
        /// It follows a step that met a set of trackers with more orders than bindsim runs.
        case tooManyOrders
        /// It follows the step at `line`, where an Observations loop's value or a wake landed among other jobs.
        case observationsPosition(line: Int)
    }

    /// The lines an export fails on: what fails before the step it skips at, if any.
    var failingLinesOfExport: [Int] {
        let limit = firstLoopingStep ?? Int.max
        return Set(failures.filter { $0.stepsRun <= limit && unasserted(line: $0.line) == nil }.map(\.line)).sorted()
    }
}

extension RuntimeMessage {
    /// One of bindsim's limits on what arithmetic makes (E0317, E0318).
    var isArithmeticLimit: Bool {
        switch self {
        case .valueTooLarge, .notFinite: true
        default: false
        }
    }
}
