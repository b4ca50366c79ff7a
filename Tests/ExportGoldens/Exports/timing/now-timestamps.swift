// NowTimestampsTests.swift: `bindsim export now-timestamps.txt`
// scenario "now(): when a debounced search sends its query"
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

final class NowTimestampsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field searchField: String = ""
        let searchField = BindsimField<String>(run, "")
        // relay sent: String = "-"
        let sent = BehaviorRelay<String>(value: "-")

        // bind searchField.debounce(300ms).map(it + " @ " + string(now()) + "ms") -> sent
        try run.step(line: 9) {
            run.bind("b1", searchField.asObservable()
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { it in it + " @ " + Bindsim.string(Double(run.time.clock)) + "ms" }, to: sent)
        }
        // wait 300ms
        try run.wait(line: 10, .milliseconds(300))
        // expect sent == " @ 300ms"
        run.expectEqual(line: 11, "expect sent == \" @ 300ms\"", sent.value, " @ 300ms")

        // user searchField = "r"
        try run.step(line: 13) { searchField.userEdits("r") }
        // wait 100ms
        try run.wait(line: 14, .milliseconds(100))
        // user searchField = "rx"
        try run.step(line: 15) { searchField.userEdits("rx") }
        // wait 300ms                                        # t = 700: 300ms after the last edit
        try run.wait(line: 16, .milliseconds(300))
        // expect sent emitted ["rx @ 700ms"]
        run.expectEmitted(line: 17, "expect sent emitted [\"rx @ 700ms\"]", sent, ["rx @ 700ms"])

        // user searchField = "rxs"
        try run.step(line: 19) { searchField.userEdits("rxs") }
        // user searchField = "rx"                           # a backspace at the same instant
        try run.step(line: 20) { searchField.userEdits("rx") }
        // wait 300ms
        try run.wait(line: 21, .milliseconds(300))
        // expect sent emitted ["rx @ 1000ms"]
        run.expectEmitted(line: 22, "expect sent emitted [\"rx @ 1000ms\"]", sent, ["rx @ 1000ms"])
        run.finish()
    }
}

