// SwitchProgrammaticUnobservedTests.swift: `bindsim export switch-programmatic-unobserved.txt`
// scenario "switch: a programmatic change is not observed"
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

final class SwitchProgrammaticUnobservedTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field mySwitch = false
        let mySwitch = BindsimField<Bool>(run, false)
        // publish console
        let console = PublishRelay<String>()

        // on mySwitch { set console = "switch is " + string(it) }
        try run.step(line: 7) {
            run.on("on1", mySwitch.asObservable()) { (it: Bool) in
                run.set(console, "switch is " + Bindsim.string(it))
            }
        }
        // expect console emitted ["switch is false"]      # subscribing replays the current value
        run.expectEmitted(line: 8, "expect console emitted [\"switch is false\"]", console, ["switch is false"])

        // user mySwitch = true
        try run.step(line: 10) { mySwitch.userEdits(true) }
        // expect mySwitch emitted [true]
        run.expectEmitted(line: 11, "expect mySwitch emitted [true]", mySwitch, [true])
        // expect console emitted ["switch is true"]
        run.expectEmitted(line: 12, "expect console emitted [\"switch is true\"]", console, ["switch is true"])

        // set mySwitch = false
        try run.step(line: 14) { run.set(mySwitch, false) }
        // expect mySwitch == false
        run.expectEqual(line: 15, "expect mySwitch == false", mySwitch.value, false)
        // expect mySwitch emitted []
        run.expectEmitted(line: 16, "expect mySwitch emitted []", mySwitch, [])
        // expect console emitted []                       # nothing is printed
        run.expectEmitted(line: 17, "expect console emitted []", console, [])

        // set mySwitch = true
        try run.step(line: 19) { run.set(mySwitch, true) }
        // expect mySwitch == true
        run.expectEqual(line: 20, "expect mySwitch == true", mySwitch.value, true)
        // expect mySwitch emitted []
        run.expectEmitted(line: 21, "expect mySwitch emitted []", mySwitch, [])
        // expect console emitted []
        run.expectEmitted(line: 22, "expect console emitted []", console, [])
        // expect no loop
        run.finish()
    }
}

