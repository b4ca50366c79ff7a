#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif

/// Operators BindKit gained in issue 24, each compared with RxSwift 6.10.2.
let operators: [Program] = [
    Program("take(until:) subscribes the notifier first; skip(until:) the source first") {
        let bag = DisposeBag()
        let s = PublishSubject<Int>(), o = PublishSubject<String>()
        logged("src", s.asObservable(), out).take(until: logged("other", o.asObservable(), out)).log("takeUntil", bag: bag, out)
        logged("src2", s.asObservable(), out).skip(until: logged("other2", o.asObservable(), out)).log("skipUntil", bag: bag, out)
        s.onNext(1); o.onNext("go"); s.onNext(2); s.onCompleted()
    },
    Program("skip(until:) without a trigger never completes; other's error fails") {
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
    Program("sample: source first, sampler completion samples, default value, completes on the tick after the source") {
        let bag = DisposeBag()
        let s = PublishSubject<Int>(), t = PublishSubject<Void>()
        logged("src", s.asObservable(), out).sample(logged("tick", t.asObservable(), out)).log("sample", bag: bag, out)
        t.onNext(()); s.onNext(1); s.onNext(2); t.onNext(()); t.onNext(()); s.onNext(3); s.onCompleted()
        out("after source completed"); t.onNext(())
        let s2 = PublishSubject<Int>(), t2 = PublishSubject<Int>()
        s2.sample(t2, defaultValue: 0).log("default", bag: bag, out)
        t2.onNext(1); s2.onNext(5); t2.onNext(2); t2.onNext(3); t2.onCompleted(); s2.onNext(6)
    },
    Program("sample re-entrant: the sampler fires from the subscriber") {
        let bag = DisposeBag()
        let s = PublishSubject<Int>(), t = PublishSubject<Int>()
        s.sample(t).subscribe(onNext: { v in out("got \(v)"); if v < 3 { s.onNext(v + 10); t.onNext(0) } }).disposed(by: bag)
        s.onNext(1); t.onNext(0)
    },
    Program("flatMapLatest builds the new inner sequence before disposing the old") {
        let bag = DisposeBag()
        let s = PublishSubject<Int>()
        s.flatMapLatest { v -> Observable<String> in
            out("  selector \(v)")
            return logged("inner\(v)", Observable<String>.never().startWith("v\(v)"), out)
        }.log("latest", bag: bag, out)
        s.onNext(1); s.onNext(2); s.onCompleted()
    },
    Program("flatMapFirst ignores elements while an inner sequence runs") {
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
        dump(res.events)
    },
    Program("flatMapFirst with synchronous inner sequences and errors") {
        let bag = DisposeBag()
        Observable.of(1, 2, 3).flatMapFirst { Observable.of($0, $0 * 10) }.log("sync", bag: bag, out)
        Observable.of(1, 2).flatMapFirst { v -> Observable<Int> in v == 2 ? .error(TestError("e")) : .just(v) }.log("err", bag: bag, out)
        Observable.of(1, 2).flatMapFirst { v -> Observable<Int> in if v == 2 { throw TestError("thrown") }; return .never() }.log("throw", bag: bag, out)
    },
    Program("concatMap projects at once and queues; next inner subscribed on the trampoline") {
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
    Program("concat, concat(_:), merge(maxConcurrent:), concat() of inner sequences") {
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
    Program("retry(), retry(n), retry(0): resubscribes after disposing the failed subscription") {
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
    Program("retry on a subject: later error after resubscription, and dispose") {
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
    Program("take(while:) and skip(while:) with behaviours, re-entrancy and throwing predicates") {
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
    Program("share(replay: 1) with re-entrancy; interval and timer on a TestScheduler; catchAndReturn") {
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
        dump(res.events)
        Observable<Int>.error(TestError("boom")).startWith(1).catchAndReturn(7).log("catch", bag: bag, out)
    },
    Program("RxTest: flatMapFirst and concatMap on hot and cold observables, with subscription times") {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .next(20, "y"), .completed(30)])
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(245, 3), .next(300, 4), .completed(400)])
        let first = scheduler.start { xs.flatMapFirst { v in inner.map { "\(v)\($0)" } } }
        out("flatMapFirst"); dump(first.events)
        out("  xs \(xs.subscriptions)"); out("  inner \(inner.subscriptions)")
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(410, 1), .next(415, 2), .next(480, 3), .completed(500)])
        let inner2 = scheduler2.createColdObservable([.next(10, "x"), .next(20, "y"), .completed(30)])
        let concat = scheduler2.start(created: 300, subscribed: 400, disposed: 1000) { ys.concatMap { v in inner2.map { "\(v)\($0)" } } }
        out("concatMap"); dump(concat.events)
        out("  ys \(ys.subscriptions)"); out("  inner \(inner2.subscriptions)")
    },
    Program("RxTest: sample, skip(until:), take(while:), skip(while:) with subscription times") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .next(260, 5), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .next(245, "c"), .next(280, "d"), .next(320, "e"), .completed(330)])
        let sampled = scheduler.start { xs.sample(ticks) }
        out("sample"); dump(sampled.events); out("  xs \(xs.subscriptions) ticks \(ticks.subscriptions)")
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 2), .next(230, 3), .next(250, 4), .completed(300)])
        let trigger = scheduler2.createHotObservable([.next(225, "go"), .completed(260)])
        let skipped = scheduler2.start { ys.skip(until: trigger) }
        out("skip(until:)"); dump(skipped.events); out("  ys \(ys.subscriptions) trigger \(trigger.subscriptions)")
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300)])
        let taken = scheduler3.start { zs.take(while: { $0 % 2 == 0 }, behavior: .inclusive) }
        out("take(while:)"); dump(taken.events); out("  zs \(zs.subscriptions)")
        let scheduler4 = TestScheduler(initialClock: 0)
        let ws = scheduler4.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .error(300, TestError("w"))])
        let skippedWhile = scheduler4.start { ws.skip(while: { $0 % 2 == 0 }) }
        out("skip(while:)"); dump(skippedWhile.events); out("  ws \(ws.subscriptions)")
    },
    Program("RxTest: retry(), retry(3), retry(when:) on cold observables, with subscription times") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError("e"))])
        let retried = scheduler.start(disposed: 330) { xs.retry() }
        out("retry()"); dump(retried.events); out("  xs \(xs.subscriptions)")
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .error(20, TestError("e"))])
        let three = scheduler2.start { ys.retry(3) }
        out("retry(3)"); dump(three.events); out("  ys \(ys.subscriptions)")
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createColdObservable([.next(10, 1), .error(20, TestError("e"))])
        let when = scheduler3.start {
            zs.retry(when: { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
                    count < 3 ? Observable<Int>.timer(.seconds(count * 5), scheduler: scheduler3) : .error(TestError("gave up"))
                }
            })
        }
        out("retry(when:)"); dump(when.events); out("  zs \(zs.subscriptions)")
    },
]
