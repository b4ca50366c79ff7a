// TwowayTake3Tests.swift: `bindsim export twoway-take3.txt`
// scenario "rx two-way: the same, when the edit does not complete the property side"
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

final class TwowayTake3Tests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field nameField: String = ""
        let nameField = BindsimField<String>(run, "")
        // relay name: String = ""
        let name = BehaviorRelay<String>(value: "")
        // relay log: String = ""
        let log = BehaviorRelay<String>(value: "")
        // bind nameField.take(3) <-> name.map(upper(it)) as form
        try run.step(line: 8) { run.twoWay("form", nameField, name, leftToRight: { side in side.take(3) }, rightToLeft: { side in side.map { it in try Bindsim.upper(it) } }) }
        // on name as reader { set log = log + nameField + ";" }
        try run.step(line: 9) {
            run.on("reader", name.asObservable()) { (it: String) in
                run.set(log, log.value + nameField.value + ";")
            }
        }
        // user nameField = "ada"
        try run.step(line: 10) { nameField.userEdits("ada") }
        // expect log == ";ADA;"
        run.expectEqual(line: 11, "expect log == \";ADA;\"", log.value, ";ADA;")
        run.finish()
    }
}

