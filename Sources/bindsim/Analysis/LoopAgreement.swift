/// Whether the static loop check and the run agree about loops, and if not, why.
/// Analysis decides; printers only render it (JSON carries `code`).
enum LoopAgreement: Equatable, Sendable {
    /// A run-time error stopped the run, so there is nothing to compare.
    case notCompared
    /// No static cycle, and no step looped.
    case noCycleNoLoop
    /// Every static cycle is guarded, and no step looped.
    case guardedNoLoop
    /// An unguarded static cycle, and the run looped.
    case unguardedAndLooped
    /// These unguarded cycles (node paths) never carried a value round at run time:
    /// the cycle is never entered, or a step only writes nodes outside it.
    case unguardedButQuiet(cycles: [[String]])
    /// No static cycle (or none on the loops' chains), yet a step exceeded a budget:
    /// a fan-out or a long chain too large for the budgets.
    case budgetWithoutCycle
    /// Every cycle is guarded, but the values going round kept changing, so a guard
    /// that only drops repeats did not stop them.
    case guardedButValuesChanged
    /// Every cycle is guarded, but the run looped: the guard does not hold on this path.
    case guardDidNotHold

    /// A stable code for JSON and tools.
    var code: String {
        switch self {
        case .notCompared: "not_compared"
        case .noCycleNoLoop: "no_cycle_no_loop"
        case .guardedNoLoop: "guarded_no_loop"
        case .unguardedAndLooped: "unguarded_and_looped"
        case .unguardedButQuiet: "unguarded_but_quiet"
        case .budgetWithoutCycle: "budget_without_cycle"
        case .guardedButValuesChanged: "guarded_but_values_changed"
        case .guardDidNotHold: "guard_did_not_hold"
        }
    }

    /// Whether the static check and the run say the same.
    var agrees: Bool {
        switch self {
        case .noCycleNoLoop, .guardedNoLoop, .unguardedAndLooped: true
        case .notCompared, .unguardedButQuiet, .budgetWithoutCycle, .guardedButValuesChanged, .guardDidNotHold: false
        }
    }

    /// Compares the static cycles of a scenario with what its run did.
    static func judge(_ cycles: [StaticCycle], _ outcome: ScenarioOutcome) -> LoopAgreement {
        if outcome.runtimeError != nil { return .notCompared }
        let unguarded = cycles.filter(\.hasUnguardedCycle)
        let looped = !outcome.loops.isEmpty
        switch (unguarded.isEmpty, looped) {
        case (true, false):
            return cycles.isEmpty ? .noCycleNoLoop : .guardedNoLoop
        case (false, true):
            return .unguardedAndLooped
        case (false, false):
            return .unguardedButQuiet(cycles: unguarded.map(\.path))
        case (true, true):
            let reports = outcome.loops.map(\.report)
            if cycles.isEmpty || reports.allSatisfy({ $0.cycle.isEmpty }) { return .budgetWithoutCycle }
            if reports.contains(where: { $0.valuesRepeat == false }) { return .guardedButValuesChanged }
            return .guardDidNotHold
        }
    }
}

/// How one scenario's run ended, for the comparison table.
enum ScenarioVerdict: String, Sendable, CaseIterable {
    /// The file could not be read, parsed or checked.
    case notRun = "not_run"
    /// A run-time error stopped the run.
    case runtimeError = "runtime_error"
    /// An expectation failed; no step looped.
    case failed
    /// An expectation failed (or a loop was unexpected), and some step looped.
    case failedWithLoops = "failed_with_loops"
    /// Every expectation held and no step looped.
    case noLoop = "no_loop"
    /// Every expectation held; the steps that looped were expected to.
    case loopsAsExpected = "loops_as_expected"
    /// A `--styles` variant: the file expects a loop, an error or an overwrite that this
    /// style prevents, and every other expectation held.
    case fixed

    /// The verdict of a run; nil when the scenario did not run.
    static func of(_ outcome: ScenarioOutcome?) -> ScenarioVerdict {
        guard let outcome else { return .notRun }
        if outcome.runtimeError != nil { return .runtimeError }
        if outcome.failed > 0 { return outcome.loops.isEmpty ? .failed : .failedWithLoops }
        if !outcome.fixed.isEmpty { return .fixed }
        return outcome.loops.isEmpty ? .noLoop : .loopsAsExpected
    }

    /// A stable code for JSON and tools.
    var code: String { rawValue }
}
