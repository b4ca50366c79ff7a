import Testing
import BindKit

/// A runtime made current with `withCurrent` owns what is created inside it: two
/// runs share no event ids, steps, loop reports or memory.
@Suite("Runtime ownership")
struct RuntimeOwnershipTests {
    /// Builds a relay pair, binds them one way, accepts twice, and returns the event ids seen.
    private func eventIDs(in runtime: Runtime) -> [Int] {
        let recorder = TraceRecorder()
        runtime.tracer = recorder
        runtime.withCurrent {
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            let disposable = a.bind(to: b)
            a.accept(1)
            a.accept(2)
            disposable.dispose()
        }
        return recorder.events.map(\.id)
    }

    @Test("each runtime numbers its events from 1")
    func freshIDsPerRuntime() {
        let first = eventIDs(in: Runtime())
        let second = eventIDs(in: Runtime())
        #expect(first.first == 1)
        #expect(first == second)
    }

    @Test("objects created inside withCurrent belong to that runtime, not the thread's")
    func objectsBelongToTheActiveRuntime() {
        let runtime = Runtime()
        runtime.budgets = Budgets(maxReentries: 3, maxEvents: 1_000_000, maxTurns: 1000)
        let threadReportsBefore = Runtime.current.loopReports.count
        runtime.withCurrent {
            let bag = DisposeBag()
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            a.bind(to: b).disposed(by: bag)
            b.map { $0 + 1 }.bind(to: a).disposed(by: bag)
        }
        #expect(runtime.loopReports.count == 1)
        #expect(runtime.loopReports.first?.budget == 3)
        #expect(Runtime.current.loopReports.count == threadReportsBefore)
    }

    @Test("withCurrent nests and restores the outer runtime")
    func nesting() {
        let outer = Runtime()
        let inner = Runtime()
        outer.withCurrent {
            #expect(Runtime.current === outer)
            inner.withCurrent { #expect(Runtime.current === inner) }
            #expect(Runtime.current === outer)
        }
        #expect(Runtime.current !== outer)
    }

    @Test("a finished run's runtime and nodes are freed")
    func runtimeIsFreed() {
        weak var released: Runtime?
        do {
            let runtime = Runtime()
            released = runtime
            runtime.withCurrent {
                let a = BehaviorRelay(value: "x", name: "a")
                let b = BehaviorRelay(value: "y", name: "b")
                let bag = DisposeBag()
                a.bind(to: b).disposed(by: bag)
                b.subscribe(onNext: { _ in }).disposed(by: bag)
                a.accept("z")
            }
        }
        #expect(released == nil)
    }

    @Test("a runtime whose main loop and main schedulers were used is freed with them")
    func mainLoopIsFreed() {
        weak var released: Runtime?
        weak var loopScheduler: MainScheduler?
        do {
            let runtime = Runtime()
            released = runtime
            runtime.withCurrent {
                let bag = DisposeBag()
                let field = TextField()
                let label = Label()
                field.rx.text.orEmpty.bind(to: label.rx.text).disposed(by: bag)
                field.rx.text.orEmpty.observe(on: MainScheduler.asyncInstance)
                    .subscribe(onNext: { _ in }).disposed(by: bag)
                loopScheduler = MainScheduler.instance
                field.userTypes("ab")
                MainScheduler.settle()
            }
        }
        #expect(loopScheduler == nil)
        #expect(released == nil, "the runtime and its main loop kept each other alive")
    }

    @Test("main-loop work that ran, or was disposed before its turn, keeps nothing of its runtime alive")
    func mainLoopWorkIsReleased() {
        weak var ranOnMain: Runtime?
        weak var disposedBeforeTurn: Runtime?
        do {
            let runtime = Runtime()
            ranOnMain = runtime
            runtime.withCurrent {
                let bag = DisposeBag()
                let r = BehaviorRelay(value: 0, name: "r")
                // A re-entrant element waits on the main loop behind the running action;
                // once it ran, MainScheduler keeps the item until it schedules again.
                r.observe(on: MainScheduler.instance)
                    .subscribe(onNext: { if $0 == 1 { r.accept(2) } }).disposed(by: bag)
                r.accept(1)
                MainScheduler.settle()
                #expect(r.value == 2)
            }
        }
        do {
            let runtime = Runtime()
            disposedBeforeTurn = runtime
            runtime.withCurrent {
                let r = BehaviorRelay(value: 0, name: "r")
                let subscription = r.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { _ in })
                r.accept(1)
                // The main loop never turns again: the disposed items stay in its queue.
                subscription.dispose()
            }
        }
        #expect(ranOnMain == nil, "an item that ran kept its runtime alive")
        #expect(disposedBeforeTurn == nil, "a disposed item kept its runtime alive")
    }
}
