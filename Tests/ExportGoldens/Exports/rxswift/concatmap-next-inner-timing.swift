// ConcatmapNextInnerTimingTests.swift: `bindsim export concatmap-next-inner-timing.txt`
// scenario "concatMap: the next inner stream is subscribed after the finished one's last element was delivered"
//
// The scenario as an XCTest of RxSwift 6.10 (RxSwift, RxRelay, RxTest). `testScenario()` follows it
// statement by statement, each after its lines as comments; a step bindsim cut off as a loop skips
// the rest of the test (and `expect no loop` has nothing to run: a step that returns did not
// loop). The support section below restates what each statement means: the
// scenario's values and builtins, RxCocoa's controls, the two-way bindings, virtual time (1 tick =
// 1 ms) and the main queue. In an iOS app's test target, the simulated controls may become
// UIKit's: a UITextField's `rx.text.orEmpty` for SimulatedField, a UIButton's `rx.tap` for
// SimulatedButton, a UILabel's `rx.text` for SimulatedLabel (docs/export.md).
import XCTest
import Foundation
import BindKit

final class ConcatmapNextInnerTimingTests: XCTestCase {
    func testScenario() throws {
        let run = ScenarioRun()
        // publish go
        let go = PublishRelay<Value>()
        // relay src = 0
        let src = BehaviorRelay<Value>(value: 0)
        // relay r = ""
        let r = BehaviorRelay<Value>(value: "")
        // relay log = ""
        let log = BehaviorRelay<Value>(value: "")
        // on r as C { set log = log + "C(" + r + ")" }
        try run.step(line: 9) {
            run.on("C", r.asObservable()) { it in
                run.set(log, try log.value + "C(" + r.value + ")")
            }
        }
        // bind go.concatMap(combineLatest(src.filter(it > 0), log).take(1).map(string(outer) + ":" + $1)) -> r as A
        try run.step(line: 10) {
            run.bind("A", go.asObservable()
                .concatMap { outer in combineLatest(src.asObservable().filter { it in try it > 0 }, log.asObservable()).take(1).map { it in try string(outer) + ":" + it.element(1) } }, to: r)
        }
        // set go = 1
        try run.step(line: 11) { run.set(go, 1) }
        // set go = 2
        try run.step(line: 12) { run.set(go, 2) }
        // set src = 7
        try run.step(line: 13) { run.set(src, 7) }
        // expect r == "2:C()C(1:C())"
        run.expectEqual(line: 14, "expect r == \"2:C()C(1:C())\"", r.value, "2:C()C(1:C())")
        run.finish()
    }
}

