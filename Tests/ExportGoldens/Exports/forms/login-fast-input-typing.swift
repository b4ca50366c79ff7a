// LoginFastInputTypingTests.swift: `bindsim export login-fast-input-typing.txt`
// scenario "login form: fast input typed every 100ms, dispatched through async()"
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

final class LoginFastInputTypingTests: XCTestCase {
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
        // publish dispatched
        let dispatched = PublishRelay<BindsimValue>()
        // relay canLogin: Bool = false
        let canLogin = BehaviorRelay<Bool>(value: false)

        // bind phoneField <-> phone
        try run.step(line: 11) { run.twoWay("b1", phoneField, phone) }
        // expect phone emitted [""]
        run.expectEmitted(line: 12, "expect phone emitted [\"\"]", phone, [""])
        // bind passwordField <-> password
        try run.step(line: 13) { run.twoWay("b2", passwordField, password) }
        // expect password emitted [""]
        run.expectEmitted(line: 14, "expect password emitted [\"\"]", password, [""])

        // on combineLatest(phone, password).async() {
        //   set dispatched = "InputLoginInfo(" + $0 + ", " + $1 + ")"
        //   set canLogin = length($0) == 11 && length($1) >= 6
        // }
        try run.step(line: 17) {
            run.on("on1", Observable.combineLatest(phone.asObservable(), password.asObservable())
                .map { BindsimValue.tuple([BindsimValue($0.0), BindsimValue($0.1)]) }
                .observe(on: MainScheduler.asyncInstance)
                .bindsimCountingHops(run)) { (it: BindsimValue) in
                run.set(dispatched, try "InputLoginInfo(" + it.element(0) + ", " + it.element(1) + ")")
                run.set(canLogin, try Bindsim.length(it.element(0)) == 11 && Bindsim.length(it.element(1)) >= 6)
            }
        }
        // expect dispatched emitted ["InputLoginInfo(, )"]   # the replays, one turn later, still in the on step
        run.expectEmitted(line: 21, "expect dispatched emitted [\"InputLoginInfo(, )\"]", dispatched, ["InputLoginInfo(, )"])
        // expect canLogin emitted [false]
        run.expectEmitted(line: 22, "expect canLogin emitted [false]", canLogin, [false])

        // type phoneField "13800138000" every 100ms
        try run.type(line: 24, "13800138000", into: phoneField, every: .milliseconds(100))
        // expect no loop
        // expect phoneField emitted ["1", "13", "138", "1380", "13800", "138001", "1380013", "13800138", "138001380", "1380013800", "13800138000"]
        run.expectEmitted(line: 26, "expect phoneField emitted [\"1\", \"13\", \"138\", \"1380\", \"13800\", \"138001\", \"1380013\", \"13800138\", \"138001380\", \"1380013800\", \"13800138000\"]", phoneField, ["1", "13", "138", "1380", "13800", "138001", "1380013", "13800138", "138001380", "1380013800", "13800138000"])
        // expect phone emitted ["1", "13", "138", "1380", "13800", "138001", "1380013", "13800138", "138001380", "1380013800", "13800138000"]
        run.expectEmitted(line: 27, "expect phone emitted [\"1\", \"13\", \"138\", \"1380\", \"13800\", \"138001\", \"1380013\", \"13800138\", \"138001380\", \"1380013800\", \"13800138000\"]", phone, ["1", "13", "138", "1380", "13800", "138001", "1380013", "13800138", "138001380", "1380013800", "13800138000"])
        // expect dispatched emitted ["InputLoginInfo(1, )", "InputLoginInfo(13, )", "InputLoginInfo(138, )", "InputLoginInfo(1380, )", "InputLoginInfo(13800, )", "InputLoginInfo(138001, )", "InputLoginInfo(1380013, )", "InputLoginInfo(13800138, )", "InputLoginInfo(138001380, )", "InputLoginInfo(1380013800, )", "InputLoginInfo(13800138000, )"]
        run.expectEmitted(line: 28, "expect dispatched emitted [\"InputLoginInfo(1, )\", \"InputLoginInfo(13, )\", \"InputLoginInfo(138, )\", \"InputLoginInfo(1380, )\", \"InputLoginInfo(13800, )\", \"InputLoginInfo(138001, )\", \"InputLoginInfo(1380013, )\", \"InputLoginInfo(13800138, )\", \"InputLoginInfo(138001380, )\", \"InputLoginInfo(1380013800, )\", \"InputLoginInfo(13800138000, )\"]", dispatched, ["InputLoginInfo(1, )", "InputLoginInfo(13, )", "InputLoginInfo(138, )", "InputLoginInfo(1380, )", "InputLoginInfo(13800, )", "InputLoginInfo(138001, )", "InputLoginInfo(1380013, )", "InputLoginInfo(13800138, )", "InputLoginInfo(138001380, )", "InputLoginInfo(1380013800, )", "InputLoginInfo(13800138000, )"])
        // expect canLogin emitted [false, false, false, false, false, false, false, false, false, false, false]
        run.expectEmitted(line: 29, "expect canLogin emitted [false, false, false, false, false, false, false, false, false, false, false]", canLogin, [false, false, false, false, false, false, false, false, false, false, false])
        // expect phone == "13800138000"
        run.expectEqual(line: 30, "expect phone == \"13800138000\"", phone.value, "13800138000")

        // type passwordField "secret1" every 100ms
        try run.type(line: 32, "secret1", into: passwordField, every: .milliseconds(100))
        // expect no loop
        // expect password emitted ["s", "se", "sec", "secr", "secre", "secret", "secret1"]
        run.expectEmitted(line: 34, "expect password emitted [\"s\", \"se\", \"sec\", \"secr\", \"secre\", \"secret\", \"secret1\"]", password, ["s", "se", "sec", "secr", "secre", "secret", "secret1"])
        // expect canLogin emitted [false, false, false, false, false, true, true]
        run.expectEmitted(line: 35, "expect canLogin emitted [false, false, false, false, false, true, true]", canLogin, [false, false, false, false, false, true, true])
        // expect canLogin == true
        run.expectEqual(line: 36, "expect canLogin == true", canLogin.value, true)
        // expect dispatched emitted ["InputLoginInfo(13800138000, s)", "InputLoginInfo(13800138000, se)", "InputLoginInfo(13800138000, sec)", "InputLoginInfo(13800138000, secr)", "InputLoginInfo(13800138000, secre)", "InputLoginInfo(13800138000, secret)", "InputLoginInfo(13800138000, secret1)"]
        run.expectEmitted(line: 37, "expect dispatched emitted [\"InputLoginInfo(13800138000, s)\", \"InputLoginInfo(13800138000, se)\", \"InputLoginInfo(13800138000, sec)\", \"InputLoginInfo(13800138000, secr)\", \"InputLoginInfo(13800138000, secre)\", \"InputLoginInfo(13800138000, secret)\", \"InputLoginInfo(13800138000, secret1)\"]", dispatched, ["InputLoginInfo(13800138000, s)", "InputLoginInfo(13800138000, se)", "InputLoginInfo(13800138000, sec)", "InputLoginInfo(13800138000, secr)", "InputLoginInfo(13800138000, secre)", "InputLoginInfo(13800138000, secret)", "InputLoginInfo(13800138000, secret1)"])
        // expect password == "secret1"
        run.expectEqual(line: 38, "expect password == \"secret1\"", password.value, "secret1")
        run.finish()
    }
}

