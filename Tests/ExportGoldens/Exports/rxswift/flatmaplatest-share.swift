// FlatmaplatestShareTests.swift: `bindsim export flatmaplatest-share.txt`
// scenario "flatMapLatest disposes the previous inner subscription before subscribing the new one (a shared interval restarts)"
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

final class FlatmaplatestShareTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // button b
        let b = BindsimButton(run)
        // relay x = -1
        let x = BehaviorRelay<Double>(value: -1.0)
        // let ticks = interval(100ms).share()
        let ticks = Bindsim.ticks(every: .milliseconds(100), on: run.timers)
            .bindsimCountingHops(run)
            .share(replay: 0, scope: .whileConnected)
        // bind b.flatMapLatest(ticks) -> x as f
        try run.step(line: 8) { run.bind("f", b.asObservable().flatMapLatest { outer in ticks }, to: x) }
        // tap b
        try run.step(line: 9) { b.userTaps() }
        // wait 250ms
        try run.wait(line: 10, .milliseconds(250))
        // expect x == 1
        run.expectEqual(line: 11, "expect x == 1", x.value, 1.0)
        // tap b
        try run.step(line: 12) { b.userTaps() }
        // wait 100ms
        try run.wait(line: 13, .milliseconds(100))
        // expect x == 0
        run.expectEqual(line: 14, "expect x == 0", x.value, 0.0)
        // wait 200ms
        try run.wait(line: 15, .milliseconds(200))
        // expect x == 2
        run.expectEqual(line: 16, "expect x == 2", x.value, 2.0)
        run.finish()
    }
}

