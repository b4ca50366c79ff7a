/// How bindsim words what it traces and analyses: each event's line and its markers
/// (re-entrant, out of order, an overwritten edit), loops, cycles, guards, verdicts,
/// places and times. The text trace, the marble diagrams' notes and the report all
/// take their words from here (docs/cli.md, "The trace").
enum TraceWording {
    // MARK: Events

    /// Writes the trace line of `event` into `text` (markers painted by `paint`); false
    /// when `detail` does not show this event.
    static func appendLine(of event: RunEvent, _ context: EventContext, detail: TraceDetail, paint: Painter,
                           into text: inout TextBytes) -> Bool {
        let value = event.value
        switch event.kind {
        case .announce:
            appendNodeAndKind(of: event, into: &text)
            text.append(" announces ")
            appendCarriedOrTap(of: event, value, into: &text)
            if let order = event.note { appendUnspecifiedOrder(order, of: event, paint: paint, into: &text) }
            if let older = event.reentrantOver {
                paint.yellow(into: &text) { marker in
                    marker.append("  ! ")
                    appendReentrant(node: event.node ?? "?", stillDelivering: older, into: &marker)
                    if context.firstReentrancyAnomaly {
                        marker.append(" (RxSwift's debug build warns here: \"Reentrancy anomaly was detected\")")
                    }
                }
            }
            // A `user` inside an `on` block is a programmatic write: it can overwrite (version 3).
            appendOverwriteMarker(context.overwrite, paint: paint, into: &text)
        case .deliver where event.nodeKind == .observable:
            appendTrackerFires(event, value, paint: paint, into: &text)
        case .deliver:
            // The compact form keeps the deliveries that carry a marker.
            guard detail == .full || event.outOfOrder || context.typed != nil else { return false }
            appendReceipt(of: event, value, into: &text)
            if let typed = context.typed {
                text.append("  ")
                paint.dim(into: &text) {
                    $0.append("(the field shows ")
                    appendValue(value, into: &$0)
                    $0.append(", typed ")
                    $0.append(trace: typed)
                    $0.append(")")
                }
            }
            if event.outOfOrder {
                paint.yellow(into: &text) { marker in
                    marker.append("  ! ")
                    appendOutOfOrder(from: event.node ?? "?", into: &marker)
                }
            }
        case .replay:
            guard detail == .full else { return false }
            appendReplay(event, value, paint: paint, into: &text)
        case .silentSet:
            appendSilentSet(event, value, overwrite: context.overwrite, paint: paint, into: &text)
        case .store:
            appendStore(event, value, overwrite: context.overwrite, paint: paint, into: &text)
        case .staleRead:
            appendStaleRead(event, value, paint: paint, into: &text)
        case .drop:
            paint.dim(into: &text) {
                $0.append("✕ ")
                appendValue(value, into: &$0)
                $0.append(" dropped by ")
                $0.append(event.note ?? "an operator")
            }
        case .schedule:
            guard detail == .full else { return false }
            paint.dim(into: &text) { appendSchedule(of: event, value, into: &$0) }
        case .fire:
            paint.cyan(into: &text) { appendFire(event, subscription: context.subscription, into: &$0) }
        case .terminate:
            // A subscription ended (version 3); a scenario's nodes never end.
            guard let via = event.via else { return false }
            appendEnd(of: via, error: event.error, endsBinding: context.endsBinding, inCombine: context.inCombine, paint: paint,
                      into: &text)
        case .model:
            guard let step = event.swiftUI else { return false }
            appendSwiftUI(step, paint: paint, into: &text)
        case .cutOff:
            guard let loop = event.loop else { return false }
            paint.red(into: &text) {
                $0.append("✂ ")
                $0.append(TraceWording.loop(loop))
            }
        }
        return true
    }

