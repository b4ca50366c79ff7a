// ShareErrorTests.swift: `bindsim export share-error.txt`
// scenario "share(1): an error reaches every subscriber; the next subscriber reconnects"
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

final class ShareErrorTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay src = "1"
        let src = BehaviorRelay<String>(value: "1")
        // relay x = 0
        let x = BehaviorRelay<Double>(value: 0.0)
        // relay y = 0
        let y = BehaviorRelay<Double>(value: 0.0)
        // relay z = 0
        let z = BehaviorRelay<Double>(value: 0.0)
        // let s = src.map(number(it)).share(1)
        let s = src.asObservable()
            .map { it in try Bindsim.number(it) }
            .share(replay: 1, scope: .whileConnected)
        // bind s -> x as a
        try run.step(line: 10) { run.bind("a", s, to: x) }
        // on s as b { set y = it }
        try run.step(line: 11) {
            run.on("b", s) { (it: Double) in
                run.set(y, it)
            }
        }
        // set src = "q"
        try run.step(line: 12) { run.set(src, "q") }
        // expect error
        run.expectError(line: 13, "expect error", occurred: true)
        // expect a ended
        run.expectEnded(line: 14, "expect a ended", "a", ended: true)
        // expect b ended
        run.expectEnded(line: 15, "expect b ended", "b", ended: true)
        // set src = "5"
        try run.step(line: 16) { run.set(src, "5") }
        // bind s -> z as c
        try run.step(line: 17) { run.bind("c", s, to: z) }
        // expect z == 5
        run.expectEqual(line: 18, "expect z == 5", z.value, 5.0)
        run.finish()
    }
}

