import BindKit
import Testing

/// Port corpus: Single, Maybe, Completable, Infallible, Signal, Driver: programs of `docs/rxswift-comparison/Programs/` with the output
/// RxSwift 6.10.2 gave (generated from its run; compare with `docs/rxswift-comparison/run.sh`).
@Suite("Port corpus: Single, Maybe, Completable, Infallible, Signal, Driver")
struct TraitsPortTests {
    @Test("Single: create, subscribe(onSuccess:onFailure:onDisposed:), map, flatMap, zip, catchAndReturn")
    func case1() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let single = Single<Int>.create { observer in
                    out("  subscribed")
                    observer(.success(2))
                    return Disposables.create { out("  disposed") }
                }
                single.map { $0 * 10 }.subscribe(onSuccess: { out("success \($0)") }, onFailure: { out("failure \($0)") },
                                                onDisposed: { out("onDisposed") }).disposed(by: bag)
                single.flatMap { value in Single.just(value + 1) }.subscribe { result in out("result \(result)") }.disposed(by: bag)
                Single.zip(single, Single.just("a")).subscribe(onSuccess: { out("zip \($0) \($1)") }).disposed(by: bag)
                Single<Int>.error(TestError("s")).catchAndReturn(7).subscribe(onSuccess: { out("caught \($0)") }).disposed(by: bag)
                Single<Int>.error(TestError("t")).subscribe(onFailure: { out("failure \($0)") }).disposed(by: bag)
                Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { out("zip array \($0)") }).disposed(by: bag)
            },
        ])
        #expect(lines == [
            "  subscribed",
            "success 20",
            "onDisposed",
            "  disposed",
            "  subscribed",
            "result success(3)",
            "  disposed",
            "  subscribed",
            "  disposed",
            "zip 2 a",
            "caught 7",
            "failure TestError(t)",
            "zip array [1, 2]",
        ])
    }

    @Test("asSingle, asMaybe, first() and single() on sequences of 0, 1 and 2 elements")
    func case2() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                for (name, source) in [("empty", Observable<Int>.empty()), ("one", Observable.just(1)), ("two", Observable.of(1, 2))] {
                    source.asSingle().asObservable().log("\(name).asSingle", bag: bag, out)
                    source.asMaybe().asObservable().log("\(name).asMaybe", bag: bag, out)
                    source.first().asObservable().log("\(name).first", bag: bag, out)
                    source.single().log("\(name).single", bag: bag, out)
                }
            },
        ])
        #expect(lines == [
            "empty.asSingle: error(Sequence doesn't contain any elements.)",
            "empty.asSingle: disposed",
            "empty.asMaybe: completed",
            "empty.asMaybe: disposed",
            "empty.first: next(nil)",
            "empty.first: completed",
            "empty.first: disposed",
            "empty.single: error(Sequence doesn't contain any elements.)",
            "empty.single: disposed",
            "one.asSingle: next(1)",
            "one.asSingle: completed",
            "one.asSingle: disposed",
            "one.asMaybe: next(1)",
            "one.asMaybe: completed",
            "one.asMaybe: disposed",
            "one.first: next(Optional(1))",
            "one.first: completed",
            "one.first: disposed",
            "one.single: next(1)",
            "one.single: completed",
            "one.single: disposed",
            "two.asSingle: error(Sequence contains more than one element.)",
            "two.asSingle: disposed",
            "two.asMaybe: error(Sequence contains more than one element.)",
            "two.asMaybe: disposed",
            "two.first: next(Optional(1))",
            "two.first: completed",
            "two.first: disposed",
            "two.single: next(1)",
            "two.single: error(Sequence contains more than one element.)",
            "two.single: disposed",
        ])
    }

    @Test("Maybe: create, subscribe, ifEmpty, filter; Completable: andThen, zip, concat")
    func case3() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                Maybe<Int>.create { observer in observer(.completed); return Disposables.create() }
                    .subscribe(onSuccess: { out("maybe success \($0)") }, onError: { out("maybe error \($0)") },
                               onCompleted: { out("maybe completed") }).disposed(by: bag)
                Maybe<Int>.empty().ifEmpty(default: 5).subscribe(onSuccess: { out("ifEmpty \($0)") }).disposed(by: bag)
                Single.just(3).filter { $0 > 5 }.subscribe { event in out("filtered \(event)") }.disposed(by: bag)
                let first = Completable.create { observer in out("  first runs"); observer(.completed); return Disposables.create() }
                first.andThen(Single.just("then")).subscribe(onSuccess: { out("andThen \($0)") }).disposed(by: bag)
                first.andThen(Observable.of(1, 2)).log("andThen observable", bag: bag, out)
                Completable.zip(first, Completable.empty()).subscribe(onCompleted: { out("zip completed") }).disposed(by: bag)
                Completable.concat(first, Completable.error(TestError("c"))).subscribe(onError: { out("concat error \($0)") }).disposed(by: bag)
                Observable.of(1, 2).ignoreElements().asCompletable().subscribe { event in out("completable \(event)") }.disposed(by: bag)
            },
        ])
        #expect(lines == [
            "maybe completed",
            "ifEmpty 5",
            "filtered completed",
            "  first runs",
            "andThen then",
            "  first runs",
            "andThen observable: next(1)",
            "andThen observable: next(2)",
            "andThen observable: completed",
            "andThen observable: disposed",
            "  first runs",
            "zip completed",
            "  first runs",
            "concat error TestError(c)",
            "completable completed",
        ])
    }

    @Test("Single on a TestScheduler: retry, timeout, delay, with subscription times")
    func case4() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
                let res = scheduler.start { xs.asSingle().delay(.seconds(5), scheduler: scheduler).asObservable() }
                out("delayed"); dump(out, res.events); out("  xs \(xs.subscriptions)")
                let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError("f"))])
                let retried = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { failing.asSingle().retry(2).asObservable() }
                out("retried"); dump(out, retried.events); out("  failing \(failing.subscriptions)")
                let slow = scheduler.createColdObservable([.next(50, 1), .completed(50)])
                let timedOut = scheduler.start(created: 2000, subscribed: 2100, disposed: 3000) {
                    slow.asSingle().timeout(.seconds(20), scheduler: scheduler).asObservable()
                }
                out("timed out"); dump(out, timedOut.events); out("  slow \(slow.subscriptions)")
            },
        ])
        #expect(lines == [
            "delayed",
            "  215: next(1)",
            "  216: completed",
            "  xs [(200: 210)]",
            "retried",
            "  1120: error(TestError(f))",
            "  failing [(1100: 1110), (1110: 1120)]",
            "timed out",
            "  2120: error(Sequence timeout.)",
            "  slow [(2100: 2120)]",
        ])
    }

    @Test("Infallible: create, asInfallible, combineLatest, merge of a collection (which concatenates, as in RxSwift), bind(to:)")
    func case5() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                Infallible<Int>.create { observer in observer(.next(1)); observer(.completed); return Disposables.create() }
                    .subscribe(onNext: { out("created \($0)") }, onCompleted: { out("created completed") }).disposed(by: bag)
                Observable<Int>.error(TestError("i")).startWith(0).asInfallible(onErrorJustReturn: -1)
                    .subscribe(onNext: { out("justReturn \($0)") }).disposed(by: bag)
                let a = PublishSubject<Int>(), b = PublishSubject<Int>()
                let ia = a.asInfallible(onErrorFallbackTo: .empty()), ib = b.asInfallible(onErrorJustReturn: 0)
                Infallible.combineLatest(ia, ib) { "\($0)-\($1)" }.subscribe(onNext: { out("combined \($0)") }).disposed(by: bag)
                Infallible.merge([ia, ib]).subscribe(onNext: { out("merge(collection) \($0)") }).disposed(by: bag)
                Infallible.merge(ia, ib).subscribe(onNext: { out("merge(variadic) \($0)") }).disposed(by: bag)
                let relay = BehaviorRelay(value: 0)
                ia.bind(to: relay).disposed(by: bag)
                a.onNext(1); b.onNext(2); a.onCompleted(); b.onNext(3)
                out("relay \(relay.value)")
            },
        ])
        #expect(lines == [
            "created 1",
            "created completed",
            "justReturn 0",
            "justReturn -1",
            "merge(collection) 1",
            "merge(variadic) 1",
            "combined 1-2",
            "merge(collection) 2",
            "merge(variadic) 2",
            "combined 1-3",
            "merge(collection) 3",
            "merge(variadic) 3",
            "relay 1",
        ])
    }

    @Test("Signal: PublishRelay.asSignal, emit(to:), no replay for a late subscriber; asSignal(onErrorJustReturn:)")
    func case6() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let relay = PublishRelay<String>()
                let signal = relay.asSignal()
                let target = PublishRelay<String>()
                target.subscribe(onNext: { out("target \($0)") }).disposed(by: bag)
                signal.emit(to: target).disposed(by: bag)
                signal.emit(onNext: { out("A \($0)") }).disposed(by: bag)
                relay.accept("one")
                signal.emit(onNext: { out("late \($0)") }).disposed(by: bag)
                relay.accept("two")
                Observable<String>.error(TestError("sig")).asSignal(onErrorJustReturn: "fallback")
                    .emit(onNext: { out("signal \($0)") }, onCompleted: { out("signal completed") }).disposed(by: bag)
            },
        ])
        #expect(lines == [
            "target one",
            "A one",
            "target two",
            "A two",
            "late two",
            "signal fallback",
            "signal completed",
        ])
    }

    @Test("Driver: combineLatest and zip without a selector, of, from, startWith shared, drive() variants")
    func case7() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag()
                let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: "x")
                Driver.combineLatest(a.asDriver(), b.asDriver()).drive(onNext: { out("combined \($0) \($1)") }).disposed(by: bag)
                Driver.zip(a.asDriver(), b.asDriver()).drive(onNext: { out("zipped \($0) \($1)") }).disposed(by: bag)
                a.accept(2); b.accept("y")
                Driver.of(1, 2, 3).drive(onNext: { out("of \($0)") }, onCompleted: { out("of completed") }).disposed(by: bag)
                Driver.from(["p", "q"]).drive(onNext: { out("from \($0)") }).disposed(by: bag)
                let started = a.asDriver().startWith(0).do(onSubscribe: { out("  subscribe") })
                started.drive(onNext: { out("first \($0)") }).disposed(by: bag)
                started.drive(onNext: { out("second \($0)") }).disposed(by: bag)
                started.drive().disposed(by: bag)
                a.accept(3)
            },
        ])
        #expect(lines == [
            "combined 1 x",
            "zipped 1 x",
            "combined 2 x",
            "combined 2 y",
            "zipped 2 y",
            "of 1",
            "from p",
            "  subscribe",
            "first 0",
            "first 2",
            "second 2",
            "combined 3 y",
            "first 3",
            "second 3",
        ])
    }

    @Test("Driver and Signal on SharingScheduler.mock(scheduler:) with a TestScheduler")
    func case8() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError("d"))])
                    let driven = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
                    out("driver"); dump(out, driven.events)
                }
                let scheduler2 = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler2) {
                    let xs = scheduler2.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
                    let delayed = scheduler2.start { xs.asDriver(onErrorJustReturn: 0).delay(.seconds(20)).asObservable() }
                    out("driver delay"); dump(out, delayed.events)
                }
                let scheduler3 = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler3) {
                    let ys = scheduler3.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
                    let signal = scheduler3.start { ys.asSignal(onErrorJustReturn: "").asObservable() }
                    out("signal"); dump(out, signal.events)
                }
            },
        ])
        #expect(lines == [
            "driver",
            "  211: next(10)",
            "  221: next(20)",
            "  231: next(-10)",
            "  231: completed",
            "driver delay",
            "  231: next(1)",
            "  271: next(2)",
            "  321: completed",
            "signal",
            "  211: next(a)",
            "  221: next(b)",
            "  231: completed",
        ])
    }
}
