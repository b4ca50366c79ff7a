// NameFormOverwrittenEditTests.swift: `bindsim export name-form-overwritten-edit.txt`
// scenario "name form: a three-word full name loses its third word"
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

final class NameFormOverwrittenEditTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field firstField = ""
        let firstField = BindsimField<String>(run, "")
        // field lastField = ""
        let lastField = BindsimField<String>(run, "")
        // field fullField = ""
        let fullField = BindsimField<String>(run, "")
        // relay first = ""
        let first = BehaviorRelay<String>(value: "")
        // relay last = ""
        let last = BehaviorRelay<String>(value: "")
        // relay full = ""
        let full = BehaviorRelay<String>(value: "")

        // bind firstField <-> first
        try run.step(line: 12) { run.twoWay("b1", firstField, first) }
        // bind lastField <-> last
        try run.step(line: 13) { run.twoWay("b2", lastField, last) }
        // bind fullField <-> full
        try run.step(line: 14) { run.twoWay("b3", fullField, full) }
        // bind combineLatest(first, last).map(trim($0 + " " + $1)).distinct() -> full
        try run.step(line: 15) {
            run.bind("b4", Observable.combineLatest(first.asObservable(), last.asObservable())
                .map { it in try Bindsim.trim(it.0 + " " + it.1) }
                .distinctUntilChanged(), to: full)
        }
        // bind full.map(word(it, 0)).distinct() -> first
        try run.step(line: 16) {
            run.bind("b5", full.asObservable()
                .map { it in try Bindsim.word(it, 0) }
                .distinctUntilChanged(), to: first)
        }
        // bind full.map(word(it, 1)).distinct() -> last
        try run.step(line: 17) {
            run.bind("b6", full.asObservable()
                .map { it in try Bindsim.word(it, 1) }
                .distinctUntilChanged(), to: last)
        }
        // expect no loop

        // user fullField = "Mary Ann Smith"
        try run.step(line: 20) { fullField.userEdits("Mary Ann Smith") }
        // expect no loop
        // expect firstField == "Mary"
        run.expectEqual(line: 22, "expect firstField == \"Mary\"", firstField.value, "Mary")
        // expect lastField == "Ann"
        run.expectEqual(line: 23, "expect lastField == \"Ann\"", lastField.value, "Ann")
        // expect full == "Mary Ann"                        # rebuilt from two words: "Smith" is gone
        run.expectEqual(line: 24, "expect full == \"Mary Ann\"", full.value, "Mary Ann")
        // expect fullField == "Mary Ann"                   # the program overwrote what the user typed
        run.expectEqual(line: 25, "expect fullField == \"Mary Ann\"", fullField.value, "Mary Ann")
        // expect full emitted ["Mary Ann Smith", "Mary", "Mary Ann"]
        run.expectEmitted(line: 26, "expect full emitted [\"Mary Ann Smith\", \"Mary\", \"Mary Ann\"]", full, ["Mary Ann Smith", "Mary", "Mary Ann"])
        run.finish()
    }
}

