// RelayPairBibindingTests.swift: `bindsim export relay-pair-bibinding.txt`
// scenario "style bibinding: relay <-> relay does not loop"
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

final class RelayPairBibindingTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay left = "L"
        let left = BehaviorRelay<String>(value: "L")
        // relay right = "R"
        let right = BehaviorRelay<String>(value: "R")

        // bind left <-> right using bibinding
        try run.step(line: 7) { run.biBinding("b1", left, right) }
        // expect no loop
        // expect left == "R"                         # the right side wins at setup
        run.expectEqual(line: 9, "expect left == \"R\"", left.value, "R")
        // expect right == "R"
        run.expectEqual(line: 10, "expect right == \"R\"", right.value, "R")
        // expect left emitted ["R"]
        run.expectEmitted(line: 11, "expect left emitted [\"R\"]", left, ["R"])
        // expect right emitted []                    # R is not written at setup
        run.expectEmitted(line: 12, "expect right emitted []", right, [])

        // set left = "a"
        try run.step(line: 14) { run.set(left, "a") }
        // expect no loop
        // expect left emitted ["a"]
        run.expectEmitted(line: 16, "expect left emitted [\"a\"]", left, ["a"])
        // expect right emitted ["a"]                 # the echo back to left is skipped
        run.expectEmitted(line: 17, "expect right emitted [\"a\"]", right, ["a"])
        // expect right == "a"
        run.expectEqual(line: 18, "expect right == \"a\"", right.value, "a")

        // set right = "b"
        try run.step(line: 20) { run.set(right, "b") }
        // expect no loop
        // expect right emitted ["b"]
        run.expectEmitted(line: 22, "expect right emitted [\"b\"]", right, ["b"])
        // expect left emitted ["b"]
        run.expectEmitted(line: 23, "expect left emitted [\"b\"]", left, ["b"])
        // expect left == "b"
        run.expectEqual(line: 24, "expect left == \"b\"", left.value, "b")

        // set right = "b"
        try run.step(line: 27) { run.set(right, "b") }
        // expect no loop
        // expect right emitted ["b"]
        run.expectEmitted(line: 29, "expect right emitted [\"b\"]", right, ["b"])
        // expect left emitted ["b"]
        run.expectEmitted(line: 30, "expect left emitted [\"b\"]", left, ["b"])
        run.finish()
    }
}

