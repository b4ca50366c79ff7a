// ShareReconnectTests.swift: `bindsim export share-reconnect.txt`
// scenario "share(1): the last subscriber leaves, the next reconnects with a fresh history"
//
// The scenario as an XCTest of RxSwift 6.10 (RxSwift, RxRelay, RxTest). `testScenario()` follows it
// statement by statement, each after its lines as comments; a step bindsim cut off as a loop skips
// the rest of the test (and `expect no loop` has nothing to run: a step that returns did not
// loop). The support section below restates what each statement means: the
// scenario's values and builtins, RxCocoa's controls, the two-way bindings, virtual time (1 tick =
// 1 ms) and the main queue. In an iOS app's test target, the simulated controls may become
// UIKit's: a UITextField's `rx.text.orEmpty` for SimulatedField, a UIButton's `rx.tap` for
// SimulatedButton, a UILabel's `rx.text` for SimulatedLabel (docs/export.md).
import XCTest
import Foundation
import BindKit

final class ShareReconnectTests: XCTestCase {
    func testScenario() throws {
        let run = ScenarioRun()
        // relay source = 1
        let source = BehaviorRelay<Value>(value: 1)
        // relay x = -1
        let x = BehaviorRelay<Value>(value: -1)
        // relay y = -1
        let y = BehaviorRelay<Value>(value: -1)
        // let s = source.scan(0, acc + it).share(1)
        let sNode = source.asObservable()
            .scan(0) { acc, it in try acc + it }
            .share(replay: 1, scope: .whileConnected)
        // bind s -> x as a
        try run.step(line: 9) { run.bind("a", sNode, to: x) }
        // set source = 2
        try run.step(line: 10) { run.set(source, 2) }
        // expect x == 3
        run.expectEqual(line: 11, "expect x == 3", x.value, 3)
        // unbind a
        try run.step(line: 12) { run.unbind("a") }
        // bind s -> y as b
        try run.step(line: 13) { run.bind("b", sNode, to: y) }
        // expect y == 2
        run.expectEqual(line: 14, "expect y == 2", y.value, 2)
        // relay z = -1
        let z = BehaviorRelay<Value>(value: -1)
        // let f = from([1, 2]).share(1)
        let f = Observable<Value>.from(try list(Value.list([1, 2]), for: "from"))
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

