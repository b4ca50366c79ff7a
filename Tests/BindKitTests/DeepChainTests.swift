import BindKit
import Testing

/// Propagation along library-owned edges runs from an explicit frame stack, so
/// chain length does not grow the call stack (RxSwift overflows near 11,000 hops
/// on an 8 MiB stack; Swift Testing's worker threads have far smaller stacks).
@Suite("Deep chains")
struct DeepChainTests {
    @Test("a bind(to:) chain of 1,000,000 relays propagates, and is not a loop")
    func millionRelays() {
        let count = 1_000_000
        var relays: [BehaviorRelay<Int>] = []
        relays.reserveCapacity(count)
        var bindings: [Disposable] = []
        bindings.reserveCapacity(count)
        for _ in 0..<count {
            let relay = BehaviorRelay(value: 0, name: "r")
            if let previous = relays.last { bindings.append(previous.bind(to: relay)) }
            relays.append(relay)
        }
        var received: [Int] = []
        bindings.append(relays[count - 1].subscribe(onNext: { received.append($0) }))
        let loops = loopsDuring { relays[0].accept(7) }
        #expect(loops.isEmpty)
        #expect(received == [0, 7])
        #expect(relays[count / 2].value == 7)
        // Tear the chain down link by link (releasing the head alone would free the
        // whole chain recursively, one deinit per relay).
        for binding in bindings { binding.dispose() }
    }

    @Test("releasing only the head of a 300,000-relay chain frees the chain without recursing")
    func releaseHead() {
        weak var tail: BehaviorRelay<Int>?
        var head: BehaviorRelay<Int>? = BehaviorRelay(value: 0, name: "head")
        do {
            var previous = head!
            for index in 0..<300_000 {
                let relay = BehaviorRelay(value: index, name: "r")
                _ = previous.bind(to: relay)
                previous = relay
            }
            tail = previous
        }
        #expect(tail != nil)
        head = nil
        #expect(tail == nil)
    }

    @Test("a chain of 200,000 relays with operators on every hop propagates in order")
    func operatorHops() {
        let count = 200_000
        var relays: [BehaviorRelay<Int>] = []
        relays.reserveCapacity(count)
        var bindings: [Disposable] = []
        for _ in 0..<count {
            let relay = BehaviorRelay(value: 0, name: "r")
            if let previous = relays.last {
                bindings.append(previous.map { $0 + 1 }.filter { $0 > 0 }.bind(to: relay))
            }
            relays.append(relay)
        }
        var received: [Int] = []
        bindings.append(relays[count - 1].subscribe(onNext: { received.append($0) }))
        let loops = loopsDuring { relays[0].accept(1) }
        #expect(loops.isEmpty)
        #expect(received == [count - 1, count])
        for binding in bindings { binding.dispose() }
    }

    @Test("a pipeline of 1,000,000 operator stages subscribes, delivers and disposes without growing the call stack")
    func millionStagePipeline() {
        let head = BehaviorRelay(value: 0, name: "head")
        var stream = head.asObservable()
        for _ in 0..<1_000_000 { stream = stream.map { $0 + 1 } }
        var received: [Int] = []
        let subscription = stream.subscribe(onNext: { received.append($0) })
        head.accept(1)
        #expect(received == [1_000_000, 1_000_001])
        subscription.dispose()
        head.accept(2)
        #expect(received == [1_000_000, 1_000_001])
    }

    @Test("every one-source operator kind in a 100,000-stage pipeline")
    func mixedPipeline() {
        let head = BehaviorRelay(value: 0, name: "head")
        var stream = head.asObservable()
        for index in 0..<100_000 {
            switch index % 8 {
            case 0: stream = stream.map { $0 + 1 }
            case 1: stream = stream.filter { $0 >= 0 }
            case 2: stream = stream.scan(0) { _, value in value }
            case 3: stream = stream.distinctUntilChanged()
            case 4: stream = stream.compactMap { $0 }
            case 5: stream = stream.skip(0)
            case 6: stream = stream.take(10)
            default: stream = stream.withLatestFrom(head) { value, _ in value }
            }
        }
        var received: [Int] = []
        let subscription = stream.subscribe(onNext: { received.append($0) })
        head.accept(1)
        head.accept(1)
        // 12,500 maps; distinctUntilChanged drops the repeat.
        #expect(received == [12_500, 12_501])
        subscription.dispose()
    }

    @Test("past the nesting limit, stages run from the frame stack in the nested calls' order")
    func deepStagesKeepOrder() {
        let r = BehaviorRelay(value: 0, name: "r")
        let s = BehaviorRelay(value: 0, name: "s")
        var order: [String] = []
        func deep(_ source: Observable<Int>) -> Observable<Int> {
            var stream = source
            for _ in 0..<300 { stream = stream.map { $0 } }
            return stream
        }
        let a = deep(r.asObservable()).subscribe(onNext: { order.append("A \($0)") })
        let b = deep(r.asObservable()).bind(to: s)
        let sWatch = s.skip(1).subscribe(onNext: { order.append("s \($0)") })
        let c = r.subscribe(onNext: { order.append("C \($0)") })
        order = []
        r.accept(1)
        // As nested calls: A's chain ends in its subscriber; B's chain writes s, whose
        // subscriber runs before r's next subscriber.
        #expect(order == ["A 1", "s 1", "C 1"])
        [a, b, sWatch, c].forEach { $0.dispose() }
    }

    @Test("work after a call (take's completion) is not overtaken by stages moved to the frame stack")
    func deepStagesBeforeCompletion() {
        let r = PublishRelay<Int>(name: "r")
        // take is reached one call short of the nesting limit: the stages after it
        // cross the limit while take still has its completion to send.
        var stream = r.asObservable()
        for _ in 0..<63 { stream = stream.map { $0 + 1 } }
        stream = stream.take(2)
        for _ in 0..<100 { stream = stream.map { $0 + 1 } }
        var events: [String] = []
        let subscription = stream
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        r.accept(1)
        r.accept(2)
        r.accept(3)
        #expect(events == ["next 164", "next 165", "completed"])
        subscription.dispose()
    }

    @Test("trace depths and loop reports leave out stages moved to the frame stack")
    func deepStagesInTracesAndLoops() {
        withTracer { recorder in
            let r = BehaviorRelay(value: 0, name: "r")
            let s = BehaviorRelay(value: 0, name: "s")
            var stream = r.asObservable()
            for _ in 0..<500 { stream = stream.map { $0 } }
            let binding = stream.bind(to: s)
            recorder.clear()
            r.accept(1)
            #expect(recorder.events.filter { $0.kind == .announce }.map { "\($0.node ?? "") \($0.depth)" } == ["r 0", "s 1"])
            binding.dispose()
            var loop = r.asObservable().skip(1)
            for _ in 0..<500 { loop = loop.map { $0 + 1 } }
            let looping = loop.bind(to: r)
            let loops = loopsDuring { r.accept(1) }
            #expect(loops.map(\.cycle) == [["r", "r"]])
            looping.dispose()
        }
    }
}
