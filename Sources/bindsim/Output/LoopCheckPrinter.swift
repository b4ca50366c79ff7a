import BindKit

/// Prints the loop check: static cycles with their guards, what happened at run
/// time, whether the two agree (and why not), and the comparison table.
struct LoopCheckPrinter {
    let out: OutputSink
    let format: CommonOptions.Format
    let color: Bool

    private var paint: Painter { Painter(enabled: color) }

    func printAnalysis(_ cycles: [StaticCycle], outcome: ScenarioOutcome) {
        let agreement = LoopCheckPrinter.agreement(cycles, outcome)
        if format == .json {
            out.line(JSONWriter.object([
                ("type", .string("loop_check")),
                ("static_cycles", .array(cycles.map(LoopCheckPrinter.json))),
                ("looped_steps", .array(outcome.loops.map { step, report in
                    .object([
                        ("step", step.isEnd ? .string("end") : .number(Double(step.number))),
                        ("line", .number(Double(step.line))), ("loop", JSONPrinter.loop(report)),
                    ])
                })),
                ("agreement", .string(agreement)),
            ]))
            return
        }
        out.line(paint.bold("loop check"))
        out.line("  static cycles:")
        if cycles.isEmpty { out.line("    none: the binding graph has no cycle") }
        for cycle in cycles { out.line("    " + LoopCheckPrinter.describe(cycle)) }
        out.line("  at run time:")
        if outcome.loops.isEmpty { out.line("    no step looped") }
        for (step, report) in outcome.loops {
            let place = step.isEnd ? "end step" : "step \(step.number) (line \(step.line))"
            out.line("    \(place): \(TracePrinter.describe(report))")
        }
        out.line("  verdict: \(agreement)")
    }

    func printCheck(path: String, program: Program, cycles: [StaticCycle]) {
        if format == .json {
            out.line(JSONWriter.object([
                ("type", .string("check")), ("file", .string(path)), ("ok", .bool(true)),
                ("statements", .number(Double(program.statements.count))),
                ("static_cycles", .array(cycles.map(LoopCheckPrinter.json))),
            ]))
            return
        }
        let count = cycles.count
        out.line("\(path): ok: \(program.statements.count) statements, "
                 + "\(count) static cycle\(count == 1 ? "" : "s")")
        for cycle in cycles { out.line("  " + LoopCheckPrinter.describe(cycle)) }
    }

    static func describe(_ cycle: StaticCycle) -> String {
        var text = cycle.path.joined(separator: " -> ") + ": "
        if cycle.hasUnguardedCycle {
            text += "no guard: loops on the first value"
        } else {
            text += "guarded by " + cycle.guards.map(\.description).joined(separator: "; ")
        }
        if cycle.crossesHop { text += " (crosses a scheduler hop)" }
        return text
    }

    private static func json(_ cycle: StaticCycle) -> JSONWriter.JSON {
        .object([
            ("path", .array(cycle.path.map(JSONWriter.JSON.string))),
            ("guards", .array(cycle.guards.map { .string($0.description) })),
            ("unguarded", .bool(cycle.hasUnguardedCycle)),
            ("crosses_hop", .bool(cycle.crossesHop)),
        ])
    }

    /// Whether the static verdict and the run agree, and if not, why.
    static func agreement(_ cycles: [StaticCycle], _ outcome: ScenarioOutcome) -> String {
        let unguarded = cycles.filter(\.hasUnguardedCycle)
        let looped = !outcome.loops.isEmpty
        if outcome.runtimeError != nil {
            return "not compared: a run-time error stopped the run"
        }
        switch (unguarded.isEmpty, looped) {
        case (true, false):
            return cycles.isEmpty
                ? "agree: no cycle, no loop"
                : "agree: every cycle is guarded and no step looped"
        case (false, true):
            return "agree: an unguarded cycle, and the run looped"
        case (false, false):
            let names = unguarded.map { $0.path.joined(separator: " -> ") }.joined(separator: ", ")
            return "differ: \(names) has no guard, but no value went round it at run time "
                + "(the cycle is never entered, or a step only writes nodes outside it)"
        case (true, true):
            let reports = outcome.loops.map(\.report)
            if cycles.isEmpty || reports.allSatisfy({ $0.cycle.isEmpty }) {
                return "differ: no static cycle, but a step exceeded a budget "
                    + "(a fan-out or a long chain too large for the budgets)"
            }
            if reports.contains(where: { $0.valuesRepeat == false }) {
                return "differ: every cycle has a guard, but the values kept changing, "
                    + "so a guard that only drops repeats did not stop it"
            }
            return "differ: every cycle has a guard, but the run looped "
                + "(the guard does not hold on this path)"
        }
    }
}
