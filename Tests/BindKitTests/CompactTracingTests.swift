import BindKit
import Testing

/// The compact event path: names interned in the runtime's `TraceNames`, values
/// passed unboxed, and the runtime reaching its tracer without a reference of its own.
@Suite("Compact trace events")
struct CompactTracingTests {
    /// Keeps compact events with their names resolved during the call, as the
    /// protocol asks, and the values as they came.
    final class CompactRecorder: Tracer {
        var lines: [String] = []
        var richKinds: [TraceEvent.Kind] = []

        func record(_ event: TraceEvent) { richKinds.append(event.kind) }

        func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames) {
            var line = "\(event.kind.rawValue) \(names[event.node] ?? "-") \(value)"
            if let via = names[event.via] { line += " -> \(via)" }
            if let note = names[event.note] { line += " [\(note)]" }
            lines.append(line)
        }
    }

    @Test("a tracer that takes compact events resolves node names, labels and drop reasons")
    func compactEventsResolve() {
        let runtime = Runtime.current
        let saved = runtime.tracer
        defer { runtime.tracer = saved }
        let recorder = CompactRecorder()
        runtime.tracer = recorder
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 0, name: "a")
        let b = BehaviorRelay(value: 0, name: "b")
        runtime.withLabel("a->b") { a.filter { $0 > 0 }.bind(to: b).disposed(by: bag) }
        recorder.lines.removeAll()
        a.accept(-1)
        a.accept(2)
        #expect(recorder.lines == [
            "announce a -1", "deliver a -1 -> a->b", "drop - -1 [filter]",
            "announce a 2", "deliver a 2 -> a->b", "announce b 2",
        ])
    }

    @Test("the default resolves a compact event into the full one")
    func defaultResolves() {
        withTracer { trace in
            let a = BehaviorRelay(value: 1, name: "a")
            let bag = DisposeBag()
            Runtime.current.withLabel("sink") { a.subscribe(onNext: { _ in }).disposed(by: bag) }
            trace.clear()
            a.accept(2)
            #expect(trace.lines == ["announce a 2", "deliver a 2 -> sink"])
        }
    }

    @Test("a re-entrant announcement comes as a full event with the value it re-entered")
    func reentrantAnnouncementIsFull() {
        let runtime = Runtime.current
        let saved = runtime.tracer
        defer { runtime.tracer = saved }
        let recorder = CompactRecorder()
        runtime.tracer = recorder
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 0, name: "a")
        a.subscribe(onNext: { if $0 == 1 { a.accept(2) } }).disposed(by: bag)
        recorder.richKinds.removeAll()
        recorder.lines.removeAll()
        a.accept(1)
        #expect(recorder.richKinds == [.announce])
        #expect(recorder.lines == ["announce a 1", "deliver a 1", "deliver a 2"])
    }

    @Test("node names are kept while the node lives; a freed node's slot is reused")
    func nodeNameSlots() {
        let runtime = Runtime()
        runtime.withCurrent {
            var first: BehaviorRelay<Int>? = BehaviorRelay(value: 0, name: "first")
            let kept = BehaviorRelay(value: 0, name: "kept")
            let names = runtime.traceNames
            let ids = Self.nameIDs(runtime) { first!.accept(1); kept.accept(1) }
            #expect(ids.map { names[$0] } == ["first", "kept"])
            first = nil
            let later = BehaviorRelay(value: 0, name: "later")
            let laterID = Self.nameIDs(runtime) { later.accept(1) }
            #expect(laterID == [ids[0]], "the freed slot is reused")
            #expect(names[laterID[0]] == "later")
            #expect(names[ids[1]] == "kept")
            #expect(names[.none] == nil)
        }
    }

    @Test("nodes made one after another with one name share its slot until the last is freed")
    func sharedNodeNameSlot() {
        let runtime = Runtime()
        runtime.withCurrent {
            var one: BehaviorRelay<Int>? = BehaviorRelay(value: 0)
            var two: BehaviorRelay<Int>? = BehaviorRelay(value: 0)
            let ids = Self.nameIDs(runtime) { one!.accept(1); two!.accept(1) }
            #expect(ids[0] == ids[1])
            one = nil
            #expect(runtime.traceNames[ids[1]] == "relay", "still used by the second")
            two = nil
            let other = BehaviorRelay(value: 0, name: "other")
            let otherID = Self.nameIDs(runtime) { other.accept(1) }
            #expect(otherID == ids.prefix(1).map { $0 }, "the slot is free once both are freed")
            #expect(runtime.traceNames[otherID[0]] == "other")
        }
    }

    @Test("a node named \"\" is named \"\" in its events, as before names were interned")
    func emptyName() {
        withTracer { trace in
            let r = BehaviorRelay(value: 0, name: "")
            trace.clear()
            r.accept(1)
            #expect(trace.events.map(\.node) == [""])
        }
    }

    @Test("a tool can build compact events with names of its own")
    func toolBuiltEvents() {
        let names = TraceNames()
        let node = names.name("x")
        #expect(names.name("x") == node)
        let event = CompactTraceEvent(id: 1, parent: 0, depth: 0, kind: .announce, node: node, nodeKind: .publishRelay)
        let full = names.resolve(event, value: 5)
        #expect(full.node == "x")
        #expect(full.value as? Int == 5)
        #expect(full.via == nil)
    }

    /// The node names of the announcements `body` makes.
    static func nameIDs(_ runtime: Runtime, _ body: () -> Void) -> [TraceName] {
        final class Names: Tracer {
            var ids: [TraceName] = []
            func record(_ event: TraceEvent) {}
            func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames) {
                if event.kind == .announce { ids.append(event.node) }
            }
        }
        let tracer = Names()
        runtime.tracer = tracer
        body()
        runtime.tracer = nil
        return tracer.ids
    }

    @Test("a tracer that replaces itself while it records is kept alive until the call returns")
    func tracerReplacedDuringItsCall() {
        final class SelfRemoving: Tracer {
            let runtime: Runtime
            var seen = 0
            init(_ runtime: Runtime) { self.runtime = runtime }
            func record(_ event: TraceEvent) {}
            func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames) {
                runtime.tracer = nil   // drops the runtime's only reference to self
                runtime.tracer = nil   // twice: the retired tracer must survive this too
                seen += 1              // self is still alive here
            }
        }
        let runtime = Runtime()
        runtime.withCurrent {
            let a = BehaviorRelay(value: 0, name: "a")
            weak var removed: SelfRemoving?
            do {
                let tracer = SelfRemoving(runtime)
                removed = tracer
                runtime.tracer = tracer
            }
            a.accept(1)
            #expect(runtime.tracer == nil)
            #expect(removed?.seen == 1, "kept until no event is being recorded")
            a.accept(2)   // a new step: the retired tracer is released
            #expect(removed == nil)
        }
    }
}
