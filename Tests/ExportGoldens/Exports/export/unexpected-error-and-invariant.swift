// UnexpectedErrorAndInvariantTests.swift: `bindsim export unexpected-error-and-invariant.txt`
// scenario "an invariant and an unexpected error fail where bindsim says"
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

final class UnexpectedErrorAndInvariantTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)

        // bind ageField.map(number(it)) -> age as parse
        try run.step(line: 10) { run.bind("parse", ageField.asObservable().map { it in try Bindsim.number(it) }, to: age) }
        // invariant age >= 0 as "an age is not negative"
        run.invariant(line: 11, "invariant age >= 0 as \"an age is not negative\"") { age.value >= 0 }

        // user ageField = "-5"                             # the invariant fails after this step
        try run.step(line: 13) { ageField.userEdits("-5") }
        // user ageField = "41"
        try run.step(line: 14) { ageField.userEdits("41") }
        // user ageField = "4x"                             # parse ends by an error, and no 'expect error' follows
        try run.step(line: 15) { ageField.userEdits("4x") }
        // user ageField = "7"
        try run.step(line: 16) { ageField.userEdits("7") }
        // expect age == 7                                  # fails: parse has ended, age keeps 41
        run.expectEqual(line: 17, "expect age == 7", age.value, 7.0)
        run.finish()
    }
}

