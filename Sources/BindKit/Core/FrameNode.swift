/// Something with frames on the runtime's stack: a node's announcement being
/// delivered (``Announcer``), the end of a `forward(_:thenWhenDelivered:)`
/// (``CompletionMarker``), or an operator stage's delivery moved off the call stack
/// (``DeferredDelivery``).
///
/// The stack holds one reference per frame. The drain loop calls ``runTop`` on the
/// top entry: it either makes progress (delivers to at least one subscriber) and
/// returns, or pops its entry. The closure is made where the element type is
/// known, so the code it runs is specialised; a method override of a generic
/// subclass would run unspecialised code that looks up generic metadata.
@usableFromInline
class FrameNode {
    @usableFromInline enum Role {
        /// A node's announcements: it is on causal chains and in loop reports.
        case announcer
        /// Ends something when everything pushed above it was delivered.
        case completionMarker
        /// One element on its way into an operator stage (not a node of the graph).
        case deferredDelivery
    }

    @usableFromInline let runtime: Runtime
    /// Delivers the top frame's next value (`runTop(self, event)`); see the type's comment.
    @usableFromInline let runTop: (FrameNode, Int) -> Void
    /// The node's name in traces and loop reports, kept in the runtime's
    /// ``TraceNames`` while the node lives (4 bytes here instead of a string's 16).
    @usableFromInline let tracedName: TraceName
    @usableFromInline let role: Role
    /// The node's kind in traces.
    @usableFromInline let traceKind: TraceNodeKind
    /// Set on both sides of a guardless `<->` (RxExample's operator between two nodes that
    /// announce every write): a loop through such nodes only gets the porting hint
    /// (``LoopReport/hint``). It fits in the padding after `traceKind`.
    @usableFromInline var isUnguardedTwoWaySide = false

    @inlinable
    init(runtime: Runtime, role: Role, name: String? = nil, kind: TraceNodeKind = .behaviorRelay,
         runTop: @escaping (FrameNode, Int) -> Void) {
        self.runtime = runtime
        self.role = role
        // A node named "" is still a node (its events name it ""); a marker has no name.
        self.tracedName = name.map { TraceName(id: runtime.traceNames.addNodeName($0)) } ?? .none
        self.traceKind = kind
        self.runTop = runTop
    }

    deinit {
        if !tracedName.isNone { runtime.traceNames.removeNodeName(tracedName.id) }
    }

    /// The node's name in traces and loop reports.
    @usableFromInline var traceName: String { runtime.traceNames[tracedName] ?? "" }

    /// Ends the top frame without delivering the rest of it (a cut-off unwinds the
    /// stack); the runtime has already popped the entry.
    @usableFromInline func endFrameEarly() {}

    /// The value of this node's frame `offset` frames below its top one, if any.
    @usableFromInline func frameValue(fromTop offset: Int) -> Any? { nil }
}

/// A frame with no subscribers that runs an action when it is popped: the end of
/// everything pushed above it (see `Runtime.forward(_:thenWhenDelivered:)`).
final class CompletionMarker: FrameNode {
    private var action: (() -> Void)?

    init(runtime: Runtime, _ action: @escaping () -> Void) {
        self.action = action
        super.init(runtime: runtime, role: .completionMarker, runTop: { node, _ in
            let entry = node.runtime.stack.removeLast()
            node.endFrameEarly()
            entry.release()
        })
    }

    override func endFrameEarly() {
        let pending = action
        action = nil
        pending?()
    }
}

/// One element on its way into a library-owned operator stage, kept on the
/// runtime's stack instead of the call stack: a stage passes an element on as its
/// last action (``Sink/tailOn(_:)``), and past ``Runtime/maxTailDepth`` nested such
/// calls the rest of the chain runs from the drain loop. Nothing happens between
/// the push and the drain loop taking it up, so the order is the nested calls'.
@usableFromInline
final class DeferredDelivery<Element>: FrameNode {
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let value: Element
    /// The trace cause at the moment of the call.
    @usableFromInline let cause: Int

    @inlinable
    init(_ value: Element, to sink: Sink<Element>, cause: Int) {
        self.sink = sink
        self.value = value
        self.cause = cause
        super.init(runtime: sink.runtime, role: .deferredDelivery, runTop: { node, _ in
            let delivery = unsafeDowncast(node, to: DeferredDelivery<Element>.self)
            let runtime = delivery.runtime
            let entry = runtime.stack.removeLast()
            runtime.deferredDeliveries &-= 1
            runtime.currentCause = delivery.cause
            delivery.sink.receive(delivery.value)
            entry.release()
        })
    }

    /// A cut-off does not recall a call already made: the stage still runs (its
    /// writes are refused, as they would be nested).
    @usableFromInline override func endFrameEarly() {
        let saved = (runtime.mode, runtime.libraryBase, runtime.currentCause)
        runtime.mode = .library
        runtime.libraryBase = runtime.stack.count
        runtime.currentCause = cause
        sink.receive(value)
        (runtime.mode, runtime.libraryBase, runtime.currentCause) = saved
    }
}
