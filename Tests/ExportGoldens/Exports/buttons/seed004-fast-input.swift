// Seed004FastInputTests.swift: `bindsim export seed004-fast-input.txt`
// scenario "seed 004: the fast-input button types the phone number while the user types"
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

final class Seed004FastInputTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phoneField: String = ""
        let phoneField = BindsimField<String>(run, "")
        // relay phoneValue: String = ""
        let phoneValue = BehaviorRelay<String>(value: "")
        // relay testPhone = "13800138000"
        let testPhone = BehaviorRelay<String>(value: "13800138000")
        // button fastInput
        let fastInput = BindsimButton(run)

        // bind phoneField <-> phoneValue
        try run.step(line: 13) { run.twoWay("b1", phoneField, phoneValue) }
        // on fastInput.flatMapLatest(interval(100ms).take(length(testPhone)).map(testPhone[it]).scan("", acc + it)) as typer {
        //     set phoneValue = it
        // }
        try run.step(line: 14) {
            run.on("typer", fastInput.asObservable()
                .flatMapLatest { outer in Bindsim.ticks(every: .milliseconds(100), on: run.timers).bindsimCountingHops(run).take(try Bindsim.count(try Bindsim.length(testPhone.value), for: "take")).map { it in try BindsimValue(testPhone.value)[BindsimValue(it)] }.scan("") { acc, it in try acc + it } }) { (it: BindsimValue) in
                run.set(phoneValue, try Bindsim.narrowed(it, to: String.self))
            }
        }

        // tap fastInput
        try run.step(line: 18) { fastInput.userTaps() }
        // wait 250ms
        try run.wait(line: 19, .milliseconds(250))
        // expect phoneField == "13"
        run.expectEqual(line: 20, "expect phoneField == \"13\"", phoneField.value, "13")
        // user phoneField = "9"
        try run.step(line: 21) { phoneField.userEdits("9") }
        // wait 100ms
        try run.wait(line: 22, .milliseconds(100))
        // expect overwrite of phoneField
        // bindsim's judgement, from the causes of each write: here, what the field shows
        run.expectEqual(line: 23, "expect overwrite of phoneField", phoneField.value, "138")
        // expect phoneField == "138"
        run.expectEqual(line: 24, "expect phoneField == \"138\"", phoneField.value, "138")
        // wait 1s
        try run.wait(line: 25, .milliseconds(1000))
        // expect phoneField == "13800138000"
        run.expectEqual(line: 26, "expect phoneField == \"13800138000\"", phoneField.value, "13800138000")
        // expect typer running
        run.expectEnded(line: 27, "expect typer running", "typer", ended: false)
        run.finish()
    }
}

