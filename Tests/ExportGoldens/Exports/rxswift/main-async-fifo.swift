// MainAsyncFifoTests.swift: `bindsim export main-async-fifo.txt`
// scenario "main() queued behind itself and async() items share the main queue in FIFO order"
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

final class MainAsyncFifoTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 0
        let a = BehaviorRelay<Double>(value: 0.0)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // on a.main() as m { set log = log + "m" + string(it) + ";"; if it == 1 { set a = 2 } }
        try run.step(line: 7) {
            run.on("m", a.asObservable()
                .observe(on: MainScheduler.instance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, log.value + "m" + Bindsim.string(it) + ";")
                if it == 1 {
                    run.set(a, 2.0)
                }
            }
        }
        // on a.async() as w { set log = log + "w" + string(it) + ";" }
        try run.step(line: 8) {
            run.on("w", a.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, log.value + "w" + Bindsim.string(it) + ";")
            }
        }
        // set a = 1
        try run.step(line: 9) { run.set(a, 1.0) }
        // expect log == "m0;w0;m1;m2;w2;w1;"
        run.expectEqual(line: 10, "expect log == \"m0;w0;m1;m2;w2;w1;\"", log.value, "m0;w0;m1;m2;w2;w1;")
        run.finish()
    }
}

