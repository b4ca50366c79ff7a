/// A `view NAME { … }` as written (`semantics swiftui`, docs/swiftui.md): the controls, the
/// statements of its `body` and its `onChange` modifiers, in source order. The view and each
/// control are also declared (the parser puts their declarations before the `view` statement),
/// so that actions and expectations name them as they name any node.
struct ViewDeclaration: Sendable {
    var name: NameRef
    var items: [ViewItem]

    /// The name traces and `expect … received` give the `onChange` at `item`: its `as` label,
    /// else `V.onChangeN`, N counting the view's onChange modifiers from 1.
    func onChangeLabel(at item: Int) -> String {
        if case .onChange(_, _, let label?, _) = items[item].kind { return label.name }
        var number = 0
        for index in 0...item { if case .onChange = items[index].kind { number += 1 } }
        return "\(name.name).onChange\(number)"
    }

    /// Every `onChange` label of the view, in order.
    var onChangeLabels: [String] {
        items.indices.compactMap { index in
            if case .onChange = items[index].kind { onChangeLabel(at: index) } else { nil }
        }
    }
}

/// One line of a view.
struct ViewItem: Sendable {
    enum Kind: Sendable {
        /// `textfield F <-> NODE` or `textfield F = E set { BLOCK }`.
        case textfield(NameRef, ControlBinding)
        /// `label F = E`: a `Text` showing E.
        case label(NameRef, Expr)
        /// `button F { ACTION }`.
        case button(NameRef, action: [Statement])
        /// `body { BLOCK }`: statements that run while the view's body is evaluated (ui W1, W2).
        case body([Statement])
        /// `onChange E [initial] [as L] { ACTION }`: ACTION runs after an update in which E's value
        /// differs from the previous update's, with `old` and `new` (ui O1–O3).
        case onChange(subject: Expr, initial: Bool, label: NameRef?, action: [Statement])
    }

    var kind: Kind
    var range: SourceRange

    /// The control or modifier's blocks, in source order.
    var blocks: [[Statement]] {
        switch kind {
        case .textfield(_, .getSet(_, let setter)): [setter]
        case .textfield, .label: []
        case .button(_, let action): [action]
        case .body(let body): [body]
        case .onChange(_, _, _, let action): [action]
        }
    }

    /// The control this item declares, if it is one.
    var control: (name: NameRef, kind: NodeKind)? {
        switch kind {
        case .textfield(let name, _): (name, .textfield)
        case .label(let name, _): (name, .text)
        case .button(let name, _): (name, .viewButton)
        case .body, .onChange: nil
        }
    }
}

/// What a control shows and writes: a two-way binding to a node (`$model.x`, ui S6) or a
/// `Binding(get:set:)` whose setter is a block (`it` the control's new value).
enum ControlBinding: Sendable {
    case twoWay(NameRef)
    case getSet(get: Expr, setter: [Statement])
}

/// The expectations of SwiftUI's model (about the previous step, as `emitted` is).
enum SwiftUIExpectation: Sendable {
    /// `expect F shows E`: what control F shows now.
    case shows(NameRef, Expr)
    /// `expect F diverged`: text field F shows other than its binding reads (ui C2).
    case diverged(NameRef)
    /// `expect V rendered [N]`: view V's body ran N times in the previous step (at least once without N).
    case rendered(NameRef, count: Int?)
    /// `expect L received [[OLD, NEW], …]`: the onChange L ran with these pairs in the previous step.
    case received(NameRef, pairs: [Expr])
    /// `expect warning W`: the previous step logged SwiftUI's runtime warning W.
    case warning(SwiftUIWarning, range: SourceRange)
    /// `expect no warning`: the previous step logged none.
    case noWarning
    /// `expect render loop`: the previous step looped through a view's evaluation.
    case renderLoop
}

extension SwiftUIExpectation {
    /// The words that follow an expectation's subject.
    static let subjectWords = ["shows", "diverged", "rendered", "received"]

    /// The expectation's word, for messages.
    var word: String {
        switch self {
        case .shows: "shows"
        case .diverged: "diverged"
        case .rendered: "rendered"
        case .received: "received"
        case .warning: "warning"
        case .noWarning: "no warning"
        case .renderLoop: "render loop"
        }
    }
}

/// SwiftUI's runtime warnings the model logs (ui W1, W2; O4's is not modelled in this round).
enum SwiftUIWarning: String, CaseIterable, Sendable {
    case stateDuringUpdate = "state-during-update"
    case publishDuringUpdate = "publish-during-update"
    case onChangePerFrame = "onchange-per-frame"

    /// The message Xcode shows.
    var message: String {
        switch self {
        case .stateDuringUpdate: "Modifying state during view update, this will cause undefined behavior."
        case .publishDuringUpdate: "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
        case .onChangePerFrame: "onChange(of:) action tried to update multiple times per frame."
        }
    }
}
