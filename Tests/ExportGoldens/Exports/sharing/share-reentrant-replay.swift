// ShareReentrantReplayTests.swift: `bindsim export share-reentrant-replay.txt`
// scenario "share(1): a re-entrant write, an out-of-order delivery, the newest replayed"
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

final class ShareReentrantReplayTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay source = 0
        let source = BehaviorRelay<Double>(value: 0.0)
        // relay seenA = -1
        let seenA = BehaviorRelay<Double>(value: -1.0)
        // relay seenB = -1
        let seenB = BehaviorRelay<Double>(value: -1.0)

        // let shared = source.map(it * 10).share(1)
        let shared = source.asObservable().map { it in it * 10 }.share(replay: 1, scope: .whileConnected)
        // on shared as writer { if it == 10 { set source = 2 } }
        try run.step(line: 12) {
            run.on("writer", shared) { (it: Double) in
                if it == 10 {
                    run.set(source, 2.0)
                }
            }
        }
        // bind shared -> seenA as reader
        try run.step(line: 13) { run.bind("reader", shared, to: seenA) }
        // expect seenA == 0
        run.expectEqual(line: 14, "expect seenA == 0", seenA.value, 0.0)

        // set source = 1
        try run.step(line: 16) { run.set(source, 1.0) }
        // expect seenA emitted [20, 10]           # the newer value first, then the stale one
        run.expectEmitted(line: 17, "expect seenA emitted [20, 10]", seenA, [20, 10])
        // expect seenA == 10
        run.expectEqual(line: 18, "expect seenA == 10", seenA.value, 10.0)
        // bind shared -> seenB as late
        try run.step(line: 19) { run.bind("late", shared, to: seenB) }
        // expect seenB == 20                      # the replay is the newest element
        run.expectEqual(line: 20, "expect seenB == 20", seenB.value, 20.0)
        run.finish()
    }
}