    /// A line of SwiftUI's update cycle, with its rule's tag (`[ui C2 reported: TCA #380]`).
    static func appendSwiftUI(_ step: SwiftUIEvent, paint: Painter, into text: inout TextBytes) {
        func tag(_ tags: String..., into text: inout TextBytes) {
            text.append("  ")
            paint.dim(into: &text) { $0.append(tags.map { "[ui \($0)]" }.joined(separator: " ")) }
        }
        switch step {
        case .appears(let view):
            text.append(view)
            text.append(" appears")
        case .userEdit(let control, let shows):
            text.append(control)
            text.append(" shows ")
            appendValue(shows, into: &text)
            text.append(" as typed and writes its binding")
            tag("C1 doc", into: &text)
        case .setterRuns(let control, let value):
            text.append("→ ")
            text.append(control)
            text.append("'s setter receives ")
            appendValue(value, into: &text)
        case .tap(let button):
            text.append("→ ")
            text.append(button)
            text.append("'s action runs")
        case .stateSet(let node, let value, let equal):
            text.append("state ")
            text.append(node)
            text.append(" = ")
            appendValue(value, into: &text)
            if equal {
                text.append("  ")
                paint.dim(into: &text) { $0.append("(equal to what it holds: nothing happens)") }
            }
            tag("S1 measured", into: &text)
        case .invalidated(let view, let node):
            text.append("→ ")
            text.append(view)
            text.append(" invalidated")
            paint.dim(into: &text) {
                $0.append("  (its body read ")
                $0.append(node)
                $0.append(")")
            }
            tag("S4 doc", into: &text)
        case .endOfTransaction(let views):
            paint.cyan(into: &text) {
                $0.append("end of transaction: ")
                $0.append(views.isEmpty ? "nothing invalidated, no view renders" : views.joined(separator: ", ") + " render")
            }
            tag("S2 measured", into: &text)
        case .render(let view, let number):
            text.append(view)
            text.append(" body runs (render ")
            text.append(String(number))
            text.append(")")
        case .showsValue(let control, let value):
            text.append(control)
            text.append(" shows ")
            appendValue(value, into: &text)
            tag("S2 measured", into: &text)
        case .refreshed(let control, let value):
            text.append(control)
            text.append(" shows ")
            appendValue(value, into: &text)
            paint.dim(into: &text) { $0.append("  (its binding's value)") }
            tag("C3 reported", into: &text)
        case .diverged(let control, let shows, let binding):
            paint.yellow(into: &text) {
                $0.append("! ")
                $0.append(control)
                $0.append(" shows ")
                appendValue(shows, into: &$0)
                $0.append(" but its binding reads ")
                appendValue(binding, into: &$0)
                $0.append(": diverged")
            }
            tag("C2 reported: TCA #380", into: &text)
        case .onChange(let label, let old, let new, let initial):
            text.append("→ ")
            text.append(label)
            text.append(" runs with old ")
            appendValue(old, into: &text)
            text.append(", new ")
            appendValue(new, into: &text)
            paint.dim(into: &text) { $0.append(initial ? "  (initial: the view appeared)" : "  (after the update)") }
            if initial { tag("O2 doc", into: &text) } else { tag("O1 doc", "O3 reimpl", into: &text) }
        case .warning(let warning):
            paint.yellow(into: &text) {
                $0.append("⚠ SwiftUI warns: \"")
                $0.append(warning.message)
                $0.append("\"")
            }
            tag(warning == .stateDuringUpdate ? "W1 reported" : "W2 reimpl", into: &text)
        case .droppedWrite(let node, let value):
            paint.dim(into: &text) {
                $0.append("✕ ")
                $0.append(node)
                $0.append(" = ")
                appendValue(value, into: &$0)
                $0.append(" dropped: written during the update")
            }
            tag("W1a reimpl", into: &text)
        case .deferredInvalidation(let view):
            text.append("→ ")
            text.append(view)
            text.append("'s invalidation deferred to the next update")
            tag("W2a reimpl", into: &text)
        }
    }

    /// `  (order unspecified in Combine; this run: b1, on1) [combine C7]`: Swift's registrar and
    /// Combine's subjects keep their subscribers in a Set.
    private static func appendUnspecifiedOrder(_ order: String, of event: RunEvent, paint: Painter,
                                               into text: inout TextBytes) {
        let observation = event.nodeKind == .observable
        paint.dim(into: &text) {
            $0.append(observation ? "  (order unspecified in Observation; this run: "
                                  : "  (order unspecified in Combine; this run: ")
            $0.append(order)
            $0.append(observation ? ") [obs 6]" : ") [combine C7]")
        }
    }

