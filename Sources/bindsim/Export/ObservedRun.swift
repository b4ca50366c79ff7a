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
    private var announcements: [String: [Value]] = [:]
    private var nodeNames: Set<String> = []
    private weak var run: ScenarioRun?

    /// Runs `program` as `bindsim run` does, but for the `end` step (the timers still pending
    /// when the file ends), which an export does not run, and observes it.
    static func observe(_ program: Program, file: SourceFile, options: RunOptions) -> ObservedRun {
        let observer = ObservedRun()
        observer.nodeNames = Set(program.declarations.filter { $0.kind != .stream }.map(\.name))
        let run = ScenarioRun(program: program, file: file, options: options, listener: observer)
        observer.run = run
        observer.outcome = run.runWholeFile(runsPendingTimers: false)
        return observer
    }

    func stepBegan(_ step: StepInfo) {
        announcements = [:]
    }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        guard event.kind == .announce, let name = event.node, nodeNames.contains(name), let value = event.value
        else { return }
        announcements[name, default: []].append(value)
    }

    func stepEnded(_ record: StepRecord) {
        if record.errors.contains(where: { $0.error.message.isArithmeticLimit }) { metArithmeticLimit = true }
        guard !record.info.isEnd else { return }
        var step = Step(info: record.info, loop: record.loops.first, announcements: announcements,
                        overwritten: record.overwritten)
        for value in run?.finalValues ?? [] { step.values[value.name] = value.value }
        steps.append(step)
    }

    func expectationChecked(_ result: ExpectationResult) {
        passed[result.line] = result.passed
        if !result.passed && result.fixed == nil { failures.append((result.line, steps.count)) }
    }

    func invariantBroken(_ violation: InvariantViolation) {
        if !violation.step.isEnd { failures.append((violation.line, steps.count)) }
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        if !step.isEnd { failures.append((step.line, steps.count)) }
    }

    /// The first step a budget cut off (an export skips there), as a position in `steps`.
    var firstLoopingStep: Int? {
        steps.firstIndex { $0.loop != nil }
    }

    /// The lines an export fails on: what fails before the step it skips at, if any.
    var failingLinesOfExport: [Int] {
        let limit = firstLoopingStep ?? Int.max
        return Set(failures.filter { $0.stepsRun <= limit }.map(\.line)).sorted()
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
