// CombinelatestThreeTests.swift: `bindsim export combinelatest-three.txt`
// scenario "combineLatest(just(1), a, empty()): completes when a next emits"
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

final class CombinelatestThreeTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 1
        let a = BehaviorRelay<Double>(value: 1.0)
        // relay x = -1
        let x = BehaviorRelay<BindsimValue>(value: -1)
        // bind combineLatest(just(1), a, empty()) -> x as c
        try run.step(line: 7) {
            run.bind("c", Observable.combineLatest(Observable<Double>.just(1.0), a.asObservable(), Observable<BindsimValue>.empty())
                .map { BindsimValue.tuple([BindsimValue($0.0), BindsimValue($0.1), $0.2]) }, to: x)
        }
        // expect c running
        run.expectEnded(line: 8, "expect c running", "c", ended: false)
        // set a = 2
        try run.step(line: 9) { run.set(a, 2.0) }
        // expect c ended
        run.expectEnded(line: 10, "expect c ended", "c", ended: true)
        run.finish()
    }
}

