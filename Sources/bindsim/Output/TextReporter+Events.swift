import BindKit

// How events, cycles, loops and verdicts read as text.
extension TextReporter {
    /// Writes what `event` says into `text`; false when this detail level does not show it.
    func describe(_ event: TraceEvent, into text: inout TextBytes) -> Bool {
        let value = event.value as? Value
        let node = event.node ?? "?"
        func appendValue(_ text: inout TextBytes) {
            if let value { text.append(trace: value) } else { text.append("-") }
        }
        func appendNodeAndKind(_ text: inout TextBytes) {
            text.append(node)
            text.append(ascii: UInt8(ascii: " "))
            if let kind = event.nodeKind { text.append(kind.scenarioKeyword) }
        }
        func appendDue(_ text: inout TextBytes, _ due: Int) {
            text.append("t=")
            text.append(TextReporter.milliseconds(Double(due) / 1_000_000))
        }
        switch event.kind {
        case .announce:
            appendNodeAndKind(&text)
            text.append(" announces ")
            appendValue(&text)
            if let older = event.reentrantOver as? Value {
                paint.yellow(into: &text) {
                    $0.append("  ! re-entrant: ")
                    $0.append(node)
                    $0.append(" is still delivering ")
                    $0.append(trace: older)
                }
            }
        case .deliver:
            // The compact form keeps the deliveries that carry a marker.
            guard detail == .full || event.outOfOrder else { return false }
            text.append("→ ")
            text.append(event.via ?? "subscriber")
            text.append(" receives ")
            appendValue(&text)
            if event.outOfOrder {
                paint.yellow(into: &text) {
                    $0.append("  ! out of order: ")
                    appendValue(&$0)
                    $0.append(" arrives after a newer value of ")
                    $0.append(node)
                    $0.append(" (RxSwift #713)")
                }
            }
        case .replay:
            guard detail == .full else { return false }
            text.append("→ ")
            text.append(event.via ?? "subscriber")
            text.append(" receives ")
            appendValue(&text)
            text.append("  ")
            paint.dim(into: &text) {
                $0.append("(replay of ")
                $0.append(node)
                $0.append("'s current value)")
            }
        case .silentSet:
            appendNodeAndKind(&text)
            text.append(" set to ")
            appendValue(&text)
            text.append("  ")
            paint.dim(into: &text) { $0.append("(silent: a programmatic set sends no event)") }
        case .drop:
            paint.dim(into: &text) {
                $0.append("✕ ")
                appendValue(&$0)
                $0.append(" dropped by ")
                $0.append(event.note ?? "an operator")
            }
        case .schedule:
            guard detail == .full else { return false }
            paint.dim(into: &text) {
                $0.append("⏲ ")
                appendValue(&$0)
                $0.append(" scheduled by ")
                $0.append(event.note ?? "a timer")
                $0.append(" for ")
                if let due = event.dueTime { appendDue(&$0, due) } else { $0.append("later") }
            }
        case .fire:
            paint.cyan(into: &text) {
                if let due = event.dueTime { appendDue(&$0, due) }
                $0.append(ascii: UInt8(ascii: " "))
                $0.append(event.note ?? "timer")
                $0.append(" delivers ")
                appendValue(&$0)
            }
        case .cutOff:
            guard let loop = event.loop else { return false }
            paint.red(into: &text) {
                $0.append("✂ ")
                $0.append(TextReporter.describe(loop))
            }
        }
        return true
    }

    /// One line describing a cut-off.
    static func describe(_ loop: LoopReport) -> String {
        let why: String
        switch loop.reason {
        case .reentries:
            why = loop.crossesHops
                ? "a node came round again more than \(loop.budget) times on one causal chain, across scheduler hops"
                : "a node was re-entered more than \(loop.budget) times on one causal chain"
        case .events: why = "the step made more than \(loop.budget) deliveries"
        case .turns: why = "more than \(loop.budget) turns ran at one virtual instant"
        }
        let cycle = loop.cycle.isEmpty ? "no node repeats on the chain" : "cycle \(loop.cycleDescription)"
        let values: String
        switch loop.valuesRepeat {
        case .some(true): values = ", the same value goes round (a dedupe such as distinct() would stop it)"
        case .some(false): values = ", the values keep changing"
        case .none: values = ""
        }
        return "loop cut off: \(why); \(cycle)\(values)"
    }

    /// `100ms`, `1.5ms`: virtual milliseconds without a trailing `.0`.
    static func milliseconds(_ value: Double) -> String {
        LiteralText.number(value) + "ms"
    }

    /// Where a step is, for messages: `step 3 (line 12)` or `the end step`.
    static func place(of step: StepInfo) -> String {
        step.isEnd ? "the end step" : "step \(step.number) (line \(step.line))"
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

    static func describe(_ agreement: LoopAgreement) -> String {
        switch agreement {
        case .notCompared: "not compared: a run-time error stopped the run"
        case .noCycleNoLoop: "agree: no cycle, no loop"
        case .guardedNoLoop: "agree: every cycle is guarded and no step looped"
        case .unguardedAndLooped: "agree: an unguarded cycle, and the run looped"
        case .unguardedButQuiet(let cycles):
            "differ: \(cycles.map { $0.joined(separator: " -> ") }.joined(separator: ", ")) has no guard, "
                + "but no value went round it at run time "
                + "(the cycle is never entered, or a step only writes nodes outside it)"
        case .budgetWithoutCycle:
            "differ: no static cycle, but a step exceeded a budget "
                + "(a fan-out or a long chain too large for the budgets)"
        case .guardedButValuesChanged:
            "differ: every cycle has a guard, but the values kept changing, "
                + "so a guard that only drops repeats did not stop it"
        case .guardDidNotHold:
            "differ: every cycle has a guard, but the run looped (the guard does not hold on this path)"
        }
    }

    static func describe(_ verdict: ScenarioVerdict) -> String {
        switch verdict {
        case .notRun: "error: not run"
        case .runtimeError: "error: run-time error"
        case .failed: "FAILED"
        case .failedWithLoops: "FAILED, loops"
        case .noLoop: "no loop"
        case .loopsAsExpected: "loops, as expected"
        }
    }
}
