// ThrottleSynchronousSourceTests.swift: `bindsim export throttle-synchronous-source.txt`
// scenario "throttle: a synchronous source's next element finds the window open once the first one is delivered"
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

final class ThrottleSynchronousSourceTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // publish go
        let go = PublishRelay<Double>()
        // relay shown = ""
        let shown = BehaviorRelay<String>(value: "")
        // relay dropped = ""
        let dropped = BehaviorRelay<String>(value: "")
        // on go.flatMapLatest(from([outer, outer + 1])).throttle(10ms) { set shown = shown + string(it) + ";" }
        try run.step(line: 8) {
            run.on("on1", go.asObservable()
                .flatMapLatest { outer in Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([BindsimValue(outer), BindsimValue(outer + 1)]), for: "from")) }
                .throttle(.milliseconds(10), latest: true, scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(shown, shown.value + Bindsim.string(it) + ";")
            }
        }
        // on go.flatMapLatest(from([outer, outer + 1])).throttle(10ms, latest: false) { set dropped = dropped + string(it) + ";" }
        try run.step(line: 9) {
            run.on("on2", go.asObservable()
                .flatMapLatest { outer in Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([BindsimValue(outer), BindsimValue(outer + 1)]), for: "from")) }
                .throttle(.milliseconds(10), latest: false, scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(dropped, dropped.value + Bindsim.string(it) + ";")
            }
        }
        // set go = 3
        try run.step(line: 10) { run.set(go, 3.0) }
        // expect shown == "3;"
        run.expectEqual(line: 11, "expect shown == \"3;\"", shown.value, "3;")
        // expect dropped == "3;"
        run.expectEqual(line: 12, "expect dropped == \"3;\"", dropped.value, "3;")
        // wait 10ms
        try run.wait(line: 13, .milliseconds(10))
        // expect shown == "3;4;"
        run.expectEqual(line: 14, "expect shown == \"3;4;\"", shown.value, "3;4;")
        // expect dropped == "3;"
        run.expectEqual(line: 15, "expect dropped == \"3;\"", dropped.value, "3;")
        run.finish()
    }
}

