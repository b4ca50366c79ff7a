// EveryMarkTests.swift: `bindsim export every-mark.txt`
// scenario "every mark of a marble diagram"
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

final class EveryMarkTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay r = 0
        let r = BehaviorRelay<Double>(value: 0.0)
        // relay seen = 0
        let seen = BehaviorRelay<Double>(value: 0.0)
        // field phone = ""
        let phone = BindsimField<String>(run, "")
        // relay store = ""
        let store = BehaviorRelay<String>(value: "")
        // relay copy = ""
        let copyNode = BehaviorRelay<String>(value: "")
        // relay left = "L"
        let left = BehaviorRelay<String>(value: "L")
        _ = left  // not used by the statements that run
        // relay right = "R"
        let right = BehaviorRelay<String>(value: "R")
        _ = right  // not used by the statements that run

        // on r { if it == 1 { set r = 2 } }
        try run.step(line: 15) {
            run.on("on1", r.asObservable()) { (it: Double) in
                if it == 1 {
                    run.set(r, 2.0)
                }
            }
        }
        // bind r -> seen
        try run.step(line: 16) { run.bind("b1", r.asObservable(), to: seen) }
        // set r = 1
        try run.step(line: 17) { run.set(r, 1.0) }
        // expect seen == 1                          # the later subscriber keeps the stale 1 (RxSwift #713)
        run.expectEqual(line: 18, "expect seen == 1", seen.value, 1.0)

        // bind phone -> store
        try run.step(line: 20) { run.bind("b2", phone.asObservable(), to: store) }
        // bind store.delay(150ms) -> phone
        try run.step(line: 21) {
            run.bind("b3", store.asObservable()
                .delay(.milliseconds(150), scheduler: run.timers)
                .bindsimCountingHops(run), to: phone)
        }
        // bind store.distinct() -> copy
        try run.step(line: 22) { run.bind("b4", store.asObservable().distinctUntilChanged(), to: copyNode) }
        // type phone "13" every 100ms
        try run.type(line: 23, "13", into: phone, every: .milliseconds(100))
        // wait 200ms
        try run.wait(line: 24, .milliseconds(200))
        // expect phone == "13"                      # at 150ms the echo of "1" overwrote "13"; at 250ms "13" came back
        run.expectEqual(line: 25, "expect phone == \"13\"", phone.value, "13")
        // set store = "13"
        try run.step(line: 26) { run.set(store, "13") }
        // expect copy emitted []                    # distinct() dropped the repeat
        run.expectEmitted(line: 27, "expect copy emitted []", copyNode, [])
        // wait 1s
        try run.wait(line: 28, .milliseconds(1000))

        // bind left <-> right
        run.finish()
        throw XCTSkip("line 30 loops: RxSwift overflows the stack here; bindsim cut it off after 20 re-entries (right -> left -> right)")
        // The rest of the scenario does not run: the step above ends the test.
    }
}

