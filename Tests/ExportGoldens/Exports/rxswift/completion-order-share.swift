// CompletionOrderShareTests.swift: `bindsim export completion-order-share.txt`
// scenario "share: the element that completes take(2) reaches every subscriber before the completion"
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

final class CompletionOrderShareTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay src = 0
        let src = BehaviorRelay<Double>(value: 0.0)
        // relay r = -1
        let r = BehaviorRelay<Double>(value: -1.0)
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // let s = src.take(2).share()
        let s = src.asObservable().take(2).share(replay: 0, scope: .whileConnected)
        // bind s -> r as A
        try run.step(line: 9) { run.bind("A", s, to: r) }
        // on s as B { set log = log + "B" + string(it) + "(r=" + string(r) + ");" }
        try run.step(line: 10) {
            run.on("B", s) { (it: Double) in
                run.set(log, log.value + "B" + Bindsim.string(it) + "(r=" + Bindsim.string(r.value) + ");")
            }
        }
        // on r as C { set log = log + "C" + string(it) + ";" }
        try run.step(line: 11) {
            run.on("C", r.asObservable()) { (it: Double) in
                run.set(log, log.value + "C" + Bindsim.string(it) + ";")
            }
        }
        // set src = 1
        try run.step(line: 12) { run.set(src, 1.0) }
        // expect log == "C0;C1;B1(r=1);"
        run.expectEqual(line: 13, "expect log == \"C0;C1;B1(r=1);\"", log.value, "C0;C1;B1(r=1);")
        run.finish()
    }
}

