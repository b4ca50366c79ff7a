// TwowayCompletionTests.swift: `bindsim export twoway-completion.txt`
// scenario "rx two-way: the property side completes (take(2)); the relay->field direction is torn down"
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

final class TwowayCompletionTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field nameField: String = ""
        let nameField = BindsimField<String>(run, "")
        // relay name: String = ""
        let name = BehaviorRelay<String>(value: "")
        // bind nameField.take(2) <-> name as form     # take(2): the setup replay, then one edit
        try run.step(line: 8) { run.twoWay("form", nameField, name, leftToRight: { side in side.take(2) }) }
        // user nameField = "Ada"
        try run.step(line: 9) { nameField.userEdits("Ada") }
        // expect name == "Ada"
        run.expectEqual(line: 10, "expect name == \"Ada\"", name.value, "Ada")
        // expect form ended
        run.expectEnded(line: 11, "expect form ended", "form", ended: true)
        // set name = "Lin"
        try run.step(line: 12) { run.set(name, "Lin") }
        // expect nameField == "Ada"
        run.expectEqual(line: 13, "expect nameField == \"Ada\"", nameField.value, "Ada")
        run.finish()
    }
}

