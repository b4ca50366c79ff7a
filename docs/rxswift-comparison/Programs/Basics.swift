#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif

var keep: [Any] = []

let basics: [Program] = [
    Program("publish subject completes; late subscriber gets the end") {
        let bag = DisposeBag(); keep.append(bag)
        let s = PublishSubject<Int>()
        s.log("A", bag: bag, out)
        s.log("B", bag: bag, out)
        s.onNext(1)
        s.onCompleted()
        s.onNext(2)
        s.log("late", bag: bag, out)
    },
    Program("behavior subject error; value() throws; late subscriber gets only the error") {
        let bag = DisposeBag(); keep.append(bag)
        let s = BehaviorSubject(value: 0)
        s.log("A", bag: bag, out)
        s.onNext(1)
        out("value: \((try? s.value()).map(show) ?? "throws")")
        s.onError(TestError("boom"))
        out("value: \((try? s.value()).map(show) ?? "throws")")
        s.log("late", bag: bag, out)
    },
    Program("replay subject buffer 2, then completion") {
        let bag = DisposeBag(); keep.append(bag)
        let s = ReplaySubject<Int>.create(bufferSize: 2)
        s.onNext(1); s.onNext(2); s.onNext(3)
        s.log("A", bag: bag, out)
        s.onNext(4)
        s.onCompleted()
        s.log("late", bag: bag, out)
    },
    Program("subject completed during a next: later subscriber sees only the end") {
        let bag = DisposeBag(); keep.append(bag)
        let s = PublishSubject<Int>()
        s.subscribe(onNext: { v in out("A: \(v)"); if v == 1 { s.onCompleted() } }, onCompleted: { out("A: completed") })
            .disposed(by: bag)
        s.log("B", bag: bag, out)
        s.onNext(1)
    },
    Program("re-entrant accept: later subscriber sees newer value first (RxSwift #713)") {
        let bag = DisposeBag(); keep.append(bag)
        let r = BehaviorRelay(value: 0)
        r.subscribe(onNext: { v in out("A: \(v)"); if v == 1 { r.accept(2) } }).disposed(by: bag)
        r.subscribe(onNext: { v in out("B: \(v)") }).disposed(by: bag)
        r.accept(1)
        out("value: \(r.value)")
    },
    Program("re-entrant write through a map chain and bind(to:)") {
        let bag = DisposeBag(); keep.append(bag)
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        a.subscribe(onNext: { out("A1: \($0)") }).disposed(by: bag)
        a.map { $0 * 10 }.bind(to: b).disposed(by: bag)
        b.subscribe(onNext: { v in out("B: \(v)"); if v == 10 { a.accept(2) } }).disposed(by: bag)
        a.subscribe(onNext: { out("A2: \($0)") }).disposed(by: bag)
        a.accept(1)
    },
    Program("of and merge interleave on the trampoline") {
        let bag = DisposeBag(); keep.append(bag)
        Observable.merge(Observable.of(1, 2), Observable.of(10, 20)).log("merge", bag: bag, out)
        Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { "\($0)-\($1)" }.log("combine", bag: bag, out)
        Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }.log("zip", bag: bag, out)
        Observable.from([1, 2, 3]).map { $0 * 2 }.filter { $0 > 2 }.log("from", bag: bag, out)
        Observable.just(7).startWith(5, 6).log("startWith", bag: bag, out)
        Observable<Int>.empty().log("empty", bag: bag, out)
    },
    Program("of inside a replay handler waits for the outer subscription") {
        let bag = DisposeBag(); keep.append(bag)
        let r = BehaviorRelay(value: 1)
        r.map { $0 }.subscribe(onNext: { v in
            out("outer: \(v) begin")
            Observable.of(10, 20).subscribe(onNext: { out("inner: \($0)") }, onCompleted: { out("inner: completed") })
                .disposed(by: bag)
            out("outer: \(v) end")
        }).disposed(by: bag)
        out("after subscribe")
    },
    Program("take completes and unsubscribes; take(until:)") {
        let bag = DisposeBag(); keep.append(bag)
        let r = BehaviorRelay(value: 0)
        r.take(2).log("take", bag: bag, out)
        let stop = PublishSubject<Void>()
        r.take(until: stop).log("until", bag: bag, out)
        r.accept(1); r.accept(2)
        stop.onNext(())
        r.accept(3)
    },
    Program("take(2) whose subscriber writes back") {
        let bag = DisposeBag(); keep.append(bag)
        let r = BehaviorRelay(value: 0)
        r.take(2).subscribe(onNext: { v in out("A: \(v)"); r.accept(v + 1) }, onCompleted: { out("A: completed") })
            .disposed(by: bag)
        out("value: \(r.value)")
    },
    Program("errors end a chain unless caught") {
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
    Program("merge completes when all sources have; flatMap and flatMapLatest") {
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
    Program("combineLatest completion and tuple form") {
        let bag = DisposeBag(); keep.append(bag)
        let a = PublishSubject<Int>(), b = PublishSubject<String>()
        Observable.combineLatest(a, b).map { "\($0.0)\($0.1)" }.log("tuple", bag: bag, out)
        a.onNext(1); a.onNext(2); b.onNext("a"); a.onCompleted(); b.onNext("b"); b.onCompleted()
        let c = PublishSubject<Int>(), d = PublishSubject<Int>()
        Observable.combineLatest(c, d) { $0 + $1 }.log("early", bag: bag, out)
        c.onCompleted(); d.onNext(5)
    },
    Program("share(replay: 1) connects once, replays, reconnects after the last leaves") {
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
    Program("distinctUntilChanged, scan, withLatestFrom, skip, compactMap, do") {
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
    Program("dispose during delivery: operator chain drops, plain subscriber still gets the value") {
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
    Program("deferred, error, never, catch with a fallback sequence") {
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
    Program("bind(to:) into subjects, relays, several observers and optionals") {
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
    Program("types of your own conform to ObservableType and ObserverType") {
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
]
