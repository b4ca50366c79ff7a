// DelayTests.swift: `bindsim export delay.txt`
// scenario "delay(300ms): elements arrive 300ms later, in order"
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

final class DelayTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish clicks
        let clicks = PublishRelay<Double>()
        // relay delayed = nil
        let delayed = BehaviorRelay<BindsimValue>(value: BindsimValue.nil)
        // relay source: String = "a"
        let source = BehaviorRelay<String>(value: "a")
        // relay target: String = ""
        let target = BehaviorRelay<String>(value: "")

        // bind clicks.delay(300ms) -> delayed
        try run.step(line: 9) {
            run.bind("b1", clicks.asObservable()
                .delay(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { BindsimValue($0) }, to: delayed)
        }
        // expect delayed emitted []
        run.expectEmitted(line: 10, "expect delayed emitted []", delayed, [])

        // set clicks = 1                                    # t = 0
        try run.step(line: 12) { run.set(clicks, 1.0) }
        // expect clicks emitted [1]
        run.expectEmitted(line: 13, "expect clicks emitted [1]", clicks, [1])
        // expect delayed emitted []
        run.expectEmitted(line: 14, "expect delayed emitted []", delayed, [])
        // expect delayed == nil
        run.expectEqual(line: 15, "expect delayed == nil", delayed.value, BindsimValue.nil)

        // wait 200ms                                        # t = 200
        try run.wait(line: 17, .milliseconds(200))
        // expect delayed == nil
        run.expectEqual(line: 18, "expect delayed == nil", delayed.value, BindsimValue.nil)
        // set clicks = 2                                    # t = 200, due at 500
        try run.step(line: 19) { run.set(clicks, 2.0) }

        // wait 100ms                                        # t = 300: 1 falls due (inclusive)
        try run.wait(line: 21, .milliseconds(100))
        // expect delayed emitted [1]
        run.expectEmitted(line: 22, "expect delayed emitted [1]", delayed, [1])
        // expect delayed == 1
        run.expectEqual(line: 23, "expect delayed == 1", delayed.value, 1)

        // wait 199ms                                        # t = 499
        try run.wait(line: 25, .milliseconds(199))
        // expect delayed emitted []
        run.expectEmitted(line: 26, "expect delayed emitted []", delayed, [])
        // wait 1ms                                          # t = 500
        try run.wait(line: 27, .milliseconds(1))
        // expect delayed emitted [2]
        run.expectEmitted(line: 28, "expect delayed emitted [2]", delayed, [2])
        // expect delayed == 2
        run.expectEqual(line: 29, "expect delayed == 2", delayed.value, 2)

        // bind source.delay(100ms) -> target                # the replay "a" is scheduled, not delivered
        try run.step(line: 31) {
            run.bind("b2", source.asObservable()
                .delay(.milliseconds(100), scheduler: run.timers)
                .bindsimCountingHops(run), to: target)
        }
        // expect target emitted []
        run.expectEmitted(line: 32, "expect target emitted []", target, [])
        // expect target == ""
        run.expectEqual(line: 33, "expect target == \"\"", target.value, "")
        // wait 100ms
        try run.wait(line: 34, .milliseconds(100))
        // expect target emitted ["a"]
        run.expectEmitted(line: 35, "expect target emitted [\"a\"]", target, ["a"])
        // expect no loop
        run.finish()
    }
}

