// Item 6: the orders the contract states (each mirrors /work/scratch/verify/scenarios/6*.txt)
import RxSwift
import RxRelay
import RxCocoaLite

func logged<T>(_ name: String, _ o: Observable<T>) -> Observable<T> {
    o.do(onSubscribe: { log("\(name) subscribed") }, onDispose: { log("\(name) disposed") })
}
func relayLog<T>(_ r: BehaviorRelay<T>, _ name: String) -> Disposable { r.skip(1).subscribe(onNext: { log("\(name) relay announces \($0)") }) }

func p6_orders() {   // subscription orders, shown with logging sources
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 1), stop = BehaviorRelay(value: 0), x = BehaviorRelay(value: -1)
    let stop2 = PublishRelay<Int>(), y = BehaviorRelay(value: -1)
    bag += [relayLog(x, "x"), relayLog(y, "y"), relayLog(a, "a")]
    step("take(until:) with logging sources") {
        _ = logged("source", a.asObservable()).take(until: logged("notifier", stop.asObservable())).subscribe(onNext: { log("receives \($0)") })
    }
    step("bind a.takeUntil(stop) -> x") { bag.append(a.take(until: stop).do(onCompleted: { log("t1 completed") }).bind(to: x)) }
    step("bind a.takeUntil(stop2) -> y") { bag.append(a.take(until: stop2).do(onCompleted: { log("t2 completed") }).bind(to: y)) }
    step("set stop2 = 0") { stop2.accept(0) }
    step("set a = 5") { a.accept(5); log("x = \(x.value) y = \(y.value)") }
    step("sample with logging sources") {
        _ = logged("source", a.asObservable()).sample(logged("sampler", stop.asObservable())).subscribe(onNext: { log("receives \($0)") })
    }
    let src = BehaviorRelay(value: 1), trig = BehaviorRelay(value: 0), sx = BehaviorRelay(value: -1)
    bag += [relayLog(sx, "sx")]
    step("bind src.sample(trig) -> sx") { bag.append(src.sample(trig).bind(to: sx)) }
    step("set trig = 1") { trig.accept(1) }
    step("set src = 2") { src.accept(2) }
    step("set trig = 2") { trig.accept(2) }
    let outer = PublishRelay<Int>()
    step("flatMapLatest: build / dispose / subscribe order") {
        bag.append(outer.flatMapLatest { n -> Observable<Int> in
            log("selector builds inner \(n)")
            return logged("inner \(n)", Observable<Int>.never())
        }.subscribe())
    }
    step("outer 1") { outer.accept(1) }
    step("outer 2") { outer.accept(2) }
}

func p6_flatMapLatestShare() {   // 6c-flatmaplatest-share.txt
    var bag: [Disposable] = []
    let b = Button(name: "b"), x = BehaviorRelay(value: -1)
    bag.append(relayLog(x, "x"))
    let ticks = Observable<Int>.interval(.milliseconds(100), scheduler: sched).share()
    step("bind b.flatMapLatest(ticks) -> x") { bag.append(b.rx.tap.flatMapLatest { ticks }.bind(to: x)) }
    step("tap b") { b.tap() }
    wait(250)
    step("tap b") { b.tap() }
    wait(300)
}

func p6_mergeFrom() {   // 6d-merge-from.txt
    var bag: [Disposable] = []
    let logR = BehaviorRelay(value: ""), s = BehaviorRelay(value: 7), pairs = BehaviorRelay(value: "")
    let r = BehaviorRelay(value: 1), t = BehaviorRelay(value: 0), log2 = BehaviorRelay(value: "")
    bag += [relayLog(logR, "log"), relayLog(pairs, "pairs"), relayLog(log2, "log2"), relayLog(t, "t")]
    step("on merge(from([1, 2]), from([10, 20]))") {
        bag.append(Observable.merge(Observable.from([1, 2]), Observable.from([10, 20])).subscribe(onNext: { logR.accept(logR.value + "\($0);") }))
    }
    step("on combineLatest(from([1, 2]), s)") {
        bag.append(Observable.combineLatest(Observable.from([1, 2]), s.asObservable()).subscribe(onNext: { pairs.accept(pairs.value + "\($0.0)\($0.1);") }))
    }
    step("on t.flatMap(from([outer, outer * 10])) as fm") {
        bag.append(t.flatMap { Observable.from([$0, $0 * 10]) }.subscribe(onNext: { log2.accept(log2.value + "\($0);") }))
    }
    step("on t as other") { bag.append(t.subscribe(onNext: { log2.accept(log2.value + "o\($0);") })) }
    step("bind r.map(it + 1) -> t") { bag.append(r.map { $0 + 1 }.bind(to: t)) }
    step("set t = 3") { t.accept(3) }
}

