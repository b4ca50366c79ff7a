import Testing
import BindKit
@testable import bindsim

/// The session API: a run owns its runtime, can be set up and fed generated
/// actions, and leaves nothing behind.
@Suite("Scenario runs")
struct ScenarioRunTests {
    static let nameForm = """
        field firstField = ""
        field lastField = ""
        field fullField = ""
        relay first = ""
        relay last = ""
        relay full = ""
        bind firstField <-> first
        bind lastField <-> last
        bind fullField <-> full
        bind combineLatest(first, last).map(trim($0 + " " + $1)).distinct() -> full
        bind full.map(word(it, 0)).distinct() -> first
        bind full.map(word(it, 1)).distinct() -> last
        relay seen = ""
        let upperFull = full.map(upper(it)).distinct()
        on upperFull { set seen = it }
        user lastField = "Lovelace"
        expect fullField == "Lovelace"
        """

    static func program(_ source: String) throws -> (Program, SourceFile) {
        let file = SourceFile(path: "t.txt", text: source)
        let parsed = Frontend.parseAndCheck(file)
        let program = try #require(parsed.program, "\(renderDiagnostics(parsed.diagnostics, in: file))")
        return (program, file)
    }

    /// Records the events a run's listener hears, by kind and node.
    final class EventLog: RunListener {
        var lines: [String] = []
        var steps: [String] = []
        func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {}
        func stepBegan(_ step: StepInfo) { steps.append("\(step.number) line \(step.line): \(step.source)") }
        func keystroke(_ keystroke: Keystroke) {}
        func traceEvent(_ event: RunEvent, _ context: EventContext) {
            lines.append("\(event.id) \(event.kind.rawValue) \(event.node ?? "-")"
                         + (context.overwrite.map { " overwrites \($0.edit.traceText)" } ?? ""))
        }
        func stepEnded(_ record: StepRecord) {}
        func expectationChecked(_ result: ExpectationResult) {}
        func unexpectedLoop(_ step: StepInfo, _ report: bindsim.LoopReport) {}
        func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {}
        func subscriptionUnbound(_ name: String) {}
        func invariantBroken(_ violation: InvariantViolation) {}
        func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {}
    }

    @Test("setUp runs declarations and wiring only; perform runs a generated action as a step")
    func setUpAndPerform() throws {
        let source = "field f = \"\"\nrelay r = \"\"\nbind f <-> r\nuser f = \"x\"\nexpect r == \"x\"\n"
        let (program, file) = try Self.program(source)
        let log = EventLog()
        let run = ScenarioRun(program: program, file: file, listener: log)
        run.setUp()
        #expect(run.node(at: 1)?.currentValue == .string(""), "the file's own 'user f' did not run")
        run.perform(.user(node: 0, value: .string("Ada ")))
        #expect(run.node(at: 1)?.currentValue == .string("Ada "))
        let outcome = run.finish()
        #expect(outcome.steps == 2)
        #expect(outcome.passed + outcome.failed == 0, "expectations are not part of the setup")
        #expect(log.steps == ["1 line 3: bind f <-> r", "2 line 0: user f = \"Ada \""])
    }

    @Test("two runs of one program share nothing: both number their events from 1")
    func runsShareNothing() throws {
        let (program, file) = try Self.program(Self.nameForm)
        let first = EventLog()
        let second = EventLog()
        _ = ScenarioRun(program: program, file: file, listener: first).runWholeFile()
        _ = ScenarioRun(program: program, file: file, listener: second).runWholeFile()
        #expect(first.lines.first?.hasPrefix("1 ") == true)
        #expect(first.lines == second.lines)
    }

    @Test("10,000 runs in one process leave no runtime, node or subscription behind")
    func thousandsOfRunsLeaveNothing() throws {
        let (program, file) = try Self.program(Self.nameForm)
        var survivors = 0
        for index in 0..<10_000 {
            weak var runtime: Runtime?
            weak var node: ScenarioNode?
            do {
                let run = ScenarioRun(program: program, file: file, listener: nil)
                run.setUp()
                run.perform(.user(node: 2, value: .string("Ada \(index) Lovelace")))
                run.perform(.type(node: 0, text: "G", everyMilliseconds: nil))
                _ = run.finish()
                runtime = run.runtime
                node = run.node(at: 5)
            }
            if runtime != nil || node != nil { survivors += 1 }
        }
        #expect(survivors == 0)
    }

    @Test("a statement that cannot run inside an on block stops the run loudly")
    func statementsOutsideTheirPlaceFail() throws {
        let (program, file) = try Self.program("relay r = 0\non r { set r = 1 }\n")
        let run = ScenarioRun(program: program, file: file, listener: nil)
        run.setUp()
        let wait = Statement(kind: .wait(Expr(.duration(5), program.statements[0].range)), range: program.statements[0].range)
        run.runtime.withCurrent { try? run.perform(wait, in: EvaluationScope(it: .number(1))) }
        #expect(run.outcome.runtimeError?.message == .statementNotRunnable("wait"))
        run.abandon()  // a run left set up keeps its subscriptions (and they it) until it ends
    }
}
