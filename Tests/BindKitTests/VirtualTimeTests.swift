import BindKit
import Testing

/// The virtual-time scheduler (RxSwift `VirtualTimeScheduler`: a queue ordered
/// by (due time, insertion id)) and the time operators on it.
@Suite("Virtual time")
struct VirtualTimeTests {
    @Test("due-time order, ties in insertion order, advance is inclusive")
    func ordering() {
        let s = VirtualTimeScheduler()
        var log: [String] = []
        for name in ["A", "B", "C"] {
            s.schedule(after: .milliseconds(10)) { log.append("\(name)@\(s.now / 1_000_000)") }
        }
        s.schedule(after: .milliseconds(5)) { log.append("D@\(s.now / 1_000_000)") }
        s.advance(by: .milliseconds(9))
        #expect(log == ["D@5"])
        #expect(s.now == ms(9))
        s.advance(by: .milliseconds(1))
        #expect(log == ["D@5", "A@10", "B@10", "C@10"])
        #expect(!s.hasPendingWork)
    }

    @Test("work scheduled for the current instant runs on a later turn, after what is already queued")
    func laterTurn() {
        let s = VirtualTimeScheduler()
        var log: [String] = []
        s.schedule(after: .nanoseconds(0)) {
            log.append("X")
            s.schedule(after: .nanoseconds(0)) { log.append("Z") }
        }
        s.schedule(after: .nanoseconds(0)) { log.append("Y") }
        #expect(log == [])
        s.runDue()
        #expect(log == ["X", "Y", "Z"])
        #expect(s.now == 0)
    }

    @Test("start runs everything pending, advancing the clock; a disposed item never runs")
    func startAndCancel() {
        let s = VirtualTimeScheduler()
        var log: [String] = []
        s.schedule(after: .seconds(2)) { log.append("late@\(s.now / 1_000_000)") }
        let cancelled = s.schedule(after: .seconds(1)) { log.append("cancelled") }
        #expect(s.nextDueTime == ms(1000))
        cancelled.dispose()
        #expect(s.nextDueTime == ms(2000))
        s.start()
        #expect(log == ["late@2000"])
    }

