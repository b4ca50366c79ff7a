import BindKit

// SwiftUI's update cycle (`semantics swiftui`, docs/swiftui.md). Each main-actor job is one
// event and one transaction: its writes store at once and invalidate the views that read them
// (S1, S4); at its end the flush renders each invalidated view once, in declaration order, with
// the final values (S2), then runs the onChange actions the renders queued (O1–O3), whose writes
// start another pass in the same frame. Every step is recorded as a model event with its rule.
extension ScenarioRun {
    // MARK: Views and controls

    /// A `view` statement: the view appears (its first render; `onChange … initial` runs, O2).
    func appear(_ declaration: ViewDeclaration) {
        guard let model = swiftUI else { return }
        let index = model.add(declaration)
        runtime.recordModelEvent(SwiftUIEvent.appears(view: declaration.name.name)) {
            render(index, in: model)
        }
        flushSwiftUI()
    }

    /// The user edits text field `node` to `value` (a keystroke, or `user F = V`): it shows the
    /// new text and writes its binding at once (C1).
    func editTextField(_ node: ScenarioNode, to value: Value) {
        guard let model = swiftUI, let control = model.controls[node.name],
              case .textfield(_, let binding) = model.views[control.view].declaration.items[control.item].kind else { return }
        model.controls[node.name]?.shows = value
        model.transactionIsOpen = true
        if !model.editedFields.contains(node.name) { model.editedFields.append(node.name) }
        runtime.recordModelEvent(SwiftUIEvent.userEdit(control: node.name, shows: value)) {
            switch binding {
            case .twoWay(let reference):
                guard let bound = self.node(reference) else { return }
                write(value, into: bound)
            case .getSet(_, let setter):
                runtime.recordModelEvent(SwiftUIEvent.setterRuns(control: node.name, value: value)) {
                    runModelBlock(setter, scope: EvaluationScope(it: value))
                }
            }
        }
    }

    /// The user taps a view's button: its action runs, one event.
    func tapViewButton(_ node: ScenarioNode) {
        guard let model = swiftUI, let control = model.controls[node.name],
              case .button(_, let action) = model.views[control.view].declaration.items[control.item].kind else { return }
        model.transactionIsOpen = true
        runtime.recordModelEvent(SwiftUIEvent.tap(button: node.name)) {
            runModelBlock(action, scope: .empty)
        }
    }

    /// What text field `node` shows (a keystroke appends to it).
    func shownText(of node: ScenarioNode) -> Value? {
        swiftUI?.controls[node.name]?.shows
    }

    // MARK: Writes

    /// A write into a `state` (S1): stored at once and invalidating its readers, or nothing at all
    /// when equal; during a view update it is logged (W1) and dropped (W1a).
    func writeState(_ value: Value, into node: ScenarioNode, box: ScenarioNode.ValueBox) {
        guard let model = swiftUI else { return box.value = value }
        if model.rendering != nil {
            model.logWarning(.stateDuringUpdate)
            runtime.recordModelEvent(SwiftUIEvent.warning(.stateDuringUpdate)) {
                runtime.recordModelEvent(SwiftUIEvent.droppedWrite(node: node.name, value: value))
            }
            return
        }
        let equal = box.value == value
        runtime.recordModelEvent(SwiftUIEvent.stateSet(node: node.name, value: value, equal: equal)) {
            guard !equal else { return }
            box.value = value
            model.transactionIsOpen = true
            for (index, view) in model.views.enumerated() where view.stateReads.contains(node.index) {
                invalidate(index, by: node.name, in: model)
            }
        }
    }

    /// A `published` write is about to announce (objectWillChange first, S5): it invalidates every
    /// view holding its object (S4); during a view update it is logged (W2) and the invalidation
    /// waits for the next frame (W2a).
    func willPublish(_ node: ScenarioNode) {
        guard let model = swiftUI else { return }
        let object = program.declarations[node.index].object?.name ?? node.name
        let holders = model.views.indices.filter { model.views[$0].heldObjects.contains(object) }
        guard model.rendering != nil else {
            if !holders.isEmpty { model.transactionIsOpen = true }
            for index in holders { invalidate(index, by: node.name, in: model) }
            return
        }
        model.logWarning(.publishDuringUpdate)
        runtime.recordModelEvent(SwiftUIEvent.warning(.publishDuringUpdate)) {
            for index in holders {
                runtime.recordModelEvent(SwiftUIEvent.deferredInvalidation(view: model.views[index].name))
                if !model.deferred.contains(where: { $0.view == index }) { model.deferred.append((index, node.name)) }
            }
        }
        queueNextFrame(in: model)
    }

