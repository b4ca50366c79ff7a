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

    @Test("disposing many of a node's subscribers keeps the others in order, and each hears only what started before its disposal")
    func disposingMany() {
        let r = PublishRelay<Int>()
        let rec = Recorder()
        var subscriptions: [Disposable] = []
        // The first subscriber disposes every other one while 1 is being delivered, before
        // they have it: they still get 1 (in flight), then nothing; 2, accepted re-entrantly
        // after the disposal, and 3 skip them.
        let disposer = r.subscribe(onNext: { value in
            guard value == 1 else { return }
            for (index, subscription) in subscriptions.enumerated() where index % 2 == 1 { subscription.dispose() }
            r.accept(2)
        })
        for name in ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"] {
            subscriptions.append(rec.observe(r, as: name))
        }
        r.accept(1)
        r.accept(3)
        disposer.dispose()
        let live = ["A", "C", "E", "G", "I", "K"]
        let all = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]
        #expect(rec.history == live.map { "\($0): 2" } + all.map { "\($0): 1" } + live.map { "\($0): 3" })
        #expect(rec.history.filter { $0.hasSuffix(": 3") } == live.map { "\($0): 3" })
        #expect(rec.history.filter { $0.hasSuffix(": 1") } == all.map { "\($0): 1" })
        #expect(rec.history.filter { $0.hasSuffix(": 2") } == live.map { "\($0): 2" })
    }

    @Test("a disposed subscription keeps nothing alive, though the node lives on")
    func disposedKeepsNothing() {
        final class Owner {}
        let r = BehaviorRelay(value: 0)
        let keep = r.subscribe(onNext: { _ in })
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            let subscription = r.subscribe(onNext: { [owner] _ in _ = owner })
            subscription.dispose()
        }
        #expect(released == nil)
        keep.dispose()
    }

    @Test("a subject's subscription keeps nothing alive once the subject ended, though it is not disposed")
    func endedKeepsNothing() {
        final class Owner {}
        let subject = PublishSubject<Int>()
        weak var released: Owner?
        var subscription: Disposable?
        do {
            let owner = Owner()
            released = owner
            subscription = subject.subscribe(onNext: { [owner] _ in _ = owner })
        }
        #expect(released != nil)
        subject.onCompleted()
        #expect(released == nil)
        subscription?.dispose()
    }

    @Test("a handler that keeps the bag holding its own subscription is freed when its control is deallocated")
    func controlDeallocationFreesHandler() {
        // RxCocoa's control events complete when the control is deallocated, and the
        // ended subscription lets go of its handler: the bag it kept is freed too.
        weak var releasedBag: DisposeBag?
        do {
            let button = Button()
            let bag = DisposeBag()
            releasedBag = bag
            button.rx.tap.subscribe(onNext: { _ = bag }).disposed(by: bag)
        }
        #expect(releasedBag == nil)
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
