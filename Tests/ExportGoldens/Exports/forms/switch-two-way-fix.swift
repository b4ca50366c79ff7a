// SwitchTwoWayFixTests.swift: `bindsim export switch-two-way-fix.txt`
// scenario "switch: two-way binding with a relay makes programmatic changes observable"
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

final class SwitchTwoWayFixTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field mySwitch = false
        let mySwitch = BindsimField<Bool>(run, false)
        // relay switchValue: Bool = false
        let switchValue = BehaviorRelay<Bool>(value: false)
        // publish console
        let console = PublishRelay<String>()

        // bind mySwitch <-> switchValue
        try run.step(line: 8) { run.twoWay("b1", mySwitch, switchValue) }
        // expect no loop
        // expect switchValue emitted [false]
        run.expectEmitted(line: 10, "expect switchValue emitted [false]", switchValue, [false])
        // expect mySwitch emitted []
        run.expectEmitted(line: 11, "expect mySwitch emitted []", mySwitch, [])

        // on switchValue { set console = "switch is " + string(it) }
        try run.step(line: 13) {
            run.on("on1", switchValue.asObservable()) { (it: Bool) in
                run.set(console, "switch is " + Bindsim.string(it))
            }
        }
        // expect console emitted ["switch is false"]
        run.expectEmitted(line: 14, "expect console emitted [\"switch is false\"]", console, ["switch is false"])

        // set switchValue = true
        try run.step(line: 16) { run.set(switchValue, true) }
        // expect no loop
        // expect mySwitch == true
        run.expectEqual(line: 18, "expect mySwitch == true", mySwitch.value, true)
        // expect mySwitch emitted []
        run.expectEmitted(line: 19, "expect mySwitch emitted []", mySwitch, [])
        // expect switchValue emitted [true]
        run.expectEmitted(line: 20, "expect switchValue emitted [true]", switchValue, [true])
        // expect console emitted ["switch is true"]
        run.expectEmitted(line: 21, "expect console emitted [\"switch is true\"]", console, ["switch is true"])

        // user mySwitch = false
        try run.step(line: 23) { mySwitch.userEdits(false) }
        // expect no loop
        // expect switchValue == false
        run.expectEqual(line: 25, "expect switchValue == false", switchValue.value, false)
        // expect switchValue emitted [false]
        run.expectEmitted(line: 26, "expect switchValue emitted [false]", switchValue, [false])
        // expect console emitted ["switch is false"]
        run.expectEmitted(line: 27, "expect console emitted [\"switch is false\"]", console, ["switch is false"])

        // set switchValue = true
        try run.step(line: 29) { run.set(switchValue, true) }
        // expect console emitted ["switch is true"]
        run.expectEmitted(line: 30, "expect console emitted [\"switch is true\"]", console, ["switch is true"])
        // expect mySwitch == true
        run.expectEqual(line: 31, "expect mySwitch == true", mySwitch.value, true)
        run.finish()
    }
}

