// TakeuntilOrderTests.swift: `bindsim export takeuntil-order.txt`
// scenario "takeUntil subscribes its notifier first"
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

final class TakeuntilOrderTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 1
        let a = BehaviorRelay<Double>(value: 1.0)
        // relay stop = 0
        let stop = BehaviorRelay<Double>(value: 0.0)
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // publish stop2
        let stop2 = PublishRelay<Double>()
        // relay y = -1
        let y = BehaviorRelay<Double>(value: -1.0)
        // bind a.takeUntil(stop) -> x as t1       # the replaying notifier fires before the source is subscribed
        try run.step(line: 10) { run.bind("t1", a.asObservable().take(until: stop.asObservable()), to: x) }
        // expect x == -1
        run.expectEqual(line: 11, "expect x == -1", x.value, -1.0)
        // expect t1 ended
        run.expectEnded(line: 12, "expect t1 ended", "t1", ended: true)
        // bind a.takeUntil(stop2) -> y as t2
        try run.step(line: 13) { run.bind("t2", a.asObservable().take(until: stop2.asObservable()), to: y) }
        // expect y == 1
        run.expectEqual(line: 14, "expect y == 1", y.value, 1.0)
        // set stop2 = 0
        try run.step(line: 15) { run.set(stop2, 0.0) }
        // expect t2 ended
        run.expectEnded(line: 16, "expect t2 ended", "t2", ended: true)
        // set a = 5
        try run.step(line: 17) { run.set(a, 5.0) }
        // expect y == 1
        run.expectEqual(line: 18, "expect y == 1", y.value, 1.0)
        // expect x == -1
        run.expectEqual(line: 19, "expect x == -1", x.value, -1.0)
        run.finish()
    }
}

