import BindKit
import Testing

/// `source.combine` and the Combine subjects, as a library user calls them, each on the case its
/// rule names (docs/semantics.md §12; the programs of docs/combine-comparison).
@Suite("Combine's rules")
struct CombineRulesTests {
    /// Values and the end, as `"v@ms"` and `"end@ms"`.
    final class Log {
        var entries: [String] = []
        private var bag = DisposeBag()

        init<Source: ObservableType>(_ source: Source, _ scheduler: VirtualTimeScheduler) where Source.Element: CustomStringConvertible {
            source.subscribe(onNext: { [unowned self] in entries.append("\($0)@\(scheduler.now / 1_000_000)ms") },
                             onError: { [unowned self] _ in entries.append("failed@\(scheduler.now / 1_000_000)ms") },
                             onCompleted: { [unowned self] in entries.append("end@\(scheduler.now / 1_000_000)ms") })
                .disposed(by: bag)
        }
    }

    @Test("C2: throttle(latest: false) sends a window's first element at the window's end; the end waits for it")
    func throttleFirst() {
        let s = VirtualTimeScheduler()
        let p = PassthroughSubject<String>()
        let log = Log(p.combine.throttle(for: .milliseconds(300), latest: false, scheduler: s), s)
        for (time, value) in [(0, "a"), (100, "b"), (200, "c"), (300, "d"), (1000, "e"), (1100, "f"), (1250, "g")] {
            s.advance(to: ms(time))
            p.send(value)
        }
        s.advance(to: ms(1260))
        p.send(completion: .finished)
        s.advance(to: ms(2000))
        #expect(log.entries == ["a@0ms", "b@300ms", "d@600ms", "e@1000ms", "f@1300ms", "end@1300ms"])
    }

    @Test("C2: throttle(latest: true) replaces the pending element")
    func throttleLatest() {
        let s = VirtualTimeScheduler()
        let p = PassthroughSubject<String>()
        let log = Log(p.combine.throttle(for: .milliseconds(300), latest: true, scheduler: s), s)
        for (time, value) in [(0, "a"), (100, "b"), (200, "c"), (300, "d")] {
            s.advance(to: ms(time))
            p.send(value)
        }
        s.advance(to: ms(2000))
        #expect(log.entries == ["a@0ms", "c@300ms", "d@600ms"])
    }

    @Test("C3: debounce drops its pending element when the upstream ends")
    func debounceEnd() {
        let s = VirtualTimeScheduler()
        let p = PassthroughSubject<String>()
        let log = Log(p.combine.debounce(for: .milliseconds(200), scheduler: s), s)
        p.send("a")
        s.advance(to: ms(100)); p.send("b")
        s.advance(to: ms(700)); p.send("d")
        s.advance(to: ms(750)); p.send(completion: .finished)
        s.advance(to: ms(2000))
        #expect(log.entries == ["b@300ms", "end@750ms"])
    }

    @Test("C1: combineLatest keeps a value sent while it delivers, and emits it with the next event")
    func combineLatestGuard() {
        let bag = DisposeBag()
        let a = CurrentValueSubject(1)
        let b = CurrentValueSubject(10)
        var seen: [String] = []
        CombineRules<Observable<Int>>.combineLatest([a.asObservable(), b.asObservable()])
            .subscribe(onNext: { pair in
                seen.append("\(pair[0]),\(pair[1])")
                if pair == [2, 10] { b.send(20) }
            }).disposed(by: bag)
        a.send(2)
        a.send(3)
        #expect(seen == ["1,10", "2,10", "3,20"])
    }

    @Test("prefix(N) ends when the element after the N-th arrives (OpenCombine's Output)")
    func prefixEndsLate() {
        let bag = DisposeBag()
        let p = PassthroughSubject<Int>()
        var seen: [String] = []
        p.combine.prefix(2).subscribe(onNext: { seen.append("\($0)") }, onCompleted: { seen.append("end") })
            .disposed(by: bag)
        p.send(1)
        p.send(2)
        #expect(seen == ["1", "2"])
        p.send(3)
        #expect(seen == ["1", "2", "end"])
    }

    @Test("C5: a completed CurrentValueSubject ignores sends, stores a set value silently, gives late subscribers only the end")
    func completedSubject() {
        let bag = DisposeBag()
        let c = CurrentValueSubject(0)
        var early: [String] = []
        c.subscribe(onNext: { early.append("\($0)") }, onCompleted: { early.append("end") }).disposed(by: bag)
        c.send(1)
        c.send(completion: .finished)
        c.send(2)
        #expect(c.value == 1)
        c.value = 3
        #expect(c.value == 3)
        var late: [String] = []
        c.subscribe(onNext: { late.append("\($0)") }, onCompleted: { late.append("end") }).disposed(by: bag)
        c.send(completion: .finished)
        #expect(early == ["0", "1", "end"])
        #expect(late == ["end"])
        #expect(c.isCompleted)
    }

