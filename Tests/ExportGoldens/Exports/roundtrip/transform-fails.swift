// TransformFailsTests.swift: `bindsim export transform-fails.txt`
// scenario "a conversion with no filter: the round trip fails on text"
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

final class TransformFailsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field quantityField: String = "1"
        let quantityField = BindsimField<String>(run, "1")
        // relay quantity: Number = 1
        let quantity = BehaviorRelay<Double>(value: 1.0)

        // bind quantityField.map(number(it)).distinct() <-> quantity.map(string(it)).distinct()
        try run.step(line: 8) { run.twoWayConverting("b1", quantityField, quantity, leftToRight: { side in side.map { it in try Bindsim.number(it) }.distinctUntilChanged() }, rightToLeft: { side in side.map { it in Bindsim.string(it) }.distinctUntilChanged() }) }
        // expect no loop
        // expect quantityField == "1"
        run.expectEqual(line: 10, "expect quantityField == \"1\"", quantityField.value, "1")

        // user quantityField = "two"                 # the same error ends b1's quantityField→quantity direction
        try run.step(line: 12) { quantityField.userEdits("two") }
        // expect error
        run.expectError(line: 13, "expect error", occurred: true)
        // expect b1 running                          # quantity→quantityField still runs
        run.expectEnded(line: 14, "expect b1 running", "b1", ended: false)
        // set quantity = 5
        try run.step(line: 15) { run.set(quantity, 5.0) }
        // expect quantityField == "5"
        run.expectEqual(line: 16, "expect quantityField == \"5\"", quantityField.value, "5")
        run.finish()
    }
}

