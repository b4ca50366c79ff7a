// MergeFromTests.swift: `bindsim export merge-from.txt`
// scenario "merge(from, from) interleaves; from inside a producer's subscription waits for the trampoline"
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

final class MergeFromTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // on merge(from([1, 2]), from([10, 20])) as m { set log = log + string(it) + ";" }
        try run.step(line: 6) {
            run.on("m", Observable.merge(Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([1, 2]), for: "from")), Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([10, 20]), for: "from")))) { (it: BindsimValue) in
                run.set(log, log.value + Bindsim.string(it) + ";")
            }
        }
        // expect log == "1;10;2;20;"
        run.expectEqual(line: 7, "expect log == \"1;10;2;20;\"", log.value, "1;10;2;20;")
        // relay s = 7
        let s = BehaviorRelay<Double>(value: 7.0)
        // relay pairs = ""
        let pairs = BehaviorRelay<String>(value: "")
        // on combineLatest(from([1, 2]), s) as c { set pairs = pairs + string($0) + string($1) + ";" }
        try run.step(line: 10) {
            run.on("c", Observable.combineLatest(Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([1, 2]), for: "from")), s.asObservable())) { (it: (BindsimValue, Double)) in
                run.set(pairs, pairs.value + Bindsim.string(it.0) + Bindsim.string(it.1) + ";")
            }
        }
        // expect pairs == "17;27;"
        run.expectEqual(line: 11, "expect pairs == \"17;27;\"", pairs.value, "17;27;")
        // relay r = 1
        let r = BehaviorRelay<Double>(value: 1.0)
        // relay t = 0
        let t = BehaviorRelay<Double>(value: 0.0)
        // relay log2 = ""
        let log2 = BehaviorRelay<String>(value: "")
        // on t.flatMap(from([outer, outer * 10])) as fm { set log2 = log2 + string(it) + ";" }
        try run.step(line: 15) {
            run.on("fm", t.asObservable()
                .flatMap { outer in Observable<BindsimValue>.from(try Bindsim.list(BindsimValue.list([BindsimValue(outer), BindsimValue(outer * 10)]), for: "from")) }) { (it: BindsimValue) in
                run.set(log2, log2.value + Bindsim.string(it) + ";")
            }
        }
        // on t as other { set log2 = log2 + "o" + string(it) + ";" }
        try run.step(line: 16) {
            run.on("other", t.asObservable()) { (it: Double) in
                run.set(log2, log2.value + "o" + Bindsim.string(it) + ";")
            }
        }
        // expect log2 == "0;0;o0;"
        run.expectEqual(line: 17, "expect log2 == \"0;0;o0;\"", log2.value, "0;0;o0;")
        // bind r.map(it + 1) -> t as b
        try run.step(line: 18) { run.bind("b", r.asObservable().map { it in it + 1 }, to: t) }
        // expect log2 == "0;0;o0;o2;2;20;"
        run.expectEqual(line: 19, "expect log2 == \"0;0;o0;o2;2;20;\"", log2.value, "0;0;o0;o2;2;20;")
        // set t = 3
        try run.step(line: 20) { run.set(t, 3.0) }
        // expect log2 == "0;0;o0;o2;2;20;3;30;o3;"
        run.expectEqual(line: 21, "expect log2 == \"0;0;o0;o2;2;20;3;30;o3;\"", log2.value, "0;0;o0;o2;2;20;3;30;o3;")
        run.finish()
    }
}

