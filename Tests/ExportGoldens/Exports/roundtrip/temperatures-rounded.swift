// TemperaturesRoundedTests.swift: `bindsim export temperatures-rounded.txt`
// scenario "rounded temperature conversion: a round trip changes what the user typed"
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

final class TemperaturesRoundedTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field fahrenheitField: Number = 32
        let fahrenheitField = BindsimField<Double>(run, 32.0)
        // relay celsius: Number = 0
        let celsius = BehaviorRelay<Double>(value: 0.0)

        // bind fahrenheitField.map(round((it - 32) * 5 / 9)) <-> celsius.map(round(it * 9 / 5 + 32))
        try run.step(line: 9) { run.twoWay("b1", fahrenheitField, celsius, leftToRight: { side in side.map { it in try Bindsim.round(Bindsim.quotient((it - 32) * 5, 9)) } }, rightToLeft: { side in side.map { it in try Bindsim.round(Bindsim.quotient(it * 9, 5) + 32) } }) }
        // expect no loop

        // user fahrenheitField = -1
        try run.step(line: 12) { fahrenheitField.userEdits(-1.0) }
        // expect no loop
        // expect celsius == -18
        run.expectEqual(line: 14, "expect celsius == -18", celsius.value, -18.0)
        // expect fahrenheitField == 0                # the echo of -18 °C rewrote the user's -1 °F
        run.expectEqual(line: 15, "expect fahrenheitField == 0", fahrenheitField.value, 0.0)
        run.finish()
    }
}

