// CombinelatestEmptyTests.swift: `bindsim export combinelatest-empty.txt`
// scenario "combineLatest with an empty source"
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

final class CombinelatestEmptyTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay a = 1
        let a = BehaviorRelay<Double>(value: 1.0)
        // relay x = -1
        let x = BehaviorRelay<BindsimValue>(value: -1)
        // relay y = -1
        let y = BehaviorRelay<BindsimValue>(value: -1)
        // bind combineLatest(empty(), a) -> x as c1
        try run.step(line: 8) {
            run.bind("c1", Observable.combineLatest(Observable<BindsimValue>.empty(), a.asObservable())
                .map { BindsimValue.tuple([$0.0, BindsimValue($0.1)]) }, to: x)
        }
        // expect c1 ended
        run.expectEnded(line: 9, "expect c1 ended", "c1", ended: true)
        // bind combineLatest(a, empty()) -> y as c2
        try run.step(line: 10) {
            run.bind("c2", Observable.combineLatest(a.asObservable(), Observable<BindsimValue>.empty())
                .map { BindsimValue.tuple([BindsimValue($0.0), $0.1]) }, to: y)
        }
        // expect c2 running
        run.expectEnded(line: 11, "expect c2 running", "c2", ended: false)
        // set a = 2
        try run.step(line: 12) { run.set(a, 2.0) }
        // expect c2 ended
        run.expectEnded(line: 13, "expect c2 ended", "c2", ended: true)
        // expect y == -1
        run.expectEqual(line: 14, "expect y == -1", y.value, -1)
        run.finish()
    }
}

