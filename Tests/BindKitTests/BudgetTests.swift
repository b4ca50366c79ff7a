import BindKit
import Testing

/// Loop budgets: re-entries per node on one causal chain, deliveries per step,
/// turns per instant. A cut-off ends the step cleanly and reports the cycle.
@Suite("Loop budgets and cut-offs")
struct BudgetTests {
    @Test("a changing-values loop (a.map(+1) -> b, b -> a) is reported with valuesRepeat false")
    func changingLoop() {
        let bag = DisposeBag()
        withTracer { trace in
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            let loops = loopsDuring {
                a.map { $0 + 1 }.bind(to: b).disposed(by: bag)
                b.bind(to: a).disposed(by: bag)
            }
            #expect(loops.count == 1)
            #expect(loops.first?.cycle == ["a", "b", "a"])
            #expect(loops.first?.valuesRepeat == false)
            #expect(loops.first?.budget == 100)
            // a was entered 101 times (values 1...101); the 102nd entry was refused.
            #expect(a.value == 102)
            #expect(b.value == 102)
            #expect(trace.lines(.cutOff) == ["cutOff a 102 reentries: a -> b -> a"])
        }
    }

    @Test("maxReentries is configurable; the exact entries before the cut-off")
    func smallReentryBudget() {
        let bag = DisposeBag()
        withTracer { trace in
            withBudgets(Budgets(maxReentries: 2, maxEvents: 1_000_000, maxTurns: 1000)) {
                let a = BehaviorRelay(value: 1, name: "a")
                let b = BehaviorRelay(value: 2, name: "b")
                let loops = loopsDuring { (a <-> b).disposed(by: bag) }
                #expect(loops.map(\.budget) == [2])
                #expect(trace.lines(.announce, .cutOff) == [
                    "announce a 2",                       // bind b -> a: a has no subscriber yet
                    "announce b 2",                       // bind a -> b: a's replay reaches b
                    "announce a 2",
                    "announce b 2 (reentrant over 2)",
                    "announce a 2 (reentrant over 2)",
                    "announce b 2 (reentrant over 2)",
                    "announce a 2 (reentrant over 2)",
                    "announce b 2 (reentrant over 2)",    // b's third re-entry: cut off
                    "cutOff b 2 reentries: b -> a -> b",
                ])
            }
        }
    }

    @Test("a loop through subscriber closures (user code) is cut off too, without exhausting a small stack")
    func userCodeLoop() {
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 0, name: "a")
        let b = BehaviorRelay(value: 0, name: "b")
        let loops = loopsDuring {
            a.subscribe(onNext: { b.accept($0 + 1) }).disposed(by: bag)
            b.subscribe(onNext: { a.accept($0) }).disposed(by: bag)
        }
        #expect(loops.map(\.cycle) == [["a", "b", "a"]])
        #expect(loops.first?.valuesRepeat == false)
    }

    @Test("a long loop through subscriber closures is cut off by the nesting budget before the stack overflows")
    func nestingBudget() {
        let bag = DisposeBag()
        // A ring of 20 relays, each subscriber writing the next: 100 re-entries would be 2000 nested closures.
        let ring = (0..<20).map { BehaviorRelay(value: 0, name: "r\($0)") }
        let loops = loopsDuring {
            for (index, relay) in ring.enumerated() {
                let next = ring[(index + 1) % ring.count]
                relay.skip(1).subscribe(onNext: { next.accept($0 + 1) }).disposed(by: bag)
            }
            ring[0].accept(1)
        }
        #expect(loops.map(\.reason) == [.nesting])
        #expect(loops.first?.budget == Budgets().maxNesting)
        #expect(ring[0].value < 1 + Budgets().maxNesting)
        // The budget is the runtime's: a smaller one cuts earlier.
        withBudgets(Budgets(maxReentries: 100, maxEvents: 1_000_000, maxTurns: 1000, maxNesting: 10)) {
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            let small = loopsDuring {
                a.skip(1).subscribe(onNext: { b.accept($0 + 1) }).disposed(by: bag)
                b.skip(1).subscribe(onNext: { a.accept($0 + 1) }).disposed(by: bag)
                a.accept(1)
            }
            #expect(small.map(\.reason) == [.nesting])
            #expect(b.value == 10)
        }
    }

    @Test("maxEvents cuts off a step that delivers too much, even without a cycle")
    func maxEvents() {
        let bag = DisposeBag()
        withBudgets(Budgets(maxReentries: 100, maxEvents: 10, maxTurns: 1000)) {
            let p = PublishRelay<Int>(name: "p")
            var calls = 0
            for _ in 0..<20 { p.subscribe(onNext: { _ in calls += 1 }).disposed(by: bag) }
            let loops = loopsDuring { p.accept(1) }
            #expect(calls == 10)
            #expect(loops.count == 1)
            #expect(loops.first?.reason == .events)
            #expect(loops.first?.cycle == [])
            #expect(loops.first?.valuesRepeat == nil)
            #expect(loops.first?.budget == 10)
            // The next top-level write is a new step with a fresh budget.
            calls = 0
            #expect(loopsDuring { p.accept(2) }.count == 1)
            #expect(calls == 10)
        }
    }

    @Test("after a cut-off the next top-level write works normally")
    func afterCutOff() {
        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        let c = BehaviorRelay(value: 0, name: "c")
        let rec = Recorder()
        rec.observe(c, as: "C")
        var binding: Disposable?
        #expect(loopsDuring { binding = a <-> b }.count == 1)
        binding?.dispose()
        let loops = loopsDuring {
            c.accept(1)
            a.accept(3)
            b.accept(4)
        }
        #expect(loops.isEmpty)
        #expect(rec.history == ["C: 0", "C: 1"])
        #expect(a.value == 3 && b.value == 4)
    }

    @Test("an explicit step (beginStep/endStep) spans several top-level writes; a cut-off drops the rest of it")
    func explicitStep() {
        let bag = DisposeBag()
        let runtime = Runtime.current
        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        _ = loopsDuring { (a <-> b).disposed(by: bag) }
        let c = BehaviorRelay(value: 0, name: "c")
        runtime.beginStep()
        let step = runtime.stepID
        let loops = loopsDuring {
            c.accept(1)
            a.accept(3)
            #expect(runtime.isCutOff)
            c.accept(2)
        }
        runtime.endStep()
        #expect(loops.map(\.step) == [step])
        #expect(c.value == 1)
        #expect(!runtime.isCutOff)
        c.accept(3)
        #expect(c.value == 3)
    }

    @Test("work scheduled from the top level is a step of its own, not the rest of the last write's")
    func topLevelScheduleIsANewStep() {
        Runtime().withCurrent {
            let bag = DisposeBag()
            Runtime.current.budgets = Budgets(maxReentries: 100, maxEvents: 10, maxTurns: 1000)
            let source = PublishRelay<Int>(name: "s")
            var seen = 0
            for _ in 0..<20 { source.subscribe(onNext: { _ in seen += 1 }).disposed(by: bag) }
            // One top-level write with 20 deliveries, under a larger budget for a moment:
            // its implicit step ends over the budget of 10.
            withBudgets(Budgets(maxReentries: 100, maxEvents: 1000, maxTurns: 1000)) { source.accept(1) }
            #expect(seen == 20)
            let scheduler = VirtualTimeScheduler()
            var log: [String] = []
            scheduler.schedule(after: .nanoseconds(0)) { log.append("ran") }
            scheduler.runDue()
            #expect(log == ["ran"])
        }
    }

    @Test("a cut-off drops the rest of its step: later writes by the same subscriber are refused")
    func cutOffDropsRestOfStep() {
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        _ = loopsDuring { (a <-> b).disposed(by: bag) }   // a and b now loop on every write
        let c = BehaviorRelay(value: 0, name: "c")
        let trigger = PublishRelay<Int>(name: "t")
        trigger.subscribe(onNext: { value in
            a.accept(value)
            c.accept(value)
        }).disposed(by: bag)
        let loops = loopsDuring { trigger.accept(5) }
        #expect(loops.count == 1)
        #expect(c.value == 0)
    }

    @Test("a cut-off during a subscription's replay drops the rest of that step too")
    func cutOffDuringReplay() {
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        _ = loopsDuring { (a <-> b).disposed(by: bag) }
        let c = BehaviorRelay(value: 0, name: "c")
        let source = BehaviorRelay(value: 5, name: "s")
        let loops = loopsDuring {
            source.subscribe(onNext: { value in
                a.accept(value)
                c.accept(value)
            }).disposed(by: bag)
        }
        #expect(loops.count == 1)
        #expect(c.value == 0)
    }
}
