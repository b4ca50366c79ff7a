import BindKit

// Actions: user edits, keystrokes, programmatic writes and the passing of time.
extension ScenarioRun {
    /// Carries out `action` inside the step (or the `on` block) that is running.
    func apply(_ action: Action) {
        switch action {
        case .user(let index, let value):
            guard let node = node(at: index), checkStorable(value, node) else { return }
            node.editAsUser(value)
        case .set(let index, let value):
            guard let node = node(at: index) else { return }
            write(value, into: node)
        case .type(let index, let text, let every):
            guard let node = node(at: index) else { return }
            typeText(text, into: node, everyMilliseconds: every)
        case .wait(let milliseconds):
            guard clockCanAdvance(byMilliseconds: milliseconds) else { return }
            scheduler.advance(by: .milliseconds(milliseconds))
        case .waitForNextTimer:
            if let due = scheduler.nextDueTime { scheduler.advance(to: due) }
        }
    }

    /// Types `text` one character at a time; work due at each instant runs before
    /// the next character, and `every` advances the clock between characters.
    private func typeText(_ text: String, into node: ScenarioNode, everyMilliseconds every: Int?) {
        var typed = ""
        for (index, character) in text.enumerated() {
            if runtime.isCutOff || isStopped { return }
            if index > 0, let every {
                guard clockCanAdvance(byMilliseconds: every) else { return }
                scheduler.advance(by: .milliseconds(every))
                if runtime.isCutOff || isStopped { return }
            }
            typed.append(character)
            let value = Value.string(typed)
            guard checkStorable(value, node) else { return }
            node.editAsUser(value)
            if !runtime.isCutOff { scheduler.runDue() }
        }
    }

    /// Writes `value` into `node` programmatically, checking its type annotation.
    func write(_ value: Value, into node: ScenarioNode) {
        guard checkStorable(value, node) else { return }
        node.setProgrammatically(value)
    }

    /// Whether `value` may be stored in `node`: it fits the node's type annotation
    /// and the value limits (a tuple or pair built by an operator is checked here).
    /// If not, the run stops with an error at the top-level statement being run.
    private func checkStorable(_ value: Value, _ node: ScenarioNode) -> Bool {
        let place = currentRange ?? node.declaration.range
        if let problem = ValueLimits.problem(in: value) {
            fail(RuntimeError(problem, at: place))
            return false
        }
        if node.accepts(value) { return true }
        fail(RuntimeError(.runtimeTypeMismatch(value: value.traceText, name: node.name,
                                               type: node.declaration.type?.description ?? ""), at: place))
        return false
    }

    /// Whether the clock can advance by `milliseconds` without passing its end;
    /// if not, the run stops with an error.
    private func clockCanAdvance(byMilliseconds milliseconds: Int) -> Bool {
        let nanoseconds = milliseconds.multipliedReportingOverflow(by: 1_000_000)
        if !nanoseconds.overflow, !scheduler.now.addingReportingOverflow(nanoseconds.partialValue).overflow {
            return true
        }
        fail(RuntimeError(.clockOverflow, at: currentRange ?? SourceRange(at: .start)))
        return false
    }
}
