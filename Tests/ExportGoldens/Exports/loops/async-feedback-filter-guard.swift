// AsyncFeedbackFilterGuardTests.swift: `bindsim export async-feedback-filter-guard.txt`
// scenario "async feedback guarded by filter(it < 5): no loop"
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

final class AsyncFeedbackFilterGuardTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay counter: Number = 0
        let counter = BehaviorRelay<Double>(value: 0.0)

        // on counter.filter(it < 5).async() { set counter = it + 1 }
        try run.step(line: 5) {
            run.on("on1", counter.asObservable()
                .filter { it in it < 5 }
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(counter, it + 1)
            }
        }
        // expect no loop
        // expect counter == 5
        run.expectEqual(line: 7, "expect counter == 5", counter.value, 5.0)
        // expect counter emitted [1, 2, 3, 4, 5]
        run.expectEmitted(line: 8, "expect counter emitted [1, 2, 3, 4, 5]", counter, [1, 2, 3, 4, 5])

        // set counter = 3
        try run.step(line: 10) { run.set(counter, 3.0) }
        // expect no loop
        // expect counter emitted [3, 4, 5]
        run.expectEmitted(line: 12, "expect counter emitted [3, 4, 5]", counter, [3, 4, 5])
        // expect counter == 5
        run.expectEqual(line: 13, "expect counter == 5", counter.value, 5.0)
        run.finish()
    }
}

