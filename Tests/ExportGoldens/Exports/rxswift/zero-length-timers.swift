// ZeroLengthTimersTests.swift: `bindsim export zero-length-timers.txt`
// scenario "zero-length timers wait for the main queue's work"
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

final class ZeroLengthTimersTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay probe = 0
        let probe = BehaviorRelay<Double>(value: 0.0)
        // relay letters = ""
        let letters = BehaviorRelay<String>(value: "")
        // on probe.skip(1).delay(0ms) as d { set letters = letters + "d" }
        try run.step(line: 12) {
            run.on("d", probe.asObservable()
                .skip(1)
                .delay(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(letters, letters.value + "d")
            }
        }
        // on probe.skip(1).async() as a { set letters = letters + "a" }
        try run.step(line: 13) {
            run.on("a", probe.asObservable()
                .skip(1)
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(letters, letters.value + "a")
            }
        }
        // on probe.skip(1).debounce(0ms) as b { set letters = letters + "b" }
        try run.step(line: 14) {
            run.on("b", probe.asObservable()
                .skip(1)
                .debounce(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(letters, letters.value + "b")
            }
        }
        // set probe = 1
        try run.step(line: 15) { run.set(probe, 1.0) }
        // expect letters == "adb"
        run.expectEqual(line: 16, "expect letters == \"adb\"", letters.value, "adb")

        // publish chain
        let chain = PublishRelay<Double>()
        // publish second
        let second = PublishRelay<BindsimValue>()
        // publish third
        let third = PublishRelay<BindsimValue>()
        // relay hops = ""
        let hops = BehaviorRelay<String>(value: "")
        // on chain.delay(0ms) as zero { set hops = hops + "d" }
        try run.step(line: 23) {
            run.on("zero", chain.asObservable()
                .delay(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(hops, hops.value + "d")
            }
        }
        // on chain.async() as hop1 {
        //   set hops = hops + "1"
        //   set second = it
        // }
        try run.step(line: 24) {
            run.on("hop1", chain.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(hops, hops.value + "1")
                run.set(second, BindsimValue(it))
            }
        }
        // on second.async() as hop2 {
        //   set hops = hops + "2"
        //   set third = it
        // }
        try run.step(line: 28) {
            run.on("hop2", second.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(hops, hops.value + "2")
                run.set(third, it)
            }
        }
        // on third.async() as hop3 { set hops = hops + "3" }
        try run.step(line: 32) {
            run.on("hop3", third.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(hops, hops.value + "3")
            }
        }
        // set chain = 1
        try run.step(line: 33) { run.set(chain, 1.0) }
        // expect hops == "123d"
        run.expectEqual(line: 34, "expect hops == \"123d\"", hops.value, "123d")

        // publish tick
        let tick = PublishRelay<Double>()
        // relay underTimer = ""
        let underTimer = BehaviorRelay<String>(value: "")
        // bind timer(10ms) -> tick
        try run.step(line: 39) {
            run.bind("b1", Observable<Int>.timer(.milliseconds(10), scheduler: run.timers)
                .map { Double($0) }
                .bindsimCountingHops(run), to: tick)
        }
        // on tick as direct { set underTimer = underTimer + "T" }
        try run.step(line: 40) {
            run.on("direct", tick.asObservable()) { (it: Double) in
                run.set(underTimer, underTimer.value + "T")
            }
        }
        // on tick.async() as later { set underTimer = underTimer + "h" }
        try run.step(line: 41) {
            run.on("later", tick.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(underTimer, underTimer.value + "h")
            }
        }
        // on tick.delay(0ms) as zeroAfterTimer { set underTimer = underTimer + "z" }
        try run.step(line: 42) {
            run.on("zeroAfterTimer", tick.asObservable()
                .delay(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(underTimer, underTimer.value + "z")
            }
        }
        // wait 10ms
        try run.wait(line: 43, .milliseconds(10))
        // expect underTimer == "Thz"
        run.expectEqual(line: 44, "expect underTimer == \"Thz\"", underTimer.value, "Thz")

        // publish start
        let start = PublishRelay<Double>()
        // relay fromHop = ""
        let fromHop = BehaviorRelay<String>(value: "")
        // on start.async().map(it) as first { set fromHop = fromHop + "h" }
        try run.step(line: 49) {
            run.on("first", start.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)
                .map { it in it }) { (it: Double) in
                run.set(fromHop, fromHop.value + "h")
            }
        }
        // on start.async().delay(0ms) as zeroFromHop { set fromHop = fromHop + "z" }
        try run.step(line: 50) {
            run.on("zeroFromHop", start.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)
                .delay(.milliseconds(0), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(fromHop, fromHop.value + "z")
            }
        }
        // on start.async().async() as twice { set fromHop = fromHop + "2" }
        try run.step(line: 51) {
            run.on("twice", start.asObservable()
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: Double) in
                run.set(fromHop, fromHop.value + "2")
            }
        }
        // set start = 1
        try run.step(line: 52) { run.set(start, 1.0) }
        // expect fromHop == "h2z"
        run.expectEqual(line: 53, "expect fromHop == \"h2z\"", fromHop.value, "h2z")
        run.finish()
    }
}

