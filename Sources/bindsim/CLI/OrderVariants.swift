/// `--orders`: a scenario run once per order of the subscriber sets whose order Swift leaves
/// unspecified, and the expectations whose outcome depends on it.
extension ScenarioRunner {
    /// Runs `scenario` under each order `request` asks for: every one (up to
    /// `OrderEnumeration.maxRuns`, else a note and no run) or N drawn with `seed`. Each run is
    /// reported as a variant named by its orders; expectations that held under some and failed
    /// under others are reported as order-dependent, and make the status a failure.
    func runOrderVariants(of scenario: LoadedScenario, request: OrdersRequest, seed: UInt64, mode: Mode)
        -> (results: [FileResult], status: ExitCode) {
        let (program, file) = (scenario.program, scenario.file)
        let enumeration = OrderEnumeration(request.count == nil ? .all : .sample(seed: seed))
        var results: [FileResult] = []
        var outcomes: [(order: String, results: [ExpectationResult])] = []
        var status = ExitCode.success
        while true {
            if request.count == nil, results.count == OrderEnumeration.maxRuns {
                reporter.report(.note("\(file.path) has more than \(OrderEnumeration.maxRuns) orders: "
                                      + "run it with '--orders N' to draw N of them"))
                return (results, max(status, .usage))
            }
            enumeration.beginRun()
            // The variant's name is known once it has run (its choices are met as it goes):
            // it is reported after the run's own lines, which name the file as written.
            reporter.scenarioFileBegins(path: file.path)
            let expectations = ExpectationRecorder(forwardingTo: reporter)
            let run = ScenarioRun(program: program, file: file, options: runOptions, listener: expectations,
                                  order: enumeration)
            let outcome = run.runWholeFile()
            if let error = outcome.runtimeError { reporter.report(.runtimeError(error, in: file)) }
            if mode == .traceWithLoopCheck { reporter.report(.loopCheck(LoopCheck(program: program, outcome: outcome))) }
            let order = enumeration.description
            reporter.report(.note("this run's order: \(order)"))
            let variant = "\(file.path) [\(order)]"
            results.append(FileResult(path: variant, status: .of(outcome), scenario: scenario, outcome: outcome))
            outcomes.append((order, expectations.results))
            status = max(status, .of(outcome))
            if request.count == nil, enumeration.metTooManyOrders {
                reporter.report(.note("\(file.path) has a set of subscribers with more than \(OrderEnumeration.maxRuns) orders: "
                                      + "run it with '--orders N' to draw N of them"))
                return (results, max(status, .usage))
            }
            if let count = request.count {
                if results.count == count { break }
            } else if !enumeration.advance() {
                break
            }
        }
        let dependences = Self.orderDependences(outcomes, path: file.path)
        if !dependences.isEmpty {
            reporter.report(.orderDependent(dependences))
            status = max(status, .expectationFailed)
        }
        return (results, status)
    }

    /// The expectations (by position) that passed in some runs and failed in others.
    static func orderDependences(_ outcomes: [(order: String, results: [ExpectationResult])], path: String)
        -> [OrderDependence] {
        var found: [OrderDependence] = []
        var keys: [String] = []
        var byKey: [String: OrderDependence] = [:]
        for (order, results) in outcomes {
            for result in results {
                let key = "\(result.line):\(result.column)"
                var entry = byKey[key] ?? OrderDependence(path: path, line: result.line, column: result.column,
                                                          source: result.source, holdsFor: [], failsFor: [])
                if byKey[key] == nil { keys.append(key) }
                if result.passed {
                    if !entry.holdsFor.contains(order) { entry.holdsFor.append(order) }
                } else if !entry.failsFor.contains(order) {
                    entry.failsFor.append(order)
                }
                byKey[key] = entry
            }
        }
        for key in keys {
            guard let entry = byKey[key], !entry.holdsFor.isEmpty, !entry.failsFor.isEmpty else { continue }
            found.append(entry)
        }
        return found
    }
}

/// Hands a run's events to a listener and keeps the expectations' results.
final class ExpectationRecorder: RunListener {
    private let listener: RunListener
    private(set) var results: [ExpectationResult] = []

    init(forwardingTo listener: RunListener) {
        self.listener = listener
    }

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        listener.scenarioBegan(program, file: file, legend: legend)
    }
    func stepBegan(_ step: StepInfo) { listener.stepBegan(step) }
    func keystroke(_ keystroke: Keystroke) { listener.keystroke(keystroke) }
    func traceEvent(_ event: RunEvent, _ context: EventContext) { listener.traceEvent(event, context) }
    func stepEnded(_ record: StepRecord) { listener.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) {
        if results.count < 10_000 { results.append(result) }
        listener.expectationChecked(result)
    }
    func invariantBroken(_ violation: InvariantViolation) { listener.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { listener.unexpectedLoop(step, report) }
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) { listener.unexpectedError(step, error) }
    func subscriptionUnbound(_ name: String) { listener.subscriptionUnbound(name) }
    func blockReceived(_ label: String, value: Value) { listener.blockReceived(label, value: value) }
    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        listener.scenarioEnded(outcome, finalValues: finalValues)
    }
}
