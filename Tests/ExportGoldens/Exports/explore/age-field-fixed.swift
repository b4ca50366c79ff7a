// AgeFieldFixedTests.swift: `bindsim export age-field-fixed.txt`
// scenario "age field with a filter: nothing fails up to two actions"
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

final class AgeFieldFixedTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)

        // bind ageField.filter(isNumber(it)).map(number(it)) -> age
        try run.step(line: 8) {
            run.bind("b1", ageField.asObservable()
                .filter { it in Bindsim.isNumber(it) }
                .map { it in try Bindsim.number(it) }, to: age)
        }
        // bind age.map(string(it)).filter(!isNumber(ageField) || number(ageField) != number(it)) -> ageField
        try run.step(line: 9) {
            run.bind("b2", age.asObservable()
                .map { it in Bindsim.string(it) }
                .filter { it in try !Bindsim.isNumber(ageField.value) || Bindsim.number(ageField.value) != Bindsim.number(it) }, to: ageField)
        }
        // invariant !isNumber(ageField) || number(ageField) == age as "a number in the field is the age"
        run.invariant(line: 10, "invariant !isNumber(ageField) || number(ageField) == age as \"a number in the field is the age\"") { try !Bindsim.isNumber(ageField.value) || Bindsim.number(ageField.value) == age.value }
        // explore ageField with ["31", "abc"]
        // (bindsim explore's; nothing to run)
        run.finish()
    }
}

