// BibindingWriteBackAtSetupTests.swift: `bindsim export bibinding-write-back-at-setup.txt`
// scenario "bibinding: a write-back during the setup's crossing does not cross"
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

final class BibindingWriteBackAtSetupTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay draft = ""
        let draft = BehaviorRelay<String>(value: "")
        // relay saved = "title"
        let saved = BehaviorRelay<String>(value: "title")
        // on draft as stamp { if it == "title" { set saved = it + "!" } }
        try run.step(line: 12) {
            run.on("stamp", draft.asObservable()) { (it: String) in
                if it == "title" {
                    run.set(saved, it + "!")
                }
            }
        }

        // bind draft <-> saved using bibinding
        try run.step(line: 14) { run.biBinding("b1", draft, saved) }
        // expect no loop
        // expect draft == "title"
        run.expectEqual(line: 16, "expect draft == \"title\"", draft.value, "title")
        // expect saved == "title!"
        run.expectEqual(line: 17, "expect saved == \"title!\"", saved.value, "title!")
        // set saved = "next"                    # after the setup, values cross again
        try run.step(line: 18) { run.set(saved, "next") }
        // expect draft == "next"
        run.expectEqual(line: 19, "expect draft == \"next\"", draft.value, "next")
        // set draft = "edited"
        try run.step(line: 20) { run.set(draft, "edited") }
        // expect saved == "edited"
        run.expectEqual(line: 21, "expect saved == \"edited\"", saved.value, "edited")
        run.finish()
    }
}

