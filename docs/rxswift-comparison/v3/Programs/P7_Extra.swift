// Extra probes around items 3-5 (each mirrors /work/scratch/verify/scenarios/<name>.txt)
import RxSwift
import RxRelay
import RxCocoaLite

func p4b_twoWayCompletion() {   // 4b-twoway-completion.txt: RxExample's generic <-> with take(2) on the property side
    var bag: [Disposable] = []
    let nameField = TextField("nameField"), name = BehaviorRelay(value: "")
    bag.append(relayLog(name, "name"))
    step("bind nameField.take(2) <-> name as form") {
        let property = nameField.rx.text
        let bindToUI = name.do(onNext: { log("form name->nameField receives \"\($0)\"") }, onDispose: { log("form name->nameField disposed") }).bind(to: property)
        let bindToRelay = property.take(2).subscribe(onNext: { name.accept($0) }, onCompleted: { log("form nameField->name completed"); bindToUI.dispose() })
        bag.append(Disposables.create(bindToUI, bindToRelay))
    }
    step("user nameField = \"Ada\"") { nameField.user("Ada") }
    step("set name = \"Lin\"") { name.accept("Lin") }
    step("final") { log("nameField = \"\(nameField.text)\" name = \"\(name.value)\"") }
}

func p4c_twoWayError() {   // 4c-twoway-error.txt (release build)
    var bag: [Disposable] = []
    let ageField = TextField("ageField", text: "30"), age = BehaviorRelay(value: "30")
    bag.append(relayLog(age, "age"))
    step("bind ageField.map(string(number(it))) <-> age as form") {
        let property = ageField.rx.text
        let bindToUI = age.bind(to: property)
        let bindToRelay = property.map { s -> String in "\(try parse(s))" }.subscribe(onNext: { age.accept($0) }, onError: { log("form ageField->age error \($0)") }, onCompleted: { bindToUI.dispose() })
        bag.append(Disposables.create(bindToUI, bindToRelay))
    }
    step("user ageField = \"4x\"") { ageField.user("4x") }
    step("set age = \"50\"") { age.accept("50") }
    step("user ageField = \"60\"") { ageField.user("60") }
    step("final") { log("ageField = \"\(ageField.text)\" age = \"\(age.value)\"") }
}

func p5b_nestedUserEdit() {   // 5b-nested-user-edit.txt
    var bag: [Disposable] = []
    let codeField = TextField("codeField"), logR = BehaviorRelay(value: "")
    bag.append(relayLog(logR, "log"))
    step("on codeField as formatter") {
        bag.append(codeField.rx.text.subscribe(onNext: { v in log("formatter receives \"\(v)\""); if v != v.uppercased() { codeField.user(v.uppercased()) } }))
    }
    step("on codeField as copy") { bag.append(codeField.rx.text.subscribe(onNext: { v in log("copy receives \"\(v)\""); logR.accept(logR.value + v + ";") })) }
    step("user codeField = \"ab12\"") { codeField.user("ab12") }
}

func p5c_fieldTwoWayFormatter() {   // 5c-field-two-way-formatter.txt
    var bag: [Disposable] = []
    let f = TextField("f"), r = BehaviorRelay(value: ""), logR = BehaviorRelay(value: "")
    bag += [relayLog(r, "r"), relayLog(logR, "log")]
    step("bind f <-> r as form") { bag.append(f.rx.text <-> r) }
    step("on r as upperer") { bag.append(r.subscribe(onNext: { v in if v != v.uppercased() { r.accept(v.uppercased()) } })) }
    step("on f as copy") { bag.append(f.rx.text.subscribe(onNext: { v in log("copy receives \"\(v)\""); logR.accept(logR.value + v + ";") })) }
    step("user f = \"ab\"") { f.user("ab") }
    step("final") { log("f = \"\(f.text)\" log = \"\(logR.value)\"") }
}

func p3b_shareReconnect() {   // 3b-share-reconnect.txt
    var bag: [Disposable] = []
    let source = BehaviorRelay(value: 1), x = BehaviorRelay(value: -1), y = BehaviorRelay(value: -1), z = BehaviorRelay(value: -1)
    bag += [relayLog(x, "x"), relayLog(y, "y"), relayLog(z, "z")]
    let s = source.scan(0) { $0 + $1 }.share(replay: 1, scope: .whileConnected)
    var a: Disposable?
    step("bind s -> x as a") { a = s.bind(to: x) }
    step("set source = 2") { source.accept(2) }
    step("unbind a") { a?.dispose() }
    step("bind s -> y as b") { bag.append(s.bind(to: y)) }
    let f = Observable.from([1, 2]).share(replay: 1, scope: .whileConnected)
    step("bind f -> x as c") { bag.append(f.do(onCompleted: { log("c completed") }).bind(to: x)) }
    step("bind f -> z as d") { bag.append(f.do(onCompleted: { log("d completed") }).bind(to: z)) }
}

