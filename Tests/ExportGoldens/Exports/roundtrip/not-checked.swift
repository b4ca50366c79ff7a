// NotCheckedTests.swift: `bindsim export not-checked.txt`
// scenario "a transform that reads another node is not checked statically"
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

final class NotCheckedTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay rate: Number = 2
        let rate = BehaviorRelay<Double>(value: 2.0)
        // relay amount: Number = 10
        let amount = BehaviorRelay<Double>(value: 10.0)
        // relay converted: Number = 20
        let converted = BehaviorRelay<Double>(value: 20.0)

        // bind amount.map(it * rate).distinct() <-> converted.map(it / rate).distinct()
        try run.step(line: 8) { run.twoWay("b1", amount, converted, leftToRight: { side in side.map { it in it * rate.value }.distinctUntilChanged() }, rightToLeft: { side in side.map { it in try Bindsim.quotient(it, rate.value) }.distinctUntilChanged() }) }
        // expect no loop
        // expect converted == 20
        run.expectEqual(line: 10, "expect converted == 20", converted.value, 20.0)
        run.finish()
    }
}

