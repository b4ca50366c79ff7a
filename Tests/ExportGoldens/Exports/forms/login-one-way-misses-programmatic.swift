// LoginOneWayMissesProgrammaticTests.swift: `bindsim export login-one-way-misses-programmatic.txt`
// scenario "login form, one-way: a programmatic write to the field never reaches the state"
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

final class LoginOneWayMissesProgrammaticTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phoneField: String = ""
        let phoneField = BindsimField<String>(run, "")
        // relay statePhone: String = ""
        let statePhone = BehaviorRelay<String>(value: "")

        // bind phoneField -> statePhone
        try run.step(line: 7) { run.bind("b1", phoneField.asObservable(), to: statePhone) }
        // expect statePhone emitted [""]
        run.expectEmitted(line: 8, "expect statePhone emitted [\"\"]", statePhone, [""])

        // set phoneField = "13800138000"
        try run.step(line: 10) { run.set(phoneField, "13800138000") }
        // expect phoneField == "13800138000"
        run.expectEqual(line: 11, "expect phoneField == \"13800138000\"", phoneField.value, "13800138000")
        // expect phoneField emitted []
        run.expectEmitted(line: 12, "expect phoneField emitted []", phoneField, [])
        // expect statePhone == ""
        run.expectEqual(line: 13, "expect statePhone == \"\"", statePhone.value, "")
        // expect statePhone emitted []
        run.expectEmitted(line: 14, "expect statePhone emitted []", statePhone, [])

        // user phoneField = "1"
        try run.step(line: 16) { phoneField.userEdits("1") }
        // expect statePhone == "1"
        run.expectEqual(line: 17, "expect statePhone == \"1\"", statePhone.value, "1")
        // expect statePhone emitted ["1"]
        run.expectEmitted(line: 18, "expect statePhone emitted [\"1\"]", statePhone, ["1"])
        run.finish()
    }
}

