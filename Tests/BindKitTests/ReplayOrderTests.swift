import BindKit
import Testing

/// Who replays before it observes (contract v2, "Replay order"): a BehaviorRelay
/// and a PublishedValue add the subscriber first (RxSwift's BehaviorSubject,
/// Combine), a MutableProperty and a control send the current value first
/// (ReactiveSwift's `producer`, ReactiveKit's `prepend`, RxCocoa's `controlProperty`).
@Suite("Replay order")
struct ReplayOrderTests {
    @Test("MutableProperty: a set made while the new subscriber handles the replay never reaches it")
    func propertyReplaysThenObserves() {
        let p = MutableProperty(0, name: "p")
        var seen: [Int] = []
        let subscription = p.subscribe(onNext: { value in
            seen.append(value)
            if value == 0 { p.value = 1 }
        })
        #expect(seen == [0])
        #expect(p.value == 1)
        p.value = 2
        #expect(seen == [0, 2])
        subscription.dispose()
    }

    @Test("BehaviorRelay: the subscriber is added first, so it hears the set made during its replay")
    func relayAddsThenReplays() {
        let r = BehaviorRelay(value: 0, name: "r")
        var seen: [Int] = []
        let subscription = r.subscribe(onNext: { value in
            seen.append(value)
            if value == 0 { r.accept(1) }
        })
        #expect(seen == [0, 1])
        subscription.dispose()
    }

    @Test("a control: a user edit made while the new subscriber handles the replay does not reach it")
    func controlReplaysThenObserves() {
        let field = Control(value: "a", name: "f")
        var seen: [String] = []
        let subscription = field.property.subscribe(onNext: { value in
            seen.append(value)
            if value == "a" { field.userEdit("b") }
        })
        #expect(seen == ["a"])
        #expect(field.value == "b")
        field.userEdit("c")
        #expect(seen == ["a", "c"])
        subscription.dispose()
    }

    @Test("two properties bound both ways: quiet at setup, a loop on the first set")
    func propertyPair() {
        let runtime = Runtime()
        runtime.budgets = Budgets(maxReentries: 5, maxEvents: 1_000_000, maxTurns: 1000)
        runtime.withCurrent {
            let n = MutableProperty(0, name: "n")
            let m = MutableProperty(0, name: "m")
            let first = m.bind(to: n)
            let second = n.bind(to: m)
            #expect(runtime.loopReports.isEmpty)
            n.value = 1
            #expect(runtime.loopReports.count == 1)
            #expect(Set(runtime.loopReports.first?.cycle ?? []) == ["n", "m"])
            first.dispose()
            second.dispose()
        }
    }

    @Test("a channel terminal replays nothing, announces user edits, and is set silently")
    func terminal() {
        let terminal = Control.terminal(value: "x", name: "t")
        var seen: [String] = []
        let subscription = terminal.property.subscribe(onNext: { seen.append($0) })
        #expect(seen == [])
        terminal.value = "set"
        #expect(seen == [])
        terminal.userEdit("typed")
        #expect(seen == ["typed"])
        #expect(!terminal.replaysOnSubscribe)
        subscription.dispose()
    }
}
