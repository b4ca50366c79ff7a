import BindKit

/// Runs action sequences on fresh runs of a scenario's setup and checks the
/// properties at the end of every step (explore.md, "Properties").
struct SequenceRunner: Sendable {
    let program: Program
    let file: SourceFile
    let options: ExploreOptions
    let legend: BindingLegend
    /// The controls whose rewrites are checked (fields and terminals not `allow rewrite`n), by index.
    let controls: [Int]

    init(program: Program, file: SourceFile, options: ExploreOptions) {
        self.program = program
        self.file = file
        self.options = options
        legend = BindingLegend(program: program, file: file)
        var allowed = Set<String>()
        for statement in program.statements {
            if case .allowRewrite(let reference) = statement.kind { allowed.insert(reference.name) }
        }
        controls = program.declarations.indices.filter {
            program.declarations[$0].kind.keepsUserEdits && !allowed.contains(program.declarations[$0].name)
        }
    }

    /// What one sequence did: the failure and the index of the action whose step
    /// failed (`actions.count` for the final `end` step), or nil.
    struct Result: Sendable {
        var failure: ExploreFailure?
        var failedAt: Int
        /// Actions performed (up to and including the failing one).
        var performed: Int
        /// Events delivered in all, the setup's included: the work the sequence took.
        var events = 0
    }

    /// A fresh run with the setup done; nil failure when the setup itself failed.
    func setUp() -> ScenarioRun {
        let run = ScenarioRun(program: program, file: file, options: options.run, listener: nil, legend: legend)
        run.setUp()
        return run
    }

    /// The setup's own failure, if any: a loop or an error while it runs, when its
    /// property is checked — and a run-time error that stopped it, always: a search over
    /// a half-built setup would report a clean result that means nothing (`--ignore
    /// error` does not hide it).
    func setupFailure() -> ExploreFailure? {
        let run = setUp()
        defer { run.abandon() }
        if let error = run.outcome.runtimeError { return errorFailure(error, place: .statement) }
        if options.properties.contains(.loop), let loop = run.outcome.loops.first?.report { return loopFailure(loop) }
        return nil
    }

    /// Runs `actions` on a fresh run; stops at the first failing step.
    func run(_ actions: [Action]) -> Result {
        let run = setUp()
        defer { run.abandon() }
        for (index, action) in actions.enumerated() {
            run.perform(action)
            if let failure = check(run, after: action) {
                return Result(failure: failure, failedAt: index, performed: index + 1, events: run.outcome.events)
            }
            // A run-time error stopped the run (its property ignored): nothing more runs.
            if run.isStopped {
                return Result(failure: nil, failedAt: actions.count, performed: index + 1, events: run.outcome.events)
            }
        }
        // Pending timers run as a file's `end` step does; a late echo counts.
        run.finish()
        return Result(failure: check(run), failedAt: actions.count, performed: actions.count, events: run.outcome.events)
    }

    /// `actions` as a file can say them: each `wait next` becomes `wait Dms` for the time
    /// it advanced, and `endWait` is the time the `end` step advanced when the failure
    /// came there (a late timer), so that an explicit `wait` can run it before the
    /// expectation that fails.
    func concrete(_ actions: [Action], failedAtEnd: Bool) -> (actions: [Action], endWait: Int?) {
        let run = setUp()
        defer { run.abandon() }
        var concrete: [Action] = []
        for action in actions {
            let before = run.scheduler.now
            run.perform(action)
            if case .waitForNextTimer = action {
                concrete.append(.wait(milliseconds: (run.scheduler.now - before) / 1_000_000))
            } else {
                concrete.append(action)
            }
        }
        guard failedAtEnd else { return (concrete, nil) }
        let before = run.scheduler.now
        run.finish()
        return (concrete, (run.scheduler.now - before) / 1_000_000)
    }

    /// The first failed property after the step that ran last (the one `action` made,
    /// nil for the end step), in a fixed order.
    func check(_ run: ScenarioRun, after action: Action? = nil) -> ExploreFailure? {
        let properties = options.properties
        if properties.contains(.error) {
            if let error = run.outcome.runtimeError {
                return errorFailure(error, place: run.stoppedOutsideStatements ? .action(action) : .statement)
            }
            if let ended = run.previousStep?.errors.first { return endedFailure(ended) }
        }
        if properties.contains(.loop), let loop = run.previousStep?.loops.first { return loopFailure(loop) }
        if properties.contains(.rewrite) {
            for index in controls {
                guard let node = run.node(at: index), let edit = run.rewrittenEdit(of: node) else { continue }
                let shown = node.currentValue ?? .nil
                let edited = if case .string = edit { "the user typed \(edit.traceText)" }
                    else { "the user set it to \(edit.traceText)" }
                return ExploreFailure(
                    property: .rewrite, subject: node.name,
                    detail: "the program overwrote the user's edit of \(node.name): \(edited), it shows \(shown.traceText)",
                    rewrite: (node.name, edit, shown))
            }
        }
        if properties.contains(.lostWrite), let lost = run.previousStep?.lostWrites.first {
            return ExploreFailure(property: .lostWrite, subject: lost.node,
                                  detail: "a write of \(lost.node), \(lost.value.traceText), made inside the willSet of another, "
                                      + "was replaced by that write's pending store")
        }
        if properties.contains(.invariant), let violation = run.violations.first {
            // A named invariant is known by its name; an unnamed one by its text.
            let title = violation.name.map { "invariant \(LiteralText.quoted($0))" } ?? "the invariant"
            let place = "(line \(violation.line) of \(file.path))"
            let detail = violation.name == nil ? "\(title) \(place) is false: \(violation.source)"
                : "\(title) \(place) is false"
            return ExploreFailure(property: .invariant, subject: "\(violation.line)", detail: detail,
                                  invariantLine: violation.line, invariantTitle: title)
        }
        return nil
    }

    /// Where a run-time error stopped a run: at a statement of the file, or outside
    /// them, at a generated action (nil: the end step's pending timers).
    private enum ErrorPlace {
        case statement
        case action(Action?)
    }

    /// A run-time error that stopped the run, placed where it happened: a generated
    /// action has no line of the explored file (its line is the counterexample's).
    private func errorFailure(_ error: RuntimeError, place: ErrorPlace) -> ExploreFailure {
        let at = switch place {
        case .statement: "line \(error.range.start.line) of \(file.path)"
        case .action(let action?): "the action '\(action.source(names: program.declarations.map(\.name)))'"
        case .action(nil): "the end step (the timers still pending)"
        }
        return ExploreFailure(property: .error, subject: error.message.code,
                              detail: "a run-time error stopped the run at \(at): \(error.message.text) [\(error.message.code)]")
    }

    /// An error that ended a subscription (version 3), known by its code and where it happened.
    private func endedFailure(_ ended: SubscriptionError) -> ExploreFailure {
        let error = ended.error
        return ExploreFailure(property: .error, subject: "ended \(error.message.code) \(error.range.start.line)",
                              detail: "an error ended \(ended.label) at line \(error.range.start.line) of \(file.path): "
                                  + "\(error.message.text) [\(error.message.code)]")
    }

    private func loopFailure(_ loop: LoopReport) -> ExploreFailure {
        ExploreFailure(property: .loop, subject: Set(loop.cycle).sorted().joined(separator: ","),
                       detail: "a step looped: \(loop.summary)")
    }
}