func p4d_twoWayCompletionOrder() {   // 4d-twoway-completion-order.txt
    var bag: [Disposable] = []
    let nameField = TextField("nameField"), name = BehaviorRelay(value: ""), logR = BehaviorRelay(value: "")
    bag += [relayLog(name, "name"), relayLog(logR, "log")]
    step("bind nameField.take(2) <-> name.map(upper(it)) as form") {
        let property = nameField.rx.text
        let bindToUI = name.map { $0.uppercased() }.do(onDispose: { log("form name->nameField disposed") }).bind(to: property)
        let bindToRelay = property.take(2).subscribe(onNext: { name.accept($0) }, onCompleted: { log("form nameField->name completed"); bindToUI.dispose() })
        bag.append(Disposables.create(bindToUI, bindToRelay))
    }
    step("on name as reader") { bag.append(name.subscribe(onNext: { _ in logR.accept(logR.value + nameField.text + ";") })) }
    step("user nameField = \"ada\"") { nameField.user("ada") }
    step("final") { log("nameField = \"\(nameField.text)\" log = \"\(logR.value)\"") }
}

func p7a_concatMap() {   // 7a-completion-order-concatmap.txt
    var bag: [Disposable] = []
    let go = PublishRelay<Int>(), src = BehaviorRelay(value: 0), r = BehaviorRelay(value: -1), logR = BehaviorRelay(value: "")
    bag += [relayLog(r, "r"), relayLog(logR, "log")]
    step("on r as C") { bag.append(r.subscribe(onNext: { v in logR.accept(logR.value + "C\(v)(r=\(r.value));") })) }
    step("bind go.concatMap(src.filter(it > 0).take(1).map(outer)) -> r as A") {
        bag.append(go.concatMap { o in logged("inner \(o)", src.filter { $0 > 0 }.take(1).map { _ in o }) }.bind(to: r))
    }
    step("set go = 1") { go.accept(1) }
    step("set go = 2") { go.accept(2) }
    step("set src = 7") { src.accept(7) }
}

func p7b_share() {   // 7b-completion-order-share.txt
    var bag: [Disposable] = []
    let src = BehaviorRelay(value: 0), r = BehaviorRelay(value: -1), logR = BehaviorRelay(value: "")
    bag += [relayLog(r, "r"), relayLog(logR, "log")]
    let s = src.take(2).share()
    step("bind s -> r as A") { bag.append(s.do(onCompleted: { log("A completed") }).bind(to: r)) }
    step("on s as B") { bag.append(s.subscribe(onNext: { v in logR.accept(logR.value + "B\(v)(r=\(r.value));") }, onCompleted: { log("B completed") })) }
    step("on r as C") { bag.append(r.subscribe(onNext: { v in logR.accept(logR.value + "C\(v);") })) }
    step("set src = 1") { src.accept(1) }
}

func p7c_concatMapNextInner() {   // 7c-concatmap-next-inner-timing.txt
    var bag: [Disposable] = []
    let go = PublishRelay<Int>(), src = BehaviorRelay(value: 0), r = BehaviorRelay(value: ""), logR = BehaviorRelay(value: "")
    bag += [relayLog(r, "r"), relayLog(logR, "log")]
    step("on r as C") { bag.append(r.subscribe(onNext: { _ in logR.accept(logR.value + "C(" + r.value + ")") })) }
    step("bind go.concatMap(combineLatest(src.filter(it > 0), log).take(1).map(string(outer) + \":\" + $1)) -> r as A") {
        bag.append(go.concatMap { o in logged("inner \(o)", Observable.combineLatest(src.filter { $0 > 0 }, logR.asObservable()).take(1).map { "\(o):" + $0.1 }) }.bind(to: r))
    }
    step("set go = 1") { go.accept(1) }
    step("set go = 2") { go.accept(2) }
    step("set src = 7") { src.accept(7) }
    step("final") { log("r = \(r.value)") }
}

func p1b_seed004TwoTaps(latest: Bool) -> () -> Void { {   // 1b-seed004-two-taps.txt / 1c-seed004-restart.txt
    var bag: [Disposable] = []
    let phoneField = TextField("phoneField"), phoneValue = BehaviorRelay(value: ""), testPhone = BehaviorRelay(value: "13800138000")
    let logR = BehaviorRelay(value: ""), fastInput = Button(name: "fastInput")
    step("bind phoneField <-> phoneValue") { bag.append(phoneField.rx.text <-> phoneValue) }
    step("on fastInput.\(latest ? "flatMapLatest" : "flatMap")(...) as typer") {
        let typer = { (_: Void) in
            Observable<Int>.interval(.milliseconds(100), scheduler: sched).take(testPhone.value.count)
                .map { String(Array(testPhone.value)[$0]) }.scan("") { $0 + $1 }
        }
        bag.append((latest ? fastInput.rx.tap.flatMapLatest(typer) : fastInput.rx.tap.flatMap(typer)).subscribe(onNext: { phoneValue.accept($0) }))
    }
    step("on phoneValue as logger") { bag.append(phoneValue.subscribe(onNext: { logR.accept(logR.value + $0 + ";") })) }
    step("tap") { fastInput.tap() }
    wait(200)
    step("tap") { fastInput.tap() }
    wait(250)
    step("user phoneField = \"9\"") { phoneField.user("9") }
    wait(1500)
    step("final") { log("phoneField=\"\(phoneField.text)\" phoneValue=\"\(phoneValue.value)\" log=\"\(logR.value)\"") }
} }

