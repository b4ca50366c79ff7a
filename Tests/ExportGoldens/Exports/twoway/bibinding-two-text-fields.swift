// BibindingTwoTextFieldsTests.swift: `bindsim export bibinding-two-text-fields.txt`
// scenario "RxBiBinding: two text fields mirror each other without a loop"
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

final class BibindingTwoTextFieldsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field textFieldFirst = ""
        let textFieldFirst = BindsimField<String>(run, "")
        // field textFieldSecond = ""
        let textFieldSecond = BindsimField<String>(run, "")

        // bind textFieldFirst <-> textFieldSecond using bibinding
        try run.step(line: 7) { run.biBinding("b1", textFieldFirst, textFieldSecond) }
        // expect no loop
        // expect textFieldFirst == ""
        run.expectEqual(line: 9, "expect textFieldFirst == \"\"", textFieldFirst.value, "")
        // expect textFieldSecond == ""
        run.expectEqual(line: 10, "expect textFieldSecond == \"\"", textFieldSecond.value, "")
        // expect textFieldFirst emitted []
        run.expectEmitted(line: 11, "expect textFieldFirst emitted []", textFieldFirst, [])
        // expect textFieldSecond emitted []
        run.expectEmitted(line: 12, "expect textFieldSecond emitted []", textFieldSecond, [])

        // user textFieldFirst = "hello"
        try run.step(line: 14) { textFieldFirst.userEdits("hello") }
        // expect no loop
        // expect textFieldFirst emitted ["hello"]
        run.expectEmitted(line: 16, "expect textFieldFirst emitted [\"hello\"]", textFieldFirst, ["hello"])
        // expect textFieldSecond emitted []          # written programmatically: a field does not announce it
        run.expectEmitted(line: 17, "expect textFieldSecond emitted []", textFieldSecond, [])
        // expect textFieldSecond == "hello"
        run.expectEqual(line: 18, "expect textFieldSecond == \"hello\"", textFieldSecond.value, "hello")

        // user textFieldSecond = ""
        try run.step(line: 21) { textFieldSecond.userEdits("") }
        // expect textFieldFirst == ""
        run.expectEqual(line: 22, "expect textFieldFirst == \"\"", textFieldFirst.value, "")
        // type textFieldSecond "rx"
        try run.type(line: 23, "rx", into: textFieldSecond)
        // expect no loop
        // expect textFieldSecond emitted ["r", "rx"]
        run.expectEmitted(line: 25, "expect textFieldSecond emitted [\"r\", \"rx\"]", textFieldSecond, ["r", "rx"])
        // expect textFieldFirst emitted []
        run.expectEmitted(line: 26, "expect textFieldFirst emitted []", textFieldFirst, [])
        // expect textFieldFirst == "rx"
        run.expectEqual(line: 27, "expect textFieldFirst == \"rx\"", textFieldFirst.value, "rx")

        // user textFieldFirst = "again"
        try run.step(line: 30) { textFieldFirst.userEdits("again") }
        // expect no loop
        // expect textFieldSecond == "again"
        run.expectEqual(line: 32, "expect textFieldSecond == \"again\"", textFieldSecond.value, "again")
        // expect textFieldFirst emitted ["again"]
        run.expectEmitted(line: 33, "expect textFieldFirst emitted [\"again\"]", textFieldFirst, ["again"])

        // user textFieldSecond = "back"
        try run.step(line: 35) { textFieldSecond.userEdits("back") }
        // expect textFieldFirst == "back"
        run.expectEqual(line: 36, "expect textFieldFirst == \"back\"", textFieldFirst.value, "back")
        // expect textFieldSecond == "back"
        run.expectEqual(line: 37, "expect textFieldSecond == \"back\"", textFieldSecond.value, "back")
        // expect no loop
        run.finish()
    }
}

