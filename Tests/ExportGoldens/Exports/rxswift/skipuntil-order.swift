// SkipuntilOrderTests.swift: `bindsim export skipuntil-order.txt`
// scenario "skipUntil subscribes the source first: a replaying trigger opens it after the source's replay"
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

final class SkipuntilOrderTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 1
        let a = BehaviorRelay<Double>(value: 1.0)
        // relay go = 0
        let go = BehaviorRelay<Double>(value: 0.0)
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // bind a.skipUntil(go) -> x as s
        try run.step(line: 8) { run.bind("s", a.asObservable().skip(until: go.asObservable()), to: x) }
        // expect x == -1
        run.expectEqual(line: 9, "expect x == -1", x.value, -1.0)
        // set a = 2
        try run.step(line: 10) { run.set(a, 2.0) }
        // expect x == 2
        run.expectEqual(line: 11, "expect x == 2", x.value, 2.0)
        run.finish()
    }
}

