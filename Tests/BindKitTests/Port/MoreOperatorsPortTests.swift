import BindKit
import Foundation
import Testing

/// Port corpus: more operators, controls, notifications, toBlocking: programs of `docs/rxswift-comparison/Programs/` with the output
/// RxSwift 6.10.2 gave (generated from its run; compare with `docs/rxswift-comparison/run.sh`).
@Suite("Port corpus: more operators, controls, notifications, toBlocking")
struct MoreOperatorsPortTests {
    @Test("reduce, toArray, ifEmpty, enumerated, element(at:), takeLast, materialize/dematerialize")
    func case1() {
        let lines = Transcript.run([
            { out, keep in
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
                    out(name); dump(out, res.events); out("  xs \(xs.subscriptions)")
                }
                let empty = TestScheduler(initialClock: 0)
                let es = empty.createHotObservable([Recorded<Event<Int>>.completed(250)])
                let res1 = empty.start { es.ifEmpty(default: 7) }
                out("ifEmpty(default:)"); dump(out, res1.events)
                let empty2 = TestScheduler(initialClock: 0)
                let es2 = empty2.createHotObservable([Recorded<Event<Int>>.completed(250)])
                let fallback = empty2.createColdObservable([.next(10, 9), .completed(20)])
                let res2 = empty2.start { es2.ifEmpty(switchTo: fallback.asObservable()) }
                out("ifEmpty(switchTo:)"); dump(out, res2.events); out("  fallback \(fallback.subscriptions)")
            },
        ])
        #expect(lines == [
            "reduce",
            "  250: next(12)",
            "  250: completed",
            "  xs [(200: 250)]",
            "toArray",
            "  250: next([3, 4, 5])",
            "  250: completed",
            "  xs [(200: 250)]",
            "enumerated",
            "  210: next(0:3)",
            "  220: next(1:4)",
            "  230: next(2:5)",
            "  250: completed",
            "  xs [(200: 250)]",
            "element(at: 1)",
            "  220: next(4)",
            "  220: completed",
            "  xs [(200: 220)]",
            "element(at: 9)",
            "  250: error(Argument out of range.)",
            "  xs [(200: 250)]",
            "takeLast(2)",
            "  250: next(4)",
            "  250: next(5)",
            "  250: completed",
            "  xs [(200: 250)]",
            "materialize",
            "  210: next(next(3))",
            "  220: next(next(4))",
            "  230: next(next(5))",
            "  250: next(completed)",
            "  250: completed",
            "  xs [(200: 250)]",
            "dematerialize",
            "  210: next(3)",
            "  220: next(4)",
            "  230: next(5)",
            "  250: completed",
            "  xs [(200: 250)]",
            "ifEmpty(default:)",
            "  250: next(7)",
            "  250: completed",
            "ifEmpty(switchTo:)",
            "  260: next(9)",
            "  270: completed",
            "  fallback [(250: 270)]",
        ])
    }

    @Test("amb, buffer, delaySubscription, timeout with a fallback, subscribe(on:)")
    func case2() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let left = scheduler.createHotObservable([.next(230, "L1"), .next(240, "L2"), .completed(300)])
                let right = scheduler.createHotObservable([.next(220, "R1"), .next(250, "R2"), .completed(280)])
                let amb = scheduler.start { left.amb(right) }
                out("amb"); dump(out, amb.events); out("  left \(left.subscriptions) right \(right.subscriptions)")
                let scheduler2 = TestScheduler(initialClock: 0)
                let xs = scheduler2.createHotObservable([.next(205, 1), .next(215, 2), .next(225, 3), .next(290, 4), .completed(300)])
                let buffered = scheduler2.start { xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: scheduler2).map { "\($0)" } }
                out("buffer"); dump(out, buffered.events)
                let scheduler3 = TestScheduler(initialClock: 0)
                let cold = scheduler3.createColdObservable([.next(10, "c"), .completed(20)])
                let delayed = scheduler3.start { cold.delaySubscription(.seconds(30), scheduler: scheduler3) }
                out("delaySubscription"); dump(out, delayed.events); out("  cold \(cold.subscriptions)")
                let scheduler4 = TestScheduler(initialClock: 0)
                let slow = scheduler4.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3)])
                let other = scheduler4.createColdObservable([.next(5, 100), .completed(10)])
                let timedOut = scheduler4.start { slow.timeout(.seconds(40), other: other, scheduler: scheduler4) }
                out("timeout(other:)"); dump(out, timedOut.events); out("  slow \(slow.subscriptions) other \(other.subscriptions)")
                let scheduler5 = TestScheduler(initialClock: 0)
                let ys = scheduler5.createColdObservable([.next(10, "y"), .completed(20)])
                let subscribedOn = scheduler5.start(disposed: 215) { ys.subscribe(on: scheduler5) }
                out("subscribe(on:)"); dump(out, subscribedOn.events); out("  ys \(ys.subscriptions)")
                let scheduler6 = TestScheduler(initialClock: 0)
                let zs = scheduler6.createHotObservable([.next(250, "z"), .completed(300)])
                let endsThroughScheduler = scheduler6.start { zs.subscribe(on: scheduler6) }
                out("subscribe(on:) a hot observable"); dump(out, endsThroughScheduler.events); out("  zs \(zs.subscriptions)")
            },
        ])
        #expect(lines == [
            "amb",
            "  220: next(R1)",
            "  250: next(R2)",
            "  280: completed",
            "  left [(200: 220)] right [(200: 280)]",
            "buffer",
            "  215: next([1, 2])",
            "  245: next([3])",
            "  275: next([])",
            "  300: next([4])",
            "  300: completed",
            "delaySubscription",
            "  240: next(c)",
            "  250: completed",
            "  cold [(230: 250)]",
            "timeout(other:)",
            "  210: next(1)",
            "  240: next(2)",
            "  285: next(100)",
            "  290: completed",
            "  slow [(200: 280)] other [(280: 290)]",
            "subscribe(on:)",
            "  211: next(y)",
            "  ys [(201: 216)]",
            "subscribe(on:) a hot observable",
            "  250: next(z)",
            "  300: completed",
            "  zs [(201: 301)]",
        ])
    }

    @Test("skip and take for a duration, just(_:scheduler:), range, generate, repeatElement, from(optional:), using")
    func case3() {
        let lines = Transcript.run([
            { out, keep in
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
                let skipped = scheduler.start { xs.skip(.seconds(25), scheduler: scheduler) }
                out("skip(_:scheduler:)"); dump(out, skipped.events)
                scheduler.advanceTo(0)
                let taken = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
                out("take(for:scheduler:)"); dump(out, taken.events)
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
        ])
        #expect(lines == [
            "skip(_:scheduler:)",
            "  230: next(3)",
            "  240: next(4)",
            "  250: completed",
            "take(for:scheduler:)",
            "  225: completed",
            "range: next(3)",
            "range: next(4)",
            "range: next(5)",
            "range: completed",
            "range: disposed",
            "generate: next(1)",
            "generate: next(3)",
            "generate: next(9)",
            "generate: completed",
            "generate: disposed",
            "repeatElement: next(r)",
            "repeatElement: next(r)",
            "repeatElement: next(r)",
            "repeatElement: completed",
            "repeatElement: disposed",
            "from(optional:): next(5)",
            "from(optional:): completed",
            "from(optional:): disposed",
            "from(optional: nil): completed",
            "from(optional: nil): disposed",
            "using: next(1)",
            "using: next(2)",
            "using: completed",
            "using: disposed",
            "  resource disposed",
            "range interleaves: next(0)",
            "range interleaves: next(10)",
            "range interleaves: next(1)",
            "range interleaves: next(11)",
            "range interleaves: completed",
            "range interleaves: disposed",
            "just(scheduler:): disposed",
        ])
    }

    @Test("window and groupBy: inner sequences, their ends and subscription times")
    func case4() {
        let lines = Transcript.run([
            { out, keep in
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
                out("window"); dump(out, windows.events); out("  xs \(xs.subscriptions)")
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
                out("groupBy"); dump(out, groups.events); out("  ys \(ys.subscriptions)")
            },
        ])
        #expect(lines == [
            "window",
            "  210: next(w1: 1)",
            "  220: next(w1: 2)",
            "  220: completed",
            "  230: next(w2: 3)",
            "  260: completed",
            "  280: next(w3: 4)",
            "  300: completed",
            "  xs [(200: 300)]",
            "groupBy",
            "  210: next(group a)",
            "  210: next(a: apple)",
            "  220: next(a: avocado)",
            "  220: next(a completed)",
            "  230: next(group b)",
            "  230: next(b: banana)",
            "  240: next(b: blueberry)",
            "  250: next(b error TestError(g))",
            "  250: next(outer error TestError(g))",
            "  ys [(200: 250)]",
        ])
    }

    @Test("AsyncSubject, replay and replayAll, combineLatest of 5, zip of a collection completes early")
    func case5() {
        let lines = Transcript.run([
            { out, keep in
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
        ])
        #expect(lines == [
            "async A: next(2)",
            "async B: next(2)",
            "async A: completed",
            "async A: disposed",
            "async B: completed",
            "async B: disposed",
            "async late: next(2)",
            "async late: completed",
            "async late: disposed",
            "replay(2): next(2)",
            "replay(2): next(3)",
            "replay(2): next(4)",
            "replayAll: next(4)",
            "combineLatest5: next(5)",
            "combineLatest5: next(6)",
            "combineLatest5: next(7)",
            "combineLatest5: next(8)",
            "combineLatest5: next(9)",
            "combineLatest5: next(10)",
            "zip collection: next([1, 10])",
            "zip arity: next((1, 10))",
            "zip collection: completed",
            "zip collection: disposed",
            "replay(2): disposed",
            "replayAll: disposed",
            "combineLatest5: disposed",
            "zip arity: disposed",
        ])
    }

    @Test("withUnretained completes once the object is gone; retry(when:) with a limited number of retries")
    func case6() {
        let lines = Transcript.run([
            { out, keep in
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
        ])
        #expect(lines == [
            "withUnretained: next(owner 1)",
            "withUnretained: completed",
            "withUnretained: disposed",
            "retry(when:): next(3)",
            "retry(when:): completed",
            "retry(when:): disposed",
        ])
    }

    @Test("controlEvent, sendActions(for:), title(for:) on the simulated controls")
    func case7() {
        let lines = Transcript.run([
            { out, keep in
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
        ])
        #expect(lines == [
            "text ",
            "text ",
            "began or changed",
            "text a",
            "began or changed",
            "text ab",
            "began or changed",
            "editingDidEnd ab",
            "text ab",
            "text set",
            "began or changed",
            "touchUpInside",
            "tap",
            "touchUpInside",
            "tap",
            "title Go highlighted Go",
        ])
    }

    @Test("NotificationCenter.rx.notification; toBlocking on synchronous sequences")
    func case8() {
        let lines = Transcript.run([
            { out, keep in
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
        ])
        #expect(lines == [
            "notification: next(ping)",
            "toArray [1, 2, 3]",
            "first Optional(4)",
            "last Optional(5)",
            "materialize failed [1] TestError(b)",
            "notification: disposed",
        ])
    }
}
