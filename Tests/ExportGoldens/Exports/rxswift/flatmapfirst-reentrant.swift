// FlatmapfirstReentrantTests.swift: `bindsim export flatmapfirst-reentrant.txt`
// scenario "flatMapFirst: an element re-entering while the inner stream forwards its last element is ignored"
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

final class FlatmapfirstReentrantTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish go
        let go = PublishRelay<Double>()
        // relay r = -1
        let r = BehaviorRelay<BindsimValue>(value: -1)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // bind go.flatMapFirst(just(outer)) -> r as A
        try run.step(line: 8) {
            run.bind("A", go.asObservable()
                .flatMapFirst { outer in Observable<Double>.just(outer) }
                .map { BindsimValue($0) }, to: r)
        }
        // on r as C { set log = log + string(it) + ";"; if it == 1 { set go = 2 } }
        try run.step(line: 9) {
            run.on("C", r.asObservable()) { (it: BindsimValue) in
                run.set(log, log.value + Bindsim.string(it) + ";")
                if it == 1 {
                    run.set(go, 2.0)
                }
            }
        }
        // set go = 1
        try run.step(line: 10) { run.set(go, 1.0) }
        // expect r == 1
        run.expectEqual(line: 11, "expect r == 1", r.value, 1)
        // expect log == "-1;1;"
        run.expectEqual(line: 12, "expect log == \"-1;1;\"", log.value, "-1;1;")
        run.finish()
    }
}

