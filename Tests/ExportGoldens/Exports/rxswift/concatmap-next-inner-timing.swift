// ConcatmapNextInnerTimingTests.swift: `bindsim export concatmap-next-inner-timing.txt`
// scenario "concatMap: the next inner stream is subscribed after the finished one's last element was delivered"
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

final class ConcatmapNextInnerTimingTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish go
        let go = PublishRelay<Double>()
        // relay src = 0
        let src = BehaviorRelay<Double>(value: 0.0)
        // relay r = ""
        let r = BehaviorRelay<BindsimValue>(value: "")
        // relay log = ""
        let log = BehaviorRelay<BindsimValue>(value: "")
        // on r as C { set log = log + "C(" + r + ")" }
        try run.step(line: 9) {
            run.on("C", r.asObservable()) { (it: BindsimValue) in
                run.set(log, try log.value + "C(" + r.value + ")")
            }
        }
        // bind go.concatMap(combineLatest(src.filter(it > 0), log).take(1).map(string(outer) + ":" + $1)) -> r as A
        try run.step(line: 10) {
            run.bind("A", go.asObservable()
                .concatMap { outer in Observable.combineLatest(src.asObservable().filter { it in it > 0 }, log.asObservable()).map { BindsimValue.tuple([BindsimValue($0.0), $0.1]) }.take(1).map { it in try BindsimValue(Bindsim.string(outer) + ":") + it.element(1) } }, to: r)
        }
        // set go = 1
        try run.step(line: 11) { run.set(go, 1.0) }
        // set go = 2
        try run.step(line: 12) { run.set(go, 2.0) }
        // set src = 7
        try run.step(line: 13) { run.set(src, 7.0) }
        // expect r == "2:C()C(1:C())"
        run.expectEqual(line: 14, "expect r == \"2:C()C(1:C())\"", r.value, "2:C()C(1:C())")
        run.finish()
    }
}

