/// A name in a trace (a node's name, a subscription's label, a drop's reason) as
/// the runtime that made the event interned it: four bytes, passed without
/// reference counting. ``TraceNames`` gives the text back.
///
/// Resolve a name while the event is being recorded: a node's name is kept while
/// the node lives, and its id may then be given to a node made later.
public struct TraceName: Hashable, Sendable {
    /// The index in the runtime's ``TraceNames``; 0 is no name.
    public let id: Int32

    /// The name with index `id` in a ``TraceNames`` (one made by ``TraceNames/name(_:)``).
    @inlinable public init(id: Int32) { self.id = id }

    /// No name.
    @inlinable public static var none: TraceName { TraceName(id: 0) }

    /// Whether this is ``none``.
    @inlinable public var isNone: Bool { id == 0 }
}

/// A runtime's trace names: what a ``TraceName`` stands for. Node names are
/// added when a node is made and removed when it is freed (their slots are
/// reused); labels and drop reasons are kept for the runtime's life, each text once.
public final class TraceNames {
    // Index 0 is "no name".
    @usableFromInline @exclusivity(unchecked) var texts: [String] = [""]
    /// Slots of freed nodes' names, reused by nodes made later.
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    /// The slot of the node name added last, and the slots more than one node uses
    /// (with how many).
    @exclusivity(unchecked) private var lastNodeName: Int32 = 0
    @exclusivity(unchecked) private var sharedSlotUsers: [Int32: Int] = [:]
    /// Drop reasons and binder names: a few texts, each used many times.
    @exclusivity(unchecked) private var sharedIDs: [String: Int32] = [:]
    /// The last few labels added (see ``label(_:)``).
    @exclusivity(unchecked) private var recentLabels: [Int32] = []

    /// An empty table (each runtime has its own; a tool's tests may make one to build
    /// ``CompactTraceEvent``s with ``name(_:)``).
    public init() {}

    /// The text of `name`, or nil for ``TraceName/none``.
    public subscript(name: TraceName) -> String? {
        name.id > 0 && Int(name.id) < texts.count ? texts[Int(name.id)] : nil
    }

    /// `event` with its names resolved and `value` boxed: what ``Tracer/record(_:)``
    /// receives for an event BindKit passed as a ``CompactTraceEvent``.
    public func resolve<Value>(_ event: CompactTraceEvent, value: Value) -> TraceEvent {
        TraceEvent(
            id: event.id, parent: event.parent, depth: event.depth, kind: event.kind,
            node: self[event.node], nodeKind: event.nodeKind, value: value, via: self[event.via],
            outOfOrder: event.outOfOrder, note: self[event.note])
    }

    // MARK: Adding names

    /// A node's name, kept until ``removeNodeName(_:)``: one slot per node, except
    /// that nodes made one after another with the same name (the default names:
    /// a million `relay`s) share one slot.
    @usableFromInline func addNodeName(_ text: String) -> Int32 {
        if lastNodeName > 0, texts[Int(lastNodeName)] == text {
            sharedSlotUsers[lastNodeName, default: 1] += 1
            return lastNodeName
        }
        let slot: Int32
        if let free = freeSlots.popLast() {
            texts[Int(free)] = text
            slot = free
        } else {
            texts.append(text)
            slot = Int32(truncatingIfNeeded: texts.count - 1)
        }
        lastNodeName = slot
        return slot
    }

    /// Frees a node's name slot (the node is being freed) once no other node uses it.
    @usableFromInline func removeNodeName(_ id: Int32) {
        guard id > 0 else { return }
        if !sharedSlotUsers.isEmpty, let users = sharedSlotUsers[id] {
            sharedSlotUsers[id] = users > 2 ? users - 1 : nil
            return
        }
        texts[Int(id)] = ""
        freeSlots.append(id)
        if lastNodeName == id { lastNodeName = 0 }
    }

    /// A subscription label: a label used again soon after keeps its id; otherwise
    /// it gets a new one. (A table of every label ever used cost a tool that labels
    /// a million bindings, each once, more memory than the bindings.)
    func label(_ text: String) -> Int32 {
        for id in recentLabels.reversed() where texts[Int(id)] == text { return id }
        texts.append(text)
        let id = Int32(truncatingIfNeeded: texts.count - 1)
        if recentLabels.count == 4 { recentLabels.removeFirst() }
        recentLabels.append(id)
        return id
    }

    /// The name for `text`, added once: the same text always gets the same name (for
    /// what many events share: a drop's reason, a binder's name; and for tools).
    public func name(_ text: String) -> TraceName {
        if let id = sharedIDs[text] { return TraceName(id: id) }
        texts.append(text)
        let id = Int32(truncatingIfNeeded: texts.count - 1)
        sharedIDs[text] = id
        return TraceName(id: id)
    }
}
