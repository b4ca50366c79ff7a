// LoginFastInputButtonTests.swift: `bindsim export login-fast-input-button.txt`
// scenario "login form: the fast-input button writes the relays; fields follow, state is dispatched"
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

final class LoginFastInputButtonTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phoneField: String = ""
        let phoneField = BindsimField<String>(run, "")
        // field passwordField: String = ""
        let passwordField = BindsimField<String>(run, "")
        // relay phone: String = ""
        let phone = BehaviorRelay<String>(value: "")
        // relay password: String = ""
        let password = BehaviorRelay<String>(value: "")
        // publish fastInputTap
        let fastInputTap = PublishRelay<Bool>()
        // publish dispatched
        let dispatched = PublishRelay<String>()

        // bind phoneField <-> phone
        try run.step(line: 11) { run.twoWay("b1", phoneField, phone) }
        // bind passwordField <-> password
        try run.step(line: 12) { run.twoWay("b2", passwordField, password) }
        // on combineLatest(phone, password).map($0 + " / " + $1).async() { set dispatched = it }
        try run.step(line: 13) {
            run.on("on1", Observable.combineLatest(phone.asObservable(), password.asObservable())
                .map { it in it.0 + " / " + it.1 }
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: String) in
                run.set(dispatched, it)
            }
        }
        // expect dispatched emitted [" / "]
        run.expectEmitted(line: 14, "expect dispatched emitted [\" / \"]", dispatched, [" / "])

        // on fastInputTap {
        //   set phone = "13800138000"
        //   set password = "secret1"
        // }
        try run.step(line: 16) {
            run.on("on2", fastInputTap.asObservable()) { (it: Bool) in
                run.set(phone, "13800138000")
                run.set(password, "secret1")
            }
        }
        // expect dispatched emitted []                      # a publish relay replays nothing
        run.expectEmitted(line: 20, "expect dispatched emitted []", dispatched, [])

        // set fastInputTap = true
        try run.step(line: 22) { run.set(fastInputTap, true) }
        // expect no loop
        // expect phone emitted ["13800138000"]
        run.expectEmitted(line: 24, "expect phone emitted [\"13800138000\"]", phone, ["13800138000"])
        // expect password emitted ["secret1"]
        run.expectEmitted(line: 25, "expect password emitted [\"secret1\"]", password, ["secret1"])
        // expect phoneField == "13800138000"
        run.expectEqual(line: 26, "expect phoneField == \"13800138000\"", phoneField.value, "13800138000")
        // expect passwordField == "secret1"
        run.expectEqual(line: 27, "expect passwordField == \"secret1\"", passwordField.value, "secret1")
        // expect phoneField emitted []                      # programmatic: the fields stay silent, no echo
        run.expectEmitted(line: 28, "expect phoneField emitted []", phoneField, [])
        // expect passwordField emitted []
        run.expectEmitted(line: 29, "expect passwordField emitted []", passwordField, [])
        // expect dispatched emitted ["13800138000 / ", "13800138000 / secret1"]
        run.expectEmitted(line: 30, "expect dispatched emitted [\"13800138000 / \", \"13800138000 / secret1\"]", dispatched, ["13800138000 / ", "13800138000 / secret1"])

        // user phoneField = "1380013800"
        try run.step(line: 32) { phoneField.userEdits("1380013800") }
        // expect dispatched emitted ["1380013800 / secret1"]
        run.expectEmitted(line: 33, "expect dispatched emitted [\"1380013800 / secret1\"]", dispatched, ["1380013800 / secret1"])
        // expect phone == "1380013800"
        run.expectEqual(line: 34, "expect phone == \"1380013800\"", phone.value, "1380013800")
        run.finish()
    }
}

