// AsyncAfterSyncTests.swift: `bindsim export async-after-sync.txt`
// scenario "async() delivers after the synchronous subscribers, within the same step"
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

final class AsyncAfterSyncTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay value: Number = 0
        let value = BehaviorRelay<Double>(value: 0.0)
        // publish log
        let log = PublishRelay<String>()

        // on value.async() { set log = "async " + string(it) }
        try run.step(line: 7) {
            run.on("on1", value.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(log, "async " + Bindsim.string(it))
            }
        }
        // expect log emitted ["async 0"]             # the replay, one turn later, still in the on step
        run.expectEmitted(line: 8, "expect log emitted [\"async 0\"]", log, ["async 0"])
        // on value { set log = "sync " + string(it) }
        try run.step(line: 9) {
            run.on("on2", value.asObservable()) { (it: Double) in
                run.set(log, "sync " + Bindsim.string(it))
            }
        }
        // expect log emitted ["sync 0"]
        run.expectEmitted(line: 10, "expect log emitted [\"sync 0\"]", log, ["sync 0"])

        // set value = 1
        try run.step(line: 12) { run.set(value, 1.0) }
        // expect log emitted ["sync 1", "async 1"]
        run.expectEmitted(line: 13, "expect log emitted [\"sync 1\", \"async 1\"]", log, ["sync 1", "async 1"])

        // set value = 2.5
        try run.step(line: 15) { run.set(value, 2.5) }
        // expect log emitted ["sync 2.5", "async 2.5"]
        run.expectEmitted(line: 16, "expect log emitted [\"sync 2.5\", \"async 2.5\"]", log, ["sync 2.5", "async 2.5"])
        // expect no loop
        run.finish()
    }
}

