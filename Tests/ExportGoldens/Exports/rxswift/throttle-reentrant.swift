// ThrottleReentrantTests.swift: `bindsim export throttle-reentrant.txt`
// scenario "throttle re-entered while it forwards"
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

final class ThrottleReentrantTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 0
        let a = BehaviorRelay<Double>(value: 0.0)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // on a.throttle(1s) as th { set log = log + string(it) + ";"; if it < 3 { set a = it + 1 } }
        try run.step(line: 7) {
            run.on("th", a.asObservable()
                .throttle(.milliseconds(1000), latest: true, scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, log.value + Bindsim.string(it) + ";")
                if it < 3 {
                    run.set(a, it + 1)
                }
            }
        }
        // wait 5s
        try run.wait(line: 8, .milliseconds(5000))
        // set a = 10
        try run.step(line: 9) { run.set(a, 10.0) }
        // wait 2s
        try run.wait(line: 10, .milliseconds(2000))
        run.finish()
    }
}

