// MainTests.swift: `bindsim export main.txt`
// scenario "main(): MainScheduler.instance's numberEnqueued"
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

final class MainTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 0
        let a = BehaviorRelay<Double>(value: 0.0)
        // relay b = 0
        let b = BehaviorRelay<Double>(value: 0.0)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // on a.main() as m { set log = log + "m" + string(it) + ";"; if it == 1 { set a = 2 }; set log = log + "e" + string(it) + ";" }
        try run.step(line: 8) {
            run.on("m", a.asObservable()
                .observe(on: MainScheduler.instance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, log.value + "m" + Bindsim.string(it) + ";")
                if it == 1 {
                    run.set(a, 2.0)
                }
                run.set(log, log.value + "e" + Bindsim.string(it) + ";")
            }
        }
        // on a as other { if it == 1 { set b = 1 } }
        try run.step(line: 9) {
            run.on("other", a.asObservable()) { (it: Double) in
                if it == 1 {
                    run.set(b, 1.0)
                }
            }
        }
        // on b.main() as n { set log = log + "n" + string(it) + ";" }
        try run.step(line: 10) {
            run.on("n", b.asObservable()
                .observe(on: MainScheduler.instance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, log.value + "n" + Bindsim.string(it) + ";")
            }
        }
        // expect log == "m0;e0;n0;"
        run.expectEqual(line: 11, "expect log == \"m0;e0;n0;\"", log.value, "m0;e0;n0;")
        // set a = 1
        try run.step(line: 12) { run.set(a, 1.0) }
        // expect log == "m0;e0;n0;m1;e1;m2;e2;n1;"
        run.expectEqual(line: 13, "expect log == \"m0;e0;n0;m1;e1;m2;e2;n1;\"", log.value, "m0;e0;n0;m1;e1;m2;e2;n1;")
        run.finish()
    }
}