    /// `t=300ms debounce delivers "rx" to search`: scheduled work running, with the subscription
    /// whose chain it travels when one is known.
    static func appendFire(_ event: RunEvent, subscription: String?, into text: inout TextBytes) {
        if let due = event.dueTime { appendDue(due, into: &text) }
        text.append(ascii: UInt8(ascii: " "))
        text.append(event.note ?? "timer")
        if event.value == nil && event.tick == nil {
            // A main-actor job (`task`, `observe`'s hop) carries no value.
            text.append(" runs")
            return
        }
        text.append(" delivers ")
        appendCarried(of: event, into: &text)
        if let subscription {
            text.append(" to ")
            text.append(subscription)
        }
    }

    /// `→ t1 fires  (in the willSet of a = "x": not stored yet)`: a tracker's onChange starts
    /// inside the write's willSet (Observation).
    private static func appendTrackerFires(_ event: RunEvent, _ value: Value?, paint: Painter, into text: inout TextBytes) {
        text.append("→ ")
        text.append(event.via ?? "tracker")
        text.append(" fires")
        paint.dim(into: &text) {
            $0.append("  (in the willSet of ")
            $0.append(event.node ?? "?")
            $0.append(" = ")
            appendValue(value, into: &$0)
            $0.append(": not stored yet) [obs 1]")
        }
    }

    /// `a observable stores "x"`, with the lost write it replaced and the overwrite it makes.
    private static func appendStore(_ event: RunEvent, _ value: Value?, overwrite: Overwrite?, paint: Painter,
                                    into text: inout TextBytes) {
        appendNodeAndKind(of: event, into: &text)
        text.append(" stores ")
        appendValue(value, into: &text)
        if event.observationNote == .unwound {
            text.append("  ")
            paint.dim(into: &text) { $0.append("(stored as the stopped step unwound) [obs 9]") }
        }
        appendOverwriteMarker(overwrite, paint: paint, into: &text)
        if let lost = event.replaced {
            paint.yellow(into: &text) { marker in
                marker.append("  ! lost write: ")
                marker.append(trace: lost)
                // Combine's @Published (C20) and Observation's setter (rule 9) lose it alike.
                marker.append(event.nodeKind == .published
                              ? ", written inside this write's willSet, is replaced [combine C20]"
                              : ", written inside this write's willSet, is replaced [obs 9]")
            }
        }
    }

    /// `a observable read as ""  ! stale: a is still "" (the write of "x" is pending)`.
    private static func appendStaleRead(_ event: RunEvent, _ value: Value?, paint: Painter, into text: inout TextBytes) {
        appendNodeAndKind(of: event, into: &text)
        text.append(" read as ")
        appendValue(value, into: &text)
        paint.yellow(into: &text) { marker in
            marker.append("  ! stale: ")
            marker.append(event.node ?? "?")
            marker.append(" is still ")
            marker.append(trace: value ?? .nil)
            if let pending = event.pending {
                marker.append(" (the write of ")
                marker.append(trace: pending)
                marker.append(" is pending) [obs 1]")
            }
        }
    }

    /// `re-entrant: r is still delivering 1`: a node announced during its own delivery.
    static func appendReentrant(node: String, stillDelivering older: Value, into text: inout TextBytes) {
        text.append("re-entrant: ")
        text.append(node)
        text.append(" is still delivering ")
        text.append(trace: older)
    }

    /// `out of order: r already delivered a newer value (RxSwift #713)`.
    static func appendOutOfOrder(from node: String, into text: inout TextBytes) {
        text.append("out of order: ")
        text.append(node)
        text.append(" already delivered a newer value (RxSwift #713)")
    }

    /// `overwrites the user's edit "13"`, and for a stale write what started it:
    /// `overwrites the user's edit "9" (stale: started by line 13 at t=0ms)`.
    static func appendOverwrite(_ overwrite: Overwrite, into text: inout TextBytes) {
        text.append("overwrites the user's edit ")
        text.append(trace: overwrite.edit)
        guard overwrite.isStale else { return }
        text.append(" (stale: started by line ")
        text.appendDecimal(overwrite.originLine)
        text.append(" at t=")
        text.append(milliseconds(overwrite.originMilliseconds))
        text.append(")")
    }

