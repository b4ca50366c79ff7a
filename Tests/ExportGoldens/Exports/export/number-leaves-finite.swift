// NumberLeavesFiniteTests.swift: `bindsim export number-leaves-finite.txt`
// scenario "a number that leaves the finite ones ends its binding, in bindsim and in the export"
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

final class NumberLeavesFiniteTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay x = 2
        let x = BehaviorRelay<BindsimValue>(value: 2)
        // relay y = 0
        let y = BehaviorRelay<BindsimValue>(value: 0)
        // bind x.map(it * it * it * it * it * it * it * it * it * it) -> y as power
        try run.step(line: 8) {
            run.bind("power", x.asObservable()
                .map { it in try it * it * it * it * it * it * it * it * it * it }, to: y)
        }
        // expect y == 1024
        run.expectEqual(line: 9, "expect y == 1024", y.value, 1024)
        // set x = 10000000000000000000000000000000000000000   # its tenth power is past the largest Double
        try run.step(line: 10) { run.set(x, 1e+40) }
        // expect error
        run.expectError(line: 11, "expect error", occurred: true)
        // expect power ended
        run.expectEnded(line: 12, "expect power ended", "power", ended: true)
        // set x = 3
        try run.step(line: 13) { run.set(x, 3) }
        // expect y == 1024                                  # power has ended: y keeps 1024
        run.expectEqual(line: 14, "expect y == 1024", y.value, 1024)
        run.finish()
    }
}

