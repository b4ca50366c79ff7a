import BindKit
import Testing

/// Cases found in review: deep chains through stateful operators, work after
/// dispose, budgets dodged by alternating steps, guards outliving a cut-off.
@Suite("Review regressions")
struct ReviewRegressionTests {
    @Test("a chain of 20,000 throttle hops does not grow the call stack")
    func throttleChainIsFlat() {
        let s = VirtualTimeScheduler()
        let relays = (0..<20_000).map { BehaviorRelay(value: 0, name: "r\($0)") }
        var bindings: [Disposable] = []
        for index in 0..<(relays.count - 1) {
            bindings.append(relays[index].throttle(.milliseconds(1), scheduler: s).bind(to: relays[index + 1]))
        }
        s.advance(by: .seconds(1))
        relays[0].accept(1)
        #expect(relays[relays.count - 1].value == 1)
        bindings.forEach { $0.dispose() }
    }

    @Test("a chain of 1,000 reactivekit bindings does not grow the call stack")
    func reactiveKitChainIsFlat() {
        // Each setup re-announces its right side down the chain (quadratic setup), so
        // the chain is shorter than the throttle one; nested calls died near 200 hops.
        let relays = (0..<1000).map { BehaviorRelay(value: 0, name: "r\($0)") }
        var bindings: [Disposable] = []
        for index in 0..<(relays.count - 1) {
            bindings.append(bindTwoWay(relays[index + 1], relays[index], style: .reactivekit))
        }
        relays[0].accept(7)
        #expect(relays[relays.count - 1].value == 7)
        relays[relays.count - 1].accept(8)
        #expect(relays[0].value == 8)
        bindings.forEach { $0.dispose() }
    }

    @Test("throttle still sends a value that comes back during its forward at once")
    func throttleReentrantValueIsSentAtOnce() {
        let s = VirtualTimeScheduler()
        let r = PublishRelay<Int>(name: "r")
        let out = BehaviorRelay(value: 0, name: "out")
        var seen: [Int] = []
        let a = r.throttle(.milliseconds(100), scheduler: s).bind(to: out)
        let b = out.subscribe(onNext: { value in
            seen.append(value)
            if value == 1 { r.accept(2) }
        })
        r.accept(1)
        #expect(seen == [0, 1, 2])
        a.dispose()
        b.dispose()
    }

    @Test("throttle: a synchronous source's second element, produced inside a library stage, waits for the window (RxSwift Throttle.swift:115-119)")
    func throttleSynchronousSourceInsideAStage() {
        let s = VirtualTimeScheduler()
        let go = PublishRelay<Int>(name: "go")
        var latest: [String] = []
        var first: [String] = []
        let a = go.flatMapLatest { Observable.from([$0, $0 + 1]) }
            .throttle(.milliseconds(10), scheduler: s)
            .subscribe(onNext: { latest.append("\($0)@\(s.now / 1_000_000)ms") })
        let b = go.flatMapLatest { Observable.from([$0, $0 + 1]) }
            .throttle(.milliseconds(10), latest: false, scheduler: s)
            .subscribe(onNext: { first.append("\($0)@\(s.now / 1_000_000)ms") })
        go.accept(3)
        #expect(latest == ["3@0ms"])
        s.advance(by: .milliseconds(10))
        #expect(latest == ["3@0ms", "4@10ms"])
        #expect(first == ["3@0ms"])
        a.dispose()
        b.dispose()
    }

    @Test("debounce and throttle schedule nothing after dispose")
    func noTimersAfterDispose() {
        let s = VirtualTimeScheduler()
        let r = PublishRelay<Int>(name: "r")
        var got: [Int] = []
        var debounced: Disposable?
        var throttled: Disposable?
        let killer = r.subscribe(onNext: { value in
            if value == 1 {
                debounced?.dispose()
                throttled?.dispose()
            }
        })
        debounced = r.debounce(.milliseconds(10), scheduler: s).subscribe(onNext: { got.append($0) })
        throttled = r.throttle(.milliseconds(10), scheduler: s).subscribe(onNext: { got.append($0 * 100) })
        r.accept(1)
        r.accept(2)
        s.advance(by: .seconds(1))
        // Both were disposed before the snapshot reached them: like RxSwift's disposed
        // operator sinks, they forward nothing, and no timer is left behind.
        #expect(got == [])
        #expect(!s.hasPendingWork)
        killer.dispose()
    }

    @Test("two steps' async loops taking turns at one instant still hit maxTurns")
    func alternatingStepsShareTheTurnBudget() {
        withBudgets(Budgets(maxReentries: 1_000_000, maxEvents: 1_000_000, maxTurns: 100)) {
            let s = VirtualTimeScheduler()
            var turns = 0
            func loop() {
                s.schedule(after: .seconds(0)) {
                    turns += 1
                    if turns < 50_000 { loop() }
                }
            }
            let r = PublishRelay<Int>(name: "r")
            let loops = loopsDuring {
                loop()
                r.accept(1)
                loop()
                r.accept(2)
                s.runDue()
            }
            #expect(turns < 300)
            #expect(loops.first?.reason == .turns)
        }
    }

    @Test("a bibinding flag armed in a cut-off step does not swallow a later write")
    func staleGuardFlagIsIgnored() {
        let a = BehaviorRelay(value: 0, name: "a")
        let b = BehaviorRelay(value: 0, name: "b")
        let binding = bindTwoWay(a, b, style: .bibinding)
        withBudgets(Budgets(maxReentries: 100, maxEvents: 1, maxTurns: 1000)) {
            _ = loopsDuring { b.accept(1) }
        }
        a.accept(5)
        #expect(a.value == 5)
        #expect(b.value == 5)
        binding.dispose()
    }

    @Test("throttle after its timer was cancelled by a cut-off delivers a later value")
    func throttleRecoversFromCancelledTimer() {
        let runtime = Runtime.current
        let s = VirtualTimeScheduler()
        let r = PublishRelay<Int>(name: "r")
        var got: [Int] = []
        let d = r.throttle(.milliseconds(10), scheduler: s).subscribe(onNext: { got.append($0) })
        runtime.beginStep()
        r.accept(1)
        r.accept(2)
        runtime.abandonStep()
        runtime.endStep()
        r.accept(3)
        s.advance(by: .seconds(1))
        #expect(got == [1, 3])
        d.dispose()
    }
}
