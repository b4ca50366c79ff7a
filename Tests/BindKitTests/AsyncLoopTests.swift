import BindKit
import Testing

/// Loops across scheduler hops: a causal chain continues through `observe(on:)`
/// and timers, so re-entries are counted across turns; an instant that runs too
/// many turns is cut off; a cut-off drops the work its step scheduled.
@Suite("Loops across scheduler hops")
struct AsyncLoopTests {
    @Test("an async ping-pong between two relays is cut off by maxTurns")
    func asyncPingPongTurns() {
        let bag = DisposeBag()
        withTracer { trace in
            withBudgets(Budgets(maxReentries: 1_000_000, maxEvents: 1_000_000, maxTurns: 50)) {
                let s = VirtualTimeScheduler()
                let a = PublishRelay<Int>(name: "a")
                let b = PublishRelay<Int>(name: "b")
                a.observe(on: s).bind(to: b).disposed(by: bag)
                b.observe(on: s).bind(to: a).disposed(by: bag)
                let loops = loopsDuring {
                    a.accept(1)
                    s.runDue()
                }
                #expect(loops.count == 1)
                #expect(loops.first?.reason == .turns)
                #expect(loops.first?.budget == 50)
                #expect(loops.first?.cycle == ["a", "b", "a"])
                #expect(!s.hasPendingWork)
                #expect(s.now == 0)
                // 50 turns ran (each one announcement), the 51st was cut off.
                #expect(trace.lines(.announce).count == 51)
                #expect(trace.lines(.fire).count == 51)
            }
        }
    }

    @Test("with the default budgets the same ping-pong is cut off by re-entries on its causal chain")
    func asyncPingPongReentries() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<Int>(name: "a")
        let b = PublishRelay<Int>(name: "b")
        a.observe(on: s).bind(to: b).disposed(by: bag)
        b.observe(on: s).bind(to: a).disposed(by: bag)
        var deliveredToA = 0
        a.subscribe(onNext: { _ in deliveredToA += 1 }).disposed(by: bag)
        let loops = loopsDuring {
            a.accept(1)
            s.runDue()
        }
        #expect(loops.map(\.reason) == [.reentries])
        #expect(loops.first?.cycle == ["a", "b", "a"])
        // a entered once, then re-entered 100 times across the hops.
        #expect(deliveredToA == 101)
        #expect(!s.hasPendingWork)
    }

    @Test("a loop through delay is cut off by re-entries, the values keep changing")
    func delayLoop() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<Int>(name: "a")
        let b = PublishRelay<Int>(name: "b")
        a.delay(.milliseconds(10), scheduler: s).map { $0 + 1 }.bind(to: b).disposed(by: bag)
        b.bind(to: a).disposed(by: bag)
        var last = 0
        a.subscribe(onNext: { last = $0 }).disposed(by: bag)
        let loops = loopsDuring {
            a.accept(1)
            s.start()
        }
        #expect(loops.map(\.reason) == [.reentries])
        #expect(loops.first?.cycle == ["a", "b", "a"])
        #expect(loops.first?.valuesRepeat == false)
        // a entered at 0ms with 1, re-entered every 10ms up to 101 at 1000ms; cut at 1010ms.
        #expect(last == 101)
        #expect(s.now == ms(1010))
        #expect(!s.hasPendingWork)
    }

    @Test("a loop through delay with a repeating value reports valuesRepeat true")
    func delayLoopRepeating() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let a = PublishRelay<String>(name: "a")
        let b = PublishRelay<String>(name: "b")
        a.delay(.milliseconds(10), scheduler: s).bind(to: b).disposed(by: bag)
        b.bind(to: a).disposed(by: bag)
        let loops = loopsDuring {
            a.accept("x")
            s.start()
        }
        #expect(loops.first?.valuesRepeat == true)
    }

    @Test("a cut-off drops the work its step scheduled, but not work of earlier steps")
    func cutOffDropsScheduledWork() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let early = PublishRelay<Int>(name: "early")
        var earlySeen: [Int] = []
        early.delay(.milliseconds(50), scheduler: s).subscribe(onNext: { earlySeen.append($0) }).disposed(by: bag)
        early.accept(1)

        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        let trigger = PublishRelay<Int>(name: "t")
        var lateSeen: [Int] = []
        trigger.delay(.milliseconds(50), scheduler: s).subscribe(onNext: { lateSeen.append($0) }).disposed(by: bag)
        _ = loopsDuring { (a <-> b).disposed(by: bag) }
        trigger.subscribe(onNext: { a.accept($0) }).disposed(by: bag)   // loops after scheduling its delay
        let loops = loopsDuring { trigger.accept(2) }
        #expect(loops.count == 1)
        s.start()
        #expect(earlySeen == [1])
        #expect(lateSeen == [])
    }

    @Test("a chain of distinct relays through async hops is not a loop")
    func asyncChainIsNotALoop() {
        let bag = DisposeBag()
        let s = VirtualTimeScheduler()
        let loops = loopsDuring {
            var relays: [PublishRelay<Int>] = []
            var last = 0
            for index in 0..<300 {
                let relay = PublishRelay<Int>(name: "r\(index)")
                if let previous = relays.last { previous.observe(on: s).bind(to: relay).disposed(by: bag) }
                relays.append(relay)
            }
            relays[299].subscribe(onNext: { last = $0 }).disposed(by: bag)
            relays[0].accept(1)
            s.runDue()
            #expect(last == 1)
            #expect(s.now == 0)
        }
        #expect(loops.isEmpty)
    }

    @Test("a timer loop spread over many instants is still bounded by the open step's delivery budget")
    func timerLoopBoundedByOpenStep() {
        withBudgets(Budgets(maxReentries: 1_000_000_000, maxEvents: 5000, maxTurns: 1000)) {
            let runtime = Runtime.current
            let s = VirtualTimeScheduler()
            let a = BehaviorRelay(value: 0, name: "a")
            let loop = a.delay(.seconds(1), scheduler: s).subscribe(onNext: { a.accept($0 + 1) })
            let loops = loopsDuring {
                runtime.beginStep()
                s.start()  // would run for ever: each round lands one second later
                runtime.endStep()
            }
            #expect(loops.count == 1)
            #expect(loops.first?.reason == .events)
            #expect(loops.first?.cycle == ["a", "a"])
            #expect(runtime.stepBudgetExhausted)
            #expect(!s.hasPendingWork)
            #expect(a.value > 1000 && a.value < 5000)
            loop.dispose()
        }
    }
}
