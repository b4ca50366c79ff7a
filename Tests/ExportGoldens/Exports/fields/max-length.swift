// MaxLengthTests.swift: `bindsim export max-length.txt`
// scenario "a max-length field: the fifth character is cut off, and the field shows the cut text"
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

final class MaxLengthTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field pinField = ""
        let pinField = BindsimField<String>(run, "")
        // relay lastTwo = ""
        let lastTwo = BehaviorRelay<String>(value: "")

        // bind pinField.map(prefix(it, 4)) -> pinField as cut
        try run.step(line: 10) { run.bind("cut", pinField.asObservable().map { it in try Bindsim.prefix(it, 4) }, to: pinField) }
        // bind pinField.map(suffix(it, 2)) -> lastTwo
        try run.step(line: 11) { run.bind("b2", pinField.asObservable().map { it in try Bindsim.suffix(it, 2) }, to: lastTwo) }
        // type pinField "12345"
        try run.type(line: 12, "12345", into: pinField)
        // expect no loop
        // expect pinField == "1234"
        run.expectEqual(line: 14, "expect pinField == \"1234\"", pinField.value, "1234")
        // expect pinField emitted ["1", "12", "123", "1234", "12345"]
        run.expectEmitted(line: 15, "expect pinField emitted [\"1\", \"12\", \"123\", \"1234\", \"12345\"]", pinField, ["1", "12", "123", "1234", "12345"])
        // expect lastTwo == "34"
        run.expectEqual(line: 16, "expect lastTwo == \"34\"", lastTwo.value, "34")
        // expect overwrite of pinField
        // bindsim's judgement, from the causes of each write: here, what the field shows
        run.expectEqual(line: 17, "expect overwrite of pinField", pinField.value, "1234")
        run.finish()
    }
}

