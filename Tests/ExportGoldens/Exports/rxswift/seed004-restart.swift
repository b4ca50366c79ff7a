// Seed004RestartTests.swift: `bindsim export seed004-restart.txt`
// scenario "seed 004 with flatMapLatest: a second tap at 200ms restarts the typer"
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

final class Seed004RestartTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phoneField: String = ""
        let phoneField = BindsimField<String>(run, "")
        // relay phoneValue: String = ""
        let phoneValue = BehaviorRelay<String>(value: "")
        // relay testPhone = "13800138000"
        let testPhone = BehaviorRelay<String>(value: "13800138000")
        // relay log = ""
        let log = BehaviorRelay<String>(value: "")
        // button fastInput
        let fastInput = BindsimButton(run)
        // bind phoneField <-> phoneValue
        try run.step(line: 10) { run.twoWay("b1", phoneField, phoneValue) }
        // on fastInput.flatMapLatest(interval(100ms).take(length(testPhone)).map(testPhone[it]).scan("", acc + it)) as typer {
        //     set phoneValue = it
        // }
        try run.step(line: 11) {
            run.on("typer", fastInput.asObservable()
                .flatMapLatest { outer in Bindsim.ticks(every: .milliseconds(100), on: run.timers).bindsimCountingHops(run).take(try Bindsim.count(try Bindsim.length(testPhone.value), for: "take")).map { it in try BindsimValue(testPhone.value)[BindsimValue(it)] }.scan("") { acc, it in try acc + it } }) { (it: BindsimValue) in
                run.set(phoneValue, try Bindsim.narrowed(it, to: String.self))
            }
        }
        // on phoneValue as logger { set log = log + it + ";" }
        try run.step(line: 14) {
            run.on("logger", phoneValue.asObservable()) { (it: String) in
                run.set(log, log.value + it + ";")
            }
        }
        // tap fastInput
        try run.step(line: 15) { fastInput.userTaps() }
        // wait 200ms
        try run.wait(line: 16, .milliseconds(200))
        // tap fastInput
        try run.step(line: 17) { fastInput.userTaps() }
        // wait 250ms
        try run.wait(line: 18, .milliseconds(250))
        // user phoneField = "9"
        try run.step(line: 19) { phoneField.userEdits("9") }
        // wait 1.5s
        try run.wait(line: 20, .milliseconds(1500))
        run.finish()
    }
}

