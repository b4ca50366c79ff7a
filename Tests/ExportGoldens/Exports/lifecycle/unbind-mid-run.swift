// UnbindMidRunTests.swift: `bindsim export unbind-mid-run.txt`
// scenario "unbind mid-run: edits stop crossing"
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

final class UnbindMidRunTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field nameField: String = ""
        let nameField = BindsimField<String>(run, "")
        // relay name: String = ""
        let name = BehaviorRelay<String>(value: "")
        // relay log: String = ""
        let log = BehaviorRelay<String>(value: "")

        // bind nameField <-> name as form
        try run.step(line: 10) { run.twoWay("form", nameField, name) }
        // on name as logger { set log = log + it + ";" }
        try run.step(line: 11) {
            run.on("logger", name.asObservable()) { (it: String) in
                run.set(log, log.value + it + ";")
            }
        }

        // user nameField = "Ada"
        try run.step(line: 13) { nameField.userEdits("Ada") }
        // expect name == "Ada"
        run.expectEqual(line: 14, "expect name == \"Ada\"", name.value, "Ada")
        // expect log == ";Ada;"
        run.expectEqual(line: 15, "expect log == \";Ada;\"", log.value, ";Ada;")
        // unbind form
        try run.step(line: 16) { run.unbind("form") }
        // expect form ended
        run.expectEnded(line: 17, "expect form ended", "form", ended: true)
        // expect logger running
        run.expectEnded(line: 18, "expect logger running", "logger", ended: false)
        // user nameField = "Grace"
        try run.step(line: 19) { nameField.userEdits("Grace") }
        // expect name == "Ada"                  # the field's edit no longer reaches the relay
        run.expectEqual(line: 20, "expect name == \"Ada\"", name.value, "Ada")
        // set name = "Lin"
        try run.step(line: 21) { run.set(name, "Lin") }
        // expect nameField == "Grace"           # nor the relay's value the field
        run.expectEqual(line: 22, "expect nameField == \"Grace\"", nameField.value, "Grace")
        // expect log == ";Ada;Lin;"
        run.expectEqual(line: 23, "expect log == \";Ada;Lin;\"", log.value, ";Ada;Lin;")
        run.finish()
    }
}

