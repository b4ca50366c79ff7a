import BindKit

/// A scenario's loop check (`trace --loop-check`, the report): the static cycles of
/// its binding graph, the loops its run cut off, and whether the two agree. Decided
/// here; reporters only render it.
struct LoopCheck {
    var cycles: [StaticCycle]
    var loops: [(step: StepInfo, report: LoopReport)]
    var agreement: LoopAgreement
    /// How the file's semantics spells the guard that drops a repeated value (`distinct()`).
    var dedupe: String

    /// The loop check of `program`, its two-way bindings in `twoWayStyle` (nil: as
    /// written), against a run of it that ended with `outcome`.
    init(program: Program, twoWayStyle: BindingStyle? = nil, outcome: ScenarioOutcome) {
        dedupe = program.semantics.dedupeSpelling
        cycles = LoopAnalysis.cycles(in: BindingGraph(program: program, twoWayStyle: twoWayStyle))
        loops = outcome.loops
        agreement = LoopAgreement.judge(cycles, outcome)
    }
}
