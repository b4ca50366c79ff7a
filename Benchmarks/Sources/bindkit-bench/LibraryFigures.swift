import BindKit
import ClosureRelay

/// Counts events: the cheapest useful tracer. It looks at no value, so it takes
/// them unboxed; its counter is built as the baseline is (no exclusivity check).
final class CountingTracer: Tracer {
    @exclusivity(unchecked) var count = 0
    func record(_ event: TraceEvent) { count &+= 1 }
    func record<Value>(_ event: CompactTraceEvent, carrying value: Value, names: TraceNames) { count &+= 1 }
}

enum LibraryFigures {
    static let chainLength = 100
    nonisolated(unsafe) static var chainAccepts = 100_000
    static let fanOut = 1000
    nonisolated(unsafe) static var fanOutAccepts = 10_000
    nonisolated(unsafe) static var runs = 7

    /// Nanoseconds per hop along a chain of `chainLength` baseline relays.
    static func baselineChain() -> Double {
        let relays = (0..<chainLength).map { ClosureRelay(value: $0) }
        for index in 0..<(chainLength - 1) {
            let next = relays[index + 1]
            relays[index].subscribe { next.accept($0) }
        }
        let total = medianNanoseconds(runs: runs) {
            for value in 0..<chainAccepts { relays[0].accept(value) }
        }
        blackHole(relays)
        return total / Double(chainAccepts * (chainLength - 1))
    }

    /// Nanoseconds per hop along a chain of BehaviorRelays linked by `subscribe(onNext:)`.
    static func bindKitChain(tracing: Bool) -> Double {
        let runtime = Runtime.current
        let tracer = CountingTracer()
        if tracing { runtime.tracer = tracer }
        defer { runtime.tracer = nil }
        let relays = (0..<chainLength).map { BehaviorRelay(value: $0) }
        var disposables: [Disposable] = []
        for index in 0..<(chainLength - 1) {
            let next = relays[index + 1]
            disposables.append(relays[index].subscribe(onNext: { next.accept($0) }))
        }
        let total = medianNanoseconds(runs: runs) {
            for value in 0..<chainAccepts { relays[0].accept(value) }
        }
        precondition(chainAccepts == 0 || relays[chainLength - 1].value == chainAccepts - 1)
        blackHole(disposables)
        return total / Double(chainAccepts * (chainLength - 1))
    }

    /// Nanoseconds per delivery from one baseline relay to `fanOut` closures.
    static func baselineFanOut() -> Double {
        let relay = ClosureRelay(value: 0)
        var sum = 0
        for _ in 0..<fanOut { relay.subscribe { sum &+= $0 } }
        let total = medianNanoseconds(runs: runs) {
            for value in 0..<fanOutAccepts { relay.accept(value) }
        }
        blackHole(sum)
        return total / Double(fanOutAccepts * fanOut)
    }

    /// Nanoseconds per delivery from one BehaviorRelay to `fanOut` subscribers.
    static func bindKitFanOut(tracing: Bool) -> Double {
        let runtime = Runtime.current
        let tracer = CountingTracer()
        if tracing { runtime.tracer = tracer }
        defer { runtime.tracer = nil }
        let relay = BehaviorRelay(value: 0)
        var sum = 0
        let disposables = (0..<fanOut).map { _ in relay.subscribe(onNext: { sum &+= $0 }) }
        let total = medianNanoseconds(runs: runs) {
            for value in 0..<fanOutAccepts { relay.accept(value) }
        }
        blackHole(sum)
        blackHole(disposables)
        return total / Double(fanOutAccepts * fanOut)
    }

    /// Nanoseconds per accept through `map`, `filter`, `scan`, `distinctUntilChanged`,
    /// `map` into `subscribe(onNext:)`: five operator stages.
    static func operatorPipeline(accepts: Int, runs: Int) -> Double {
        let relay = BehaviorRelay(value: 0)
        var sum = 0
        let subscription = relay.map { $0 + 1 }.filter { $0 >= 0 }.scan(0) { $0 &+ $1 }
            .distinctUntilChanged().map { $0 &* 2 }.subscribe(onNext: { sum &+= $0 })
        let total = medianNanoseconds(runs: runs) {
            for value in 0..<accepts { relay.accept(value) }
        }
        blackHole(sum)
        subscription.dispose()
        return total / Double(max(accepts, 1))
    }

    /// Propagates one value along a `bind(to:)` chain of `length` relays; true when it arrives.
    static func deepChain(length: Int) -> Bool {
        let relays = (0..<length).map { _ in BehaviorRelay(value: 0) }
        var disposables: [Disposable] = []
        disposables.reserveCapacity(length)
        for index in 0..<(length - 1) {
            disposables.append(relays[index].bind(to: relays[index + 1]))
        }
        relays[0].accept(1)
        let arrived = relays[length - 1].value == 1
        blackHole(disposables)
        return arrived
    }

    /// Peak RSS after making `count` relays with one subscription each.
    static func relaysResident(count: Int) -> Int {
        var relays: [BehaviorRelay<Int>] = []
        relays.reserveCapacity(count)
        var disposables: [Disposable] = []
        disposables.reserveCapacity(count)
        var sum = 0
        for index in 0..<count {
            let relay = BehaviorRelay(value: index)
            disposables.append(relay.subscribe(onNext: { sum &+= $0 }))
            relays.append(relay)
        }
        blackHole(sum)
        let peak = peakResidentBytes()
        blackHole(relays)
        blackHole(disposables)
        return peak
    }

    /// Nanoseconds to set up a naive relay <-> relay binding and have the loop cut off.
    static func loopCutOff() -> Double {
        medianNanoseconds(runs: 9) {
            let a = BehaviorRelay(value: 0)
            let b = BehaviorRelay(value: 1)
            let binding = a <-> b
            binding.dispose()
        }
    }
}
