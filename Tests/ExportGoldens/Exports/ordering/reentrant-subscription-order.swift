// ReentrantSubscriptionOrderTests.swift: `bindsim export reentrant-subscription-order.txt`
// scenario "re-entrant accept after the binding subscribed first: no stale value"
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

final class ReentrantSubscriptionOrderTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay r = 0
        let r = BehaviorRelay<Double>(value: 0.0)
        // relay seenByB = 0
        let seenByB = BehaviorRelay<Double>(value: 0.0)
        // bind r -> seenByB
        try run.step(line: 6) { run.bind("b1", r.asObservable(), to: seenByB) }
        // on r { if it == 1 { set r = 2 } }
        try run.step(line: 7) {
            run.on("on1", r.asObservable()) { (it: Double) in
                if it == 1 {
                    run.set(r, 2.0)
                }
            }
        }
        // set r = 1
        try run.step(line: 8) { run.set(r, 1.0) }
        // expect no loop
        // expect r == 2
        run.expectEqual(line: 10, "expect r == 2", r.value, 2.0)
        // expect seenByB == 2
        run.expectEqual(line: 11, "expect seenByB == 2", seenByB.value, 2.0)
        // expect seenByB emitted [1, 2]
        run.expectEmitted(line: 12, "expect seenByB emitted [1, 2]", seenByB, [1, 2])
        run.finish()
    }
}

