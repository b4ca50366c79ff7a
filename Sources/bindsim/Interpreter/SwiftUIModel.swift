import BindKit

/// What a run keeps of SwiftUI's update cycle (`semantics swiftui`, docs/swiftui.md): the views
/// in declaration order with what each read at its last render, what each control shows, the
/// transaction being collected and the onChange actions queued after the update.
final class SwiftUIModel {
    /// One `view`, once it has appeared.
    final class ViewState {
        let declaration: ViewDeclaration
        var name: String { declaration.name.name }
        /// How many times its body has run in the run.
        var renders = 0
        /// The `state` nodes (declaration indices) its last render read (ui S4).
        var stateReads: Set<Int> = []
        /// The objects its last render read a member of (a `published` outside an object stands
        /// for itself): each of their announcing writes invalidates it (ui S4).
        var heldObjects: Set<String> = []
        /// Observation's tracker on the observables its last render read (ui S4).
        var tracker: ObservationTracker?
        /// Each onChange's subject at the last render, by item index (ui O1).
        var onChangeValues: [Int: Value] = [:]
        var hasAppeared = false

        init(declaration: ViewDeclaration) {
            self.declaration = declaration
        }
    }

    /// A control of a view: what it shows now.
    struct Control {
        let view: Int
        let item: Int
        let kind: NodeKind
        var shows: Value = .nil
    }

    /// An onChange action queued during an update, run after it (ui O3).
    struct QueuedAction {
        var view: Int
        var item: Int
        var old: Value
        var new: Value
        var initial: Bool
    }

    /// What one step did, for the expectations about it (`rendered`, `received`, `warning`).
    struct StepLog {
        var renders: [String: Int] = [:]
        var received: [String: [Value]] = [:]
        var warnings: [SwiftUIWarning] = []
    }

    private(set) var views: [ViewState] = []
    private var viewByName: [String: Int] = [:]
    var controls: [String: Control] = [:]
    /// The views the transaction under way invalidated (by view index).
    var invalidated: Set<Int> = []
    var queuedActions: [QueuedAction] = []
    /// The view whose body is being evaluated (writes now are "during view update": ui W1, W2).
    var rendering: Int?
    var isFlushing = false
    /// An event (an edit, a tap, a stored write) started a transaction that has not been flushed.
    var transactionIsOpen = false
    /// The text fields the user edited since the last flush, checked for divergence after it (ui C2).
    var editedFields: [String] = []
    /// Views a publish during an update invalidates at the next frame (ui W2a), with the node.
    var deferred: [(view: Int, by: String)] = []
    var nextFrameIsQueued = false
    /// Frames the step under way queued for deferred invalidations: past the re-entry budget, a render loop.
    var deferredFramesInStep = 0
    /// The observable whose write is under way, for the invalidation its tracker reports.
    var observableBeingWritten: String?

    private(set) var step = StepLog()
    private(set) var previousStep = StepLog()

    func add(_ declaration: ViewDeclaration) -> Int {
        let index = views.count
        views.append(ViewState(declaration: declaration))
        viewByName[declaration.name.name] = index
        for (item, entry) in declaration.items.enumerated() {
            if let control = entry.control { controls[control.name.name] = Control(view: index, item: item, kind: control.kind) }
        }
        return index
    }

    func view(named name: String) -> ViewState? {
        viewByName[name].map { views[$0] }
    }

    func isView(_ name: String) -> Bool { viewByName[name] != nil }

    func beginStep() {
        step = StepLog()
        deferredFramesInStep = 0
    }

    func endStep() {
        previousStep = step
    }

    func logRender(of view: String) { step.renders[view, default: 0] += 1 }
    func logReceived(_ label: String, old: Value, new: Value) { step.received[label, default: []].append(.list([old, new])) }
    func logWarning(_ warning: SwiftUIWarning) { step.warnings.append(warning) }
}
