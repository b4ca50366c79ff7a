// ThrottleFieldReplayTests.swift: `bindsim export throttle-field-replay.txt`
// scenario "throttle on a field: the bind's replay opens the window"
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

final class ThrottleFieldReplayTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field slider: Number = 0
        let slider = BindsimField<Double>(run, 0.0)
        // relay sent: Number = -1
        let sent = BehaviorRelay<Double>(value: -1.0)

        // bind slider.throttle(500ms) -> sent
        try run.step(line: 7) {
            run.bind("b1", slider.asObservable()
                .throttle(.milliseconds(500), latest: true, scheduler: run.timers)
                .bindsimCountingHops(run), to: sent)
        }
        // expect sent emitted [0]
        run.expectEmitted(line: 8, "expect sent emitted [0]", sent, [0])
        // expect sent == 0
        run.expectEqual(line: 9, "expect sent == 0", sent.value, 0.0)

        // user slider = 10                                  # t = 0, inside the window
        try run.step(line: 11) { slider.userEdits(10.0) }
        // expect sent emitted []
        run.expectEmitted(line: 12, "expect sent emitted []", sent, [])
        // user slider = 20                                  # t = 0, replaces 10
        try run.step(line: 13) { slider.userEdits(20.0) }
        // wait 499ms
        try run.wait(line: 14, .milliseconds(499))
        // expect sent emitted []
        run.expectEmitted(line: 15, "expect sent emitted []", sent, [])
        // wait 1ms                                          # t = 500
        try run.wait(line: 16, .milliseconds(1))
        // expect sent emitted [20]
        run.expectEmitted(line: 17, "expect sent emitted [20]", sent, [20])
        // expect sent == 20
        run.expectEqual(line: 18, "expect sent == 20", sent.value, 20.0)
        // expect no loop
        run.finish()
    }
}

