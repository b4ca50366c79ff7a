// ErrorOuterDeliveriesTests.swift: `bindsim export error-outer-deliveries.txt`
// scenario "an ended on block still runs for the values its relay was delivering"
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

final class ErrorOuterDeliveriesTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay attempt: Number = 0
        let attempt = BehaviorRelay<Double>(value: 0.0)
        // relay audited: String = ""
        let audited = BehaviorRelay<String>(value: "")

        // on attempt as retry { if it >= 1 && it < 3 { set attempt = it + 1 } }
        try run.step(line: 12) {
            run.on("retry", attempt.asObservable()) { (it: Double) in
                if it >= 1 && it < 3 {
                    run.set(attempt, it + 1)
                }
            }
        }
        // on attempt as audit { set audited = audited + " " + string(6 / (3 - it)) }
        try run.step(line: 13) {
            run.on("audit", attempt.asObservable()) { (it: Double) in
                run.set(audited, try audited.value + " " + Bindsim.string(Bindsim.quotient(6, 3 - it)))
            }
        }

        // set attempt = 1
        try run.step(line: 15) { run.set(attempt, 1.0) }
        // expect error
        run.expectError(line: 16, "expect error", occurred: true)
        // expect audit ended
        run.expectEnded(line: 17, "expect audit ended", "audit", ended: true)
        // expect audited == " 2 6 3"
        run.expectEqual(line: 18, "expect audited == \" 2 6 3\"", audited.value, " 2 6 3")
        // set attempt = 1                       # audit has ended: nothing more is audited
        try run.step(line: 19) { run.set(attempt, 1.0) }
        // expect audited == " 2 6 3"
        run.expectEqual(line: 20, "expect audited == \" 2 6 3\"", audited.value, " 2 6 3")
        run.finish()
    }
}

