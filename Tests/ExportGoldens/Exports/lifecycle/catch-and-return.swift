// CatchAndReturnTests.swift: `bindsim export catch-and-return.txt`
// scenario "catchAndReturn turns the error into a value and ends the binding"
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

final class CatchAndReturnTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)

        // bind ageField.map(number(it)).catchAndReturn(0) -> age as parse
        try run.step(line: 8) {
            run.bind("parse", ageField.asObservable()
                .map { it in try Bindsim.number(it) }
                .catchAndReturn(0.0), to: age)
        }

        // user ageField = "4x"
        try run.step(line: 10) { ageField.userEdits("4x") }
        // expect no error
        run.expectError(line: 11, "expect no error", occurred: false)
        // expect age == 0
        run.expectEqual(line: 12, "expect age == 0", age.value, 0.0)
        // expect parse ended
        run.expectEnded(line: 13, "expect parse ended", "parse", ended: true)
        // user ageField = "42"
        try run.step(line: 14) { ageField.userEdits("42") }
        // expect age == 0
        run.expectEqual(line: 15, "expect age == 0", age.value, 0.0)
        run.finish()
    }
}