    /// The next frame, for the invalidations a publish during an update deferred (W2a): a job at
    /// this instant. A body that publishes at every render queues one each time: past the
    /// re-entry budget, the step is cut off as a render loop.
    private func queueNextFrame(in model: SwiftUIModel) {
        guard !model.deferred.isEmpty, !model.nextFrameIsQueued else { return }
        model.deferredFramesInStep += 1
        guard model.deferredFramesInStep <= runtime.budgets.maxReentries else {
            let names = model.deferred.map { model.views[$0.view].name }
            runtime.cutOffModelLoop(cycle: names + model.deferred.map(\.by) + names.prefix(1), valuesRepeat: nil)
            return
        }
        model.nextFrameIsQueued = true
        scheduler.enqueueJob(note: "next frame") { [unowned self] in
            model.nextFrameIsQueued = false
            let due = model.deferred
            model.deferred = []
            model.transactionIsOpen = true
            for (view, node) in due { invalidate(view, by: node, in: model) }
        }
    }

    /// Marks view `index` for the transaction's flush (once per transaction).
    private func invalidate(_ index: Int, by node: String, in model: SwiftUIModel) {
        guard model.views[index].hasAppeared, model.rendering != index, model.invalidated.insert(index).inserted else { return }
        runtime.recordModelEvent(SwiftUIEvent.invalidated(view: model.views[index].name, by: node))
    }

    /// A read by an expression: while a view renders, what it depends on (S4).
    func noteSwiftUIRead(of node: ScenarioNode) {
        guard let model = swiftUI, let index = model.rendering else { return }
        switch node.kind {
        case .state: model.views[index].stateReads.insert(node.index)
        case .published: model.views[index].heldObjects.insert(program.declarations[node.index].object?.name ?? node.name)
        default: break
        }
    }

    // MARK: Rendering and the flush

    /// Evaluates view `index`'s body: its controls' expressions (each control then shows its
    /// binding's value: C3), its `body` statements, and its onChange subjects (queued when changed:
    /// O1, or at the first render with `initial`: O2). Observation tracks what it reads.
    private func render(_ index: Int, in model: SwiftUIModel) {
        let view = model.views[index]
        view.renders += 1
        model.logRender(of: view.name)
        view.tracker?.cancel()
        view.tracker = nil
        view.stateReads = []
        view.heldObjects = []
        runtime.recordModelEvent(SwiftUIEvent.render(view: view.name, number: view.renders)) {
            let outer = model.rendering
            model.rendering = index
            defer { model.rendering = outer }
            let name = view.name
            let (_, tracker) = ObservationTracking.track(label: name, {
                evaluateItems(of: view, index, in: model)
            }, onChange: { [unowned self, unowned model] in
                invalidate(index, by: model.observableBeingWritten ?? "an observable it read", in: model)
            })
            view.tracker = tracker
        }
        view.hasAppeared = true
    }

    private func evaluateItems(of view: SwiftUIModel.ViewState, _ index: Int, in model: SwiftUIModel) {
        for (item, entry) in view.declaration.items.enumerated() {
            if runtime.isCutOff || isStopped { return }
            switch entry.kind {
            case .textfield(let name, let binding):
                guard let value = boundValue(binding) else { return }
                show(value, on: name.name, textField: true, firstRender: !view.hasAppeared, in: model)
            case .label(let name, let expr):
                guard let value = evaluate(expr, .empty) else { return }
                show(value, on: name.name, textField: false, firstRender: !view.hasAppeared, in: model)
            case .body(let body):
                runModelBlock(body, scope: .empty)
            case .onChange(let subject, let initial, _, _):
                guard let value = evaluate(subject, .empty) else { return }
                let previous = view.onChangeValues[item]
                view.onChangeValues[item] = value
                if let previous, previous != value {
                    model.queuedActions.append(.init(view: index, item: item, old: previous, new: value, initial: false))
                } else if previous == nil, initial {
                    model.queuedActions.append(.init(view: index, item: item, old: value, new: value, initial: true))
                }
            case .button:
                break
            }
        }
    }

    /// What a control's binding reads now (its getter); nil after a run-time error.
    private func boundValue(_ binding: ControlBinding) -> Value? {
        switch binding {
        case .twoWay(let reference):
            guard let bound = node(reference) else { return nil }
            do { return try read(bound) } catch {
                fail(error)
                return nil
            }
        case .getSet(let get, _):
            return evaluate(get, .empty)
        }
    }

