import BindKit

/// Receives a run as it happens; reporters implement it. Every event has a default
/// that ignores it, so a listener implements only the events it uses.
protocol RunListener: AnyObject {
    /// The run begins; `legend` names its bindings and subscribers.
    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend)
    func stepBegan(_ step: StepInfo)
    /// A keystroke of a `type ... every` statement, at its virtual time (before its events).
    func keystroke(_ keystroke: Keystroke)
    /// One traced event, with where it stands among the events that caused it.
    func traceEvent(_ event: RunEvent, _ context: EventContext)
    func stepEnded(_ record: StepRecord)
    func expectationChecked(_ result: ExpectationResult)
    /// An invariant was false at the end of a step.
    func invariantBroken(_ violation: InvariantViolation)
    /// A step looped and no `expect loop` follows it.
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport)
    /// An error ended a subscription in a step and no `expect error` follows it.
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError)
    /// `unbind LABEL` disposed that subscription (an event of the step under way).
    func subscriptionUnbound(_ name: String)
    /// The `on` block labelled `label` runs with `value`: what its stream gave it (the
    /// tuple of a `combineLatest`, not the value the source announced). Heard inside the
    /// delivery that runs it, before the events its statements cause.
    func blockReceived(_ label: String, value: Value)
    /// The run ended; `finalValues` are every declared node's values, in declaration order.
    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue])
}

extension RunListener {
    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {}
    func stepBegan(_ step: StepInfo) {}
    func keystroke(_ keystroke: Keystroke) {}
    func traceEvent(_ event: RunEvent, _ context: EventContext) {}
    func stepEnded(_ record: StepRecord) {}
    func expectationChecked(_ result: ExpectationResult) {}
    func invariantBroken(_ violation: InvariantViolation) {}
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {}
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {}
    func subscriptionUnbound(_ name: String) {}
    func blockReceived(_ label: String, value: Value) {}
    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {}
}

/// One keystroke of `type NAME "text" every D`.
struct Keystroke: Sendable {
    var node: String
    var character: String
    /// Virtual time of the keystroke, in milliseconds.
    var milliseconds: Double
}

/// A node's value when the run ended (nil for a node that stores none).
struct FinalValue: Sendable {
    var name: String
    var value: Value?
}
