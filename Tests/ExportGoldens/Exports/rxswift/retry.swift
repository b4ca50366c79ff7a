// RetryTests.swift: `bindsim export retry.txt`
// scenario "retry(N): N subscriptions in all"
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

final class RetryTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay r = 1
        let r = BehaviorRelay<Double>(value: 1.0)
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // bind r.map(it == 5 ? number("x") : it).retry(2) -> x as b
        try run.step(line: 7) {
            run.bind("b", r.asObservable()
                .map { it in try (it == 5 ? Bindsim.number("x") : it) }
                .retry(2), to: x)
        }
        // expect x == 1
        run.expectEqual(line: 8, "expect x == 1", x.value, 1.0)
        // set r = 5
        try run.step(line: 9) { run.set(r, 5.0) }
        // expect error
        run.expectError(line: 10, "expect error", occurred: true)
        // expect b ended
        run.expectEnded(line: 11, "expect b ended", "b", ended: true)
        // expect x == 1
        run.expectEqual(line: 12, "expect x == 1", x.value, 1.0)
        // relay q = 0
        let q = BehaviorRelay<Double>(value: 0.0)
        // relay z = -1
        let z = BehaviorRelay<Double>(value: -1.0)
        // bind q.map(number("y")).retry(3) -> z as b2
        try run.step(line: 15) { run.bind("b2", q.asObservable().map { it in try Bindsim.number("y") }.retry(3), to: z) }
        // expect error
        run.expectError(line: 16, "expect error", occurred: true)
        run.finish()
    }
}

