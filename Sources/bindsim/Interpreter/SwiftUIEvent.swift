/// One step of SwiftUI's update cycle as bindsim models it (docs/swiftui.md): what the trace
/// prints as a line, each with the rule it follows and that rule's evidence tier.
enum SwiftUIEvent: Sendable {
    /// The view appears: its first render (a `view` statement).
    case appears(view: String)
    /// The user edited a text field: it shows `shows` (ui C1: it writes its binding on every edit).
    case userEdit(control: String, shows: Value)
    /// A `Binding(get:set:)`'s setter runs with the control's new value.
    case setterRuns(control: String, value: Value)
    /// The user tapped a view's button: its action runs.
    case tap(button: String)
    /// A `@State` write: stored at once (`equal`: the value was already there, nothing happens: ui S1).
    case stateSet(node: String, value: Value, equal: Bool)
    /// A write the view's reads depend on invalidated it (ui S4).
    case invalidated(view: String, by: String)
    /// The end of a transaction: the views it re-renders, once each with the final values (ui S2).
    case endOfTransaction(rendering: [String])
    /// A view's body runs (its `number`th render in the run).
    case render(view: String, number: Int)
    /// A control shows its expression's value as its view renders (ui S2: the final values).
    case showsValue(control: String, value: Value)
    /// A text field shows its binding's new value after a render (ui C3).
    case refreshed(control: String, value: Value)
    /// A text field shows other than its binding reads: nothing re-rendered it (ui C2).
    case diverged(control: String, shows: Value, binding: Value)
    /// An onChange action runs after the update, with the previous update's value and this one's (ui O1–O3).
    case onChange(label: String, old: Value, new: Value, initial: Bool)
    /// SwiftUI's runtime warning (ui W1, W2).
    case warning(SwiftUIWarning)
    /// A `@State` write during a view update, dropped (ui W1a, the reimplementation's).
    case droppedWrite(node: String, value: Value)
    /// A publish during a view update: the views it invalidates update in the next frame (ui W2a).
    case deferredInvalidation(view: String)
}

extension SwiftUIEvent {
    /// The banner every trace of a `semantics swiftui` file opens with.
    static let banner = "semantics swiftui: bindsim's model of SwiftUI's update cycle (docs/swiftui.md), not run against "
        + "Apple's SwiftUI; \"reimpl\" rules follow OpenSwiftUI 6.5.4's reimplementation"
}