    @Test("C4: delay delays the end as it delays an element (RxSwift's delay does too)")
    func delayEnd() {
        let s = VirtualTimeScheduler()
        let p = PassthroughSubject<String>()
        let log = Log(p.delay(.milliseconds(100), scheduler: s), s)
        p.send("x")
        s.advance(to: ms(50)); p.send(completion: .finished)
        s.advance(to: ms(1000))
        #expect(log.entries == ["x@100ms", "end@150ms"])
    }

    @Test("C13: a Future runs its closure at once, keeps its first result, and gives each subscriber value then end")
    func future() {
        let bag = DisposeBag()
        var order: [String] = []
        var promise: Future<Int>.Promise?
        let future = Future<Int> { fulfil in
            order.append("closure")
            promise = fulfil
        }
        #expect(order == ["closure"])
        for name in ["a", "b"] {
            future.subscribe(onNext: { order.append("\(name) \($0)") }, onCompleted: { order.append("\(name) end") })
                .disposed(by: bag)
        }
        promise?(.success(5))
        promise?(.success(6))
        #expect(future.isFulfilled)
        future.subscribe(onNext: { order.append("late \($0)") }, onCompleted: { order.append("late end") }).disposed(by: bag)
        #expect(order == ["closure", "a 5", "a end", "b 5", "b end", "late 5", "late end"])
    }

    @Test("a Future made in Deferred's way is kept by its promise: fulfilled later, its subscriber still gets the value")
    func futureKeptByItsPromise() {
        let bag = DisposeBag()
        var seen: [String] = []
        var promise: Future<Int>.Promise?
        // Only the subscription and the promise refer to the future (OpenCombine's Future.swift:32).
        Observable.deferred { Future<Int> { promise = $0 }.asObservable() }
            .subscribe(onNext: { seen.append("\($0)") }, onCompleted: { seen.append("end") })
            .disposed(by: bag)
        promise?(.success(7))
        #expect(seen == ["7", "end"])
    }

    @Test("C13: a failed Future gives every subscriber, early or late, only the failure")
    func failedFuture() {
        let bag = DisposeBag()
        var seen: [String] = []
        let future = Future<Int> { $0(.failure(RxError.unknown)) }
        future.subscribe(onNext: { seen.append("\($0)") }, onError: { _ in seen.append("failed") }).disposed(by: bag)
        #expect(seen == ["failed"])
    }

    @Test("C17: zip finishes as soon as a finished input has nothing buffered; RxSwift's waits for every input")
    func zipEnd() {
        let s = VirtualTimeScheduler()
        let a = PassthroughSubject<String>()
        let b = PassthroughSubject<String>()
        let log = Log(CombineRules<Observable<String>>.zip([a.asObservable(), b.asObservable()]).map { $0.joined() }, s)
        a.send("a1"); a.send("a2"); b.send("b1"); b.send("b2"); b.send("b3")
        a.send(completion: .finished)
        b.send("b4")
        #expect(log.entries == ["a1b1@0ms", "a2b2@0ms", "end@0ms"])

        let c = PassthroughSubject<String>()
        let d = PassthroughSubject<String>()
        let rx = Log(Observable.zip([c.asObservable(), d.asObservable()]).map { $0.joined() }, s)
        c.send("c1"); d.send("d1"); d.send("d2")
        c.send(completion: .finished)
        #expect(rx.entries == ["c1d1@0ms"], "RxSwift's zip does not end while d is running")
    }

    @Test("C18: a value that completes zip's next tuple during a delivery is refused when reentrantPair says so")
    func zipReentrantPair() {
        let bag = DisposeBag()
        let a = PassthroughSubject<Int>()
        let b = PassthroughSubject<Int>()
        var asked = 0
        var seen: [[Int]] = []
        CombineRules<Observable<Int>>.zip([a.asObservable(), b.asObservable()], reentrantPair: { asked += 1; return false })
            .subscribe(onNext: { pair in
                seen.append(pair)
                if pair == [1, 1] { a.send(2); b.send(2) }
            }).disposed(by: bag)
        a.send(1)
        b.send(1)
        #expect(asked == 1)
        #expect(seen == [[1, 1]])
    }

    @Test("C11: a PlainProperty stores each element at once, with no scheduler between (assign(to:on:))")
    func plainProperty() {
        let bag = DisposeBag()
        let p = PassthroughSubject<String>()
        let property = PlainProperty("")
        var read: [String] = []
        p.bind(to: property).disposed(by: bag)
        p.subscribe(onNext: { _ in read.append(property.value) }).disposed(by: bag)
        p.send("x")
        #expect(property.value == "x")
        #expect(read == ["x"])
    }

    @Test("drop(untilOutputFrom:) subscribes its trigger first: a replaying trigger has fired before the source's value")
    func dropUntilOutput() {
        let bag = DisposeBag()
        let source = CurrentValueSubject(10)
        let trigger = CurrentValueSubject(0)
        var combine: [Int] = []
        var rx: [Int] = []
        source.combine.drop(untilOutputFrom: trigger).subscribe(onNext: { combine.append($0) }).disposed(by: bag)
        source.skip(until: trigger).subscribe(onNext: { rx.append($0) }).disposed(by: bag)
        source.send(11)
        #expect(combine == [10, 11])
        #expect(rx == [11], "RxSwift's skip(until:) subscribes the source first: its replay is dropped")
    }
}
