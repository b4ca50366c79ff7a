#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif
import Foundation

/// More operators of issue 24, on hot and cold test observables with their
/// subscription times, compared with RxSwift 6.10.2.
let moreOperators: [Program] = [
    Program("reduce, toArray, ifEmpty, enumerated, element(at:), takeLast, materialize/dematerialize") {
        for (name, make) in [
            ("reduce", { (xs: Observable<Int>) in xs.reduce(0, accumulator: +).map { "\($0)" } }),
            ("toArray", { xs in xs.toArray().asObservable().map { "\($0)" } }),
            ("enumerated", { xs in xs.enumerated().map { "\($0.index):\($0.element)" } }),
            ("element(at: 1)", { xs in xs.element(at: 1).map { "\($0)" } }),
            ("element(at: 9)", { xs in xs.element(at: 9).map { "\($0)" } }),
            ("takeLast(2)", { xs in xs.takeLast(2).map { "\($0)" } }),
            ("materialize", { xs in xs.materialize().map { "\($0)" } }),
            ("dematerialize", { xs in xs.materialize().dematerialize().map { "\($0)" } }),
        ] as [(String, (Observable<Int>) -> Observable<String>)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 3), .next(220, 4), .next(230, 5), .completed(250)])
            let res = scheduler.start { make(xs.asObservable()) }
            out(name); dump(res.events); out("  xs \(xs.subscriptions)")
        }
        let empty = TestScheduler(initialClock: 0)
        let es = empty.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res1 = empty.start { es.ifEmpty(default: 7) }
        out("ifEmpty(default:)"); dump(res1.events)
        let empty2 = TestScheduler(initialClock: 0)
        let es2 = empty2.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let fallback = empty2.createColdObservable([.next(10, 9), .completed(20)])
        let res2 = empty2.start { es2.ifEmpty(switchTo: fallback.asObservable()) }
        out("ifEmpty(switchTo:)"); dump(res2.events); out("  fallback \(fallback.subscriptions)")
    },
    Program("amb, buffer, delaySubscription, timeout with a fallback, subscribe(on:)") {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(230, "L1"), .next(240, "L2"), .completed(300)])
        let right = scheduler.createHotObservable([.next(220, "R1"), .next(250, "R2"), .completed(280)])
        let amb = scheduler.start { left.amb(right) }
        out("amb"); dump(amb.events); out("  left \(left.subscriptions) right \(right.subscriptions)")
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createHotObservable([.next(205, 1), .next(215, 2), .next(225, 3), .next(290, 4), .completed(300)])
        let buffered = scheduler2.start { xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: scheduler2).map { "\($0)" } }
        out("buffer"); dump(buffered.events)
        let scheduler3 = TestScheduler(initialClock: 0)
        let cold = scheduler3.createColdObservable([.next(10, "c"), .completed(20)])
        let delayed = scheduler3.start { cold.delaySubscription(.seconds(30), scheduler: scheduler3) }
        out("delaySubscription"); dump(delayed.events); out("  cold \(cold.subscriptions)")
        let scheduler4 = TestScheduler(initialClock: 0)
        let slow = scheduler4.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3)])
        let other = scheduler4.createColdObservable([.next(5, 100), .completed(10)])
        let timedOut = scheduler4.start { slow.timeout(.seconds(40), other: other, scheduler: scheduler4) }
        out("timeout(other:)"); dump(timedOut.events); out("  slow \(slow.subscriptions) other \(other.subscriptions)")
        let scheduler5 = TestScheduler(initialClock: 0)
        let ys = scheduler5.createColdObservable([.next(10, "y"), .completed(20)])
        let subscribedOn = scheduler5.start(disposed: 215) { ys.subscribe(on: scheduler5) }
        out("subscribe(on:)"); dump(subscribedOn.events); out("  ys \(ys.subscriptions)")
        let scheduler6 = TestScheduler(initialClock: 0)
        let zs = scheduler6.createHotObservable([.next(250, "z"), .completed(300)])
        let endsThroughScheduler = scheduler6.start { zs.subscribe(on: scheduler6) }
        out("subscribe(on:) a hot observable"); dump(endsThroughScheduler.events); out("  zs \(zs.subscriptions)")
    },
    Program("skip and take for a duration, just(_:scheduler:), range, generate, repeatElement, from(optional:), using") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let skipped = scheduler.start { xs.skip(.seconds(25), scheduler: scheduler) }
        out("skip(_:scheduler:)"); dump(skipped.events)
        scheduler.advanceTo(0)
        let taken = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        out("take(for:scheduler:)"); dump(taken.events)
        let bag = DisposeBag()
        Observable.just(1, scheduler: scheduler).log("just(scheduler:)", bag: bag, out)
        Observable<Int>.range(start: 3, count: 3).log("range", bag: bag, out)
        Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).log("generate", bag: bag, out)
        Observable.repeatElement("r").take(3).log("repeatElement", bag: bag, out)
        Observable.from(optional: Optional(5)).log("from(optional:)", bag: bag, out)
        Observable<Int>.from(optional: nil).log("from(optional: nil)", bag: bag, out)
        Observable.using({ () -> CompositeDisposable in CompositeDisposable(disposables: [Disposables.create { out("  resource disposed") }]) },
                         observableFactory: { _ in Observable.of(1, 2) })
            .log("using", bag: bag, out)
        Observable.merge(Observable<Int>.range(start: 0, count: 2), Observable.of(10, 11)).log("range interleaves", bag: bag, out)
    },
    Program("window and groupBy: inner sequences, their ends and subscription times") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300)])
        let windows = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        var index = 0
        scheduler.scheduleAt(200) {
            xs.window(timeSpan: .seconds(40), count: 2, scheduler: scheduler)
                .subscribe(onNext: { window in
                    index += 1
                    let id = index
                    window.map { "w\(id): \($0)" }.subscribe(windows).disposed(by: bag)
                }).disposed(by: bag)
        }
        scheduler.start()
        out("window"); dump(windows.events); out("  xs \(xs.subscriptions)")
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, "apple"), .next(220, "avocado"), .next(230, "banana"),
                                                 .next(240, "blueberry"), .error(250, TestError("g"))])
        let groups = scheduler2.createObserver(String.self)
        scheduler2.scheduleAt(200) {
            ys.groupBy { $0.prefix(1) }
                .subscribe(onNext: { group in
                    groups.onNext("group \(group.key)")
                    // One group alive at the end: RxSwift ends its groups in dictionary order.
                    group.take(group.key == "a" ? 2 : 10)
                        .subscribe(onNext: { groups.onNext("\(group.key): \($0)") },
                                   onError: { groups.onNext("\(group.key) error \($0)") },
                                   onCompleted: { groups.onNext("\(group.key) completed") }).disposed(by: bag)
                }, onError: { groups.onNext("outer error \($0)") }).disposed(by: bag)
        }
        scheduler2.start()
        out("groupBy"); dump(groups.events); out("  ys \(ys.subscriptions)")
    },
    Program("AsyncSubject, replay and replayAll, combineLatest of 5, zip of a collection completes early") {
        let bag = DisposeBag()
        let subject = AsyncSubject<Int>()
        subject.log("async A", bag: bag, out)
        subject.onNext(1); subject.onNext(2)
        subject.log("async B", bag: bag, out)
        subject.onCompleted()
        subject.log("async late", bag: bag, out)
        let source = PublishSubject<Int>()
        let replayed = source.replay(2)
        replayed.connect().disposed(by: bag)
        source.onNext(1); source.onNext(2); source.onNext(3)
        replayed.log("replay(2)", bag: bag, out)
        let all = source.replayAll()
        all.connect().disposed(by: bag)
        source.onNext(4)
        all.log("replayAll", bag: bag, out)
        let a = BehaviorRelay(value: 1)
        let sum5: (Int, Int, Int, Int, Int) -> Int = { $0 + $1 + $2 + $3 + $4 }
        Observable.combineLatest(a, a, a, a, a, resultSelector: sum5).log("combineLatest5", bag: bag, out)
        a.accept(2)
        let p = PublishSubject<Int>(), q = PublishSubject<Int>()
        Observable.zip([p.asObservable(), q.asObservable()]).map { "\($0)" }.log("zip collection", bag: bag, out)
        Observable.zip(p, q).map { "\($0)" }.log("zip arity", bag: bag, out)
        p.onNext(1); p.onCompleted(); q.onNext(10); q.onNext(20)
    },
    Program("withUnretained completes once the object is gone; retry(when:) with a limited number of retries") {
        final class Owner { let name = "owner" }
        let bag = DisposeBag()
        var owner: Owner? = Owner()
        let relay = PublishRelay<Int>()
        relay.withUnretained(owner!).map { "\($0.0.name) \($0.1)" }.log("withUnretained", bag: bag, out)
        relay.accept(1)
        owner = nil
        relay.accept(2)
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError("try \(attempts)")) : .just(attempts)
        }
        let retried: Observable<Int> = flaky.retry(when: { (errors: Observable<Error>) -> Observable<Int> in
            errors.enumerated().flatMap { (pair: (index: Int, element: Error)) -> Observable<Int> in
                pair.index < 5 ? .just(pair.index) : .error(pair.element)
            }
        })
        retried.log("retry(when:)", bag: bag, out)
    },
    Program("controlEvent, sendActions(for:), title(for:) on the simulated controls") {
        let bag = DisposeBag()
        let field = TextField()
        field.rx.controlEvent(.editingDidEnd).subscribe(onNext: { out("editingDidEnd \(field.text ?? "")") }).disposed(by: bag)
        field.rx.text.orEmpty.subscribe(onNext: { out("text \($0)") }).disposed(by: bag)
        field.rx.controlEvent([.editingDidBegin, .editingChanged]).subscribe(onNext: { out("began or changed") }).disposed(by: bag)
        field.userBeginsEditing()
        field.userTypes("ab")
        field.userEndsEditing()
        field.text = "set"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .touchUpInside)
        let button = Button()
        button.rx.controlEvent(.touchUpInside).subscribe(onNext: { out("touchUpInside") }).disposed(by: bag)
        button.rx.tap.subscribe(onNext: { out("tap") }).disposed(by: bag)
        Observable.just("Go").bind(to: button.rx.title(for: .normal)).disposed(by: bag)
        button.userTaps()
        button.sendActions(for: .touchUpInside)
        out("title \(button.title(for: .normal) ?? "nil") highlighted \(button.title(for: .highlighted) ?? "nil")")
    },
    Program("NotificationCenter.rx.notification; toBlocking on synchronous sequences") {
        let bag = DisposeBag()
        let center = NotificationCenter()
        let name = Notification.Name("ping")
        center.rx.notification(name).map { $0.name.rawValue }.log("notification", bag: bag, out)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        out("toArray \((try? Observable.of(1, 2, 3).toBlocking().toArray()) ?? [])")
        out("first \(String(describing: try? Observable.of(4, 5).toBlocking().first()))")
        out("last \(String(describing: try? Observable.of(4, 5).toBlocking().last()))")
        switch Observable<Int>.error(TestError("b")).startWith(1).toBlocking().materialize() {
        case .completed(let elements): out("materialize completed \(elements)")
        case .failed(let elements, let error): out("materialize failed \(elements) \(error)")
        }
    },
]
