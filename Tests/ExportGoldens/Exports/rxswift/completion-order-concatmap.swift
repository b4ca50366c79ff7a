// CompletionOrderConcatmapTests.swift: `bindsim export completion-order-concatmap.txt`
// scenario "an element forwarded just before its stream completes: is it delivered before the completion's effects?"
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

final class CompletionOrderConcatmapTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish go
        let go = PublishRelay<Double>()
        // relay src = 0
        let src = BehaviorRelay<Double>(value: 0.0)
        // relay r = -1
        let r = BehaviorRelay<BindsimValue>(value: -1)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // on r as C { set log = log + "C" + string(it) + "(r=" + string(r) + ");" }
        try run.step(line: 9) {
            run.on("C", r.asObservable()) { (it: BindsimValue) in
                run.set(log, log.value + "C" + Bindsim.string(it) + "(r=" + Bindsim.string(r.value) + ");")
            }
        }
        // bind go.concatMap(src.filter(it > 0).take(1).map(outer)) -> r as A
        try run.step(line: 10) {
            run.bind("A", go.asObservable()
                .concatMap { outer in src.asObservable().filter { it in it > 0 }.take(1).map { it in outer } }
                .map { BindsimValue($0) }, to: r)
        }
        // set go = 1
        try run.step(line: 11) { run.set(go, 1.0) }
        // set go = 2
        try run.step(line: 12) { run.set(go, 2.0) }
        // set src = 7
        try run.step(line: 13) { run.set(src, 7.0) }
        // expect log == "C-1(r=-1);C1(r=1);C2(r=2);"
        run.expectEqual(line: 14, "expect log == \"C-1(r=-1);C1(r=1);C2(r=2);\"", log.value, "C-1(r=-1);C1(r=1);C2(r=2);")
        run.finish()
    }
}

