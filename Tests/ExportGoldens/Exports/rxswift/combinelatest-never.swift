// CombinelatestNeverTests.swift: `bindsim export combinelatest-never.txt`
// scenario "combineLatest(empty(), never()) never completes"
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

final class CombinelatestNeverTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay x = -1
        let x = BehaviorRelay<BindsimValue>(value: -1)
        // bind combineLatest(empty(), never()) -> x as c
        try run.step(line: 6) {
            run.bind("c", Observable.combineLatest(Observable<BindsimValue>.empty(), Observable<BindsimValue>.never())
                .map { BindsimValue.tuple([$0.0, $0.1]) }, to: x)
        }
        // expect c running
        run.expectEnded(line: 7, "expect c running", "c", ended: false)
        run.finish()
    }
}

