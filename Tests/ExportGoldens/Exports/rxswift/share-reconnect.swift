// ShareReconnectTests.swift: `bindsim export share-reconnect.txt`
// scenario "share(1): the last subscriber leaves, the next reconnects with a fresh history"
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

final class ShareReconnectTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay source = 1
        let source = BehaviorRelay<Double>(value: 1.0)
        // relay x = -1
        let x = BehaviorRelay<BindsimValue>(value: -1)
        // relay y = -1
        let y = BehaviorRelay<Double>(value: -1.0)
        // let s = source.scan(0, acc + it).share(1)
        let s = source.asObservable()
            .scan(0.0 as Double) { acc, it in acc + it }
            .share(replay: 1, scope: .whileConnected)
        // bind s -> x as a
        try run.step(line: 9) { run.bind("a", s.map { BindsimValue($0) }, to: x) }
        // set source = 2
        try run.step(line: 10) { run.set(source, 2.0) }
        // expect x == 3
        run.expectEqual(line: 11, "expect x == 3", x.value, 3)
        // unbind a
        try run.step(line: 12) { run.unbind("a") }
        // bind s -> y as b
        try run.step(line: 13) { run.bind("b", s, to: y) }
        // expect y == 2
        run.expectEqual(line: 14, "expect y == 2", y.value, 2.0)
        // relay z = -1
        let z = BehaviorRelay<BindsimValue>(value: -1)
        // let f = from([1, 2]).share(1)
        let f = Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([1, 2]), for: "from"))
            .share(replay: 1, scope: .whileConnected)
        // bind f -> x as c
        try run.step(line: 17) { run.bind("c", f, to: x) }
        // bind f -> z as d
        try run.step(line: 18) { run.bind("d", f, to: z) }
        // expect z == 2
        run.expectEqual(line: 19, "expect z == 2", z.value, 2)
        run.finish()
    }
}

