// NestedUserEditTests.swift: `bindsim export nested-user-edit.txt`
// scenario "a formatter that makes a user edit inside its block; a later subscriber"
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

final class NestedUserEditTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field codeField: String = ""
        let codeField = BindsimField<String>(run, "")
        // relay code: String = ""
        let code = BehaviorRelay<String>(value: "")
        _ = code  // not used by the statements that run
        // relay log: String = ""
        let log = BehaviorRelay<String>(value: "")
        // on codeField as formatter { if it != upper(it) { user codeField = upper(it) } }
        try run.step(line: 8) {
            run.on("formatter", codeField.asObservable()) { (it: String) in
                if try it != Bindsim.upper(it) {
                    codeField.userEdits(try Bindsim.upper(it))
                }
            }
        }
        // on codeField as copy { set log = log + it + ";" }
        try run.step(line: 9) {
            run.on("copy", codeField.asObservable()) { (it: String) in
                run.set(log, log.value + it + ";")
            }
        }
        // user codeField = "ab12"
        try run.step(line: 10) { codeField.userEdits("ab12") }
        // expect log == ";AB12;AB12;"
        run.expectEqual(line: 11, "expect log == \";AB12;AB12;\"", log.value, ";AB12;AB12;")
        run.finish()
    }
}

