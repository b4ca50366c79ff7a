import BindKit

// How events, cycles, loops and verdicts read as text.
extension TextReporter {
    /// Writes what `event` says into `text`; false when this detail level does not show it.
    func describe(_ event: TraceEvent, notes: EventNotes, into text: inout TextBytes) -> Bool {
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
            if let overwrite = notes.overwrite { appendOverwrite(overwrite, into: &text) }
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
            guard detail == .full || event.outOfOrder || notes.typed != nil else { return false }
            text.append("→ ")
            text.append(event.via ?? "subscriber")
            text.append(" receives ")
            appendValue(&text)
            if let typed = notes.typed {
                text.append("  ")
                paint.dim(into: &text) {
                    $0.append("(the field shows ")
                    appendValue(&$0)
                    $0.append(", typed ")
                    $0.append(trace: typed)
                    $0.append(")")
                }
            }
            if event.outOfOrder {
                paint.yellow(into: &text) {
                    $0.append("  ! out of order: ")
                    $0.append(node)
                    $0.append(" already delivered a newer value (RxSwift #713)")
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
                $0.append(")")
            }
        case .silentSet:
            appendNodeAndKind(&text)
            text.append(" set to ")
            appendValue(&text)
            text.append("  ")
            paint.dim(into: &text) { $0.append("(silent)") }
            if let overwrite = notes.overwrite { appendOverwrite(overwrite, into: &text) }
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
        case .terminate:
            // A subscription ended (version 3); a scenario's nodes never end.
            guard let via = event.via else { return false }
            if let error = event.value as? RuntimeError {
                paint.red(into: &text) {
                    $0.append("✕ ")
                    $0.append(via)
                    $0.append(" ended by an error at ")
                    $0.appendDecimal(error.range.start.line)
                    $0.append(ascii: UInt8(ascii: ":"))
                    $0.appendDecimal(error.range.start.column)
                    $0.append(": ")
                    $0.append(error.message.text)
                    $0.append(" [")
                    $0.append(error.message.code)
                    $0.append("]")
                }
                if bindings.contains(TextReporter.binding(of: via)) {
                    paint.dim(into: &text) { $0.append("  (a DEBUG build of RxSwift stops in fatalError in bind(to:))") }
                }
            } else {
                paint.dim(into: &text) {
                    $0.append(via)
                    $0.append(" completed")
                }
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

    /// `  ! overwrites the user's edit "13"`, and for a stale write what started it.
    private func appendOverwrite(_ overwrite: Overwrite, into text: inout TextBytes) {
        paint.yellow(into: &text) {
            $0.append("  ! overwrites the user's edit ")
            $0.append(trace: overwrite.edit)
            if overwrite.isStale {
                $0.append(" (stale: started by line ")
                $0.appendDecimal(overwrite.originLine)
                $0.append(" at t=")
                $0.append(TextReporter.milliseconds(overwrite.originMilliseconds))
                $0.append(")")
            }
        }
    }

    /// The subscription a trace label names: `b1` for `b1` and for a direction `b1 a→b`.
    static func binding(of label: String) -> String {
        label.split(separator: " ", maxSplits: 1).first.map(String.init) ?? label
    }

    /// One line describing a cut-off; `hint` adds what would stop a loop whose value repeats.
    static func describe(_ loop: LoopReport, hint: Bool = false) -> String {
        let why: String
        switch loop.reason {
        case .reentries:
            why = loop.crossesHops ? "after \(loop.budget) rounds across scheduler hops"
                : "after \(loop.budget) re-entries"
        case .events: why = "after \(loop.budget) deliveries in the step"
        case .turns: why = "after \(loop.budget) turns at one instant"
        }
        let cycle = loop.cycle.isEmpty ? "no node repeats" : loop.cycleDescription
        let values: String
        switch loop.valuesRepeat {
        case .some(true): values = hint ? ", the same value each round (distinct() would stop it)" : ", same value each round"
        case .some(false): values = ", values keep changing"
        case .none: values = ""
        }
        return "loop cut off \(why): \(cycle)\(values)"
    }

    /// The final values line: `final  a=1  b="x"  p=-` (at most 100 nodes, so that the
    /// line stays bounded for generated scenarios with many).
    static func describe(_ values: [FinalValue]) -> String {
        let shown = values.prefix(100).map { "\($0.name)=\($0.value.map { TextReporter.short($0) } ?? "-")" }
        let more = values.count > 100 ? "  … \(values.count - 100) more" : ""
        return "  final  " + shown.joined(separator: "  ") + more
    }

    /// A value as a trace line shows it (shortened when long).
    static func short(_ value: Value) -> String {
        var text = TextBytes()
        text.append(trace: value)
        return String(decoding: text.bytes, as: UTF8.self)
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
            text += "guarded by " + describe(cycle.guards)
        }
        if cycle.crossesHop { text += " (crosses a scheduler hop)" }
        return text
    }

    /// Guards in their order, the silent sets of controls grouped:
    /// `distinct(); silent sets of firstField, fullField`.
    static func describe(_ guards: [BindingGraph.Guard]) -> String {
        var parts: [String] = []
        var silent: [String] = []
        for guardOnEdge in guards {
            if case .silentControl(_, let name) = guardOnEdge { silent.append(name) } else { parts.append(guardOnEdge.description) }
        }
        if silent.count == 1, case .silentControl(let keyword, let name)? = guards.last {
            parts.append("silent set of \(keyword) \(name)")
        } else if !silent.isEmpty {
            parts.append("silent sets of " + silent.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
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
        case .fixed: "fixed"
        }
    }

    /// A verdict as the comparison shows it: a fixed variant says what it fixed.
    static func describe(_ verdict: ScenarioVerdict, fixed: [FixedBehaviour]) -> String {
        guard verdict == .fixed, !fixed.isEmpty else { return describe(verdict) }
        return "fixed: " + fixed.map(\.rawValue).joined(separator: ", ")
    }
}
