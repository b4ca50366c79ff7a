// The name form's kept test (Exports/forms/name-form.swift) with the one line per field that
// docs/export.md's "On iOS" gives: `BindsimField<String>(run, "")` becomes
// `BindsimTextField(run, UITextField())`. bindsimTests' "Export goldens" keep its body equal to the
// golden's with only those lines changed; it must pass as the golden does.
import BindKit
import Testing
import XCTest

final class NameFormOnATextField {
    func testScenario() throws {
        let run = BindsimRun()
        // field firstField = ""
        let firstField = BindsimTextField(run, UITextField())
        // field lastField = ""
        let lastField = BindsimTextField(run, UITextField())
        // field fullField = ""
        let fullField = BindsimTextField(run, UITextField())
        // relay first = ""
        let first = BehaviorRelay<String>(value: "")
        // relay last = ""
        let last = BehaviorRelay<String>(value: "")
        // relay full = ""
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

        // type firstField "Ada"
        try run.type(line: 19, "Ada", into: firstField)
        // expect no loop
        // expect firstField emitted ["A", "Ad", "Ada"]
        run.expectEmitted(line: 21, "expect firstField emitted [\"A\", \"Ad\", \"Ada\"]", firstField, ["A", "Ad", "Ada"])
        // expect first emitted ["A", "A", "Ad", "Ad", "Ada", "Ada"]    # each prefix comes back once through full.map(word(it, 0))
        run.expectEmitted(line: 22, "expect first emitted [\"A\", \"A\", \"Ad\", \"Ad\", \"Ada\", \"Ada\"]", first, ["A", "A", "Ad", "Ad", "Ada", "Ada"])
        // expect full emitted ["A", "Ad", "Ada"]
        run.expectEmitted(line: 23, "expect full emitted [\"A\", \"Ad\", \"Ada\"]", full, ["A", "Ad", "Ada"])
        // expect last emitted []
        run.expectEmitted(line: 24, "expect last emitted []", last, [])
        // expect fullField == "Ada"
        run.expectEqual(line: 25, "expect fullField == \"Ada\"", fullField.value, "Ada")

        // user lastField = "Lovelace"
        try run.step(line: 27) { lastField.userEdits("Lovelace") }
        // expect no loop
        // expect fullField == "Ada Lovelace"
        run.expectEqual(line: 29, "expect fullField == \"Ada Lovelace\"", fullField.value, "Ada Lovelace")
        // expect full emitted ["Ada Lovelace"]
        run.expectEmitted(line: 30, "expect full emitted [\"Ada Lovelace\"]", full, ["Ada Lovelace"])
        // expect last emitted ["Lovelace", "Lovelace"]
        run.expectEmitted(line: 31, "expect last emitted [\"Lovelace\", \"Lovelace\"]", last, ["Lovelace", "Lovelace"])
        // expect first emitted []
        run.expectEmitted(line: 32, "expect first emitted []", first, [])

        // user fullField = "Grace Hopper"
        try run.step(line: 34) { fullField.userEdits("Grace Hopper") }
        // expect no loop
        // expect firstField == "Grace"
        run.expectEqual(line: 36, "expect firstField == \"Grace\"", firstField.value, "Grace")
        // expect lastField == "Hopper"
        run.expectEqual(line: 37, "expect lastField == \"Hopper\"", lastField.value, "Hopper")
        // expect fullField == "Grace Hopper"
        run.expectEqual(line: 38, "expect fullField == \"Grace Hopper\"", fullField.value, "Grace Hopper")
        // expect full == "Grace Hopper"
        run.expectEqual(line: 39, "expect full == \"Grace Hopper\"", full.value, "Grace Hopper")
        // expect full emitted ["Grace Hopper", "Grace Lovelace", "Grace Hopper"]
        run.expectEmitted(line: 40, "expect full emitted [\"Grace Hopper\", \"Grace Lovelace\", \"Grace Hopper\"]", full, ["Grace Hopper", "Grace Lovelace", "Grace Hopper"])
        // expect first emitted ["Grace"]
        run.expectEmitted(line: 41, "expect first emitted [\"Grace\"]", first, ["Grace"])
        // expect last emitted ["Hopper"]
        run.expectEmitted(line: 42, "expect last emitted [\"Hopper\"]", last, ["Hopper"])
        // expect fullField emitted ["Grace Hopper"]
        run.expectEmitted(line: 43, "expect fullField emitted [\"Grace Hopper\"]", fullField, ["Grace Hopper"])
        run.finish()
    }
}

@Suite("A kept test on a UIKit text field")
struct TextFieldStandInTests {
    @Test("the name form's kept test passes with its fields UIKit text fields")
    func nameFormOnTextFields() {
        var result: (lines: [Int], messages: [String], thrown: Error?) = ([], [], nil)
        Runtime().withCurrent { result = BindsimExportCheck.collecting { try NameFormOnATextField().testScenario() } }
        #expect(result.messages == [])
        #expect(result.thrown == nil)
    }
}
