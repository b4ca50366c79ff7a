import BindKit

// Actions: user edits, keystrokes, programmatic writes and the passing of time.
extension ScenarioRun {
    /// Carries out `action` inside the step (or the `on` block) that is running.
    func apply(_ action: Action) {
        switch action {
        case .user(let index, let value):
            guard let node = node(at: index), checkType(value, node) else { return }
            node.editAsUser(value)
        case .set(let index, let value):
            guard let node = node(at: index) else { return }
            write(value, into: node)
        case .type(let index, let text, let every):
            guard let node = node(at: index) else { return }
            typeText(text, into: node, everyMilliseconds: every)
        case .wait(let milliseconds):
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
                scheduler.advance(by: .milliseconds(every))
                if runtime.isCutOff || isStopped { return }
            }
            typed.append(character)
            let value = Value.string(typed)
            guard checkType(value, node) else { return }
            node.editAsUser(value)
            if !runtime.isCutOff { scheduler.runDue() }
        }
    }

    /// Writes `value` into `node` programmatically, checking its type annotation.
    func write(_ value: Value, into node: ScenarioNode) {
        guard checkType(value, node) else { return }
        node.setProgrammatically(value)
    }

    /// Whether `value` fits `node`'s type annotation; if not, the run stops with an
    /// error at the top-level statement being run.
    private func checkType(_ value: Value, _ node: ScenarioNode) -> Bool {
        if node.accepts(value) { return true }
        fail(RuntimeError(.runtimeTypeMismatch(value: value.traceText, name: node.name,
                                               type: node.declaration.type?.description ?? ""),
                          at: currentRange ?? node.declaration.range))
        return false
    }
}
