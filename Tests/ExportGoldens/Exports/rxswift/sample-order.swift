// SampleOrderTests.swift: `bindsim export sample-order.txt`
// scenario "sample subscribes its source first: a replaying sampler fires during the bind"
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

final class SampleOrderTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay src = 1
        let src = BehaviorRelay<Double>(value: 1.0)
        // relay trig = 0
        let trig = BehaviorRelay<Double>(value: 0.0)
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // bind src.sample(trig) -> x as s
        try run.step(line: 8) { run.bind("s", src.asObservable().sample(trig.asObservable()), to: x) }
        // expect x == 1
        run.expectEqual(line: 9, "expect x == 1", x.value, 1.0)
        // set trig = 1
        try run.step(line: 10) { run.set(trig, 1.0) }
        // expect x emitted []
        run.expectEmitted(line: 11, "expect x emitted []", x, [])
        // set src = 2
        try run.step(line: 12) { run.set(src, 2.0) }
        // expect x emitted []
        run.expectEmitted(line: 13, "expect x emitted []", x, [])
        // set trig = 2
        try run.step(line: 14) { run.set(trig, 2.0) }
        // expect x emitted [2]
        run.expectEmitted(line: 15, "expect x emitted [2]", x, [2])
        run.finish()
    }
}

