// ErrorEndsOneBindingTests.swift: `bindsim export error-ends-one-binding.txt`
// scenario "an error ends one binding; the others go on"
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

final class ErrorEndsOneBindingTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)
        // label greeting: String = ""
        let greeting = BindsimLabel<String>("")

        // bind ageField.map(number(it)) -> age as parse
        try run.step(line: 10) { run.bind("parse", ageField.asObservable().map { it in try Bindsim.number(it) }, to: age) }
        // bind ageField.map("Hello, " + it) -> greeting as greet
        try run.step(line: 11) { run.bind("greet", ageField.asObservable().map { it in "Hello, " + it }, to: greeting) }

        // user ageField = "41"
        try run.step(line: 13) { ageField.userEdits("41") }
        // expect age == 41
        run.expectEqual(line: 14, "expect age == 41", age.value, 41.0)
        // user ageField = "4x"
        try run.step(line: 15) { ageField.userEdits("4x") }
        // expect error
        run.expectError(line: 16, "expect error", occurred: true)
        // expect parse ended
        run.expectEnded(line: 17, "expect parse ended", "parse", ended: true)
        // expect greet running
        run.expectEnded(line: 18, "expect greet running", "greet", ended: false)
        // expect greeting == "Hello, 4x"
        run.expectEqual(line: 19, "expect greeting == \"Hello, 4x\"", greeting.value, "Hello, 4x")
        // user ageField = "42"                  # parse has ended: age keeps 41
        try run.step(line: 20) { ageField.userEdits("42") }
        // expect age == 41
        run.expectEqual(line: 21, "expect age == 41", age.value, 41.0)
        // expect greeting == "Hello, 42"
        run.expectEqual(line: 22, "expect greeting == \"Hello, 42\"", greeting.value, "Hello, 42")
        run.finish()
    }
}

