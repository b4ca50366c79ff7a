import Testing
@testable import bindsim

/// Analysis's verdicts: whether the static check and the run agree, and how a
/// scenario's run ended. Every case, including each way they can differ.
@Suite("Verdicts")
struct VerdictTests {
    static func cycle(_ path: [String], unguarded: Bool) -> StaticCycle {
        StaticCycle(nodes: Array(Set(path)).sorted(), path: path,
                    guards: unguarded ? [] : [.operatorGuard(.init(kind: .value, name: "distinct()"))], hasUnguardedCycle: unguarded, crossesHop: false)
    }

    static func outcome(loops: [LoopReport] = [], failed: Int = 0, error: Bool = false) -> ScenarioOutcome {
        var outcome = ScenarioOutcome()
        let step = StepInfo(number: 1, isEnd: false, line: 3, source: "set a = 1", startMilliseconds: 0)
        outcome.loops = loops.map { (step, $0) }
        outcome.failed = failed
        if error {
            outcome.runtimeError = RuntimeError(.divisionByZero, at: SourceRange(at: .start))
        }
        return outcome
    }

    static func report(cycle: [String], valuesRepeat: Bool?) -> LoopReport {
        LoopReport(reason: .reentries, step: 1, cycle: cycle, valuesRepeat: valuesRepeat, budget: 100)
    }

    static let ab = ["a", "b", "a"]

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var cycles: [StaticCycle]
        var outcome: ScenarioOutcome
        var expected: LoopAgreement
        var testDescription: String { name }
    }

    @Test("static cycles against the run", arguments: [
        Case(name: "a run-time error: not compared", cycles: [cycle(ab, unguarded: true)],
             outcome: outcome(error: true), expected: .notCompared),
        Case(name: "no cycle, no loop", cycles: [], outcome: outcome(), expected: .noCycleNoLoop),
        Case(name: "guarded, no loop", cycles: [cycle(ab, unguarded: false)], outcome: outcome(),
             expected: .guardedNoLoop),
        Case(name: "unguarded, looped", cycles: [cycle(ab, unguarded: true)],
             outcome: outcome(loops: [report(cycle: ab, valuesRepeat: true)]), expected: .unguardedAndLooped),
        Case(name: "unguarded, quiet", cycles: [cycle(ab, unguarded: true), cycle(["c", "d", "c"], unguarded: false)],
             outcome: outcome(), expected: .unguardedButQuiet(cycles: [ab])),
        Case(name: "no cycle, but a budget", cycles: [],
             outcome: outcome(loops: [report(cycle: [], valuesRepeat: nil)]), expected: .budgetWithoutCycle),
        Case(name: "guarded, but a budget with no cycle on the chain", cycles: [cycle(ab, unguarded: false)],
             outcome: outcome(loops: [report(cycle: [], valuesRepeat: nil)]), expected: .budgetWithoutCycle),
        Case(name: "guarded, values kept changing", cycles: [cycle(ab, unguarded: false)],
             outcome: outcome(loops: [report(cycle: ab, valuesRepeat: false)]), expected: .guardedButValuesChanged),
        Case(name: "guarded, the guard did not hold", cycles: [cycle(ab, unguarded: false)],
             outcome: outcome(loops: [report(cycle: ab, valuesRepeat: true)]), expected: .guardDidNotHold),
    ])
    func agreement(_ testCase: Case) {
        let agreement = LoopAgreement.judge(testCase.cycles, testCase.outcome)
        #expect(agreement == testCase.expected)
        let agrees: Set<String> = ["no_cycle_no_loop", "guarded_no_loop", "unguarded_and_looped"]
        #expect(agreement.agrees == agrees.contains(agreement.code))
        #expect(TraceWording.agreement(agreement).hasPrefix(agreement.agrees ? "agree: " : "")
                || agreement == .notCompared)
    }

    @Test("how a scenario ended", arguments: [
        (nil, ScenarioVerdict.notRun, "error: not run"),
        (outcome(error: true), .runtimeError, "error: run-time error"),
        (outcome(failed: 1), .failed, "FAILED"),
        (outcome(loops: [report(cycle: ab, valuesRepeat: true)], failed: 1), .failedWithLoops, "FAILED, loops"),
        (outcome(), .noLoop, "no loop"),
        (outcome(loops: [report(cycle: ab, valuesRepeat: true)]), .loopsAsExpected, "loops, as expected"),
    ] as [(ScenarioOutcome?, ScenarioVerdict, String)])
    func scenarioVerdict(_ outcome: ScenarioOutcome?, _ expected: ScenarioVerdict, _ text: String) {
        #expect(ScenarioVerdict.of(outcome) == expected)
        #expect(TraceWording.verdict(expected) == text)
    }

    @Test("guards are listed in a fixed order: operators' by what they depend on and name, then the rest")
    func guardOrder() {
        let distinct = BindingGraph.Guard.operatorGuard(.init(kind: .value, name: "distinct()"))
        let filter = BindingGraph.Guard.operatorGuard(.init(kind: .value, name: "filter"))
        let take = BindingGraph.Guard.operatorGuard(.init(kind: .count, name: "take()"))
        let debounce = BindingGraph.Guard.operatorGuard(.init(kind: .timeOrState, name: "debounce"))
        let guards: [BindingGraph.Guard] = [
            .silentControl(keyword: "field", name: "z"), .twoWay(.rx), .silentControl(keyword: "terminal", name: "a"),
            debounce, take, distinct, .condition, filter,
            .twoWay(.bibinding),
        ]
        #expect(guards.sorted() == [
            distinct, filter, take, debounce, .condition, .twoWay(.bibinding), .twoWay(.rx),
            .silentControl(keyword: "terminal", name: "a"), .silentControl(keyword: "field", name: "z"),
        ])
    }
}
