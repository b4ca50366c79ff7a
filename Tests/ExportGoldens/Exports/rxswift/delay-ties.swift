// DelayTiesTests.swift: `bindsim export delay-ties.txt`
// scenario "delay: elements due at one instant take turns between delays"
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

final class DelayTiesTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish a
        let a = PublishRelay<String>()
        // publish b
        let b = PublishRelay<String>()
        // relay turns = ""
        let turns = BehaviorRelay<BindsimValue>(value: "")
        // on a.delay(10ms) as da { set turns = turns + it + ";" }
        try run.step(line: 14) {
            run.on("da", a.asObservable()
                .delay(.milliseconds(10), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: String) in
                run.set(turns, try turns.value + BindsimValue(it) + ";")
            }
        }
        // on b.delay(10ms) as db { set turns = turns + it + ";" }
        try run.step(line: 15) {
            run.on("db", b.asObservable()
                .delay(.milliseconds(10), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: String) in
                run.set(turns, try turns.value + BindsimValue(it) + ";")
            }
        }
        // set a = "a1"
        try run.step(line: 16) { run.set(a, "a1") }
        // set b = "b1"
        try run.step(line: 17) { run.set(b, "b1") }
        // set a = "a2"
        try run.step(line: 18) { run.set(a, "a2") }
        // set a = "a3"
        try run.step(line: 19) { run.set(a, "a3") }
        // set b = "b2"
        try run.step(line: 20) { run.set(b, "b2") }
        // wait 10ms
        try run.wait(line: 21, .milliseconds(10))
        // expect turns == "a1;b1;a2;b2;a3;"
        run.expectEqual(line: 22, "expect turns == \"a1;b1;a2;b2;a3;\"", turns.value, "a1;b1;a2;b2;a3;")
        // publish c
        let c = PublishRelay<String>()
        // publish out
        let out = PublishRelay<BindsimValue>()
        // relay after = ""
        let after = BehaviorRelay<BindsimValue>(value: "")
        // bind c.delay(20ms) -> out
        try run.step(line: 26) {
            run.bind("b1", c.asObservable()
                .delay(.milliseconds(20), scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { BindsimValue($0) }, to: out)
        }
        // on out as o { set after = after + it + ";" }
        try run.step(line: 27) {
            run.on("o", out.asObservable()) { (it: BindsimValue) in
                run.set(after, try after.value + it + ";")
            }
        }
        // on out.delay(10ms) as later { set after = after + "later " + it + ";" }
        try run.step(line: 28) {
            run.on("later", out.asObservable()
                .delay(.milliseconds(10), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(after, try after.value + "later " + it + ";")
            }
        }
        // set c = "1"
        try run.step(line: 29) { run.set(c, "1") }
        // wait 10ms
        try run.wait(line: 30, .milliseconds(10))
        // set c = "2"
        try run.step(line: 31) { run.set(c, "2") }
        // wait 20ms
        try run.wait(line: 32, .milliseconds(20))
        // expect after == "1;later 1;2;"
        run.expectEqual(line: 33, "expect after == \"1;later 1;2;\"", after.value, "1;later 1;2;")
        // wait 10ms
        try run.wait(line: 34, .milliseconds(10))
        // expect after == "1;later 1;2;later 2;"
        run.expectEqual(line: 35, "expect after == \"1;later 1;2;later 2;\"", after.value, "1;later 1;2;later 2;")
        // publish d
        let d = PublishRelay<String>()
        // publish e
        let e = PublishRelay<BindsimValue>()
        // relay order = ""
        let order = BehaviorRelay<BindsimValue>(value: "")
        // bind d.delay(10ms) -> e
        try run.step(line: 39) {
            run.bind("b2", d.asObservable()
                .delay(.milliseconds(10), scheduler: run.timers)
                .bindsimCountingHops(run)
                .map { BindsimValue($0) }, to: e)
        }
        // on e.async() as hop { set order = order + "hop " + it + ";" }
        try run.step(line: 40) {
            run.on("hop", e.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(order, try order.value + "hop " + it + ";")
            }
        }
        // on e.delay(0ms) as zero { set order = order + "zero " + it + ";" }
        try run.step(line: 41) {
            run.on("zero", e.asObservable()
                .delay(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(order, try order.value + "zero " + it + ";")
            }
        }
        // on e as direct { set order = order + "out " + it + ";" }
        try run.step(line: 42) {
            run.on("direct", e.asObservable()) { (it: BindsimValue) in
                run.set(order, try order.value + "out " + it + ";")
            }
        }
        // set d = "1"
        try run.step(line: 43) { run.set(d, "1") }
        // set d = "2"
        try run.step(line: 44) { run.set(d, "2") }
        // wait 10ms
        try run.wait(line: 45, .milliseconds(10))
        // expect order == "out 1;hop 1;zero 1;out 2;hop 2;zero 2;"
        run.expectEqual(line: 46, "expect order == \"out 1;hop 1;zero 1;out 2;hop 2;zero 2;\"", order.value, "out 1;hop 1;zero 1;out 2;hop 2;zero 2;")
        run.finish()
    }
}

