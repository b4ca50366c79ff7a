/// Reports `trace --format marble|svg`: each scenario's run drawn as a marble
/// diagram (pictures.md), as text after the run or as one SVG document.
///
/// Everything that is not the diagram reads as in the text trace (the reporter's
/// default): diagnostics and run-time errors on standard error, the loop check,
/// the comparison table and notes on standard output. After a text
/// diagram come the expectations that failed and the `result:` line; an SVG
/// document is followed by nothing (the exit status says how the run went).
final class MarbleReporter: Reporter {
    enum Drawing { case text, svg }

    let console: Console
    let drawing: Drawing
    private let text: TextReporter
    private var recorder = PictureRecorder()
    private var scenarios = 0
    private var title: String?

    init(console: Console, drawing: Drawing) {
        self.console = console
        self.drawing = drawing
        text = TextReporter(console: console, color: false, detail: .full)
    }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        if scenarios > 0 && drawing == .text { console.out.line("") }
        scenarios += 1
        recorder = PictureRecorder()
        recorder.scenarioBegan(program, file: file, legend: legend)
        title = program.title ?? file.path
        if drawing == .text {
            // The trace's header, in two lines so that a long title does not hide the path.
            let name = program.title.map { "scenario " + LiteralText.quoted($0) } ?? "scenario"
            console.out.line(PictureText.shortened(PictureText.oneLine(name), columns: Self.width))
            console.out.line("(\(file.path))")
            console.out.line("")
        }
    }

    func stepBegan(_ step: StepInfo) { recorder.stepBegan(step) }
    func keystroke(_ keystroke: Keystroke) { recorder.keystroke(keystroke) }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        recorder.traceEvent(event, context)
    }

    func stepEnded(_ record: StepRecord) { recorder.stepEnded(record) }
    func expectationChecked(_ result: ExpectationResult) { recorder.expectationChecked(result) }
    func invariantBroken(_ violation: InvariantViolation) { recorder.invariantBroken(violation) }
    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) { recorder.unexpectedLoop(step, report) }
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) { recorder.unexpectedError(step, error) }
    func subscriptionUnbound(_ name: String) { recorder.subscriptionUnbound(name) }
    func blockReceived(_ label: String, value: Value) { recorder.blockReceived(label, value: value) }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        recorder.scenarioEnded(outcome, finalValues: finalValues)
        let undrawn = recorder.undrawnEvents
        switch drawing {
        case .text:
            let diagram = recorder.diagram(title: nil)
            if diagram.steps.isEmpty {
                console.out.line("no step ran: nothing to draw")
            } else {
                console.out.write(MarbleTextRenderer(diagram, width: Self.width).render())
            }
            if undrawn > 0 { console.out.line(Self.undrawnNote(undrawn)) }
            for result in recorder.expectations where !result.passed { text.expectationChecked(result) }
            for violation in recorder.violations { text.invariantBroken(violation) }
            for (step, report) in recorder.unexpectedLoops { text.unexpectedLoop(step, report) }
            text.scenarioEnded(outcome, finalValues: [])
        case .svg:
            let shown = undrawn > 0 ? (title ?? "") + " (\(undrawn) events not drawn)" : title
            console.out.write(MarbleSVGRenderer(recorder.diagram(title: shown)).render())
        }
    }

    /// The widest line of a text diagram.
    static let width = 100

    /// The line under a diagram that stopped drawing.
    static func undrawnNote(_ count: Int) -> String {
        "… \(count) more event\(count == 1 ? "" : "s") not drawn: a diagram draws at most "
            + "\(PictureRecorder.maxDrawnEvents) events and steps on \(PictureRecorder.maxLanes) lanes "
            + "('bindsim trace' prints every event)"
    }
}
