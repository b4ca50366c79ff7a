// LoginSubmitWithlatestfromTests.swift: `bindsim export login-submit-withlatestfrom.txt`
// scenario "login submit: withLatestFrom, scan, take and skip"
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

final class LoginSubmitWithlatestfromTests: XCTestCase {
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
        // publish loginTap
        let loginTap = PublishRelay<Bool>()
        // publish submitted
        let submitted = PublishRelay<String>()
        // relay attempts: Number = 0
        let attempts = BehaviorRelay<Double>(value: 0.0)
        // relay phoneEdits: Number = 0
        let phoneEdits = BehaviorRelay<Double>(value: 0.0)

        // bind phoneField <-> phone
        try run.step(line: 13) { run.twoWay("b1", phoneField, phone) }
        // bind passwordField <-> password
        try run.step(line: 14) { run.twoWay("b2", passwordField, password) }
        // bind loginTap.withLatestFrom(combineLatest(phone, password)).map($0 + ":" + $1).take(3) -> submitted
        try run.step(line: 15) {
            run.bind("b3", loginTap.asObservable()
                .withLatestFrom(Observable.combineLatest(phone.asObservable(), password.asObservable()))
                .map { it in it.0 + ":" + it.1 }
                .take(3), to: submitted)
        }
        // expect submitted emitted []                       # a publish relay replays nothing
        run.expectEmitted(line: 16, "expect submitted emitted []", submitted, [])
        // bind loginTap.scan(0, acc + 1) -> attempts
        try run.step(line: 17) { run.bind("b4", loginTap.asObservable().scan(0.0 as Double) { acc, it in acc + 1 }, to: attempts) }
        // expect attempts emitted []
        run.expectEmitted(line: 18, "expect attempts emitted []", attempts, [])
        // bind phone.skip(1).scan(0, acc + 1) -> phoneEdits
        try run.step(line: 19) {
            run.bind("b5", phone.asObservable()
                .skip(1)
                .scan(0.0 as Double) { acc, it in acc + 1 }, to: phoneEdits)
        }
        // expect phoneEdits emitted []                      # skip(1) drops the replayed ""
        run.expectEmitted(line: 20, "expect phoneEdits emitted []", phoneEdits, [])

        // set loginTap = true
        try run.step(line: 22) { run.set(loginTap, true) }
        // expect submitted emitted [":"]                    # the latest values are the replayed "" and ""
        run.expectEmitted(line: 23, "expect submitted emitted [\":\"]", submitted, [":"])
        // expect attempts emitted [1]
        run.expectEmitted(line: 24, "expect attempts emitted [1]", attempts, [1])

        // type phoneField "138"
        try run.type(line: 26, "138", into: phoneField)
        // expect phoneEdits emitted [1, 2, 3]
        run.expectEmitted(line: 27, "expect phoneEdits emitted [1, 2, 3]", phoneEdits, [1, 2, 3])
        // expect submitted emitted []
        run.expectEmitted(line: 28, "expect submitted emitted []", submitted, [])

        // set loginTap = true
        try run.step(line: 30) { run.set(loginTap, true) }
        // expect submitted emitted ["138:"]
        run.expectEmitted(line: 31, "expect submitted emitted [\"138:\"]", submitted, ["138:"])
        // expect attempts emitted [2]
        run.expectEmitted(line: 32, "expect attempts emitted [2]", attempts, [2])

        // user passwordField = "pw"
        try run.step(line: 34) { passwordField.userEdits("pw") }
        // set loginTap = true
        try run.step(line: 35) { run.set(loginTap, true) }
        // expect submitted emitted ["138:pw"]
        run.expectEmitted(line: 36, "expect submitted emitted [\"138:pw\"]", submitted, ["138:pw"])
        // expect attempts == 3
        run.expectEqual(line: 37, "expect attempts == 3", attempts.value, 3.0)

        // set loginTap = true
        try run.step(line: 39) { run.set(loginTap, true) }
        // expect submitted emitted []                       # take(3): the fourth attempt does not go through
        run.expectEmitted(line: 40, "expect submitted emitted []", submitted, [])
        // expect attempts emitted [4]
        run.expectEmitted(line: 41, "expect attempts emitted [4]", attempts, [4])
        // expect attempts == 4
        run.expectEqual(line: 42, "expect attempts == 4", attempts.value, 4.0)
        // expect no loop
        run.finish()
    }
}

