// RelayWriteInSubscriberKeptTests.swift: `bindsim export relay-write-in-subscriber-kept.txt`
// scenario "relay: a write made inside a subscriber is kept"
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

final class RelayWriteInSubscriberKeptTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay volume: Number = 0
        let volume = BehaviorRelay<Double>(value: 0.0)

        // on volume { if it > 10 { set volume = 10 } }
        try run.step(line: 6) {
            run.on("on1", volume.asObservable()) { (it: Double) in
                if it > 10 {
                    run.set(volume, 10.0)
                }
            }
        }
        // expect volume emitted []
        run.expectEmitted(line: 7, "expect volume emitted []", volume, [])

        // set volume = 50
        try run.step(line: 9) { run.set(volume, 50.0) }
        // expect no loop
        // expect volume emitted [50, 10]
        run.expectEmitted(line: 11, "expect volume emitted [50, 10]", volume, [50, 10])
        // expect volume == 10
        run.expectEqual(line: 12, "expect volume == 10", volume.value, 10.0)

        // set volume = 5
        try run.step(line: 14) { run.set(volume, 5.0) }
        // expect volume emitted [5]
        run.expectEmitted(line: 15, "expect volume emitted [5]", volume, [5])
        // expect volume == 5
        run.expectEqual(line: 16, "expect volume == 5", volume.value, 5.0)
        run.finish()
    }
}

