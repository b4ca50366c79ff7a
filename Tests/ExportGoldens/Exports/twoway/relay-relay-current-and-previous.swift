// RelayRelayCurrentAndPreviousTests.swift: `bindsim export relay-relay-current-and-previous.txt`
// scenario "relay <-> relay guarded with currentAndPrevious: no loop"
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

final class RelayRelayCurrentAndPreviousTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay textFirst = ""
        let textFirst = BehaviorRelay<BindsimValue>(value: "")
        // relay textSecond = ""
        let textSecond = BehaviorRelay<BindsimValue>(value: "")

        // on combineLatest(textSecond.currentAndPrevious(), textFirst.currentAndPrevious()).filter($0.current != $1.current) {
        //   if $0.current != $0.previous {
        //     set textFirst = $0.current
        //   } else {
        //     if $1.current != $1.previous {
        //       set textSecond = $1.current
        //     }
        //   }
        // }
        try run.step(line: 8) {
            run.on("on1", Observable.combineLatest(textSecond.asObservable().bindsimCurrentAndPrevious(), textFirst.asObservable().bindsimCurrentAndPrevious())
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
        // expect textFirst emitted []                # the replays pair each value with itself; the filter drops ("", "")
        run.expectEmitted(line: 18, "expect textFirst emitted []", textFirst, [])
        // expect textSecond emitted []
        run.expectEmitted(line: 19, "expect textSecond emitted []", textSecond, [])

        // set textFirst = "hello"
        try run.step(line: 21) { run.set(textFirst, "hello") }
        // expect no loop
        // expect textFirst emitted ["hello"]
        run.expectEmitted(line: 23, "expect textFirst emitted [\"hello\"]", textFirst, ["hello"])
        // expect textSecond emitted ["hello"]
        run.expectEmitted(line: 24, "expect textSecond emitted [\"hello\"]", textSecond, ["hello"])
        // expect textSecond == "hello"
        run.expectEqual(line: 25, "expect textSecond == \"hello\"", textSecond.value, "hello")

        // set textSecond = "world"
        try run.step(line: 27) { run.set(textSecond, "world") }
        // expect no loop
        // expect textSecond emitted ["world"]
        run.expectEmitted(line: 29, "expect textSecond emitted [\"world\"]", textSecond, ["world"])
        // expect textFirst emitted ["world"]
        run.expectEmitted(line: 30, "expect textFirst emitted [\"world\"]", textFirst, ["world"])
        // expect textFirst == "world"
        run.expectEqual(line: 31, "expect textFirst == \"world\"", textFirst.value, "world")

        // set textSecond = "again"
        try run.step(line: 33) { run.set(textSecond, "again") }
        // expect no loop
        // expect textFirst == "again"
        run.expectEqual(line: 35, "expect textFirst == \"again\"", textFirst.value, "again")

        // set textSecond = "again"
        try run.step(line: 38) { run.set(textSecond, "again") }
        // expect no loop
        // expect textSecond emitted ["again"]
        run.expectEmitted(line: 40, "expect textSecond emitted [\"again\"]", textSecond, ["again"])
        // expect textFirst emitted []
        run.expectEmitted(line: 41, "expect textFirst emitted []", textFirst, [])
        // expect textFirst == "again"
        run.expectEqual(line: 42, "expect textFirst == \"again\"", textFirst.value, "again")
        run.finish()
    }
}

