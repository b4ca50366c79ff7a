// AgeFieldErrorTests.swift: `bindsim export age-field-error.txt`
// scenario "a number conversion without a filter fails on text"
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

final class AgeFieldErrorTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)

        // bind ageField.map(number(it)) -> age
        try run.step(line: 9) { run.bind("b1", ageField.asObservable().map { it in try Bindsim.number(it) }, to: age) }
        // bind age.map(string(it)) -> ageField
        try run.step(line: 10) { run.bind("b2", age.asObservable().map { it in Bindsim.string(it) }, to: ageField) }
        run.finish()
    }
}

