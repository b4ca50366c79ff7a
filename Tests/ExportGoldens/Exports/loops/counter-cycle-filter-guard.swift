// CounterCycleFilterGuardTests.swift: `bindsim export counter-cycle-filter-guard.txt`
// scenario "counter cycle guarded by filter(it < 10): no loop"
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

final class CounterCycleFilterGuardTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a: Number = 0
        let a = BehaviorRelay<Double>(value: 0.0)
        // relay b: Number = 0
        let b = BehaviorRelay<Double>(value: 0.0)

        // bind a.map(it + 1) -> b
        try run.step(line: 6) { run.bind("b1", a.asObservable().map { it in it + 1 }, to: b) }
        // expect b emitted [1]
        run.expectEmitted(line: 7, "expect b emitted [1]", b, [1])

        // bind b.filter(it < 10) -> a
        try run.step(line: 9) { run.bind("b2", b.asObservable().filter { it in it < 10 }, to: a) }
        // expect no loop
        // expect a == 9
        run.expectEqual(line: 11, "expect a == 9", a.value, 9.0)
        // expect b == 10
        run.expectEqual(line: 12, "expect b == 10", b.value, 10.0)
        // expect a emitted [1, 2, 3, 4, 5, 6, 7, 8, 9]
        run.expectEmitted(line: 13, "expect a emitted [1, 2, 3, 4, 5, 6, 7, 8, 9]", a, [1, 2, 3, 4, 5, 6, 7, 8, 9])
        // expect b emitted [2, 3, 4, 5, 6, 7, 8, 9, 10]
        run.expectEmitted(line: 14, "expect b emitted [2, 3, 4, 5, 6, 7, 8, 9, 10]", b, [2, 3, 4, 5, 6, 7, 8, 9, 10])

        // set a = 20
        try run.step(line: 16) { run.set(a, 20.0) }
        // expect no loop
        // expect b == 21
        run.expectEqual(line: 18, "expect b == 21", b.value, 21.0)
        // expect a emitted [20]
        run.expectEmitted(line: 19, "expect a emitted [20]", a, [20])
        // expect b emitted [21]
        run.expectEmitted(line: 20, "expect b emitted [21]", b, [21])
        run.finish()
    }
}

