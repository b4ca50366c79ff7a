// Version3MarksTests.swift: `bindsim export version3-marks.txt`
// scenario "version 3's marks: a tap, an error, a completion, an unbind"
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

final class Version3MarksTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // button save
        let save = BindsimButton(run)
        // field ageField: String = "30"
        let ageField = BindsimField<String>(run, "30")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)
        // relay taps: Number = 0
        let taps = BehaviorRelay<Double>(value: 0.0)
        // relay first: String = ""
        let first = BehaviorRelay<String>(value: "")
        // relay copy: String = ""
        let copyNode = BehaviorRelay<String>(value: "")

        // bind ageField.map(number(it)) -> age as parse
        try run.step(line: 14) { run.bind("parse", ageField.asObservable().map { it in try Bindsim.number(it) }, to: age) }
        // on save as counter { set taps = taps + 1 }
        try run.step(line: 15) {
            run.on("counter", save.asObservable()) { (it: BindsimValue) in
                run.set(taps, taps.value + 1)
            }
        }
        // bind ageField.take(2) -> first as once
        try run.step(line: 16) { run.bind("once", ageField.asObservable().take(2), to: first) }
        // bind first -> copy as pair
        try run.step(line: 17) { run.bind("pair", first.asObservable(), to: copyNode) }

        // tap save
        try run.step(line: 19) { save.userTaps() }
        // user ageField = "4x"
        try run.step(line: 20) { ageField.userEdits("4x") }
        // expect error
        run.expectError(line: 21, "expect error", occurred: true)
        // expect parse ended
        run.expectEnded(line: 22, "expect parse ended", "parse", ended: true)
        // expect once ended
        run.expectEnded(line: 23, "expect once ended", "once", ended: true)
        // unbind pair
        try run.step(line: 24) { run.unbind("pair") }
        // expect pair ended
        run.expectEnded(line: 25, "expect pair ended", "pair", ended: true)
        // set first = "Lin"
        try run.step(line: 26) { run.set(first, "Lin") }
        // expect copy == "4x"
        run.expectEqual(line: 27, "expect copy == \"4x\"", copyNode.value, "4x")
        run.finish()
    }
}

