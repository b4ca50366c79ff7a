#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif

let timing: [Program] = [
    Program("debounced search with flatMapLatest on a TestScheduler") {
        let bag = DisposeBag(); keep.append(bag)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let field = TextField()
        field.rx.text.orEmpty
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<String> in
                query.isEmpty ? .just("no query")
                    : Observable.just("results for \(query)").delay(.milliseconds(200), scheduler: scheduler)
            }
            .subscribe(onNext: { out("\(scheduler.clock): \($0)") })
            .disposed(by: bag)
        scheduler.scheduleAt(100) { field.userTypes("r") }
        scheduler.scheduleAt(200) { field.userTypes("x") }
        scheduler.scheduleAt(600) { field.userTypes("s") }
        scheduler.scheduleAt(950) { field.userTypes("w") }
        scheduler.scheduleAt(1100) { field.userDeletesBackwardCompat() }
        scheduler.scheduleAt(1500) { field.userClears() }
        scheduler.start()
        out("end \(scheduler.clock)")
    },
    Program("throttle latest and not latest, delay with completion") {
        let bag = DisposeBag(); keep.append(bag)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let s = PublishSubject<Int>()
        s.throttle(.milliseconds(100), scheduler: scheduler).subscribe(onNext: { out("\(scheduler.clock) latest: \($0)") }, onCompleted: { out("\(scheduler.clock) latest: completed") }).disposed(by: bag)
        s.throttle(.milliseconds(100), latest: false, scheduler: scheduler).subscribe(onNext: { out("\(scheduler.clock) first: \($0)") }, onCompleted: { out("\(scheduler.clock) first: completed") }).disposed(by: bag)
        s.delay(.milliseconds(50), scheduler: scheduler).subscribe(onNext: { out("\(scheduler.clock) delay: \($0)") }, onCompleted: { out("\(scheduler.clock) delay: completed") }).disposed(by: bag)
        for (time, value) in [(10, 1), (20, 2), (30, 3), (150, 4), (160, 5), (300, 6), (300, 7)] {
            scheduler.scheduleAt(time) { s.onNext(value) }
        }
        scheduler.scheduleAt(305) { s.onCompleted() }
        scheduler.start()
    },
    Program("TestScheduler.start with createObserver, interval, observe(on:) a TestScheduler") {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 450) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler).map { $0 * 10 }
        }
        dump(observer.events)
        let scheduler2 = TestScheduler(initialClock: 0)
        let res = scheduler2.start {
            Observable.of(1, 2, 3).observe(on: scheduler2)
        }
        dump(res.events)
        let scheduler3 = TestScheduler(initialClock: 0)
        let res3 = scheduler3.start {
            Observable<Int>.timer(.seconds(50), scheduler: scheduler3)
        }
        dump(res3.events)
        out("\(res3.events == [.next(250, 0), .completed(250)])")
    },
    Program("observe(on: MainScheduler.instance) defers a re-entrant element; asyncInstance waits for the run loop", [
        {
            let bag = DisposeBag(); keep.append(bag)
            let r = BehaviorRelay(value: 0)
            r.observe(on: MainScheduler.instance).subscribe(onNext: { v in
                out("A: \(v)")
                if v == 1 { r.accept(2); out("A: after accept(2)") }
            }).disposed(by: bag)
            r.subscribe(onNext: { out("B: \($0)") }).disposed(by: bag)
            r.accept(1)
            out("after accept(1)")
            r.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { out("async: \($0)") }).disposed(by: bag)
            r.accept(3)
            out("end of step 1")
        },
        {
            out("step 2")
        },
    ]),
    Program("Driver drives a label and a closure", [
        {
            let bag = DisposeBag(); keep.append(bag)
            let r = BehaviorRelay(value: "a")
            let label = Label()
            keep.append(label)
            r.asDriver().drive(label.rx.text).disposed(by: bag)
            r.asDriver().map { $0.uppercased() }.drive(onNext: { out("drive: \($0)") }).disposed(by: bag)
            out("label: \(label.text ?? "nil")")
            r.accept("b")
            out("label: \(label.text ?? "nil")")
            let s = PublishSubject<Int>()
            s.asDriver(onErrorJustReturn: -1).drive(onNext: { out("driver: \($0)") }, onCompleted: { out("driver: completed") }).disposed(by: bag)
            s.onNext(1)
            s.onError(TestError("x"))
        },
    ]),
    Program("form validation enables a button") {
        let bag = DisposeBag(); keep.append(bag)
        let username = TextField(), password = TextField(), login = Button(), hint = Label()
        keep.append(contentsOf: [username, password, login, hint] as [Any])
        let usernameValid = username.rx.text.orEmpty.map { $0.count >= 3 }.share(replay: 1)
        let passwordValid = password.rx.text.orEmpty.map { $0.count >= 4 }.share(replay: 1)
        let everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }.share(replay: 1)
        usernameValid.bind(to: hint.rx.isHidden).disposed(by: bag)
        everythingValid.bind(to: login.rx.isEnabled).disposed(by: bag)
        everythingValid.subscribe(onNext: { out("valid: \($0)") }).disposed(by: bag)
        login.rx.tap.subscribe(onNext: { out("login tapped") }).disposed(by: bag)
        func state() { out("hint hidden: \(hint.isHidden), login enabled: \(login.isEnabled)") }
        state()
        login.userTaps()
        username.userTypes("bob")
        state()
        password.userTypes("pass")
        state()
        login.userTaps()
        password.userReplacesText(with: "x")
        state()
        login.userTaps()
    },
    Program("a text field reports focus changes with the unchanged text") {
        let bag = DisposeBag(); keep.append(bag)
        let field = TextField(text: "a")
        keep.append(field)
        field.rx.text.subscribe(onNext: { out("text: \($0 ?? "nil")") }).disposed(by: bag)
        field.rx.text.orEmpty.map { $0.uppercased() }.bind(to: field.rx.text).disposed(by: bag)
        field.rx.text.subscribe(onNext: { out("late: \($0 ?? "nil")") }).disposed(by: bag)
        field.userBeginsEditing()
        field.userTypes("b")
        field.userEndsEditing()
        out("field: \(field.text ?? "nil")")
    },
    Program("a binder set re-entrantly from its own binding is deferred to the main loop", [
        {
            let label = Label()
            keep.append(label)
            var binder: Binder<String?>?
            binder = Binder(label) { label, text in
                label.text = text
                out("set \(text ?? "nil")")
                if text == "a" { binder?.onNext("b"); out("after re-entrant set: \(label.text ?? "nil")") }
            }
            binder?.onNext("a")
            out("returned: \(label.text ?? "nil")")
            keep.append(binder as Any)
        },
        { out("next step") },
    ]),
    Program("debug prints subscription, events and disposal") {
        let bag = DisposeBag(); keep.append(bag)
        Observable.of(1, 2).debug("numbers").subscribe().disposed(by: bag)
        let s = PublishSubject<String>()
        let d = s.debug("subject").subscribe()
        s.onNext("x")
        d.dispose()
    },
    Program("RxTest style: createObserver, bind(to: observer), advanceTo, Recorded equality") {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let relay = PublishRelay<String>()
        let bag = DisposeBag(); keep.append(bag)
        relay.debounce(.seconds(2), scheduler: scheduler).bind(to: observer).disposed(by: bag)
        scheduler.scheduleAt(1) { relay.accept("a") }
        scheduler.scheduleAt(2) { relay.accept("b") }
        scheduler.scheduleAt(10) { relay.accept("c") }
        scheduler.advanceTo(5)
        out("clock \(scheduler.clock)")
        dump(observer.events)
        scheduler.start()
        out("clock \(scheduler.clock)")
        out("\(observer.events == [.next(4, "b"), .next(12, "c")])")
    },
]
