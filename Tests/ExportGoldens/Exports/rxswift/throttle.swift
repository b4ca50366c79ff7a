// ThrottleTests.swift: `bindsim export throttle.txt`
// scenario "throttle(1s, latest: false) and latest: true"
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

final class ThrottleTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish p
        let p = PublishRelay<Double>()
        // relay x = -1
        let x = BehaviorRelay<BindsimValue>(value: -1)
        // relay y = -1
        let y = BehaviorRelay<BindsimValue>(value: -1)
        // bind p.throttle(1s, latest: false) -> x as f
        try run.step(line: 8) {
            run.bind("f", p.asObservable()
                .throttle(.milliseconds(1000), latest: false, scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { BindsimValue($0) }, to: x)
        }
        // bind p.throttle(1s) -> y as t
        try run.step(line: 9) {
            run.bind("t", p.asObservable()
                .throttle(.milliseconds(1000), latest: true, scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { BindsimValue($0) }, to: y)
        }
        // set p = 0
        try run.step(line: 10) { run.set(p, 0.0) }
        // wait 300ms
        try run.wait(line: 11, .milliseconds(300))
        // set p = 300
        try run.step(line: 12) { run.set(p, 300.0) }
        // wait 300ms
        try run.wait(line: 13, .milliseconds(300))
        // set p = 600
        try run.step(line: 14) { run.set(p, 600.0) }
        // wait 400ms
        try run.wait(line: 15, .milliseconds(400))
        // set p = 1000
        try run.step(line: 16) { run.set(p, 1000.0) }
        // wait 100ms
        try run.wait(line: 17, .milliseconds(100))
        // set p = 1100
        try run.step(line: 18) { run.set(p, 1100.0) }
        // wait 950ms
        try run.wait(line: 19, .milliseconds(950))
        // set p = 2050
        try run.step(line: 20) { run.set(p, 2050.0) }
        // wait 300ms
        try run.wait(line: 21, .milliseconds(300))
        // set p = 2350
        try run.step(line: 22) { run.set(p, 2350.0) }
        // wait 2s
        try run.wait(line: 23, .milliseconds(2000))
        run.finish()
    }
}

