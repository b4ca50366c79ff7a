import BindKit
import Testing

/// Synchronous operators, with RxSwift's state order: the `distinct` key, the
/// `scan` accumulator and the `skip`/`take` counters are updated before forwarding.
@Suite("Operators")
struct OperatorTests {
    @Test("map and filter; filter's drops are traced")
    func mapFilter() {
        withTracer { trace in
            let r = BehaviorRelay(value: 1, name: "r")
            let rec = Recorder()
            rec.observe(r.filter { $0 % 2 == 1 }.map { "odd \($0)" }, as: "A")
            r.accept(2)
            r.accept(3)
            #expect(rec.history == ["A: odd 1", "A: odd 3"])
            #expect(trace.lines(.drop) == ["drop 2 [filter]"])
        }
    }

    @Test("distinctUntilChanged stores its key before forwarding: a re-entrant repeat is dropped")
    func distinctReentrant() {
        withTracer { trace in
            let r = BehaviorRelay(value: 0, name: "r")
            let rec = Recorder()
            rec.observe(r.distinctUntilChanged(), as: "A") { value in
                if value == 1 { r.accept(1) }
            }
            r.accept(1)
            r.accept(2)
            #expect(rec.history == ["A: 0", "A: 1", "A: 2"])
            #expect(trace.lines(.announce, .drop) == [
                "announce r 1", "announce r 1 (reentrant over 1)", "drop 1 [distinct]",
                "announce r 2",
            ])
        }
    }

    @Test("distinctUntilChanged with a comparer")
    func distinctComparer() {
        let r = PublishRelay<String>()
        let rec = Recorder()
        rec.observe(r.distinctUntilChanged { $0.lowercased() == $1.lowercased() }, as: "A")
        for text in ["a", "A", "b", "B", "a"] { r.accept(text) }
        #expect(rec.history == ["A: a", "A: b", "A: a"])
    }

    @Test("scan stores the accumulator before forwarding: a re-entrant value accumulates on top")
    func scanReentrant() {
        let r = BehaviorRelay(value: 0, name: "r")
        let rec = Recorder()
        rec.observe(r.scan(100) { $0 + $1 }, as: "A") { total in
            if total == 101 { r.accept(10) }
        }
        r.accept(1)
        r.accept(1)
        #expect(rec.history == ["A: 100", "A: 101", "A: 111", "A: 112"])
    }

    @Test("skip counts values in the order they reach it, a re-entrant one included")
    func skipReentrant() {
        withTracer { trace in
            let p = PublishRelay<Int>(name: "p")
            let rec = Recorder()
            rec.observe(p, as: "X") { value in if value == 1 { p.accept(2) } }
            rec.observe(p.skip(1), as: "S")
            p.accept(1)
            p.accept(3)
            #expect(rec.history == ["X: 1", "X: 2", "S: 1", "X: 3", "S: 3"])
            #expect(trace.lines(.drop) == ["drop 2 [skip]"])
        }
    }

    @Test("take decrements before forwarding: a value written back while the last one is forwarded is dropped")
    func takeReentrant() {
        withTracer { trace in
            let r = BehaviorRelay(value: 0, name: "r")
            let rec = Recorder()
            rec.observe(r.take(2), as: "A") { value in r.accept(value + 1) }
            #expect(rec.history == ["A: 0", "A: 1"])
            #expect(r.value == 2)
            r.accept(7)
            #expect(rec.history == ["A: 0", "A: 1"])
            #expect(trace.lines(.drop) == ["drop 2 [take]"])
        }
    }

    @Test("take(0) delivers nothing, not even the replay")
    func takeZero() {
        let r = BehaviorRelay(value: 0)
        let rec = Recorder()
        rec.observe(r.take(0), as: "A")
        r.accept(1)
        #expect(rec.history == [])
    }

    @Test("startWith delivers its elements before subscribing the source (and its replay)")
    func startWith() {
        let r = BehaviorRelay(value: 0, name: "r")
        let rec = Recorder()
        rec.observe(r.startWith(-2, -1), as: "A")
        r.accept(1)
        #expect(rec.history == ["A: -2", "A: -1", "A: 0", "A: 1"])
    }

    @Test("combineLatest waits for every source, then emits on each element of any source")
    func combineLatestWaits() {
        withTracer { trace in
            let a = PublishRelay<Int>(name: "a")
            let b = PublishRelay<String>(name: "b")
            let rec = Recorder()
            rec.observe(Observable.combineLatest(a, b) { "\($0)\($1)" }, as: "A")
            a.accept(1)
            a.accept(2)
            b.accept("x")
            a.accept(3)
            b.accept("y")
            #expect(rec.history == ["A: 2x", "A: 3x", "A: 3y"])
            #expect(trace.lines(.drop) == [
                "drop 1 [combineLatest (waiting for every source)]",
                "drop 2 [combineLatest (waiting for every source)]",
            ])
        }
    }

    @Test("combineLatest over an array: one emission when the last replaying source subscribes")
    func combineLatestArray() {
        withTracer { trace in
            let a = BehaviorRelay(value: 1, name: "a")
            let b = BehaviorRelay(value: 2, name: "b")
            let c = PublishRelay<Int>(name: "c")
            let rec = Recorder()
            rec.observe(Observable.combineLatest([a.asObservable(), b.asObservable(), c.asObservable()]), as: "A")
            #expect(rec.history == [])
            c.accept(3)
            b.accept(20)
            #expect(rec.history == ["A: [1, 2, 3]", "A: [1, 20, 3]"])
            #expect(trace.lines(.drop) == [
                "drop 1 [combineLatest (waiting for every source)]",
                "drop 2 [combineLatest (waiting for every source)]",
            ])
        }
    }

    @Test("combineLatest of three sources with a result selector")
    func combineLatestThree() {
        let a = BehaviorRelay(value: "a")
        let b = BehaviorRelay(value: "b")
        let c = BehaviorRelay(value: "c")
        let rec = Recorder()
        rec.observe(Observable.combineLatest(a, b, c) { $0 + $1 + $2 }, as: "A")
        b.accept("B")
        #expect(rec.history == ["A: abc", "A: aBc"])
    }

    @Test("withLatestFrom: the second source is subscribed first and never triggers output")
    func withLatestFrom() {
        let first = BehaviorRelay(value: 1, name: "first")
        let second = BehaviorRelay(value: "x", name: "second")
        let rec = Recorder()
        rec.observe(first.withLatestFrom(second) { "\($0)\($1)" }, as: "A")
        second.accept("y")
        first.accept(2)
        #expect(rec.history == ["A: 1x", "A: 2y"])
    }

    @Test("withLatestFrom drops elements until the second source has a value")
    func withLatestFromWaits() {
        withTracer { trace in
            let first = PublishRelay<Int>(name: "first")
            let second = PublishRelay<String>(name: "second")
            let rec = Recorder()
            rec.observe(first.withLatestFrom(second), as: "A")
            first.accept(1)
            second.accept("s")
            first.accept(2)
            #expect(rec.history == ["A: s"])
            #expect(trace.lines(.drop) == ["drop 1 [withLatestFrom (no value yet)]"])
        }
    }

    @Test("merge forwards every source's elements as they arrive")
    func merge() {
        let a = PublishRelay<Int>()
        let b = BehaviorRelay(value: 0)
        let rec = Recorder()
        rec.observe(Observable.merge(a.asObservable(), b.asObservable()), as: "A")
        a.accept(1)
        b.accept(2)
        a.accept(3)
        rec.observe(a.merge(with: b.asObservable()), as: "B")
        #expect(rec.history == ["A: 0", "A: 1", "A: 2", "A: 3", "B: 2"])
    }

    @Test("currentAndPrevious is the seed's helper: (v, previous) then (v, v) per element, the first twice")
    func currentAndPrevious() {
        let r = BehaviorRelay(value: 1)
        let rec = Recorder()
        rec.observe(r.currentAndPrevious().map { "\($0.current)/\($0.previous)" }, as: "A")
        r.accept(2)
        r.accept(3)
        #expect(rec.history == ["A: 1/1", "A: 1/1", "A: 2/1", "A: 2/2", "A: 3/2", "A: 3/3"])
    }

    @Test("currentAndPrevious with a re-entrant accept pairs as RxSwift 6 does (a real run of the seed's helper)")
    func currentAndPreviousReentrant() {
        // Expected history recorded from RxSwift 6.10 running the seed's multicast helper
        // verbatim with the same subscribers (docs/semantics.md, "currentAndPrevious").
        let r = BehaviorRelay(value: 0)
        var log: [String] = []
        let first = r.currentAndPrevious().subscribe(onNext: { pair in
            log.append("A: \(pair.current)/\(pair.previous)")
            if pair.current == 1 && pair.previous == 0 { r.accept(2) }
        })
        let second = r.currentAndPrevious().subscribe(onNext: { pair in log.append("B: \(pair.current)/\(pair.previous)") })
        r.accept(1)
        r.accept(3)
        #expect(log == ["A: 0/0", "A: 0/0", "B: 0/0", "B: 0/0", "A: 1/0", "A: 2/0", "A: 2/2", "B: 2/0", "B: 2/2",
                        "A: 2/1", "B: 1/2", "B: 1/1", "A: 3/1", "A: 3/3", "B: 3/1", "B: 3/3"])
        first.dispose()
        second.dispose()
    }

    @Test("operators are cold: each subscriber gets its own state")
    func coldState() {
        let r = BehaviorRelay(value: 1)
        let total = r.scan(0) { $0 + $1 }
        let rec = Recorder()
        rec.observe(total, as: "A")
        r.accept(2)
        rec.observe(total, as: "B")
        r.accept(3)
        #expect(rec.history == ["A: 1", "A: 3", "B: 2", "A: 6", "B: 5"])
    }
}
