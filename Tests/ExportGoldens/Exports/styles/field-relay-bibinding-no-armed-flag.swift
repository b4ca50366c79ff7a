// FieldRelayBibindingNoArmedFlagTests.swift: `bindsim export field-relay-bibinding-no-armed-flag.txt`
// scenario "bibinding field <-> relay: a programmatic write does not swallow the next user edit"
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

final class FieldRelayBibindingNoArmedFlagTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field textField = ""
        let textField = BindsimField<String>(run, "")
        // relay model = "start"
        let model = BehaviorRelay<String>(value: "start")

        // bind textField <-> model using bibinding
        try run.step(line: 7) { run.biBinding("b1", textField, model) }
        // expect no loop
        // expect textField == "start"
        run.expectEqual(line: 9, "expect textField == \"start\"", textField.value, "start")
        // expect textField emitted []
        run.expectEmitted(line: 10, "expect textField emitted []", textField, [])
        // expect model emitted []
        run.expectEmitted(line: 11, "expect model emitted []", model, [])

        // set model = "from code"
        try run.step(line: 13) { run.set(model, "from code") }
        // expect no loop
        // expect model emitted ["from code"]
        run.expectEmitted(line: 15, "expect model emitted [\"from code\"]", model, ["from code"])
        // expect textField emitted []
        run.expectEmitted(line: 16, "expect textField emitted []", textField, [])
        // expect textField == "from code"
        run.expectEqual(line: 17, "expect textField == \"from code\"", textField.value, "from code")

        // user textField = "typed"
        try run.step(line: 19) { textField.userEdits("typed") }
        // expect no loop
        // expect textField emitted ["typed"]
        run.expectEmitted(line: 21, "expect textField emitted [\"typed\"]", textField, ["typed"])
        // expect model emitted ["typed"]             # not swallowed
        run.expectEmitted(line: 22, "expect model emitted [\"typed\"]", model, ["typed"])
        // expect model == "typed"
        run.expectEqual(line: 23, "expect model == \"typed\"", model.value, "typed")

        // set model = "again"
        try run.step(line: 25) { run.set(model, "again") }
        // expect textField == "again"
        run.expectEqual(line: 26, "expect textField == \"again\"", textField.value, "again")
        // user textField = "typed again"
        try run.step(line: 27) { textField.userEdits("typed again") }
        // expect model emitted ["typed again"]
        run.expectEmitted(line: 28, "expect model emitted [\"typed again\"]", model, ["typed again"])
        // expect model == "typed again"
        run.expectEqual(line: 29, "expect model == \"typed again\"", model.value, "typed again")
        // expect no loop
        run.finish()
    }
}

