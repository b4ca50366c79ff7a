// LongWaitTests.swift: `bindsim export long-wait.txt`
// scenario "a long wait runs what falls due on the way, and only that"
//
// The scenario as an XCTest of RxSwift 6.10 (RxSwift, RxRelay, RxTest). `testScenario()` follows it
// statement by statement, each after its lines as comments; a step bindsim cut off as a loop skips
// the rest of the test (and `expect no loop` has nothing to run: a step that returns did not
// loop). The support section below restates what each statement means: the
// scenario's values and builtins, RxCocoa's controls, the two-way bindings, virtual time (1 tick =
// 1 ms) and the main queue. In an iOS app's test target, the simulated controls may become
// UIKit's: a UITextField's `rx.text.orEmpty` for BindsimField, a UIButton's `rx.tap` for
// BindsimButton, a UILabel's `rx.text` for BindsimLabel (docs/export.md).
import XCTest
import Foundation
import BindKit

final class LongWaitTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay query = ""
        let query = BehaviorRelay<String>(value: "")
        // relay shown = ""
        let shown = BehaviorRelay<String>(value: "")
        // relay ticks = -1
        let ticks = BehaviorRelay<Double>(value: -1.0)

        // bind query.debounce(300ms) -> shown
        try run.step(line: 9) {
            run.bind("b1", query.asObservable()
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run), to: shown)
        }
        // bind interval(1000000s).take(3) -> ticks
        try run.step(line: 10) {
            run.bind("b2", Bindsim.ticks(every: .milliseconds(1000000000), on: run.timers)
                .bindsimCountingHops(run)
                .take(3), to: ticks)
        }
        // set query = "a"
        try run.step(line: 11) { run.set(query, "a") }
        // wait 100000000s
        try run.wait(line: 12, .milliseconds(100000000000))
        // expect shown == "a"
        run.expectEqual(line: 13, "expect shown == \"a\"", shown.value, "a")
        // expect ticks emitted [0, 1, 2]
        run.expectEmitted(line: 14, "expect ticks emitted [0, 1, 2]", ticks, [0, 1, 2])
        // set query = "b"
        try run.step(line: 15) { run.set(query, "b") }
        // wait 299ms
        try run.wait(line: 16, .milliseconds(299))
        // expect shown == "a"
        run.expectEqual(line: 17, "expect shown == \"a\"", shown.value, "a")
        // wait 1ms
        try run.wait(line: 18, .milliseconds(1))
        // expect shown == "b"
        run.expectEqual(line: 19, "expect shown == \"b\"", shown.value, "b")
        run.finish()
    }
}

