// ThrottleTapsTests.swift: `bindsim export throttle-taps.txt`
// scenario "throttle(500ms): first tap at once, the latest at the end of the window"
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

final class ThrottleTapsTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish taps
        let taps = PublishRelay<Double>()
        // relay handled: Number = 0
        let handled = BehaviorRelay<Double>(value: 0.0)

        // bind taps.throttle(500ms) -> handled
        try run.step(line: 7) {
            run.bind("b1", taps.asObservable()
                .throttle(.milliseconds(500), latest: true, scheduler: run.timers)
                .bindsimCountingHops(run), to: handled)
        }
        // expect handled emitted []
        run.expectEmitted(line: 8, "expect handled emitted []", handled, [])

        // set taps = 1                                      # t = 0
        try run.step(line: 10) { run.set(taps, 1.0) }
        // expect handled emitted [1]
        run.expectEmitted(line: 11, "expect handled emitted [1]", handled, [1])

        // wait 100ms
        try run.wait(line: 13, .milliseconds(100))
        // set taps = 2                                      # t = 100: inside the window, held
        try run.step(line: 14) { run.set(taps, 2.0) }
        // expect handled emitted []
        run.expectEmitted(line: 15, "expect handled emitted []", handled, [])
        // wait 100ms
        try run.wait(line: 16, .milliseconds(100))
        // set taps = 3                                      # t = 200: replaces 2
        try run.step(line: 17) { run.set(taps, 3.0) }
        // expect handled emitted []
        run.expectEmitted(line: 18, "expect handled emitted []", handled, [])
        // expect handled == 1
        run.expectEqual(line: 19, "expect handled == 1", handled.value, 1.0)

        // wait 300ms                                        # t = 500: the end of the window
        try run.wait(line: 21, .milliseconds(300))
        // expect handled emitted [3]
        run.expectEmitted(line: 22, "expect handled emitted [3]", handled, [3])
        // expect handled == 3
        run.expectEqual(line: 23, "expect handled == 3", handled.value, 3.0)

        // wait 1s                                           # t = 1500: nothing held
        try run.wait(line: 25, .milliseconds(1000))
        // expect handled emitted []
        run.expectEmitted(line: 26, "expect handled emitted []", handled, [])
        // set taps = 4                                      # long after the last send: at once
        try run.step(line: 27) { run.set(taps, 4.0) }
        // expect handled emitted [4]
        run.expectEmitted(line: 28, "expect handled emitted [4]", handled, [4])
        // expect no loop
        run.finish()
    }
}

