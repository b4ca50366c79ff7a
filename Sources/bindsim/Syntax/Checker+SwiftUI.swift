// SwiftUI's statements (`semantics swiftui`, docs/swiftui.md): views, their controls and modifiers,
// and the expectations of the model.
extension Checker {
    /// A view's items: control expressions read nodes; blocks hold what an `on` block holds. A
    /// setter's `it` is the control's new value; an onChange action's `old` and `new` its pair.
    mutating func checkView(_ view: ViewDeclaration) {
        for (index, item) in view.items.enumerated() {
            switch item.kind {
            case .textfield(_, .twoWay(let node)):
                if let bound = resolve(node), ![.state, .observable, .published].contains(bound.kind) {
                    diagnostics.error(.controlNeedsBindable(kind: bound.kind.keyword, name: bound.name), at: node.range)
                }
            case .textfield(_, .getSet(let value, let setter)):
                checkExpr(value, element: false)
                for inner in setter { check(inner, inBlock: true) }
            case .label(_, let value):
                checkExpr(value, element: false)
            case .button(_, let action):
                for inner in action { check(inner, inBlock: false) }
            case .body(let body):
                for inner in body { check(inner, inBlock: false) }
            case .onChange(let subject, _, let label, let action):
                checkExpr(subject, element: false)
                for inner in action { check(inner, inBlock: true) }
                let name = view.onChangeLabel(at: index)
                if let label, !onChangeLabels.insert(name).inserted {
                    diagnostics.error(.duplicateLabel(name: name, firstLine: label.range.start.line), at: label.range)
                } else {
                    onChangeLabels.insert(name)
                }
            }
        }
    }

    mutating func checkExpectation(_ expectation: SwiftUIExpectation, statement: Statement) {
        switch expectation {
        case .shows(let target, let value):
            requireKind(target, [.textfield, .text], form: "shows", needs: "a control")
            checkExpr(value, element: false)
        case .diverged(let target):
            requireKind(target, [.textfield], form: "diverged", needs: "a text field")
        case .rendered(let target, _):
            requireStep(statement, text: "expect \(target.name) rendered")
            requireKind(target, [.view], form: "rendered", needs: "a view")
        case .received(let label, let pairs):
            requireStep(statement, text: "expect \(label.name) received")
            if !onChangeLabels.contains(label.name) {
                let help = Suggestions.closest(to: label.name, in: onChangeLabels.sorted()).map(DiagnosticHelp.didYouMean)
                diagnostics.error(.unknownOnChange(label.name), at: label.range, help: help)
            }
            for pair in pairs { checkExpr(pair, element: false) }
        case .warning(let warning, let range):
            requireStep(statement, text: "expect warning")
            if warning == .onChangePerFrame {
                diagnostics.error(.needsUnmodelledRule(form: "expect warning \(warning.rawValue)", rule: "O4",
                                                       models: "the third onChange dispatch in a frame is skipped"),
                                  at: range, help: .unmodelledRules)
            }
        case .noWarning:
            requireStep(statement, text: "expect no warning")
        case .renderLoop:
            checkLoopExpectation(statement, text: "expect render loop", expectsLoop: true)
        }
    }

    private mutating func requireKind(_ target: NameRef, _ kinds: [NodeKind], form: String, needs: String) {
        guard let node = resolve(target), !kinds.contains(node.kind) else { return }
        diagnostics.error(.swiftUIExpectationTarget(form: form, needs: needs, kind: node.kind.keyword, name: node.name),
                          at: target.range)
    }
}