    private static func appendOverwriteMarker(_ overwrite: Overwrite?, paint: Painter, into text: inout TextBytes) {
        guard let overwrite else { return }
        paint.yellow(into: &text) { marker in
            marker.append("  ! ")
            appendOverwrite(overwrite, into: &marker)
        }
    }

    /// `✕ parse ended by an error at 10:19: MESSAGE [E0313]` (with the DEBUG note for a
    /// `bind`), or `b3 completed`: a subscription ended (version 3).
    /// Under Combine: `s finished`, or `✕ s failed at 15:1: boom` (a `fail`'s message, or the run-time error's).
    private static func appendEnd(of label: String, error: RuntimeError?, endsBinding: Bool, inCombine: Bool,
                                  paint: Painter, into text: inout TextBytes) {
        guard let error else {
            paint.dim(into: &text) {
                $0.append(label)
                $0.append(inCombine ? " finished" : " completed")
            }
            return
        }
        paint.red(into: &text) {
            $0.append("✕ ")
            $0.append(label)
            $0.append(inCombine ? " failed at " : " ended by an error at ")
            $0.appendDecimal(error.range.start.line)
            $0.append(ascii: UInt8(ascii: ":"))
            $0.appendDecimal(error.range.start.column)
            $0.append(": ")
            // A Combine failure's own message (`fail p with "boom"`) reads as written.
            if inCombine, case .streamError(let message) = error.message {
                $0.append(LiteralText.escaped(message, .message))
            } else {
                $0.append(error.message.text)
                $0.append(" [")
                $0.append(error.message.code)
                $0.append("]")
            }
        }
        if endsBinding {
            paint.dim(into: &text) { $0.append("  (a DEBUG build of RxSwift stops in fatalError in bind(to:))") }
        }
    }

    /// `b2 unbound`: an `unbind` disposed the subscription (version 3).
    static func appendUnbound(_ label: String, paint: Painter, into text: inout TextBytes) {
        paint.dim(into: &text) {
            $0.append(label)
            $0.append(" unbound")
        }
    }

