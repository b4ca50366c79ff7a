import BindKit
import Testing

/// RxSwift programs in the style users write, with the exact output RxSwift 6.10.2
/// gives for them (recorded by running the same code against RxSwift; see
/// docs/semantics.md, "RxSwift compatibility").
@Suite("Port corpus: subjects, operators, termination, re-entrancy")
struct RxSwiftBasicsPortTests {
    @Test("publish subject completes; late subscriber gets the end")
    func case1() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = PublishSubject<Int>()
                s.log("A", bag: bag, out)
                s.log("B", bag: bag, out)
                s.onNext(1)
                s.onCompleted()
                s.onNext(2)
                s.log("late", bag: bag, out)
            },
        ])
        #expect(lines == [
            "A: next(1)",
            "B: next(1)",
            "A: completed",
            "A: disposed",
            "B: completed",
            "B: disposed",
            "late: completed",
            "late: disposed",
        ])
    }

    @Test("behavior subject error; value() throws; late subscriber gets only the error")
    func case2() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = BehaviorSubject(value: 0)
                s.log("A", bag: bag, out)
                s.onNext(1)
                out("value: \((try? s.value()).map(show) ?? "throws")")
                s.onError(TestError("boom"))
                out("value: \((try? s.value()).map(show) ?? "throws")")
                s.log("late", bag: bag, out)
            },
        ])
        #expect(lines == [
            "A: next(0)",
            "A: next(1)",
            "value: 1",
            "A: error(TestError(boom))",
            "A: disposed",
            "value: throws",
            "late: error(TestError(boom))",
            "late: disposed",
        ])
    }

    @Test("replay subject buffer 2, then completion")
    func case3() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = ReplaySubject<Int>.create(bufferSize: 2)
                s.onNext(1); s.onNext(2); s.onNext(3)
                s.log("A", bag: bag, out)
                s.onNext(4)
                s.onCompleted()
                s.log("late", bag: bag, out)
            },
        ])
        #expect(lines == [
            "A: next(2)",
            "A: next(3)",
            "A: next(4)",
            "A: completed",
            "A: disposed",
            "late: next(3)",
            "late: next(4)",
            "late: completed",
            "late: disposed",
        ])
    }

    @Test("subject completed during a next: later subscriber sees only the end")
    func case4() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = PublishSubject<Int>()
                s.subscribe(onNext: { v in out("A: \(v)"); if v == 1 { s.onCompleted() } }, onCompleted: { out("A: completed") })
                    .disposed(by: bag)
                s.log("B", bag: bag, out)
                s.onNext(1)
            },
        ])
        #expect(lines == [
            "A: 1",
            "A: completed",
            "B: completed",
            "B: disposed",
        ])
    }

    @Test("re-entrant accept: later subscriber sees newer value first (RxSwift #713)")
    func case5() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = BehaviorRelay(value: 0)
                r.subscribe(onNext: { v in out("A: \(v)"); if v == 1 { r.accept(2) } }).disposed(by: bag)
                r.subscribe(onNext: { v in out("B: \(v)") }).disposed(by: bag)
                r.accept(1)
                out("value: \(r.value)")
            },
        ])
        #expect(lines == [
            "A: 0",
            "B: 0",
            "A: 1",
            "A: 2",
            "B: 2",
            "B: 1",
            "value: 2",
        ])
    }

    @Test("re-entrant write through a map chain and bind(to:)")
    func case6() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let a = BehaviorRelay(value: 0)
                let b = BehaviorRelay(value: 0)
                a.subscribe(onNext: { out("A1: \($0)") }).disposed(by: bag)
                a.map { $0 * 10 }.bind(to: b).disposed(by: bag)
                b.subscribe(onNext: { v in out("B: \(v)"); if v == 10 { a.accept(2) } }).disposed(by: bag)
                a.subscribe(onNext: { out("A2: \($0)") }).disposed(by: bag)
                a.accept(1)
            },
        ])
        #expect(lines == [
            "A1: 0",
            "B: 0",
            "A2: 0",
            "A1: 1",
            "B: 10",
            "A1: 2",
            "B: 20",
            "A2: 2",
            "A2: 1",
        ])
    }

    @Test("of and merge interleave on the trampoline")
    func case7() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                Observable.merge(Observable.of(1, 2), Observable.of(10, 20)).log("merge", bag: bag, out)
                Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { "\($0)-\($1)" }.log("combine", bag: bag, out)
                Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }.log("zip", bag: bag, out)
                Observable.from([1, 2, 3]).map { $0 * 2 }.filter { $0 > 2 }.log("from", bag: bag, out)
                Observable.just(7).startWith(5, 6).log("startWith", bag: bag, out)
                Observable<Int>.empty().log("empty", bag: bag, out)
            },
        ])
        #expect(lines == [
            "merge: next(1)",
            "merge: next(10)",
            "merge: next(2)",
            "merge: next(20)",
            "merge: completed",
            "merge: disposed",
            "combine: next(1-10)",
            "combine: next(2-10)",
            "combine: next(2-20)",
            "combine: completed",
            "combine: disposed",
            "zip: next(1a)",
            "zip: next(2b)",
            "zip: completed",
            "zip: disposed",
            "from: next(4)",
            "from: next(6)",
            "from: completed",
            "from: disposed",
            "startWith: next(5)",
            "startWith: next(6)",
            "startWith: next(7)",
            "startWith: completed",
            "startWith: disposed",
            "empty: completed",
            "empty: disposed",
        ])
    }

    @Test("of inside a replay handler waits for the outer subscription")
    func case8() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                // The handler's subscriptions go into a bag of their own: a handler that
                // kept `bag` (which holds the handler) alive would never let it go.
                let innerBag = DisposeBag(); keep.append(innerBag)
                let r = BehaviorRelay(value: 1)
                r.map { $0 }.subscribe(onNext: { v in
                    out("outer: \(v) begin")
                    Observable.of(10, 20).subscribe(onNext: { out("inner: \($0)") }, onCompleted: { out("inner: completed") })
                        .disposed(by: innerBag)
                    out("outer: \(v) end")
                }).disposed(by: bag)
                out("after subscribe")
            },
        ])
        #expect(lines == [
            "outer: 1 begin",
            "outer: 1 end",
            "inner: 10",
            "inner: 20",
            "inner: completed",
            "after subscribe",
        ])
    }

    @Test("take completes and unsubscribes; take(until:)")
    func case9() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = BehaviorRelay(value: 0)
                r.take(2).log("take", bag: bag, out)
                let stop = PublishSubject<Void>()
                r.take(until: stop).log("until", bag: bag, out)
                r.accept(1); r.accept(2)
                stop.onNext(())
                r.accept(3)
            },
        ])
        #expect(lines == [
            "take: next(0)",
            "until: next(0)",
            "take: next(1)",
            "take: completed",
            "take: disposed",
            "until: next(1)",
            "until: next(2)",
            "until: completed",
            "until: disposed",
        ])
    }

    @Test("take(2) whose subscriber writes back")
    func case10() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = BehaviorRelay(value: 0)
                r.take(2).subscribe(onNext: { v in out("A: \(v)"); r.accept(v + 1) }, onCompleted: { out("A: completed") })
                    .disposed(by: bag)
                out("value: \(r.value)")
            },
        ])
        #expect(lines == [
            "A: 0",
            "A: 1",
            "A: completed",
            "value: 2",
        ])
    }

    @Test("errors end a chain unless caught")
    func case11() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = PublishSubject<Int>()
                s.map { v -> Int in if v == 2 { throw TestError("two") }; return v }.log("map", bag: bag, out)
                s.map { v -> Int in if v == 2 { throw TestError("two") }; return v }.catchAndReturn(-1).log("caught", bag: bag, out)
                s.onNext(1); s.onNext(2); s.onNext(3)
                let t = PublishSubject<Int>()
                t.log("t", bag: bag, out)
                t.onError(TestError("t"))
                t.subscribe(onNext: { out("unhandled: \($0)") }).disposed(by: bag)
            },
        ])
        #expect(lines == [
            "map: next(1)",
            "caught: next(1)",
            "map: error(TestError(two))",
            "map: disposed",
            "caught: next(-1)",
            "caught: completed",
            "caught: disposed",
            "t: error(TestError(t))",
            "t: disposed",
            "Unhandled error happened: TestError(t)",
        ])
    }

    @Test("merge completes when all sources have; flatMap and flatMapLatest")
    func case12() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let a = PublishSubject<Int>(), b = PublishSubject<Int>()
                Observable.merge(a, b).log("merge", bag: bag, out)
                a.onNext(1); b.onNext(2); a.onCompleted(); b.onNext(3); b.onCompleted()
                let outer = PublishSubject<String>()
                let inners = ["x": PublishSubject<Int>(), "y": PublishSubject<Int>()]
                outer.flatMap { inners[$0]! }.log("flatMap", bag: bag, out)
                outer.flatMapLatest { inners[$0]! }.log("latest", bag: bag, out)
                outer.onNext("x"); inners["x"]!.onNext(1)
                outer.onNext("y"); inners["x"]!.onNext(2); inners["y"]!.onNext(3)
                outer.onCompleted(); inners["y"]!.onCompleted(); inners["x"]!.onCompleted()
            },
        ])
        #expect(lines == [
            "merge: next(1)",
            "merge: next(2)",
            "merge: next(3)",
            "merge: completed",
            "merge: disposed",
            "flatMap: next(1)",
            "latest: next(1)",
            "flatMap: next(2)",
            "flatMap: next(3)",
            "latest: next(3)",
            "latest: completed",
            "latest: disposed",
            "flatMap: completed",
            "flatMap: disposed",
        ])
    }

    @Test("combineLatest completion and tuple form")
    func case13() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let a = PublishSubject<Int>(), b = PublishSubject<String>()
                Observable.combineLatest(a, b).map { "\($0.0)\($0.1)" }.log("tuple", bag: bag, out)
                a.onNext(1); a.onNext(2); b.onNext("a"); a.onCompleted(); b.onNext("b"); b.onCompleted()
                let c = PublishSubject<Int>(), d = PublishSubject<Int>()
                Observable.combineLatest(c, d) { $0 + $1 }.log("early", bag: bag, out)
                c.onCompleted(); d.onNext(5)
            },
        ])
        #expect(lines == [
            "tuple: next(2a)",
            "tuple: next(2b)",
            "tuple: completed",
            "tuple: disposed",
            "early: completed",
            "early: disposed",
        ])
    }

    @Test("share(replay: 1) connects once, replays, reconnects after the last leaves")
    func case14() {
        let lines = Transcript.run([
            { out, keep in
                var subscriptions = 0
                let source = Observable<Int>.create { observer in
                    subscriptions += 1
                    out("subscribed to source (\(subscriptions))")
                    observer.onNext(subscriptions * 100)
                    return Disposables.create { out("source disposed") }
                }
                let shared = source.share(replay: 1)
                let first = shared.subscribe(onNext: { out("first: \($0)") })
                let second = shared.subscribe(onNext: { out("second: \($0)") })
                first.dispose(); second.dispose()
                let third = shared.subscribe(onNext: { out("third: \($0)") })
                third.dispose()
                let relay = BehaviorRelay(value: 1)
                let counted = relay.do(onNext: { out("do: \($0)") }).share(replay: 1, scope: .forever)
                let bag = DisposeBag(); keep.append(bag)
                counted.subscribe(onNext: { out("A: \($0)") }).disposed(by: bag)
                counted.subscribe(onNext: { out("B: \($0)") }).disposed(by: bag)
                relay.accept(2)
            },
        ])
        #expect(lines == [
            "subscribed to source (1)",
            "first: 100",
            "second: 100",
            "source disposed",
            "subscribed to source (2)",
            "third: 200",
            "source disposed",
            "do: 1",
            "A: 1",
            "B: 1",
            "do: 2",
            "A: 2",
            "B: 2",
        ])
    }

    @Test("distinctUntilChanged, scan, withLatestFrom, skip, compactMap, do")
    func case15() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let s = PublishSubject<Int>()
                let other = BehaviorRelay(value: "o")
                s.distinctUntilChanged().log("distinct", bag: bag, out)
                s.scan(0, accumulator: +).log("scan", bag: bag, out)
                s.withLatestFrom(other) { "\($0)\($1)" }.log("latest", bag: bag, out)
                s.skip(2).log("skip", bag: bag, out)
                s.compactMap { $0 % 2 == 0 ? $0 : nil }.log("compact", bag: bag, out)
                s.do(onNext: { out("do next \($0)") }, afterNext: { out("after next \($0)") },
                     onCompleted: { out("do completed") }, onSubscribe: { out("do subscribe") },
                     onSubscribed: { out("do subscribed") }, onDispose: { out("do dispose") }).log("do", bag: bag, out)
                s.onNext(1); s.onNext(1); other.accept("p"); s.onNext(2); s.onNext(3); s.onCompleted()
            },
        ])
        #expect(lines == [
            "do subscribe",
            "do subscribed",
            "distinct: next(1)",
            "scan: next(1)",
            "latest: next(1o)",
            "do next 1",
            "do: next(1)",
            "after next 1",
            "scan: next(2)",
            "latest: next(1o)",
            "do next 1",
            "do: next(1)",
            "after next 1",
            "distinct: next(2)",
            "scan: next(4)",
            "latest: next(2p)",
            "skip: next(2)",
            "compact: next(2)",
            "do next 2",
            "do: next(2)",
            "after next 2",
            "distinct: next(3)",
            "scan: next(7)",
            "latest: next(3p)",
            "skip: next(3)",
            "do next 3",
            "do: next(3)",
            "after next 3",
            "distinct: completed",
            "distinct: disposed",
            "scan: completed",
            "scan: disposed",
            "latest: completed",
            "latest: disposed",
            "skip: completed",
            "skip: disposed",
            "compact: completed",
            "compact: disposed",
            "do completed",
            "do: completed",
            "do: disposed",
            "do dispose",
        ])
    }

    @Test("dispose during delivery: operator chain drops, plain subscriber still gets the value")
    func case16() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = PublishRelay<Int>()
                var mapped: Disposable?
                var plain: Disposable?
                r.subscribe(onNext: { v in out("A: \(v)"); mapped?.dispose(); plain?.dispose() }).disposed(by: bag)
                mapped = r.map { $0 * 10 }.subscribe(onNext: { out("mapped: \($0)") })
                plain = r.subscribe(onNext: { out("plain: \($0)") })
                r.accept(1)
                r.accept(2)
            },
        ])
        #expect(lines == [
            "A: 1",
            "plain: 1",
            "A: 2",
        ])
    }

    // RxSwift's DoSink runs its handlers before `forwardOn`, the only place that checks for
    // disposal (RxSwift/Observables/Do.swift:65-77): an element still in a relay's snapshot
    // reaches the handlers of a `do` that an error ended; behind a disposed `map` it does not.
    // Run on RxSwift 6.10.2 with these lines (issue 23, s0836).
    @Test("dispose during delivery: a do(onNext:) on the relay still runs for the values in flight")
    func case16b() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = BehaviorRelay<Int>(value: 0)
                r.do(onNext: { v in
                    out("A \(v)")
                    if v >= 1 && v < 3 { r.accept(v + 1) }
                }).subscribe().disposed(by: bag)
                r.do(onNext: { v in
                    out("B \(v)")
                    if v == 3 { throw TestError("B") }
                }, afterNext: { v in out("B after \(v)") })
                .subscribe(onError: { _ in out("B error") }).disposed(by: bag)
                r.map { $0 * 10 }.do(onNext: { v in
                    out("C \(v)")
                    if v == 30 { throw TestError("C") }
                }).subscribe(onError: { _ in out("C error") }).disposed(by: bag)
                out("--")
                r.accept(1)
            },
        ])
        #expect(lines == [
            "A 0", "B 0", "B after 0", "C 0", "--",
            "A 1", "A 2", "A 3", "B 3", "B error", "C 30", "C error",
            "B 2", "B after 2", "B 1", "B after 1",
        ])
    }

    @Test("deferred, error, never, catch with a fallback sequence")
    func case17() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                var made = 0
                let lazy = Observable<Int>.deferred { made += 1; return Observable.just(made) }
                out("made before subscribing: \(made)")
                lazy.log("first", bag: bag, out)
                lazy.log("second", bag: bag, out)
                Observable<Int>.error(TestError("e")).catch { _ in Observable.of(7, 8) }.log("catch", bag: bag, out)
                Observable<Int>.never().log("never", bag: bag, out)
                Observable<Int>.deferred { throw TestError("factory") }.log("throws", bag: bag, out)
                let s = PublishSubject<Int>()
                s.ignoreElements().log("ignore", bag: bag, out)
                s.onNext(1); s.onCompleted()
            },
        ])
        #expect(lines == [
            "made before subscribing: 0",
            "first: next(1)",
            "first: completed",
            "first: disposed",
            "second: next(2)",
            "second: completed",
            "second: disposed",
            "catch: next(7)",
            "catch: next(8)",
            "catch: completed",
            "catch: disposed",
            "throws: error(TestError(factory))",
            "throws: disposed",
            "ignore: completed",
            "ignore: disposed",
        ])
    }

    @Test("bind(to:) into subjects, relays, several observers and optionals")
    func case18() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let subject = PublishSubject<Int>()
                subject.log("subject", bag: bag, out)
                let optionalRelay = BehaviorRelay<Int?>(value: nil)
                optionalRelay.subscribe(onNext: { out("optional relay: \($0.map(show) ?? "nil")") }).disposed(by: bag)
                let publish = PublishRelay<Int>()
                publish.subscribe(onNext: { out("publish relay: \($0)") }).disposed(by: bag)
                let label = Label()
                keep.append(label)
                Observable.of(1, 2).bind(to: subject).disposed(by: bag)
                Observable.of(3).bind(to: optionalRelay).disposed(by: bag)
                Observable.of(4).bind(to: publish, publish).disposed(by: bag)
                Observable.just("text").bind(to: label.rx.text).disposed(by: bag)
                out("label: \(label.text ?? "nil")")
                let observer = AnyObserver<Int> { out("any observer: \($0)") }
                Observable.of(5).map { $0 * 2 }.bind(to: observer, observer).disposed(by: bag)
                let strings = AnyObserver<String> { out("mapObserver: \($0)") }
                Observable.just(6).bind(to: strings.mapObserver { "#\($0)" }).disposed(by: bag)
                let asObservable: Observable<Int> = subject
                out("subject is an Observable: \(asObservable === subject)")
                Observable.just(9).bind(onNext: { out("bind(onNext:) \($0)") }).disposed(by: bag)
            },
        ])
        #expect(lines == [
            "optional relay: nil",
            "subject: next(1)",
            "subject: next(2)",
            "subject: completed",
            "subject: disposed",
            "optional relay: 3",
            "publish relay: 4",
            "publish relay: 4",
            "label: text",
            "any observer: next(10)",
            "any observer: next(10)",
            "any observer: completed",
            "any observer: completed",
            "mapObserver: next(#6)",
            "mapObserver: completed",
            "subject is an Observable: true",
            "bind(onNext:) 9",
        ])
    }

    @Test("types of your own conform to ObservableType and ObserverType")
    func case19() {
        let lines = Transcript.run([
            { out, keep in
                struct Ticker: ObservableType {
                    typealias Element = Int
                    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                        observer.onNext(1); observer.onNext(2); observer.onCompleted()
                        return Disposables.create()
                    }
                }
                final class Collector: ObserverType {
                    let out: (String) -> Void
                    init(_ out: @escaping (String) -> Void) { self.out = out }
                    func on(_ event: Event<Int>) { out("collector: \(event)") }
                }
                let bag = DisposeBag(); keep.append(bag)
                Ticker().map { $0 * 10 }.log("ticker", bag: bag, out)
                Observable.of(1).subscribe(Collector(out)).disposed(by: bag)
                Ticker().bind(to: Collector(out)).disposed(by: bag)
            },
        ])
        #expect(lines == [
            "ticker: next(10)",
            "ticker: next(20)",
            "ticker: completed",
            "ticker: disposed",
            "collector: next(1)",
            "collector: completed",
            "collector: next(1)",
            "collector: next(2)",
            "collector: completed",
        ])
    }
}
