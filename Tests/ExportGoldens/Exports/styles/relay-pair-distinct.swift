// RelayPairDistinctTests.swift: `bindsim export relay-pair-distinct.txt`
// scenario "style rx + distinct(): relay <-> relay does not loop"
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

final class RelayPairDistinctTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay left = "L"
        let left = BehaviorRelay<String>(value: "L")
        // relay right = "R"
        let right = BehaviorRelay<String>(value: "R")

        // bind left.distinct() <-> right.distinct()
        try run.step(line: 7) { run.twoWay("b1", left, right, leftToRight: { side in side.distinctUntilChanged() }, rightToLeft: { side in side.distinctUntilChanged() }) }
        // expect no loop
        // expect left == "R"
        run.expectEqual(line: 9, "expect left == \"R\"", left.value, "R")
        // expect right == "R"
        run.expectEqual(line: 10, "expect right == \"R\"", right.value, "R")
        // expect left emitted ["R"]                  # bind right -> left: right's replay, accepted by left
        run.expectEmitted(line: 11, "expect left emitted [\"R\"]", left, ["R"])
        // expect right emitted ["R"]                 # bind left -> right: left's replay; its echo is dropped by right's distinct
        run.expectEmitted(line: 12, "expect right emitted [\"R\"]", right, ["R"])

        // set left = "a"
        try run.step(line: 14) { run.set(left, "a") }
        // expect no loop
        // expect left emitted ["a", "a"]             # the echo through right is accepted once more, then dropped
        run.expectEmitted(line: 16, "expect left emitted [\"a\", \"a\"]", left, ["a", "a"])
        // expect right emitted ["a"]
        run.expectEmitted(line: 17, "expect right emitted [\"a\"]", right, ["a"])
        // expect right == "a"
        run.expectEqual(line: 18, "expect right == \"a\"", right.value, "a")

        // set right = "b"
        try run.step(line: 20) { run.set(right, "b") }
        // expect no loop
        // expect right emitted ["b", "b"]
        run.expectEmitted(line: 22, "expect right emitted [\"b\", \"b\"]", right, ["b", "b"])
        // expect left emitted ["b"]
        run.expectEmitted(line: 23, "expect left emitted [\"b\"]", left, ["b"])
        // expect left == "b"
        run.expectEqual(line: 24, "expect left == \"b\"", left.value, "b")

        // set right = "b"
        try run.step(line: 26) { run.set(right, "b") }
        // expect no loop
        // expect right emitted ["b"]
        run.expectEmitted(line: 28, "expect right emitted [\"b\"]", right, ["b"])
        // expect left emitted []                     # distinct: "b" again is not forwarded
        run.expectEmitted(line: 29, "expect left emitted []", left, [])
        run.finish()
    }
}

