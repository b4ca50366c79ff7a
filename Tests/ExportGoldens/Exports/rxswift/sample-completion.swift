// SampleCompletionTests.swift: `bindsim export sample-completion.txt`
// scenario "sample: the sampler completes; the source goes on, unsampled"
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

final class SampleCompletionTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay src = 1
        let src = BehaviorRelay<Double>(value: 1.0)
        // publish trig
        let trig = PublishRelay<Double>()
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // bind src.sample(trig.take(2)) -> x as s
        try run.step(line: 8) { run.bind("s", src.asObservable().sample(trig.asObservable().take(2)), to: x) }
        // set src = 2
        try run.step(line: 9) { run.set(src, 2.0) }
        // set trig = 0
        try run.step(line: 10) { run.set(trig, 0.0) }
        // expect x == 2
        run.expectEqual(line: 11, "expect x == 2", x.value, 2.0)
        // set src = 3
        try run.step(line: 12) { run.set(src, 3.0) }
        // set trig = 0
        try run.step(line: 13) { run.set(trig, 0.0) }
        // expect x == 3
        run.expectEqual(line: 14, "expect x == 3", x.value, 3.0)
        // set src = 4
        try run.step(line: 15) { run.set(src, 4.0) }
        // expect x == 3
        run.expectEqual(line: 16, "expect x == 3", x.value, 3.0)
        // expect s running
        run.expectEnded(line: 17, "expect s running", "s", ended: false)
        run.finish()
    }
}