    /// A phrase written by one of the `append` functions above, as a String.
    static func phrase(_ write: (inout TextBytes) -> Void) -> String {
        var text = TextBytes()
        write(&text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    private static func appendValue(_ value: Value?, into text: inout TextBytes) {
        if let value { text.append(trace: value) } else { text.append("-") }
    }

    /// What a scheduled item carries: a scenario value, or a timer's tick (an integer).
    private static func appendCarried(of event: RunEvent, into text: inout TextBytes) {
        if let tick = event.tick {
            text.appendDecimal(tick)
        } else {
            appendValue(event.value, into: &text)
        }
    }

    private static func appendNodeAndKind(of event: RunEvent, into text: inout TextBytes) {
        text.append(event.node ?? "?")
        text.append(ascii: UInt8(ascii: " "))
        if let kind = event.nodeKind { text.append(kind.keyword) }
    }

    /// `→ b1 receives 2`.
    private static func appendReceipt(of event: RunEvent, _ value: Value?, into text: inout TextBytes) {
        text.append("→ ")
        text.append(event.via ?? "subscriber")
        text.append(" receives ")
        appendCarriedOrTap(of: event, value, into: &text)
    }

    /// A button's tap carries nothing (RxCocoa's `Void`, the language's `nil`): the trace
    /// says `a tap` rather than `nil`.
    private static func appendCarriedOrTap(of event: RunEvent, _ value: Value?, into text: inout TextBytes) {
        if event.nodeKind == .button {
            text.append("a tap")
        } else {
            appendValue(value, into: &text)
        }
    }

    /// `→ b receives 0  (replay of c)`; a subscriber made while the node delivers gets the value
    /// being set (C10), as Apple's Combine gives it, and the line says so.
    private static func appendReplay(_ event: RunEvent, _ value: Value?, paint: Painter, into text: inout TextBytes) {
        appendReceipt(of: event, value, into: &text)
        text.append("  ")
        paint.dim(into: &text) {
            $0.append("(replay of ")
            $0.append(event.node ?? "?")
            if event.note == RunEvent.valueBeingSetNote {
                $0.append(": the value being set) [combine C10 Apple: OpenCombine#198; OpenCombine gives the old value]")
            } else {
                $0.append(")")
            }
        }
    }

    private static func appendSilentSet(_ event: RunEvent, _ value: Value?, overwrite: Overwrite?, paint: Painter,
                                        into text: inout TextBytes) {
        appendNodeAndKind(of: event, into: &text)
        text.append(" set to ")
        appendValue(value, into: &text)
        text.append("  ")
        paint.dim(into: &text) {
            switch event.observationNote {
            case .equalWrite?: $0.append("(equal: no announcement) [obs 10]")
            case .ignored?: $0.append("(@ObservationIgnored: no announcement)")
            case .unwound?, nil: $0.append("(silent)")
            }
        }
        appendOverwriteMarker(overwrite, paint: paint, into: &text)
    }

    /// `⏲ 1 scheduled by delay for t=100ms`.
    private static func appendSchedule(of event: RunEvent, _ value: Value?, into text: inout TextBytes) {
        text.append("⏲ ")
        if value == nil && event.tick == nil {
            // A main-actor job (`task`, `observe`'s hop) carries no value: `⏲ task queued for t=0ms`.
            text.append(event.note ?? "a job")
            text.append(" queued for ")
            if let due = event.dueTime { appendDue(due, into: &text) } else { text.append("later") }
            if event.resumesObservations { text.append("  ~ position among hops not fixed [obs 18]") }
            return
        }
        appendCarried(of: event, into: &text)
        text.append(" scheduled by ")
        text.append(event.note ?? "a timer")
        text.append(" for ")
        if let due = event.dueTime { appendDue(due, into: &text) } else { text.append("later") }
    }

    /// `t=100ms`, from a due time in nanoseconds.
    private static func appendDue(_ due: Int, into text: inout TextBytes) {
        text.append("t=")
        text.append(milliseconds(Double(due) / 1_000_000))
    }

    // MARK: Values, times and places

    /// A value as a trace line shows it (shortened when long).
    static func value(_ value: Value) -> String {
        phrase { $0.append(trace: value) }
    }

    /// `a=1  b="x"  p=-`: nodes with their values (`-` for none).
    static func values(_ values: [(name: String, value: Value?)]) -> String {
        values.map { "\($0.name)=\($0.value.map(TraceWording.value) ?? "-")" }.joined(separator: "  ")
    }

    /// The final values line: `final  a=1  b="x"  p=-` (at most 100 nodes, so that the
    /// line stays bounded for generated scenarios with many).
    static func finalValues(_ values: [FinalValue]) -> String {
        let shown = TraceWording.values(values.prefix(100).map { ($0.name, $0.value) })
        let more = values.count > 100 ? "  … \(values.count - 100) more" : ""
        return "  final  " + shown + more
    }

    /// `100ms`, `1.5ms`: virtual milliseconds without a trailing `.0`.
    static func milliseconds(_ value: Double) -> String {
        LiteralText.number(value) + "ms"
    }

    /// Where a step is, for messages: `step 3 (line 12)` or `the end step`.
    static func place(of step: StepInfo) -> String {
        step.isEnd ? "the end step" : "step \(step.number) (line \(step.line))"
    }

    // MARK: Loops and their analysis

    /// One line describing a cut-off; `hint` adds what would stop a loop whose value repeats.
    /// `dedupe` is the file's spelling of the guard that drops a repeated value.
    static func loop(_ loop: LoopReport, hint: Bool = false, dedupe: String = "distinct()") -> String {
        let why: String
        switch loop.reason {
        case .reentries:
            why = loop.crossesHops ? "after \(loop.budget) rounds across scheduler hops"
                : "after \(loop.budget) re-entries"
        case .events: why = "after \(loop.budget) deliveries in the step"
        case .turns: why = "after \(loop.budget) turns at one instant"
        case .nesting: why = "after \(loop.budget) blocks nested in one another (the call stack)"
        }
        let cycle = loop.cycle.isEmpty ? "no node repeats" : loop.cycleDescription
        let values: String
        switch loop.valuesRepeat {
        case .some(true):
            // Through an observable, the setter's equality check is what would stop it.
            let guardName = loop.throughObservation ? "an Equatable setter" : dedupe
            values = hint ? ", the same value each round (\(guardName) would stop it)" : ", same value each round"
        case .some(false): values = ", values keep changing"
        case .none: values = ""
        }
        let swift = loop.throughObservation ? (loop.crossesHops ? " (Swift: runs for ever)" : " (Swift: stack overflow)") : ""
        return "loop cut off \(why)\(swift): \(cycle)\(values)"
    }

    /// A static cycle's component: a line that says how many cycles run through which nodes
    /// and whether a guard breaks every one (else one that none breaks), then each edge with
    /// the guards that sit on it (indented two spaces further).
    static func cycle(_ cycle: StaticCycle) -> [String] {
        let count = (cycle.cycleCountIsExact ? "" : "at least ") + "\(cycle.cycleCount) cycle"
            + (cycle.cycleCount == 1 && cycle.cycleCountIsExact ? "" : "s")
        var head = count + " through " + cycle.nodes.joined(separator: ", ") + ": "
        if cycle.hasUnguardedCycle {
            head += "no guard on " + cycle.path.joined(separator: " -> ") + ": loops on the first value"
        } else {
            head += cycle.cycleCount == 1 && cycle.cycleCountIsExact ? "guarded" : "every one guarded"
        }
        if cycle.crossesHop { head += " (crosses a scheduler hop)" }
        let edges = cycle.edges.map { edge in
            let line = edge.line > 0 ? " (line \(edge.line))" : ""
            return "  \(edge.from) -> \(edge.to)\(line): " + (edge.guards.isEmpty ? "no guard" : guards(edge.guards))
        }
        return [head] + edges
    }

    /// How many static cycles `cycles` (components) hold: `5 static cycles in 1 component`.
    static func cycleTotal(_ cycles: [StaticCycle]) -> String {
        guard !cycles.isEmpty else { return "0 static cycles" }
        let total = cycles.reduce(0) { $0.addingReportingOverflow($1.cycleCount).partialValue }
        let exact = cycles.allSatisfy(\.cycleCountIsExact)
        return (exact ? "" : "at least ") + "\(total) static cycle\(total == 1 && exact ? "" : "s") in "
            + "\(cycles.count) component\(cycles.count == 1 ? "" : "s")"
    }

    /// Guards in their order, the silent sets of controls grouped:
    /// `distinct(); silent sets of firstField, fullField`.
    static func guards(_ guards: [BindingGraph.Guard]) -> String {
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

    static func agreement(_ agreement: LoopAgreement) -> String {
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

    static func verdict(_ verdict: ScenarioVerdict) -> String {
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

    /// A verdict as the comparison shows it: a fixed `--styles` variant says what it fixed.
    static func verdict(_ verdict: ScenarioVerdict, fixed: [FixedBehaviour]) -> String {
        guard verdict == .fixed, !fixed.isEmpty else { return self.verdict(verdict) }
        return "fixed: " + fixed.map(\.rawValue).joined(separator: ", ")
    }

    // MARK: The comparison table

    /// The line of a `tap` on a disabled button, which delivered nothing.
    static func ignoredTap(_ button: String) -> String {
        "tap ignored: \(LiteralText.printable(button)) is disabled"
    }

    /// The line of a `user` edit that cancelled earlier lost edits.
    static func cancelledLosses(_ cancelled: LostEditsCancelled) -> String {
        let edits = cancelled.count == 1 ? "1 lost edit" : "\(cancelled.count) lost edits"
        return "the user's new value of \(cancelled.node) replaces what was lost: \(edits) of it no longer \(cancelled.count == 1 ? "counts" : "count")"
    }

    static let comparisonHeader = ["scenario", "steps", "events", "deepest", "loops", "edits kept", "verdict"]

    /// A row's cells under `comparisonHeader`, `-` where the scenario did not run.
    static func comparisonCells(_ row: ComparisonRow) -> [String] {
        [row.path, row.steps.map(String.init) ?? "-", row.events.map(String.init) ?? "-",
         row.deepestNesting.map(String.init) ?? "-", row.loops.map(String.init) ?? "-",
         row.lostEdits.map { lost in lost == 0 ? "yes" : "no (\(lost) of \(row.edits ?? 0) edits lost)" } ?? "-",
         verdict(row.verdict, fixed: row.fixed)]
    }
}
