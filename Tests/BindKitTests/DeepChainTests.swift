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
        _ = relays[count - 1].subscribe(onNext: { received.append($0) })
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
        _ = relays[count - 1].subscribe(onNext: { received.append($0) })
        let loops = loopsDuring { relays[0].accept(1) }
        #expect(loops.isEmpty)
        #expect(received == [count - 1, count])
        for binding in bindings { binding.dispose() }
    }

    @Test("a pipeline of 1,000 operator stages on one stream (stages are direct calls, as RxSwift's sinks)")
    func longPipeline() {
        let head = BehaviorRelay(value: 0, name: "head")
        var stream = head.asObservable()
        for _ in 0..<1_000 { stream = stream.map { $0 + 1 } }
        var received: [Int] = []
        _ = stream.subscribe(onNext: { received.append($0) })
        head.accept(1)
        #expect(received == [1_000, 1_001])
    }
}
