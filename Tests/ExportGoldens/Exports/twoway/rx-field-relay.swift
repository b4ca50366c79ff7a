// RxFieldRelayTests.swift: `bindsim export rx-field-relay.txt`
// scenario "RxExample field <-> relay: user edits and programmatic accepts, no loop"
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

final class RxFieldRelayTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field textField = "typed before binding"
        let textField = BindsimField<String>(run, "typed before binding")
        // relay text = "from the model"
        let text = BehaviorRelay<String>(value: "from the model")

        // bind textField <-> text
        try run.step(line: 7) { run.twoWay("b1", textField, text) }
        // expect no loop
        // expect textField == "from the model"       # the right side (the relay) wins at setup
        run.expectEqual(line: 9, "expect textField == \"from the model\"", textField.value, "from the model")
        // expect text == "from the model"
        run.expectEqual(line: 10, "expect text == \"from the model\"", text.value, "from the model")
        // expect textField emitted []                # it got the relay's value by a programmatic set: silent
        run.expectEmitted(line: 11, "expect textField emitted []", textField, [])
        // expect text emitted ["from the model"]     # the field's replay reaches the relay: it re-accepts its own value
        run.expectEmitted(line: 12, "expect text emitted [\"from the model\"]", text, ["from the model"])

        // user textField = "hello"
        try run.step(line: 14) { textField.userEdits("hello") }
        // expect no loop
        // expect textField emitted ["hello"]
        run.expectEmitted(line: 16, "expect textField emitted [\"hello\"]", textField, ["hello"])
        // expect text emitted ["hello"]
        run.expectEmitted(line: 17, "expect text emitted [\"hello\"]", text, ["hello"])
        // expect text == "hello"
        run.expectEqual(line: 18, "expect text == \"hello\"", text.value, "hello")

        // set text = "from code"
        try run.step(line: 20) { run.set(text, "from code") }
        // expect no loop
        // expect text emitted ["from code"]
        run.expectEmitted(line: 22, "expect text emitted [\"from code\"]", text, ["from code"])
        // expect textField emitted []                # relay -> field is programmatic: no event, so no echo
        run.expectEmitted(line: 23, "expect textField emitted []", textField, [])
        // expect textField == "from code"
        run.expectEqual(line: 24, "expect textField == \"from code\"", textField.value, "from code")

        // user textField = ""
        try run.step(line: 27) { textField.userEdits("") }
        // expect text == ""
        run.expectEqual(line: 28, "expect text == \"\"", text.value, "")
        // type textField "abc"
        try run.type(line: 29, "abc", into: textField)
        // expect no loop
        // expect textField emitted ["a", "ab", "abc"]
        run.expectEmitted(line: 31, "expect textField emitted [\"a\", \"ab\", \"abc\"]", textField, ["a", "ab", "abc"])
        // expect text emitted ["a", "ab", "abc"]
        run.expectEmitted(line: 32, "expect text emitted [\"a\", \"ab\", \"abc\"]", text, ["a", "ab", "abc"])
        // expect text == "abc"
        run.expectEqual(line: 33, "expect text == \"abc\"", text.value, "abc")
        // expect textField == "abc"
        run.expectEqual(line: 34, "expect textField == \"abc\"", textField.value, "abc")
        run.finish()
    }
}