func p3c_shareError() {   // 3c-share-error.txt (release build)
    var bag: [Disposable] = []
    let src = BehaviorRelay(value: "1"), x = BehaviorRelay(value: 0.0), y = BehaviorRelay(value: 0.0), z = BehaviorRelay(value: 0.0)
    bag += [relayLog(x, "x"), relayLog(y, "y"), relayLog(z, "z")]
    let s = src.map(parse).share(replay: 1, scope: .whileConnected)
    step("bind s -> x as a") { bag.append(s.do(onError: { log("a error \($0)") }).bind(to: x)) }
    step("on s as b") { bag.append(s.subscribe(onNext: { y.accept($0) }, onError: { log("b error \($0)") })) }
    step("set src = \"q\"") { src.accept("q") }
    step("set src = \"5\"") { src.accept("5") }
    step("bind s -> z as c") { bag.append(s.bind(to: z)) }
}

func p6e3_combineLatestThree() {   // 6e3-combinelatest-three.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 1), x = BehaviorRelay(value: -1)
    step("bind combineLatest(just(1), a, empty()) -> x as c") {
        bag.append(Observable.combineLatest(Observable.just(1), a.asObservable(), Observable<Int>.empty()).map { $0.0 + $0.1 + $0.2 }
            .do(onCompleted: { log("c completed") }).bind(to: x))
    }
    step("set a = 2") { a.accept(2) }
}

func p6b2_sampleCompletion() {   // 6b2-sample-completion.txt
    var bag: [Disposable] = []
    let src = BehaviorRelay(value: 1), trig = PublishRelay<Int>(), x = BehaviorRelay(value: -1)
    bag.append(relayLog(x, "x"))
    step("bind src.sample(trig.take(2)) -> x as s") { bag.append(src.sample(trig.take(2)).do(onCompleted: { log("s completed") }, onDispose: { log("s disposed") }).bind(to: x)) }
    step("set src = 2") { src.accept(2) }
    step("set trig = 0") { trig.accept(0) }
    step("set src = 3") { src.accept(3) }
    step("set trig = 0") { trig.accept(0) }
    step("set src = 4") { src.accept(4) }
}

func p6h2_mainAsyncFIFO() {   // 6h2-main-async-fifo.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 0), logR = BehaviorRelay(value: "")
    step("on a.main() as m") { bag.append(a.observe(on: MainScheduler.instance).subscribe(onNext: { v in logR.accept(logR.value + "m\(v);"); if v == 1 { a.accept(2) } })) }
    step("on a.async() as w") { bag.append(a.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { v in logR.accept(logR.value + "w\(v);") })) }
    step("set a = 1") { a.accept(1) }
    step("final") { log("log = \(logR.value)") }
}

func p6a2_skipUntil() {   // 6a2-skipuntil-order.txt
    var bag: [Disposable] = []
    let a = BehaviorRelay(value: 1), go = BehaviorRelay(value: 0), x = BehaviorRelay(value: -1)
    bag.append(relayLog(x, "x"))
    step("bind a.skipUntil(go) -> x as s") { bag.append(logged("source", a.asObservable()).skip(until: logged("trigger", go.asObservable())).bind(to: x)) }
    step("set a = 2") { a.accept(2) }
}

func p7d_flatMapFirstReentrant(inner: String) -> () -> Void { {   // 7d-flatmapfirst-reentrant.txt
    var bag: [Disposable] = []
    let go = PublishRelay<Int>(), r = BehaviorRelay(value: -1), logR = BehaviorRelay(value: "")
    bag += [relayLog(r, "r"), relayLog(logR, "log")]
    step("bind go.flatMapFirst(\(inner)(outer)) -> r as A") {
        bag.append(go.flatMapFirst { o -> Observable<Int> in
            log("flatMapFirst subscribes inner \(o)")
            let s: Observable<Int> = inner == "just" ? .just(o) : .from([o])
            return s.do(onCompleted: { log("inner \(o) completed") })
        }.bind(to: r))
    }
    step("on r as C") { bag.append(r.subscribe(onNext: { v in logR.accept(logR.value + "\(v);"); if v == 1 { go.accept(2) } })) }
    step("set go = 1") { go.accept(1) }
    step("final") { log("r = \(r.value) log = \(logR.value)") }
} }
