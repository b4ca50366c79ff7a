/// What `bindsim check` finds in a checked program after the front end, decided once for
/// `check` and the language server alike: the binding graph's static cycles, an unguarded
/// one as a warning (W0304) at the binding that closes it, and the round trips of two-way
/// transforms (W0410–W0413, `RoundTripCheck`).
struct StaticCheck {
    let cycles: [StaticCycle]
    /// The cycle warnings and the round-trip diagnostics, in source order.
    let diagnostics: [Diagnostic]
    /// How many of the round-trip diagnostics are warnings (the rest are notes).
    let roundTripWarnings: Int

    init(program: Program) {
        cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        // An unguarded cycle is not "ok": it is a warning at the binding that closes it.
        let warnings = cycles.compactMap { cycle -> Diagnostic? in
            guard cycle.hasUnguardedCycle, let index = cycle.closingStatement else { return nil }
            // A cycle through Observation's nodes is guarded by an Equatable setter or an `if`, not an operator.
            let throughObservation = cycle.path.contains { program.declaration(named: $0)?.kind.isObservation == true }
            return Diagnostic(.warning, .unguardedCycle(cycle.path.joined(separator: " -> ")),
                              at: program.statements[index].range,
                              help: throughObservation ? .guardTheObservationCycle
                                  : .guardTheCycle(dedupe: program.semantics.dedupeSpelling))
        }
        let roundTrips = RoundTripCheck(program: program).diagnostics()
        diagnostics = Diagnostic.inSourceOrder(warnings + roundTrips)
        roundTripWarnings = roundTrips.filter { $0.severity == .warning }.count
    }
}
