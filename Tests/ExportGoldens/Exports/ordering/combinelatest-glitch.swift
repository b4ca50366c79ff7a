// CombinelatestGlitchTests.swift: `bindsim export combinelatest-glitch.txt`
// scenario "combineLatest of a relay and its own map: one accept, two emissions, one stale"
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

final class CombinelatestGlitchTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay price: Number = 10
        let price = BehaviorRelay<Double>(value: 10.0)
        // publish summary
        let summary = PublishRelay<String>()
        // publish direct
        let direct = PublishRelay<String>()

        // bind combineLatest(price, price.map(it * 2)).map(string($0) + " x2 = " + string($1)) -> summary
        try run.step(line: 8) {
            run.bind("b1", Observable.combineLatest(price.asObservable(), price.asObservable().map { it in it * 2 })
                .map { it in Bindsim.string(it.0) + " x2 = " + Bindsim.string(it.1) }, to: summary)
        }
        // expect summary emitted ["10 x2 = 20"]
        run.expectEmitted(line: 9, "expect summary emitted [\"10 x2 = 20\"]", summary, ["10 x2 = 20"])
        // bind price.map(string(it) + " x2 = " + string(it * 2)) -> direct
        try run.step(line: 10) {
            run.bind("b2", price.asObservable()
                .map { it in Bindsim.string(it) + " x2 = " + Bindsim.string(it * 2) }, to: direct)
        }
        // expect direct emitted ["10 x2 = 20"]
        run.expectEmitted(line: 11, "expect direct emitted [\"10 x2 = 20\"]", direct, ["10 x2 = 20"])

        // set price = 3
        try run.step(line: 13) { run.set(price, 3.0) }
        // expect price emitted [3]
        run.expectEmitted(line: 14, "expect price emitted [3]", price, [3])
        // expect summary emitted ["3 x2 = 20", "3 x2 = 6"]
        run.expectEmitted(line: 15, "expect summary emitted [\"3 x2 = 20\", \"3 x2 = 6\"]", summary, ["3 x2 = 20", "3 x2 = 6"])
        // expect direct emitted ["3 x2 = 6"]
        run.expectEmitted(line: 16, "expect direct emitted [\"3 x2 = 6\"]", direct, ["3 x2 = 6"])

        // set price = 2.5
        try run.step(line: 18) { run.set(price, 2.5) }
        // expect summary emitted ["2.5 x2 = 6", "2.5 x2 = 5"]
        run.expectEmitted(line: 19, "expect summary emitted [\"2.5 x2 = 6\", \"2.5 x2 = 5\"]", summary, ["2.5 x2 = 6", "2.5 x2 = 5"])
        // expect direct emitted ["2.5 x2 = 5"]
        run.expectEmitted(line: 20, "expect direct emitted [\"2.5 x2 = 5\"]", direct, ["2.5 x2 = 5"])
        run.finish()
    }
}