func p6_combineLatestEmpty() {   // 6e-combinelatest-empty.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 1), x = BehaviorRelay(value: -1), y = BehaviorRelay(value: -1)
    bag += [relayLog(x, "x"), relayLog(y, "y")]
    step("bind combineLatest(empty(), a) -> x as c1") {
        bag.append(Observable.combineLatest(Observable<Int>.empty(), a.asObservable()).map { $0.0 + $0.1 }.do(onCompleted: { log("c1 completed") }).bind(to: x))
    }
    step("bind combineLatest(a, empty()) -> y as c2") {
        bag.append(Observable.combineLatest(a.asObservable(), Observable<Int>.empty()).map { $0.0 + $0.1 }.do(onCompleted: { log("c2 completed") }).bind(to: y))
    }
    step("set a = 2") { a.accept(2) }
}

func p6_retry() {   // 6f-retry.txt (release build: bind(to:) of an error prints instead of fatalError)
    var bag: [Disposable] = []
    let r = BehaviorRelay(value: 1), x = BehaviorRelay(value: -1), q = BehaviorRelay(value: 0), z = BehaviorRelay(value: -1)
    bag += [relayLog(x, "x"), relayLog(z, "z")]
    step("bind r.map(it == 5 ? number(\"x\") : it).retry(2) -> x as b") {
        bag.append(logged("attempt", r.asObservable()).map { v -> Int in if v == 5 { throw Failure("number(\"x\")") }; return v }
            .retry(2).do(onError: { log("b error \($0)") }).bind(to: x))
    }
    step("set r = 5") { r.accept(5) }
    step("bind q.map(number(\"y\")).retry(3) -> z as b2") {
        bag.append(logged("attempt", q.asObservable()).map { _ -> Int in throw Failure("number(\"y\")") }
            .retry(3).do(onError: { log("b2 error \($0)") }).bind(to: z))
    }
}

func p6_throttle(_ window: RxTimeInterval) -> () -> Void { {   // 6g-throttle.txt
    var bag: [Disposable] = []
    let p = PublishRelay<Int>(), x = BehaviorRelay(value: -1), y = BehaviorRelay(value: -1)
    bag += [relayLog(x, "x"), relayLog(y, "y")]
    step("bind p.throttle(1s, latest: false) -> x") { bag.append(p.throttle(window, latest: false, scheduler: sched).bind(to: x)) }
    step("bind p.throttle(1s) -> y") { bag.append(p.throttle(window, scheduler: sched).bind(to: y)) }
    for (v, w) in [(0, 300), (300, 300), (600, 400), (1000, 100), (1100, 950), (2050, 300), (2350, 2000)] {
        step("set p = \(v)") { p.accept(v) }
        wait(w)
    }
} }

func p6_throttleReentrant() {   // 6g-throttle-reentrant.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 0), logR = BehaviorRelay(value: "")
    bag += [relayLog(logR, "log")]
    step("on a.throttle(1s) as th") {
        bag.append(a.throttle(.milliseconds(1000), scheduler: sched).subscribe(onNext: { v in logR.accept(logR.value + "\(v);"); if v < 3 { a.accept(v + 1) } }))
    }
    wait(5000)
    step("set a = 10") { a.accept(10) }
    wait(2000)
}

func p6_main() {   // 6h-main.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0), logR = BehaviorRelay(value: "")
    bag += [relayLog(logR, "log")]
    step("on a.main() as m") {
        bag.append(a.observe(on: MainScheduler.instance).subscribe(onNext: { v in
            logR.accept(logR.value + "m\(v);"); if v == 1 { a.accept(2) }; logR.accept(logR.value + "e\(v);") }))
    }
    step("on a as other") { bag.append(a.subscribe(onNext: { v in if v == 1 { b.accept(1) } })) }
    step("on b.main() as n") { bag.append(b.observe(on: MainScheduler.instance).subscribe(onNext: { v in logR.accept(logR.value + "n\(v);") })) }
    step("set a = 1") { a.accept(1) }
    step("final") { log("log = \(logR.value)") }
}

func p6_mainAsync() {   // 6h-main-async.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0), logR = BehaviorRelay(value: "")
    bag += [relayLog(logR, "log")]
    step("on a.async() as w") { bag.append(a.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { v in logR.accept(logR.value + "w\(v);") })) }
    step("on a as other") { bag.append(a.subscribe(onNext: { v in if v == 1 { b.accept(1) } })) }
    step("on b.main() as n") { bag.append(b.observe(on: MainScheduler.instance).subscribe(onNext: { v in logR.accept(logR.value + "n\(v);") })) }
    step("set a = 1") { a.accept(1) }
    step("final") { log("log = \(logR.value)") }
}
