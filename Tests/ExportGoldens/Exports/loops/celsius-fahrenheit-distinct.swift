// CelsiusFahrenheitDistinctTests.swift: `bindsim export celsius-fahrenheit-distinct.txt`
// scenario "celsius <-> fahrenheit with distinct(): no loop, but the echo rewrites the source"
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

final class CelsiusFahrenheitDistinctTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay celsius: Number = 0
        let celsius = BehaviorRelay<Double>(value: 0.0)
        // relay fahrenheit: Number = 212
        let fahrenheit = BehaviorRelay<Double>(value: 212.0)

        // bind celsius.map(it * 9 / 5 + 32).distinct() <-> fahrenheit.map((it - 32) * 5 / 9).distinct()
        try run.step(line: 7) { run.twoWay("b1", celsius, fahrenheit, leftToRight: { side in side.map { it in try Bindsim.quotient(it * 9, 5) + 32 }.distinctUntilChanged() }, rightToLeft: { side in side.map { it in try Bindsim.quotient((it - 32) * 5, 9) }.distinctUntilChanged() }) }
        // expect no loop
        // expect celsius == 100
        run.expectEqual(line: 9, "expect celsius == 100", celsius.value, 100.0)
        // expect celsius emitted [100]
        run.expectEmitted(line: 10, "expect celsius emitted [100]", celsius, [100])
        // expect fahrenheit emitted [212]
        run.expectEmitted(line: 11, "expect fahrenheit emitted [212]", fahrenheit, [212])

        // set celsius = 10
        try run.step(line: 13) { run.set(celsius, 10.0) }
        // expect no loop
        // expect fahrenheit == 50
        run.expectEqual(line: 15, "expect fahrenheit == 50", fahrenheit.value, 50.0)
        // expect fahrenheit emitted [50]
        run.expectEmitted(line: 16, "expect fahrenheit emitted [50]", fahrenheit, [50])
        // expect celsius emitted [10, 10]            # the echo 50 -> 10 passes fahrenheit's distinct (last was 100)
        run.expectEmitted(line: 17, "expect celsius emitted [10, 10]", celsius, [10, 10])

        // set fahrenheit = 98.6
        try run.step(line: 19) { run.set(fahrenheit, 98.6) }
        // expect no loop
        // expect celsius == 37
        run.expectEqual(line: 21, "expect celsius == 37", celsius.value, 37.0)
        // expect fahrenheit emitted [98.6, 98.6]
        run.expectEmitted(line: 22, "expect fahrenheit emitted [98.6, 98.6]", fahrenheit, [98.6, 98.6])
        // expect celsius emitted [37]
        run.expectEmitted(line: 23, "expect celsius emitted [37]", celsius, [37])

        // set celsius = 0.1
        try run.step(line: 26) { run.set(celsius, 0.1) }
        // expect no loop
        // expect fahrenheit == 32.18
        run.expectEqual(line: 28, "expect fahrenheit == 32.18", fahrenheit.value, 32.18)
        // expect celsius emitted [0.1, 0.09999999999999984]
        run.expectEmitted(line: 29, "expect celsius emitted [0.1, 0.09999999999999984]", celsius, [0.1, 0.09999999999999984])
        // expect celsius == 0.09999999999999984
        run.expectEqual(line: 30, "expect celsius == 0.09999999999999984", celsius.value, 0.09999999999999984)
        run.finish()
    }
}

