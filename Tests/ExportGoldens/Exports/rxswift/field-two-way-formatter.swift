// FieldTwoWayFormatterTests.swift: `bindsim export field-two-way-formatter.txt`
// scenario "a field bound both ways to a relay whose subscriber formats it; a later subscriber of the field"
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

final class FieldTwoWayFormatterTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field f: String = ""
        let f = BindsimField<String>(run, "")
        // relay r: String = ""
        let r = BehaviorRelay<String>(value: "")
        // relay log: String = ""
        let log = BehaviorRelay<String>(value: "")
        // bind f <-> r as form
        try run.step(line: 8) { run.twoWay("form", f, r) }
        // on r as upperer { if it != upper(it) { set r = upper(it) } }
        try run.step(line: 9) {
            run.on("upperer", r.asObservable()) { (it: String) in
                if try it != Bindsim.upper(it) {
                    run.set(r, try Bindsim.upper(it))
                }
            }
        }
        // on f as copy { set log = log + it + ";" }
        try run.step(line: 10) {
            run.on("copy", f.asObservable()) { (it: String) in
                run.set(log, log.value + it + ";")
            }
        }
        // user f = "ab"
        try run.step(line: 11) { f.userEdits("ab") }
        // expect f == "AB"
        run.expectEqual(line: 12, "expect f == \"AB\"", f.value, "AB")
        // expect log == ";AB;"
        run.expectEqual(line: 13, "expect log == \";AB;\"", log.value, ";AB;")
        run.finish()
    }
}

