import BindKit
import Testing

/// Synchronous, depth-first delivery in subscription order, with snapshot
/// subscriber lists (RxSwift `BehaviorSubject.synchronized_on` + `dispatch`).
@Suite("Delivery order, re-entrancy and snapshots")
struct DeliveryOrderTests {
    // The differential run's s0588 (issue 35): `from` emits each element as one trampoline action;
    // RxSwift's nested calls finish what an element sets off before the next action runs, so a
    // switch made by a `bind(to:)` during `3` disposes the inner sequence before `4` is due.
    @Test("a flatMapLatest switched by a bind during from's element drops the old inner's rest")
    func switchDuringFromElement() {
        let runtime = Runtime()
        runtime.withCurrent {
            let bag = DisposeBag()
            let outer = BehaviorRelay(value: 5, name: "outer")
            let shown = BehaviorRelay(value: "", name: "shown")
            var seen: [String] = []
            shown.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            outer.flatMapLatest { Observable.from([$0, $0 + 1]) }.map(String.init).bind(to: shown).disposed(by: bag)
            shown.filter { $0 == "3" }.map { _ in 1 }.bind(to: outer).disposed(by: bag)
            seen = []
            outer.accept(3)
            #expect(seen == ["3", "1", "2"])  // RxSwift 6.10.2; BindKit gave "3", "4", "1", "2"
        }
    }

    @Test("subscribers are called in subscription order")
    func subscriptionOrder() {
        let r = PublishRelay<Int>(name: "r")
        let rec = Recorder()
        for name in ["A", "B", "C"] { rec.observe(r, as: name) }
        r.accept(1)
        #expect(rec.history == ["A: 1", "B: 1", "C: 1"])
    }

    @Test("strict subscription order even after the first subscriber left (RxSwift's Bag would reuse slot 0)")
    func orderAfterUnsubscribe() {
        let r = PublishRelay<Int>(name: "r")
        let rec = Recorder()
        let first = rec.observe(r, as: "A")
        rec.observe(r, as: "B")
        first.dispose()
        rec.observe(r, as: "C")
        r.accept(1)
        #expect(rec.history == ["B: 1", "C: 1"])
    }

    @Test("re-entrant write: a later subscriber receives the newer value, then the older one (RxSwift #713)")
    func reentrantStaleDelivery() {
        withTracer { trace in
            let r = BehaviorRelay(value: 0, name: "r")
            let rec = Recorder()
            rec.observe(r, as: "A") { value in if value == 1 { r.accept(2) } }
            rec.observe(r, as: "B")
            rec.clear()
            trace.clear()
            r.accept(1)
            #expect(rec.history == ["A: 1", "A: 2", "B: 2", "B: 1"])
            #expect(r.value == 2)
            #expect(trace.lines == [
                "announce r 1",
                "deliver r 1 -> A",
                "announce r 2 (reentrant over 1)",
                "deliver r 2 -> A",
                "deliver r 2 -> B",
                "deliver r 1 -> B (out of order)",
            ])
            // The causal tree: the nested announcement is caused by A's delivery.
            let events = trace.events
            #expect(events[2].parent == events[1].id)
            #expect(events[1].parent == events[0].id)
            #expect(events[5].parent == events[0].id)
            #expect(events.map(\.depth) == [0, 0, 1, 1, 1, 0])
        }
    }

    @Test("a write made by a library edge (bind) is also delivered depth-first before the outer delivery resumes")
    func depthFirstThroughBind() {
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 0, name: "a")
        let b = BehaviorRelay(value: 0, name: "b")
        let rec = Recorder()
        rec.observe(a, as: "A1")
        a.map { $0 * 10 }.bind(to: b).disposed(by: bag)
        rec.observe(b, as: "B")
        rec.observe(a, as: "A2")
        rec.clear()
        a.accept(1)
        #expect(rec.history == ["A1: 1", "B: 10", "A2: 1"])
    }

    @Test("a subscriber added during a delivery is not called for that value, only replayed to")
    func addedDuringDelivery() {
        let r = BehaviorRelay(value: 0, name: "r")
        let rec = Recorder()
        rec.observe(r, as: "A") { [unowned rec] value in
            if value == 1 { rec.observe(r, as: "late") }
        }
        rec.observe(r, as: "B")
        rec.clear()
        r.accept(1)
        #expect(rec.history == ["A: 1", "late: 1", "B: 1"])
        rec.clear()
        r.accept(2)
        #expect(rec.history == ["A: 2", "B: 2", "late: 2"])
    }

    @Test("a subscriber disposed during a delivery still receives the in-flight value, then nothing")
    func disposedDuringDelivery() {
        let r = PublishRelay<Int>(name: "r")
        let rec = Recorder()
        var later: Disposable?
        rec.observe(r, as: "A") { value in if value == 1 { later?.dispose() } }
        later = rec.observe(r, as: "B")
        r.accept(1)
        r.accept(2)
        #expect(rec.history == ["A: 1", "B: 1", "A: 2"])
    }

    @Test("a replay's re-entrant write reaches the new subscriber too (it is inserted before the replay)")
    func replayReentrancy() {
        let r = BehaviorRelay(value: 0, name: "r")
        let rec = Recorder()
        rec.observe(r, as: "A") { value in if value == 0 { r.accept(1) } }
        #expect(rec.history == ["A: 0", "A: 1"])
    }

    @Test("no dedupe: equal values are delivered every time")
    func noDedupe() {
        let r = BehaviorRelay(value: "x", name: "r")
        let rec = Recorder()
        rec.observe(r.map { $0.uppercased() }, as: "A")
        r.accept("x")
        r.accept("x")
        #expect(rec.history == ["A: X", "A: X", "A: X"])
    }
}
