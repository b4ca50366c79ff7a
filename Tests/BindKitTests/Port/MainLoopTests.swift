import BindKit
import Testing

/// The main run loop on virtual time: `settle()` runs what is queued now,
/// `advance(by:)` moves the clock and fires timers; controls complete when they go away.
@Suite("Main loop and control lifetimes")
struct MainLoopTests {
    @Test("debounce on MainScheduler.instance fires only when the main loop's clock is advanced past it")
    func debounceOnMain() {
        Runtime().withCurrent {
            let field = TextField()
            let bag = DisposeBag()
            var searched: [String] = []
            field.rx.text.orEmpty
                .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
                .subscribe(onNext: { searched.append($0) })
                .disposed(by: bag)
            field.userTypes("ab")
            MainScheduler.settle()
            #expect(searched == [])
            MainScheduler.advance(by: .milliseconds(299))
            #expect(searched == [])
            MainScheduler.advance(by: .milliseconds(1))
            #expect(searched == ["ab"])
            #expect(abs(MainScheduler.instance.now.timeIntervalSince1970 - 0.3) < 1e-6)
        }
    }

    @Test("asyncInstance work waits for settle(), first in first out")
    func asyncWaitsForSettle() {
        Runtime().withCurrent {
            let relay = BehaviorRelay(value: 0)
            var seen: [Int] = []
            let bag = DisposeBag()
            relay.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            relay.accept(1)
            relay.accept(2)
            #expect(seen == [])
            MainScheduler.settle()
            #expect(seen == [0, 1, 2])
        }
    }

    @Test("a text field that goes away completes its subscriptions, as RxCocoa's take(until: deallocated)")
    func controlGoesAway() {
        Runtime().withCurrent {
            var events: [String] = []
            let bag = DisposeBag()
            do {
                let field = TextField(text: "x")
                field.rx.text.subscribe(onNext: { events.append("next \($0 ?? "nil")") },
                                        onCompleted: { events.append("completed") })
                    .disposed(by: bag)
                field.userTypes("y")
            }
            #expect(events == ["next x", "next xy", "completed"])
        }
    }

    @Test("a disabled button ignores taps; a programmatic text set is silent")
    func disabledAndSilent() {
        Runtime().withCurrent {
            let button = Button(isEnabled: false)
            let field = TextField()
            var log: [String] = []
            let bag = DisposeBag()
            button.rx.tap.subscribe(onNext: { log.append("tap") }).disposed(by: bag)
            field.rx.text.changed.subscribe(onNext: { log.append("changed \($0 ?? "nil")") }).disposed(by: bag)
            button.userTaps()
            button.isEnabled = true
            button.userTaps()
            field.text = "silent"
            field.userTypes("!")
            #expect(log == ["tap", "changed silent!"])
        }
    }
}
