import BindKit

// Actions: user edits, keystrokes, programmatic writes and the passing of time.
extension ScenarioRun {
    /// Carries out `action` inside the step (or the `on` block) that is running.
    /// `byUser` says a `user` action is the user's own edit (a top-level one): the
    /// events it causes have it as their origin. Inside an `on` block it is a
    /// programmatic write for that rule.
    func apply(_ action: Action, byUser: Bool = true) {
        switch action {
        case .user(let index, let value):
            guard let node = node(at: index), checkStorable(value, node) else { return }
            if node.kind == .textfield { return editTextField(node, to: value) }
            if byUser, node.kind.keepsUserEdits { cancelLosses(of: node.name) }
            if byUser { userEdits(node, to: value) }
            node.editAsUser(value)
        case .tap(let index):
            guard let button = node(at: index) else { return }
            if button.kind == .viewButton { return tapViewButton(button) }
            // UIKit sends a disabled button no `.touchUpInside`: the tap delivers nothing.
            if let state = program.declarationIndex(of: Declaration.enabledState(of: button.name)),
               node(at: state)?.currentValue == .bool(false) {
                ignoredTap = button.name
                return
            }
            button.editAsUser(.nil)
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
        case .complete(let index, let failure):
            guard let node = node(at: index) else { return }
            node.end(failure.map { .failure(self.failure($0)) } ?? .finished)
        }
    }

    /// The error `fail NAME with MESSAGE` sends, at the statement under way.
    func failure(_ message: String) -> RuntimeError {
        RuntimeError(.streamError(message), at: currentRange ?? file.lastLineRange)
    }

    /// Types `text` as a keyboard does, the cursor at the end: each character is
    /// appended to what the node shows at that moment (a formatter's or a late
    /// echo's text included) and is one user edit. Work due at each instant runs
    /// before the next character; `every` advances the clock between characters.
    private func typeText(_ text: String, into node: ScenarioNode, everyMilliseconds every: Int?) {
        for (index, character) in text.enumerated() {
            if runtime.isCutOff || isStopped { return }
            if index > 0, let every {
                guard clockCanAdvance(byMilliseconds: every) else { return }
                scheduler.advance(by: .milliseconds(every))
                if runtime.isCutOff || isStopped { return }
            }
            let shown: String
            switch shownText(of: node) ?? node.currentValue {
            case .string(let text): shown = text
            case .nil, nil: shown = ""
            case let other?:
                fail(RuntimeError(.typeIntoNonText(name: node.name, found: other.traceText),
                                  at: currentRange ?? program.declarations[node.index].range))
                return
            }
            let value = Value.string(shown + String(character))
            guard checkStorable(value, node) else { return }
            if every != nil {
                listener?.keystroke(Keystroke(node: node.name, character: String(character),
                                              milliseconds: milliseconds(scheduler.now)))
            }
            recorder.beginOrigin(line: currentRange?.start.line ?? 0, milliseconds: milliseconds(scheduler.now))
            if node.kind == .textfield {
                // Each keystroke is one SwiftUI event: its transaction is flushed before the next.
                editTextField(node, to: value)
                if !runtime.isCutOff && !isStopped && !isInBatch { flushSwiftUI() }
            } else {
                userEdits(node, to: value)
                node.editAsUser(value)
            }
            if !runtime.isCutOff && !isInBatch { scheduler.runDue() }
        }
    }

    /// The statement under way is the user's edit of `node` (a field's, terminal's or
    /// observable's counts as an edit that the program's writes can overwrite).
    private func userEdits(_ node: ScenarioNode, to value: Value) {
        guard node.kind.keepsUserEdits else { return }
        recorder.markUserEdit(of: node.name, value: value, storedAfterItsWillSet: node.kind == .observable)
        countEdit()
    }

    /// Writes `value` into `node` programmatically, checking its type annotation.
    func write(_ value: Value, into node: ScenarioNode) {
        guard checkStorable(value, node) else { return }
        switch node.storage {
        case .state(let box): return writeState(value, into: node, box: box)
        case .published where swiftUI != nil: willPublish(node)
        case .observable where swiftUI != nil:
            let outer = swiftUI?.observableBeingWritten
            swiftUI?.observableBeingWritten = node.name
            defer { swiftUI?.observableBeingWritten = outer }
            node.setProgrammatically(value)
            return
        default: break
        }
        node.setProgrammatically(value)
    }

    /// Whether `value` may be stored in `node`: it fits the node's type annotation
    /// and the value limits (a tuple or pair built by an operator is checked here).
    /// If not, the run stops with an error at the top-level statement being run.
    func checkStorable(_ value: Value, _ node: ScenarioNode) -> Bool {
        if let problem = ValueLimits.problem(in: value) {
            fail(RuntimeError(problem, at: currentRange ?? program.declarations[node.index].range))
            return false
        }
        if node.accepts(value) { return true }
        let declaration = program.declarations[node.index]
        fail(RuntimeError(.runtimeTypeMismatch(value: value.traceText, name: node.name,
                                               type: declaration.type?.description ?? ""),
                          at: currentRange ?? declaration.range))
        return false
    }

    /// Whether the clock can advance by `milliseconds` without passing its end;
    /// if not, the run stops with an error.
    func clockCanAdvance(byMilliseconds milliseconds: Int, at range: SourceRange? = nil) -> Bool {
        let nanoseconds = milliseconds.multipliedReportingOverflow(by: 1_000_000)
        if !nanoseconds.overflow, !scheduler.now.addingReportingOverflow(nanoseconds.partialValue).overflow {
            return true
        }
        fail(RuntimeError(.clockOverflow, at: range ?? currentRange ?? SourceRange(at: .start)))
        return false
    }
}
