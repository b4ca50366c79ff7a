import BindKit
import Testing

@Suite("Disposal")
struct DisposalTests {
    @Test("a disposed subscription receives nothing")
    func disposedReceivesNothing() {
        let r = BehaviorRelay(value: 0)
        let rec = Recorder()
        let subscription = rec.observe(r, as: "A")
        rec.observe(r, as: "B")
        subscription.dispose()
        subscription.dispose()
        r.accept(1)
        #expect(rec.history == ["A: 0", "B: 0", "B: 1"])
    }

    @Test("a disposed bind(to:) writes nothing more")
    func disposedBinding() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 0)
        let binding = a.map { $0 * 2 }.bind(to: b)
        #expect(b.value == 2)
        binding.dispose()
        a.accept(5)
        #expect(b.value == 2)
    }

    @Test("a DisposeBag disposes its subscriptions when it is deinitialized")
    func disposeBag() {
        let r = PublishRelay<Int>()
        var seen: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            r.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            r.map { $0 * 10 }.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        }
        r.accept(1)
        bag = nil
        r.accept(2)
        #expect(seen == [1, 10])
    }

    @Test("Disposables.create runs its action once; a composite disposes every part in order")
    func disposables() {
        var log: [String] = []
        let first = Disposables.create { log.append("first") }
        let second = Disposables.create { log.append("second") }
        let both = Disposables.create(first, second)
        both.dispose()
        both.dispose()
        first.dispose()
        Disposables.create().dispose()
        Disposables.create([Disposables.create { log.append("third") }]).dispose()
        #expect(log == ["first", "second", "third"])
    }

    @Test("disposing a two-way binding ends both directions", arguments: TwoWayStyle.allCases)
    func twoWayDispose(style: TwoWayStyle) {
        let field = Control(value: "f", name: "f")
        let relay = BehaviorRelay(value: "r", name: "r")
        let binding = bindTwoWay(field.property, relay, style: style)
        binding.dispose()
        field.userEdit("x")
        relay.accept("y")
        #expect(field.value == "x")
        #expect(relay.value == "y")
    }

    @Test("disposing a debounced subscription cancels the waiting value")
    func debounceDispose() {
        let s = VirtualTimeScheduler()
        let p = PublishRelay<Int>()
        var seen: [Int] = []
        let subscription = p.debounce(.milliseconds(10), scheduler: s).subscribe(onNext: { seen.append($0) })
        p.accept(1)
        subscription.dispose()
        s.start()
        #expect(seen == [])
    }
}
