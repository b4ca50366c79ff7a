// TwowayErrorTests.swift: `bindsim export twoway-error.txt`
// scenario "rx two-way: an error in the field->relay direction; the relay->field direction goes on"
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

final class TwowayErrorTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: String = "30"
        let age = BehaviorRelay<String>(value: "30")
        // bind ageField.map(string(number(it))) <-> age as form
        try run.step(line: 7) { run.twoWay("form", ageField, age, leftToRight: { side in side.map { it in try Bindsim.string(Bindsim.number(it)) } }) }
        // user ageField = "4x"
        try run.step(line: 8) { ageField.userEdits("4x") }
        // expect error
        run.expectError(line: 9, "expect error", occurred: true)
        // expect form running
        run.expectEnded(line: 10, "expect form running", "form", ended: false)
        // set age = "50"
        try run.step(line: 11) { run.set(age, "50") }
        // expect ageField == "50"
        run.expectEqual(line: 12, "expect ageField == \"50\"", ageField.value, "50")
        // user ageField = "60"
        try run.step(line: 13) { ageField.userEdits("60") }
        // expect age == "50"
        run.expectEqual(line: 14, "expect age == \"50\"", age.value, "50")
        run.finish()
    }
}

