import BindKit
import Testing

/// Port corpus: operators of issue 24: programs of `docs/rxswift-comparison/Programs/` with the output
/// RxSwift 6.10.2 gave (generated from its run; compare with `docs/rxswift-comparison/run.sh`).
@Suite("Port corpus: operators of issue 24")
struct OperatorPortTests {
    @Test("take(until:) subscribes the notifier first; skip(until:) the source first")
    func case1() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>(), o = PublishSubject<String>()
                logged("src", s.asObservable(), out).take(until: logged("other", o.asObservable(), out)).log("takeUntil", bag: bag, out)
                logged("src2", s.asObservable(), out).skip(until: logged("other2", o.asObservable(), out)).log("skipUntil", bag: bag, out)
                s.onNext(1); o.onNext("go"); s.onNext(2); s.onCompleted()
            },
        ])
        #expect(lines == [
            "  other subscribe",
            "  other subscribed",
            "  src subscribe",
            "  src subscribed",
            "  src2 subscribe",
            "  src2 subscribed",
            "  other2 subscribe",
            "  other2 subscribed",
            "  src next 1",
            "takeUntil: next(1)",
            "  src2 next 1",
            "  other next go",
            "takeUntil: completed",
            "takeUntil: disposed",
            "  src dispose",
            "  other dispose",
            "  other2 next go",
            "  other2 dispose",
            "  src2 next 2",
            "skipUntil: next(2)",
            "  src2 completed",
            "skipUntil: completed",
            "skipUntil: disposed",
            "  src2 dispose",
        ])
    }

    @Test("skip(until:) without a trigger never completes; other's error fails")
    func case2() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>(), o = PublishSubject<Int>()
                s.skip(until: o).log("a", bag: bag, out)
                s.onNext(1); s.onCompleted()
                let s2 = PublishSubject<Int>(), o2 = PublishSubject<Int>()
                s2.skip(until: o2).log("b", bag: bag, out)
                o2.onCompleted(); s2.onNext(1)
                let o3 = PublishSubject<Int>()
                s2.skip(until: o3).log("c", bag: bag, out)
                o3.onError(TestError("x"))
            },
        ])
        #expect(lines == [
            "c: error(TestError(x))",
            "c: disposed",
            "a: disposed",
            "b: disposed",
        ])
    }

    @Test("sample: source first, sampler completion samples, default value, completes on the tick after the source")
    func case3() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>(), t = PublishSubject<Void>()
                logged("src", s.asObservable(), out).sample(logged("tick", t.asObservable(), out)).log("sample", bag: bag, out)
                t.onNext(()); s.onNext(1); s.onNext(2); t.onNext(()); t.onNext(()); s.onNext(3); s.onCompleted()
                out("after source completed"); t.onNext(())
                let s2 = PublishSubject<Int>(), t2 = PublishSubject<Int>()
                s2.sample(t2, defaultValue: 0).log("default", bag: bag, out)
                t2.onNext(1); s2.onNext(5); t2.onNext(2); t2.onNext(3); t2.onCompleted(); s2.onNext(6)
            },
        ])
        #expect(lines == [
            "  src subscribe",
            "  src subscribed",
            "  tick subscribe",
            "  tick subscribed",
            "  tick next ()",
            "  src next 1",
            "  src next 2",
            "  tick next ()",
            "sample: next(2)",
            "  tick next ()",
            "  src next 3",
            "  src completed",
            "  src dispose",
            "after source completed",
            "  tick next ()",
            "sample: next(3)",
            "sample: completed",
            "sample: disposed",
            "  tick dispose",
            "default: next(0)",
            "default: next(5)",
            "default: next(0)",
            "default: next(0)",
            "default: disposed",
        ])
    }

    @Test("sample re-entrant: the sampler fires from the subscriber")
    func case4() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>(), t = PublishSubject<Int>()
                s.sample(t).subscribe(onNext: { v in out("got \(v)"); if v < 3 { s.onNext(v + 10); t.onNext(0) } }).disposed(by: bag)
                s.onNext(1); t.onNext(0)
            },
        ])
        #expect(lines == [
            "got 1",
            "got 11",
        ])
    }

    @Test("flatMapLatest builds the new inner sequence before disposing the old")
    func case5() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>()
                s.flatMapLatest { v -> Observable<String> in
                    out("  selector \(v)")
                    return logged("inner\(v)", Observable<String>.never().startWith("v\(v)"), out)
                }.log("latest", bag: bag, out)
                s.onNext(1); s.onNext(2); s.onCompleted()
            },
        ])
        #expect(lines == [
            "  selector 1",
            "  inner1 subscribe",
            "  inner1 next v1",
            "latest: next(v1)",
            "  inner1 subscribed",
            "  selector 2",
            "  inner1 dispose",
            "  inner2 subscribe",
            "  inner2 next v2",
            "latest: next(v2)",
            "  inner2 subscribed",
            "  inner2 dispose",
            "latest: disposed",
        ])
    }

    @Test("flatMapFirst ignores elements while an inner sequence runs")
    func case6() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>()
                var inners: [PublishSubject<String>] = []
                s.flatMapFirst { v -> Observable<String> in
                    out("  selector \(v)")
                    let inner = PublishSubject<String>(); inners.append(inner)
                    return logged("inner\(v)", inner.asObservable(), out)
                }.log("first", bag: bag, out)
                s.onNext(1); s.onNext(2); inners[0].onNext("a"); inners[0].onCompleted(); s.onNext(3)
                s.onCompleted(); inners[1].onNext("b"); inners[1].onCompleted()
                let scheduler = TestScheduler(initialClock: 0)
                let xs = PublishSubject<Int>()
                let res = scheduler.createObserver(Int.self)
                xs.flatMapFirst { v in Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in v } }
                    .subscribe(res).disposed(by: bag)
                for (t, v) in [(1, 1), (3, 2), (6, 3), (7, 4), (20, 5)] { scheduler.scheduleAt(t) { xs.onNext(v) } }
                scheduler.scheduleAt(21) { xs.onCompleted() }
                scheduler.start()
                dump(out, res.events)
            },
        ])
        #expect(lines == [
            "  selector 1",
            "  inner1 subscribe",
            "  inner1 subscribed",
            "  inner1 next a",
            "first: next(a)",
            "  inner1 completed",
            "  inner1 dispose",
            "  selector 3",
            "  inner3 subscribe",
            "  inner3 subscribed",
            "  inner3 next b",
            "first: next(b)",
            "  inner3 completed",
            "  inner3 dispose",
            "first: completed",
            "first: disposed",
            "  6: next(1)",
            "  12: next(4)",
            "  25: next(5)",
            "  25: completed",
        ])
    }

    @Test("flatMapFirst with synchronous inner sequences and errors")
    func case7() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                Observable.of(1, 2, 3).flatMapFirst { Observable.of($0, $0 * 10) }.log("sync", bag: bag, out)
                Observable.of(1, 2).flatMapFirst { v -> Observable<Int> in v == 2 ? .error(TestError("e")) : .just(v) }.log("err", bag: bag, out)
                Observable.of(1, 2).flatMapFirst { v -> Observable<Int> in if v == 2 { throw TestError("thrown") }; return .never() }.log("throw", bag: bag, out)
            },
        ])
        #expect(lines == [
            "sync: next(1)",
            "sync: next(10)",
            "sync: completed",
            "sync: disposed",
            "err: next(1)",
            "err: error(TestError(e))",
            "err: disposed",
            "throw: disposed",
        ])
    }

    @Test("concatMap projects at once and queues; next inner subscribed on the trampoline")
    func case8() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>()
                var inners: [Int: PublishSubject<String>] = [:]
                s.concatMap { v -> Observable<String> in
                    out("  selector \(v)")
                    let inner = PublishSubject<String>(); inners[v] = inner
                    return logged("inner\(v)", inner.asObservable(), out)
                }.log("concatMap", bag: bag, out)
                s.onNext(1); s.onNext(2); s.onNext(3)
                inners[2]!.onNext("early"); inners[1]!.onNext("a"); inners[1]!.onCompleted()
                inners[2]!.onNext("b"); s.onCompleted(); inners[2]!.onCompleted(); inners[3]!.onCompleted()
                Observable.of(1, 2, 3).concatMap { v in Observable.of(v, v * 10) }.log("of", bag: bag, out)
                Observable.merge(Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }, Observable.of(7, 8)).log("interleave", bag: bag, out)
            },
        ])
        #expect(lines == [
            "  selector 1",
            "  inner1 subscribe",
            "  inner1 subscribed",
            "  selector 2",
            "  selector 3",
            "  inner1 next a",
            "concatMap: next(a)",
            "  inner1 completed",
            "  inner1 dispose",
            "  inner2 subscribe",
            "  inner2 subscribed",
            "  inner2 next b",
            "concatMap: next(b)",
            "  inner2 completed",
            "  inner2 dispose",
            "  inner3 subscribe",
            "  inner3 subscribed",
            "  inner3 completed",
            "  inner3 dispose",
            "concatMap: completed",
            "concatMap: disposed",
            "of: next(1)",
            "of: next(10)",
            "of: next(2)",
            "of: next(20)",
            "of: next(3)",
            "of: next(30)",
            "of: completed",
            "of: disposed",
            "interleave: next(7)",
            "interleave: next(1)",
            "interleave: next(8)",
            "interleave: next(10)",
            "interleave: next(2)",
            "interleave: next(20)",
            "interleave: completed",
            "interleave: disposed",
        ])
    }

    @Test("concat, concat(_:), merge(maxConcurrent:), concat() of inner sequences")
    func case9() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                Observable.concat(Observable.of(1, 2), Observable.just(3), Observable.of(4, 5)).log("concat", bag: bag, out)
                Observable.just(0).concat(Observable.of(1, 2)).log("concat(_:)", bag: bag, out)
                Observable.concat([Observable.of(1), Observable<Int>.error(TestError("c")), Observable.just(9)]).log("err", bag: bag, out)
                Observable.merge(Observable.concat([Observable.of(1, 2), Observable.of(3)]), Observable.of(10, 20, 30)).log("interleave", bag: bag, out)
                let a = PublishSubject<Int>(), b = PublishSubject<Int>(), c = PublishSubject<Int>()
                let outer = PublishSubject<Observable<Int>>()
                outer.merge(maxConcurrent: 2).log("max2", bag: bag, out)
                outer.onNext(logged("a", a.asObservable(), out)); outer.onNext(logged("b", b.asObservable(), out)); outer.onNext(logged("c", c.asObservable(), out))
                a.onNext(1); c.onNext(99); a.onCompleted(); c.onNext(3); outer.onCompleted(); b.onCompleted(); c.onCompleted()
                Observable.of(Observable.of(1, 2), Observable.of(3, 4)).concat().log("concat()", bag: bag, out)
            },
        ])
        #expect(lines == [
            "concat: next(1)",
            "concat: next(2)",
            "concat: next(3)",
            "concat: next(4)",
            "concat: next(5)",
            "concat: completed",
            "concat: disposed",
            "concat(_:): next(0)",
            "concat(_:): next(1)",
            "concat(_:): next(2)",
            "concat(_:): completed",
            "concat(_:): disposed",
            "err: next(1)",
            "err: error(TestError(c))",
            "err: disposed",
            "interleave: next(1)",
            "interleave: next(10)",
            "interleave: next(2)",
            "interleave: next(20)",
            "interleave: next(30)",
            "interleave: next(3)",
            "interleave: completed",
            "interleave: disposed",
            "  a subscribe",
            "  a subscribed",
            "  b subscribe",
            "  b subscribed",
            "  a next 1",
            "max2: next(1)",
            "  a completed",
            "  a dispose",
            "  c subscribe",
            "  c subscribed",
            "  c next 3",
            "max2: next(3)",
            "  b completed",
            "  b dispose",
            "  c completed",
            "  c dispose",
            "max2: completed",
            "max2: disposed",
            "concat(): next(1)",
            "concat(): next(2)",
            "concat(): next(3)",
            "concat(): next(4)",
            "concat(): completed",
            "concat(): disposed",
        ])
    }

    @Test("retry(), retry(n), retry(0): resubscribes after disposing the failed subscription")
    func case10() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                var attempts = 0
                let flaky = Observable<Int>.create { o in
                    attempts += 1; out("  attempt \(attempts)")
                    o.onNext(attempts)
                    if attempts < 3 { o.onError(TestError("fail\(attempts)")) } else { o.onCompleted() }
                    return Disposables.create { out("  disposed attempt") }
                }
                flaky.retry().log("retry", bag: bag, out)
                attempts = 0
                flaky.retry(2).log("retry(2)", bag: bag, out)
                attempts = 0
                flaky.retry(0).log("retry(0)", bag: bag, out)
                attempts = 0
                logged("src", flaky, out).retry(5).log("retry(5)", bag: bag, out)
            },
        ])
        #expect(lines == [
            "  attempt 1",
            "retry: next(1)",
            "  disposed attempt",
            "  attempt 2",
            "retry: next(2)",
            "  disposed attempt",
            "  attempt 3",
            "retry: next(3)",
            "retry: completed",
            "retry: disposed",
            "  disposed attempt",
            "  attempt 1",
            "retry(2): next(1)",
            "  disposed attempt",
            "  attempt 2",
            "retry(2): next(2)",
            "  disposed attempt",
            "retry(2): error(TestError(fail2))",
            "retry(2): disposed",
            "retry(0): completed",
            "retry(0): disposed",
            "  src subscribe",
            "  attempt 1",
            "  src next 1",
            "retry(5): next(1)",
            "  src error TestError(fail1)",
            "  disposed attempt",
            "  src subscribed",
            "  src dispose",
            "  src subscribe",
            "  attempt 2",
            "  src next 2",
            "retry(5): next(2)",
            "  src error TestError(fail2)",
            "  disposed attempt",
            "  src subscribed",
            "  src dispose",
            "  src subscribe",
            "  attempt 3",
            "  src next 3",
            "retry(5): next(3)",
            "  src completed",
            "retry(5): completed",
            "retry(5): disposed",
            "  disposed attempt",
            "  src subscribed",
            "  src dispose",
        ])
    }

    @Test("retry on a subject: later error after resubscription, and dispose")
    func case11() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                var subject = PublishSubject<Int>()
                let source = Observable.deferred { () -> Observable<Int> in out("  deferred"); return subject.asObservable() }
                let d = source.retry(3).subscribe(onNext: { out("retry3 next \($0)") }, onError: { out("retry3 error \($0)") }, onCompleted: { out("retry3 completed") }, onDisposed: { out("retry3 disposed") })
                subject.onNext(1)
                let old = subject; subject = PublishSubject<Int>(); old.onError(TestError("a"))
                subject.onNext(2)
                let old2 = subject; subject = PublishSubject<Int>(); old2.onError(TestError("b"))
                subject.onNext(3)
                let old3 = subject; subject = PublishSubject<Int>(); old3.onError(TestError("c"))
                d.dispose()
                _ = bag
            },
        ])
        #expect(lines == [
            "  deferred",
            "retry3 next 1",
            "  deferred",
            "retry3 next 2",
            "  deferred",
            "retry3 next 3",
            "retry3 error TestError(c)",
            "retry3 disposed",
        ])
    }

    @Test("take(while:) and skip(while:) with behaviours, re-entrancy and throwing predicates")
    func case12() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }).log("takeWhile", bag: bag, out)
                Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }, behavior: .inclusive).log("takeWhile incl", bag: bag, out)
                Observable.of(1, 2, 3, 4, 1).take(until: { $0 == 3 }, behavior: .inclusive).log("takeUntil pred", bag: bag, out)
                Observable.of(1, 2, 3, 4, 1).skip(while: { $0 < 3 }).log("skipWhile", bag: bag, out)
                Observable.of(1, 2).take(while: { v in if v == 2 { throw TestError("p") }; return true }).log("throws", bag: bag, out)
                Observable.of(1, 2).skip(while: { v in if v == 2 { throw TestError("q") }; return true }).log("skip throws", bag: bag, out)
                let s = PublishSubject<Int>()
                s.take(while: { $0 < 5 }, behavior: .inclusive).subscribe(onNext: { v in out("re \(v)"); if v == 5 { s.onNext(1) } }, onCompleted: { out("re completed") }).disposed(by: bag)
                s.onNext(2); s.onNext(5); s.onNext(3)
            },
        ])
        #expect(lines == [
            "takeWhile: next(1)",
            "takeWhile: next(2)",
            "takeWhile: completed",
            "takeWhile: disposed",
            "takeWhile incl: next(1)",
            "takeWhile incl: next(2)",
            "takeWhile incl: next(3)",
            "takeWhile incl: completed",
            "takeWhile incl: disposed",
            "takeUntil pred: next(1)",
            "takeUntil pred: next(2)",
            "takeUntil pred: next(3)",
            "takeUntil pred: completed",
            "takeUntil pred: disposed",
            "skipWhile: next(3)",
            "skipWhile: next(4)",
            "skipWhile: next(1)",
            "skipWhile: completed",
            "skipWhile: disposed",
            "throws: next(1)",
            "throws: error(TestError(p))",
            "throws: disposed",
            "skip throws: error(TestError(q))",
            "skip throws: disposed",
            "re 2",
            "re 5",
            "re completed",
        ])
    }

    @Test("share(replay: 1) with re-entrancy; interval and timer on a TestScheduler; catchAndReturn")
    func case13() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let s = PublishSubject<Int>()
                let shared = logged("shared", s.asObservable(), out).share(replay: 1)
                shared.subscribe(onNext: { v in out("A \(v)"); if v == 1 { s.onNext(2) } }).disposed(by: bag)
                shared.subscribe(onNext: { out("B \($0)") }).disposed(by: bag)
                s.onNext(1)
                shared.subscribe(onNext: { out("C \($0)") }).disposed(by: bag)
                let scheduler = TestScheduler(initialClock: 0)
                let res = scheduler.start(created: 100, subscribed: 200, disposed: 560) {
                    Observable.merge(Observable<Int>.interval(.seconds(100), scheduler: scheduler).map { "i\($0)" },
                                     Observable<Int>.timer(.seconds(150), period: .seconds(50), scheduler: scheduler).map { "t\($0)" })
                }
                dump(out, res.events)
                Observable<Int>.error(TestError("boom")).startWith(1).catchAndReturn(7).log("catch", bag: bag, out)
            },
        ])
        #expect(lines == [
            "  shared subscribe",
            "  shared subscribed",
            "  shared next 1",
            "A 1",
            "  shared next 2",
            "A 2",
            "B 2",
            "B 1",
            "C 2",
            "  300: next(i0)",
            "  350: next(t0)",
            "  400: next(i1)",
            "  400: next(t1)",
            "  450: next(t2)",
            "  500: next(i2)",
            "  500: next(t3)",
            "  550: next(t4)",
            "catch: next(1)",
            "catch: next(7)",
            "catch: completed",
            "catch: disposed",
            "  shared dispose",
        ])
    }

    @Test("RxTest: flatMapFirst and concatMap on hot and cold observables, with subscription times")
    func case14() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let inner = scheduler.createColdObservable([.next(10, "x"), .next(20, "y"), .completed(30)])
                let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(245, 3), .next(300, 4), .completed(400)])
                let first = scheduler.start { xs.flatMapFirst { v in inner.map { "\(v)\($0)" } } }
                out("flatMapFirst"); dump(out, first.events)
                out("  xs \(xs.subscriptions)"); out("  inner \(inner.subscriptions)")
                let scheduler2 = TestScheduler(initialClock: 0)
                let ys = scheduler2.createHotObservable([.next(410, 1), .next(415, 2), .next(480, 3), .completed(500)])
                let inner2 = scheduler2.createColdObservable([.next(10, "x"), .next(20, "y"), .completed(30)])
                let concat = scheduler2.start(created: 300, subscribed: 400, disposed: 1000) { ys.concatMap { v in inner2.map { "\(v)\($0)" } } }
                out("concatMap"); dump(out, concat.events)
                out("  ys \(ys.subscriptions)"); out("  inner \(inner2.subscriptions)")
            },
        ])
        #expect(lines == [
            "flatMapFirst",
            "  220: next(1x)",
            "  230: next(1y)",
            "  255: next(3x)",
            "  265: next(3y)",
            "  310: next(4x)",
            "  320: next(4y)",
            "  400: completed",
            "  xs [(200: 400)]",
            "  inner [(210: 240), (245: 275), (300: 330)]",
            "concatMap",
            "  420: next(1x)",
            "  430: next(1y)",
            "  450: next(2x)",
            "  460: next(2y)",
            "  490: next(3x)",
            "  500: next(3y)",
            "  510: completed",
            "  ys [(400: 500)]",
            "  inner [(410: 440), (440: 470), (480: 510)]",
        ])
    }

    @Test("RxTest: sample, skip(until:), take(while:), skip(while:) with subscription times")
    func case15() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .next(260, 5), .completed(300)])
                let ticks = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .next(245, "c"), .next(280, "d"), .next(320, "e"), .completed(330)])
                let sampled = scheduler.start { xs.sample(ticks) }
                out("sample"); dump(out, sampled.events); out("  xs \(xs.subscriptions) ticks \(ticks.subscriptions)")
                let scheduler2 = TestScheduler(initialClock: 0)
                let ys = scheduler2.createHotObservable([.next(210, 2), .next(230, 3), .next(250, 4), .completed(300)])
                let trigger = scheduler2.createHotObservable([.next(225, "go"), .completed(260)])
                let skipped = scheduler2.start { ys.skip(until: trigger) }
                out("skip(until:)"); dump(out, skipped.events); out("  ys \(ys.subscriptions) trigger \(trigger.subscriptions)")
                let scheduler3 = TestScheduler(initialClock: 0)
                let zs = scheduler3.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300)])
                let taken = scheduler3.start { zs.take(while: { $0 % 2 == 0 }, behavior: .inclusive) }
                out("take(while:)"); dump(out, taken.events); out("  zs \(zs.subscriptions)")
                let scheduler4 = TestScheduler(initialClock: 0)
                let ws = scheduler4.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .error(300, TestError("w"))])
                let skippedWhile = scheduler4.start { ws.skip(while: { $0 % 2 == 0 }) }
                out("skip(while:)"); dump(out, skippedWhile.events); out("  ws \(ws.subscriptions)")
            },
        ])
        #expect(lines == [
            "sample",
            "  220: next(2)",
            "  240: next(3)",
            "  280: next(5)",
            "  320: completed",
            "  xs [(200: 300)] ticks [(200: 320)]",
            "skip(until:)",
            "  230: next(3)",
            "  250: next(4)",
            "  300: completed",
            "  ys [(200: 300)] trigger [(200: 225)]",
            "take(while:)",
            "  210: next(2)",
            "  220: next(4)",
            "  230: next(5)",
            "  230: completed",
            "  zs [(200: 230)]",
            "skip(while:)",
            "  230: next(5)",
            "  240: next(6)",
            "  300: error(TestError(w))",
            "  ws [(200: 300)]",
        ])
    }

    @Test("RxTest: retry(), retry(3), retry(when:) on cold observables, with subscription times")
    func case16() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError("e"))])
                let retried = scheduler.start(disposed: 330) { xs.retry() }
                out("retry()"); dump(out, retried.events); out("  xs \(xs.subscriptions)")
                let scheduler2 = TestScheduler(initialClock: 0)
                let ys = scheduler2.createColdObservable([.next(10, 1), .error(20, TestError("e"))])
                let three = scheduler2.start { ys.retry(3) }
                out("retry(3)"); dump(out, three.events); out("  ys \(ys.subscriptions)")
                let scheduler3 = TestScheduler(initialClock: 0)
                let zs = scheduler3.createColdObservable([.next(10, 1), .error(20, TestError("e"))])
                let when = scheduler3.start {
                    zs.retry(when: { (errors: Observable<TestError>) in
                        errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
                            count < 3 ? Observable<Int>.timer(.seconds(count * 5), scheduler: scheduler3) : .error(TestError("gave up"))
                        }
                    })
                }
                out("retry(when:)"); dump(out, when.events); out("  zs \(zs.subscriptions)")
            },
        ])
        #expect(lines == [
            "retry()",
            "  210: next(1)",
            "  220: next(2)",
            "  240: next(1)",
            "  250: next(2)",
            "  270: next(1)",
            "  280: next(2)",
            "  300: next(1)",
            "  310: next(2)",
            "  xs [(200: 230), (230: 260), (260: 290), (290: 320), (320: 330)]",
            "retry(3)",
            "  210: next(1)",
            "  230: next(1)",
            "  250: next(1)",
            "  260: error(TestError(e))",
            "  ys [(200: 220), (220: 240), (240: 260)]",
            "retry(when:)",
            "  210: next(1)",
            "  235: next(1)",
            "  265: next(1)",
            "  275: error(TestError(gave up))",
            "  zs [(200: 220), (225: 245), (255: 275)]",
        ])
    }
}
