// LosslessTests.swift: `bindsim export lossless.txt`
// scenario "a lossless two-way transform: no round-trip warning"
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

final class LosslessTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay meters: Number = 1
        let meters = BehaviorRelay<Double>(value: 1.0)
        // relay halfMeters: Number = 2
        let halfMeters = BehaviorRelay<Double>(value: 2.0)

        // bind meters.map(it * 2).distinct() <-> halfMeters.map(it / 2).distinct()
        try run.step(line: 7) { run.twoWay("b1", meters, halfMeters, leftToRight: { side in side.map { it in it * 2 }.distinctUntilChanged() }, rightToLeft: { side in side.map { it in try Bindsim.quotient(it, 2) }.distinctUntilChanged() }) }
        // expect no loop

        // set meters = 0.5
        try run.step(line: 10) { run.set(meters, 0.5) }
        // expect halfMeters == 1
        run.expectEqual(line: 11, "expect halfMeters == 1", halfMeters.value, 1.0)
        // expect meters == 0.5
        run.expectEqual(line: 12, "expect meters == 0.5", meters.value, 0.5)
        run.finish()
    }
}