    @Test("observe(on:) delivers on later turns at the same instant, one FIFO across all hops")
    func asyncHops() {
        withTracer { trace in
            let s = VirtualTimeScheduler()
            let a = PublishRelay<Int>(name: "a")
            let b = PublishRelay<Int>(name: "b")
            let rec = Recorder()
            rec.observe(a.observe(on: s), as: "A")
            rec.observe(b.observe(on: s), as: "B")
            a.accept(1)
            b.accept(2)
            a.accept(3)
            #expect(rec.history == [])
            s.runDue()
            #expect(rec.history == ["A: 1", "B: 2", "A: 3"])
            #expect(s.now == 0)
            #expect(trace.lines(.schedule, .fire).prefix(2) == [
                "schedule 1 at 0ms [async]", "schedule 2 at 0ms [async]",
            ])
            // A fired value's cause is the event that scheduled it.
            let schedule = trace.events.first { $0.kind == .schedule }
            let fire = trace.events.first { $0.kind == .fire }
            #expect(fire?.parent == schedule?.id)
            #expect(fire.map(TraceRecorder.line) == "fire 1 at 0ms [async]")
        }
    }

    @Test("a value still waiting in a disposed delay is traced as dropped, one that ran is not")
    func disposedDelayTracesItsWaitingValue() {
        withTracer { trace in
            let s = VirtualTimeScheduler()
            let query = PublishRelay<String>(name: "query")
            let rec = Recorder()
            let search = query.flatMapLatest { text in Observable.just("results for " + text).delay(.milliseconds(100), scheduler: s) }
            let subscription = rec.observe(search, as: "S")
            query.accept("rxswift")
            s.advance(by: .milliseconds(50))
            query.accept("rx")  // flatMapLatest disposes the first inner stream, its value still waiting
            s.advance(by: .milliseconds(200))
            #expect(rec.history == ["S: results for rx"])
            #expect(trace.lines(.drop) == ["drop results for rxswift [disposing delay]"])
            subscription.dispose()
            #expect(trace.lines(.drop).count == 1, "nothing was waiting any more")
        }
    }

    @Test("an async hop inside a bind chain: the downstream relay changes on the later turn")
    func asyncBind() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = BehaviorRelay(value: 0, name: "a")
        let b = BehaviorRelay(value: 0, name: "b")
        a.map { $0 + 1 }.observe(on: s).bind(to: b).disposed(by: bag)
        #expect(b.value == 0)
        s.runDue()
        #expect(b.value == 1)
        a.accept(5)
        #expect(b.value == 1)
        s.runDue()
        #expect(b.value == 6)
    }

    @Test("delay shifts each element by the delay, keeping order")
    func delay() {
        let s = VirtualTimeScheduler()
        let p = PublishRelay<Int>()
        let rec = TimedRecorder(p.delay(.milliseconds(100), scheduler: s), scheduler: s)
        p.accept(1)
        s.advance(to: ms(30))
        p.accept(2)
        p.accept(3)
        s.advance(to: ms(99))
        #expect(rec.timeline == [])
        s.advance(to: ms(100))
        #expect(rec.timeline == ["1@100ms"])
        s.advance(to: ms(500))
        #expect(rec.timeline == ["1@100ms", "2@130ms", "3@130ms"])
    }

    @Test("delay: an element waiting behind another of its delay joins the ties at its instant only when that one is delivered (RxSwift's one timer per delay)")
    func delayTiesFollowDelivery() {
        withTracer { trace in
            let s = VirtualTimeScheduler()
            let a = PublishRelay<String>()
            let b = PublishRelay<String>()
            let rec = Recorder()
            rec.observe(a.delay(.milliseconds(10), scheduler: s), as: "A")
            rec.observe(b.delay(.milliseconds(10), scheduler: s), as: "B")
            // All due at 10ms. RxSwift asks for a1's and b1's timers as they arrive, and for
            // each next element's when its delay has forwarded the one before
            // (RxSwift/Observables/Delay.swift:101-110): so the delays take turns.
            for value in ["a1", "b1", "a2", "a3", "b2"] { (value.hasPrefix("a") ? a : b).accept(value) }
            s.advance(by: .milliseconds(10))
            #expect(rec.history == ["A: a1", "B: b1", "A: a2", "B: b2", "A: a3"])
            // Each element is still traced as scheduled when it arrived, and its delivery
            // continues that chain.
            #expect(trace.lines(.schedule).count == 5)
            let scheduled = Dictionary(uniqueKeysWithValues: trace.events.filter { $0.kind == .schedule }
                .map { ($0.value.map(TraceRecorder.render) ?? "", $0.id) })
            let fires = trace.events.filter { $0.kind == .fire }
            #expect(fires.count == 5)
            for fire in fires { #expect(fire.parent == scheduled[fire.value.map(TraceRecorder.render) ?? ""]) }
        }
    }

    @Test("delay: the next element queues behind what the delivery of the one before scheduled for the same instant")
    func delayNextQueuesAfterTheDelivery() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<String>()
        let out = PublishRelay<String>()
        let rec = Recorder()
        a.delay(.milliseconds(20), scheduler: s).bind(to: out).disposed(by: bag)
        rec.observe(out, as: "out")
        rec.observe(out.delay(.milliseconds(10), scheduler: s), as: "later")
        a.accept("1")
        s.advance(by: .milliseconds(10))
        a.accept("2")  // due at 30ms, behind "1"
        s.advance(by: .milliseconds(20))
        // At 20ms "1" reaches out, whose delay asks for 30ms; only then does a's delay ask
        // for "2" (also 30ms), so "2" comes second.
        #expect(rec.history == ["out: 1", "later: 1", "out: 2"])
        s.advance(by: .milliseconds(10))
        #expect(rec.history == ["out: 1", "later: 1", "out: 2", "later: 2"])
    }

    // Rule R (docs/semantics.md §5): at one instant, the timers set before it, then the hops to
    // quiescence, then the oldest zero-length timer set at it, then the hops again. The letters
    // are what real RxSwift 6.10.2 printed on the main queue for the same programs.

    @Test("rule R: a zero delay and a zero debounce wait for the hop queued beside them (\"adb\")")
    func zeroLengthTimersAfterHops() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<Int>()
        var letters = ""
        a.delay(.milliseconds(0), scheduler: s).subscribe(onNext: { _ in letters += "d" }).disposed(by: bag)
        a.observe(on: s).subscribe(onNext: { _ in letters += "a" }).disposed(by: bag)
        a.debounce(.milliseconds(0), scheduler: s).subscribe(onNext: { _ in letters += "b" }).disposed(by: bag)
        a.accept(1)
        s.runDue()
        #expect(letters == "adb")
    }

    @Test("rule R: hop chains run to quiescence before a zero delay (\"123d\")", arguments: [1, 2, 3])
    func hopChainsBeforeZeroDelay(depth: Int) {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<Int>()
        var letters = ""
        a.delay(.milliseconds(0), scheduler: s).subscribe(onNext: { _ in letters += "d" }).disposed(by: bag)
        var chain = a.asObservable()
        for hop in 1...depth { chain = chain.observe(on: s).do(onNext: { _ in letters += "\(hop)" }) }
        chain.subscribe().disposed(by: bag)
        a.accept(1)
        s.runDue()
        #expect(letters == (1...depth).map(String.init).joined() + "d")
    }

    @Test("rule R: under a timer, its subscribers' writes, then the hop, then the zero delay (\"Thz\")")
    func timerThenHopThenZeroDelay() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let tick = PublishRelay<Int>()
        var letters = ""
        // A timer set before the instant it falls due (`timer(10ms)`'s first tick).
        Observable.just(0).delay(.milliseconds(10), scheduler: s).bind(to: tick).disposed(by: bag)
        tick.subscribe(onNext: { _ in letters += "T" }).disposed(by: bag)
        tick.observe(on: s).subscribe(onNext: { _ in letters += "h" }).disposed(by: bag)
        tick.delay(.milliseconds(0), scheduler: s).subscribe(onNext: { _ in letters += "z" }).disposed(by: bag)
        s.advance(by: .milliseconds(10))
        #expect(letters == "Thz")
    }

    @Test("rule R: a delay's next element with no wait left queues behind the hops its predecessor queued")
    func delayNextAfterHops() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<String>()
        let out = PublishRelay<String>()
        let rec = Recorder()
        a.delay(.milliseconds(10), scheduler: s).bind(to: out).disposed(by: bag)
        rec.observe(out.observe(on: s), as: "hop")
        rec.observe(out.delay(.milliseconds(0), scheduler: s), as: "zero")
        rec.observe(out, as: "out")
        a.accept("1")
        a.accept("2")
        s.advance(by: .milliseconds(10))
        #expect(rec.history == ["out: 1", "hop: 1", "zero: 1", "out: 2", "hop: 2", "zero: 2"])
    }

    @Test("rule R: a zero delay set by a hop waits for the hops queued after it")
    func zeroDelayFromAHop() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<Int>()
        var letters = ""
        a.observe(on: s).do(onNext: { _ in letters += "h" }).delay(.milliseconds(0), scheduler: s)
            .subscribe(onNext: { _ in letters += "z" }).disposed(by: bag)
        a.observe(on: s).observe(on: s).subscribe(onNext: { _ in letters += "2" }).disposed(by: bag)
        a.accept(1)
        s.runDue()
        #expect(letters == "h2z")
    }

    @Test("debounce emits the last element once the quiet period has passed")
    func debounce() {
        withTracer { trace in
            let s = VirtualTimeScheduler()
            let p = PublishRelay<Int>()
            let rec = TimedRecorder(p.debounce(.milliseconds(100), scheduler: s), scheduler: s)
            p.accept(1)
            s.advance(to: ms(50))
            p.accept(2)
            s.advance(to: ms(149))
            #expect(rec.timeline == [])
            s.advance(to: ms(150))
            p.accept(3)
            s.advance(to: ms(1000))
            #expect(rec.timeline == ["2@150ms", "3@250ms"])
            #expect(trace.lines(.drop) == ["drop 1 [debounce]"])
        }
    }

    @Test("throttle (latest: true): the first at once, the latest at the end of the window")
    func throttleLatest() {
        withTracer { trace in
            let s = VirtualTimeScheduler()
            let p = PublishRelay<Int>()
            let rec = TimedRecorder(p.throttle(.milliseconds(100), scheduler: s), scheduler: s)
            p.accept(1)                              // sent at once
            s.advance(to: ms(30)); p.accept(2)       // replaced by 3
            s.advance(to: ms(60)); p.accept(3)       // sent at 100
            s.advance(to: ms(150)); p.accept(4)      // window from the send at 100: sent at 200
            s.advance(to: ms(310)); p.accept(5)      // window over: at once
            s.advance(to: ms(410)); p.accept(6)      // exactly at the window's end: at once
            s.advance(to: ms(1000))
            #expect(rec.timeline == ["1@0ms", "3@100ms", "4@200ms", "5@310ms", "6@410ms"])
            #expect(trace.lines(.drop) == ["drop 2 [throttle]"])
        }
    }

    @Test("throttle records the send time after forwarding: a re-entrant value at the same instant is sent too (RxSwift)")
    func throttleReentrant() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let p = PublishRelay<Int>()
        let throttled = p.throttle(.milliseconds(100), scheduler: s)
        var times: [String] = []
        throttled.subscribe(onNext: { value in
            times.append("\(value)@\(s.now / 1_000_000)ms")
            if value == 1 { p.accept(2) }
        }).disposed(by: bag)
        p.accept(1)
        p.accept(3)
        s.start()
        #expect(times == ["1@0ms", "2@0ms", "3@100ms"])
    }

    @Test("throttle (latest: false) drops what arrives inside the window")
    func throttleFirstOnly() {
        let s = VirtualTimeScheduler()
        let p = PublishRelay<Int>()
        let rec = TimedRecorder(p.throttle(.milliseconds(100), latest: false, scheduler: s), scheduler: s)
        p.accept(1)
        s.advance(to: ms(30)); p.accept(2)
        s.advance(to: ms(100)); p.accept(3)
        s.advance(to: ms(1000))
        #expect(rec.timeline == ["1@0ms", "3@100ms"])
    }

    @Test("disposing a subscription cancels its pending delayed elements")
    func disposeCancelsPending() {
        let s = VirtualTimeScheduler()
        let p = PublishRelay<Int>()
        var seen: [Int] = []
        let subscription = p.delay(.milliseconds(10), scheduler: s).subscribe(onNext: { seen.append($0) })
        p.accept(1)
        subscription.dispose()
        s.start()
        #expect(seen == [])
        #expect(!s.hasPendingWork)
    }
}
