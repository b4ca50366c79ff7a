import BindKit
import Testing

/// The contract's node table: which kinds replay, which announce a programmatic
/// set, which announce a user edit.
@Suite("Node kinds: replay and announce rules")
struct NodeKindTests {
    @Test("BehaviorRelay replays its value, then announces every accept (no dedupe)")
    func behaviorRelay() {
        withTracer { trace in
            let r = BehaviorRelay(value: 0, name: "r")
            let rec = Recorder()
            rec.observe(r, as: "A")
            r.accept(1)
            r.accept(1)
            #expect(rec.history == ["A: 0", "A: 1", "A: 1"])
            #expect(r.value == 1)
            #expect(trace.lines == [
                "replay r 0 -> A",
                "announce r 1", "deliver r 1 -> A",
                "announce r 1", "deliver r 1 -> A",
            ])
        }
    }

    @Test("PublishRelay replays nothing; an accept with no subscriber is still an announcement")
    func publishRelay() {
        withTracer { trace in
            let p = PublishRelay<Int>(name: "p")
            p.accept(1)
            let rec = Recorder()
            rec.observe(p, as: "A")
            #expect(rec.history == [])
            p.accept(2)
            #expect(rec.history == ["A: 2"])
            #expect(trace.lines == ["announce p 1", "announce p 2", "deliver p 2 -> A"])
        }
    }

    @Test("a field replays, announces user edits, and a programmatic set is silent")
    func controlProperty() {
        withTracer { trace in
            let field = Control(value: "", name: "f")
            let rec = Recorder()
            rec.observe(field.property, as: "A")
            field.userEdit("a")
            field.value = "b"
            field.property.onNext("c")
            #expect(rec.history == ["A: ", "A: a"])
            #expect(field.value == "c")
            rec.observe(field.property, as: "B")
            #expect(rec.history.last == "B: c")
            #expect(trace.lines == [
                "replay f  -> A",
                "announce f a", "deliver f a -> A",
                "silentSet f b", "silentSet f c",
                "replay f c -> B",
            ])
        }
    }

    @Test("a programmatic set on a field observed by nobody announces nothing, traced as a silent set")
    func fieldObservedByNobody() {
        withTracer { trace in
            let field = Control(value: 1, name: "f")
            field.value = 2
            #expect(field.value == 2)
            #expect(trace.lines == ["silentSet f 2"])
        }
    }

    @Test("a Binder runs its binding once per element and is traced as a silent set")
    func binder() {
        final class Label { var text = "" }
        let bag = DisposeBag()
        withTracer { trace in
            let label = Label()
            let r = BehaviorRelay(value: "x", name: "r")
            let sink = Binder<String>(label, name: "label") { $0.text = $1 }
            r.bind(to: sink).disposed(by: bag)
            #expect(label.text == "x")
            r.accept("y")
            #expect(label.text == "y")
            #expect(trace.lines(.announce, .silentSet) == [
                "silentSet label x", "announce r y", "silentSet label y",
            ])
        }
    }

    @Test("MutableProperty (KVO) replays and announces every set, equal or not")
    func mutableProperty() {
        withTracer { trace in
            let p = MutableProperty(1, name: "p")
            let rec = Recorder()
            rec.observe(p, as: "A")
            p.value = 1
            p.onNext(2)
            #expect(rec.history == ["A: 1", "A: 1", "A: 2"])
            #expect(trace.lines(.announce) == ["announce p 1", "announce p 2"])
        }
    }

    @Test("a relay stores before it delivers: a subscriber reads the new value")
    func storeBeforeDeliver() {
        let r = BehaviorRelay(value: 0, name: "r")
        let rec = Recorder()
        rec.observe(r, as: "A") { [unowned rec] _ in rec.note("read \(r.value)") }
        r.accept(5)
        #expect(rec.history == ["A: 0", "read 0", "A: 5", "read 5"])
    }
}

@Suite("@Published (willSet)")
struct PublishedValueTests {
    @Test("subscribers run before the store: a subscriber reads the old value")
    func storeOrder() {
        withTracer { trace in
            let p = PublishedValue(0, name: "p")
            let rec = Recorder()
            rec.observe(p, as: "A") { [unowned rec] _ in rec.note("read \(p.value)") }
            p.value = 1
            #expect(rec.history == ["A: 0", "read 0", "A: 1", "read 0"])
            #expect(p.value == 1)
            #expect(trace.lines == ["replay p 0 -> A", "announce p 1", "deliver p 1 -> A"])
        }
    }

    @Test("a write made inside a subscriber is overwritten by the outer store")
    func nestedWriteOverwritten() {
        withTracer { trace in
            let p = PublishedValue(0, name: "p")
            let rec = Recorder()
            rec.observe(p, as: "S1") { value in if value == 1 { p.value = 2 } }
            rec.observe(p, as: "S2")
            rec.clear()
            p.value = 1
            #expect(rec.history == ["S1: 1", "S1: 2", "S2: 2", "S2: 1"])
            #expect(p.value == 1)
            #expect(trace.lines(.announce, .deliver) == [
                "announce p 1", "deliver p 1 -> S1",
                "announce p 2 (reentrant over 1)", "deliver p 2 -> S1", "deliver p 2 -> S2",
                "deliver p 1 -> S2 (out of order)",
            ])
        }
    }

    @Test("with no subscriber a set simply stores")
    func noSubscriber() {
        let p = PublishedValue("a")
        p.value = "b"
        #expect(p.value == "b")
    }
}