    private func show(_ value: Value, on control: String, textField: Bool, firstRender: Bool, in model: SwiftUIModel) {
        guard let shown = model.controls[control]?.shows, firstRender || shown != value else { return }
        model.controls[control]?.shows = value
        let event: SwiftUIEvent = textField && !firstRender ? .refreshed(control: control, value: value)
            : .showsValue(control: control, value: value)
        runtime.recordModelEvent(event)
    }

    /// The end of a job: renders what the transaction invalidated, runs the onChange actions the
    /// renders queued, and again while they invalidate views (one frame); past the re-entry budget
    /// a cascade that does not settle is cut off as a render loop. Then a text field the user
    /// edited that shows other than its binding reads is reported diverged (C2).
    func flushSwiftUI() {
        guard let model = swiftUI, !model.isFlushing, !isInBatch else { return }
        model.isFlushing = true
        defer { model.isFlushing = false }
        var passes = 0
        // The onChange actions the last pass ran: a cascade's cycle passes through them.
        var lastLabels: [String] = []
        while !runtime.isCutOff && !isStopped {
            let due = model.invalidated.sorted()
            if due.isEmpty && model.queuedActions.isEmpty {
                if model.transactionIsOpen { runtime.recordModelEvent(SwiftUIEvent.endOfTransaction(rendering: [])) }
                model.transactionIsOpen = false
                break
            }
            if !due.isEmpty {
                passes += 1
                guard passes <= runtime.budgets.maxReentries else {
                    let views = due.map { model.views[$0].name }
                    runtime.cutOffModelLoop(cycle: views + lastLabels + views.prefix(1), valuesRepeat: nil)
                    break
                }
                model.invalidated = []
                model.transactionIsOpen = false
                runtime.recordModelEvent(SwiftUIEvent.endOfTransaction(rendering: due.map { model.views[$0].name })) {
                    for index in due where !runtime.isCutOff && !isStopped { render(index, in: model) }
                }
            }
            let actions = model.queuedActions
            model.queuedActions = []
            lastLabels = actions.map { model.views[$0.view].declaration.onChangeLabel(at: $0.item) }
            for action in actions where !runtime.isCutOff && !isStopped { runOnChange(action, in: model) }
        }
        model.invalidated = []
        model.queuedActions = []
        if !runtime.isCutOff && !isStopped { reportDivergence(in: model) }
        model.editedFields = []
    }

    private func runOnChange(_ action: SwiftUIModel.QueuedAction, in model: SwiftUIModel) {
        let view = model.views[action.view]
        guard case .onChange(_, _, _, let body) = view.declaration.items[action.item].kind else { return }
        let label = view.declaration.onChangeLabel(at: action.item)
        model.logReceived(label, old: action.old, new: action.new)
        runtime.recordModelEvent(SwiftUIEvent.onChange(label: label, old: action.old, new: action.new, initial: action.initial)) {
            runModelBlock(body, scope: EvaluationScope(it: .tuple([action.old, action.new])))
        }
    }

    /// Each edited text field that shows other than its binding reads (C2).
    private func reportDivergence(in model: SwiftUIModel) {
        for name in model.editedFields {
            guard let (shows, binding) = divergence(of: name) else { continue }
            runtime.recordModelEvent(SwiftUIEvent.diverged(control: name, shows: shows, binding: binding))
        }
    }

    /// What text field `name` shows and what its binding reads, when they differ.
    func divergence(of name: String) -> (shows: Value, binding: Value)? {
        guard let model = swiftUI, let control = model.controls[name],
              case .textfield(_, let binding) = model.views[control.view].declaration.items[control.item].kind else { return nil }
        let value: Value?
        switch binding {
        case .twoWay(let reference): value = node(reference).flatMap { self.value(of: $0) }
        case .getSet(let get, _): value = try? evaluator.evaluate(get, .empty)
        }
        guard let value, value != control.shows else { return nil }
        return (control.shows, value)
    }

    /// A setter's, button's, body's or onChange's statements: an error stops the run (a closure
    /// of SwiftUI's cannot throw).
    private func runModelBlock(_ body: [Statement], scope: EvaluationScope) {
        for statement in body {
            if runtime.isCutOff || isStopped { return }
            do throws(RuntimeError) { try perform(statement, in: scope) } catch {
                return fail(error.stoppingUnderCombine)
            }
        }
    }
}
