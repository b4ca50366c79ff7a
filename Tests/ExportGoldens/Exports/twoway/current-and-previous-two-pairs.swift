// CurrentAndPreviousTwoPairsTests.swift: `bindsim export current-and-previous-two-pairs.txt`
// scenario "currentAndPrevious: two pairs per value, so either side's edit crosses"
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

final class CurrentAndPreviousTwoPairsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay textFirst = ""
        let textFirst = BehaviorRelay<BindsimValue>(value: "")
        // relay textSecond = ""
        let textSecond = BehaviorRelay<BindsimValue>(value: "")
        // relay pairs = []
        let pairs = BehaviorRelay<BindsimValue>(value: BindsimValue.list([]))

        // on textFirst.currentAndPrevious() { set pairs = pairs + [[it.current, it.previous]] }
        try run.step(line: 10) {
            run.on("on1", textFirst.asObservable().bindsimCurrentAndPrevious()) { (it: BindsimValue) in
                run.set(pairs, try pairs.value + BindsimValue.list([BindsimValue.list([it.current, it.previous])]))
            }
        }
        // expect pairs == [["", ""], ["", ""]]              # the replay: the first value, paired with itself, twice
        run.expectEqual(line: 11, "expect pairs == [[\"\", \"\"], [\"\", \"\"]]", pairs.value, BindsimValue.list([BindsimValue.list(["", ""]), BindsimValue.list(["", ""])]))

        // set textFirst = "a"
        try run.step(line: 13) { run.set(textFirst, "a") }
        // expect pairs == [["", ""], ["", ""], ["a", ""], ["a", "a"]]
        run.expectEqual(line: 14, "expect pairs == [[\"\", \"\"], [\"\", \"\"], [\"a\", \"\"], [\"a\", \"a\"]]", pairs.value, BindsimValue.list([BindsimValue.list(["", ""]), BindsimValue.list(["", ""]), BindsimValue.list(["a", ""]), BindsimValue.list(["a", "a"])]))

        // on combineLatest(textSecond.currentAndPrevious(), textFirst.currentAndPrevious()).filter($0.current != $1.current) {
        //   if $0.current != $0.previous {
        //     set textFirst = $0.current
        //   } else {
        //     if $1.current != $1.previous {
        //       set textSecond = $1.current
        //     }
        //   }
        // }
        try run.step(line: 16) {
            run.on("on2", Observable.combineLatest(textSecond.asObservable().bindsimCurrentAndPrevious(), textFirst.asObservable().bindsimCurrentAndPrevious())
                .map { BindsimValue.tuple([$0.0, $0.1]) }
                .filter { it in try it.element(0).current != it.element(1).current }) { (it: BindsimValue) in
                if try it.element(0).current != it.element(0).previous {
                    run.set(textFirst, try it.element(0).current)
                } else if try it.element(1).current != it.element(1).previous {
                    run.set(textSecond, try it.element(1).current)
                }
            }
        }
        // expect no loop
        // expect textSecond == ""                           # at setup both pairs are (v, v): nothing changed, nothing is copied
        run.expectEqual(line: 26, "expect textSecond == \"\"", textSecond.value, "")
        // expect textFirst == "a"
        run.expectEqual(line: 27, "expect textFirst == \"a\"", textFirst.value, "a")

        // set textSecond = "b"
        try run.step(line: 29) { run.set(textSecond, "b") }
        // expect no loop
        // expect textFirst == "b"
        run.expectEqual(line: 31, "expect textFirst == \"b\"", textFirst.value, "b")
        // expect textFirst emitted ["b"]
        run.expectEmitted(line: 32, "expect textFirst emitted [\"b\"]", textFirst, ["b"])

        // set textFirst = "c"                               # a one-pair helper would keep textSecond's stale ("b", "a") and revert this
        try run.step(line: 34) { run.set(textFirst, "c") }
        // expect no loop
        // expect textFirst emitted ["c"]
        run.expectEmitted(line: 36, "expect textFirst emitted [\"c\"]", textFirst, ["c"])
        // expect textSecond emitted ["c"]
        run.expectEmitted(line: 37, "expect textSecond emitted [\"c\"]", textSecond, ["c"])
        // expect textFirst == "c"
        run.expectEqual(line: 38, "expect textFirst == \"c\"", textFirst.value, "c")
        // expect textSecond == "c"
        run.expectEqual(line: 39, "expect textSecond == \"c\"", textSecond.value, "c")
        run.finish()
    }
}

