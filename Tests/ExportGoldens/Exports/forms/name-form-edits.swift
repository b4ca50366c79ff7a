// NameFormEditsTests.swift: `bindsim export name-form-edits.txt`
// scenario "name form: full-name edits, one word, and a lone last name"
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

final class NameFormEditsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field firstField = ""
        let firstField = BindsimField<String>(run, "")
        // field lastField = ""
        let lastField = BindsimField<String>(run, "")
        // field fullField = ""
        let fullField = BindsimField<String>(run, "")
        // relay first: String = ""
        let first = BehaviorRelay<String>(value: "")
        // relay last: String = ""
        let last = BehaviorRelay<String>(value: "")
        // relay full: String = ""
        let full = BehaviorRelay<String>(value: "")

        // bind firstField <-> first
        try run.step(line: 11) { run.twoWay("b1", firstField, first) }
        // bind lastField <-> last
        try run.step(line: 12) { run.twoWay("b2", lastField, last) }
        // bind fullField <-> full
        try run.step(line: 13) { run.twoWay("b3", fullField, full) }
        // bind combineLatest(first, last).map(trim($0 + " " + $1)).distinct() -> full
        try run.step(line: 14) {
            run.bind("b4", Observable.combineLatest(first.asObservable(), last.asObservable())
                .map { it in try Bindsim.trim(it.0 + " " + it.1) }
                .distinctUntilChanged(), to: full)
        }
        // bind full.map(word(it, 0)).distinct() -> first
        try run.step(line: 15) {
            run.bind("b5", full.asObservable()
                .map { it in try Bindsim.word(it, 0) }
                .distinctUntilChanged(), to: first)
        }
        // bind full.map(word(it, 1)).distinct() -> last
        try run.step(line: 16) {
            run.bind("b6", full.asObservable()
                .map { it in try Bindsim.word(it, 1) }
                .distinctUntilChanged(), to: last)
        }
        // expect no loop

        // user fullField = "Ada Lovelace"
        try run.step(line: 19) { fullField.userEdits("Ada Lovelace") }
        // expect no loop
        // expect firstField == "Ada"
        run.expectEqual(line: 21, "expect firstField == \"Ada\"", firstField.value, "Ada")
        // expect lastField == "Lovelace"
        run.expectEqual(line: 22, "expect lastField == \"Lovelace\"", lastField.value, "Lovelace")
        // expect fullField == "Ada Lovelace"
        run.expectEqual(line: 23, "expect fullField == \"Ada Lovelace\"", fullField.value, "Ada Lovelace")
        // expect full emitted ["Ada Lovelace", "Ada", "Ada Lovelace"]    # first arrives before last: "Ada" in between
        run.expectEmitted(line: 24, "expect full emitted [\"Ada Lovelace\", \"Ada\", \"Ada Lovelace\"]", full, ["Ada Lovelace", "Ada", "Ada Lovelace"])
        // expect first emitted ["Ada"]
        run.expectEmitted(line: 25, "expect first emitted [\"Ada\"]", first, ["Ada"])
        // expect last emitted ["Lovelace"]
        run.expectEmitted(line: 26, "expect last emitted [\"Lovelace\"]", last, ["Lovelace"])

        // user fullField = "Plato"
        try run.step(line: 28) { fullField.userEdits("Plato") }
        // expect no loop
        // expect firstField == "Plato"
        run.expectEqual(line: 30, "expect firstField == \"Plato\"", firstField.value, "Plato")
        // expect lastField == ""
        run.expectEqual(line: 31, "expect lastField == \"\"", lastField.value, "")
        // expect fullField == "Plato"
        run.expectEqual(line: 32, "expect fullField == \"Plato\"", fullField.value, "Plato")
        // expect full emitted ["Plato", "Plato Lovelace", "Plato"]
        run.expectEmitted(line: 33, "expect full emitted [\"Plato\", \"Plato Lovelace\", \"Plato\"]", full, ["Plato", "Plato Lovelace", "Plato"])
        // expect last emitted [""]
        run.expectEmitted(line: 34, "expect last emitted [\"\"]", last, [""])

        // user firstField = ""
        try run.step(line: 36) { firstField.userEdits("") }
        // expect no loop
        // expect fullField == ""
        run.expectEqual(line: 38, "expect fullField == \"\"", fullField.value, "")
        // expect first emitted ["", ""]
        run.expectEmitted(line: 39, "expect first emitted [\"\", \"\"]", first, ["", ""])
        // expect full emitted [""]
        run.expectEmitted(line: 40, "expect full emitted [\"\"]", full, [""])

        // user lastField = "Hopper"
        try run.step(line: 43) { lastField.userEdits("Hopper") }
        // expect no loop
        // expect fullField == "Hopper"
        run.expectEqual(line: 45, "expect fullField == \"Hopper\"", fullField.value, "Hopper")
        // expect firstField == "Hopper"
        run.expectEqual(line: 46, "expect firstField == \"Hopper\"", firstField.value, "Hopper")
        // expect lastField == ""
        run.expectEqual(line: 47, "expect lastField == \"\"", lastField.value, "")
        // expect first emitted ["Hopper"]
        run.expectEmitted(line: 48, "expect first emitted [\"Hopper\"]", first, ["Hopper"])
        // expect last emitted ["Hopper", "Hopper", ""]
        run.expectEmitted(line: 49, "expect last emitted [\"Hopper\", \"Hopper\", \"\"]", last, ["Hopper", "Hopper", ""])
        // expect full emitted ["Hopper", "Hopper Hopper", "Hopper"]
        run.expectEmitted(line: 50, "expect full emitted [\"Hopper\", \"Hopper Hopper\", \"Hopper\"]", full, ["Hopper", "Hopper Hopper", "Hopper"])
        run.finish()
    }
}

