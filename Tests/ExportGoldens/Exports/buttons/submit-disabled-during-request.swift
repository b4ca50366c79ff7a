// SubmitDisabledDuringRequestTests.swift: `bindsim export submit-disabled-during-request.txt`
// scenario "submit is disabled until the email is valid and while the request runs"
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

final class SubmitDisabledDuringRequestTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field email = ""
        let email = BindsimField<String>(run, "")
        // button submit
        let submit = BindsimButton(run)
        // relay sending = false
        let sending = BehaviorRelay<Bool>(value: false)
        // relay requests = 0
        let requests = BehaviorRelay<Double>(value: 0.0)
        // let valid = email.map(contains(it, "@"))
        let valid = email.asObservable().map { it in try Bindsim.contains(it, "@") }
        // bind combineLatest(valid, sending).map($0 && !$1) -> submit.enabled as canSubmit
        try run.step(line: 13) {
            run.bind("canSubmit", Observable.combineLatest(valid, sending.asObservable())
                .map { it in it.0 && !it.1 }, to: submit.isEnabled)
        }
        // on submit as send {
        //   set sending = true
        //   set requests = requests + 1
        // }
        try run.step(line: 14) {
            run.on("send", submit.asObservable()) { (it: BindsimValue) in
                run.set(sending, true)
                run.set(requests, requests.value + 1)
            }
        }
        // on sending.filter(it).delay(300ms) as response { set sending = false }
        try run.step(line: 18) {
            run.on("response", sending.asObservable()
                .filter { it in it }
                .delay(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run)) { (it: Bool) in
                run.set(sending, false)
            }
        }
        // tap submit
        try run.step(line: 19) { submit.userTaps() }
        // expect requests == 0
        run.expectEqual(line: 20, "expect requests == 0", requests.value, 0.0)
        // type email "a@b"
        try run.type(line: 21, "a@b", into: email)
        // expect submit.enabled == true
        run.expectEqual(line: 22, "expect submit.enabled == true", submit.isEnabled.value, true)
        // tap submit
        try run.step(line: 23) { submit.userTaps() }
        // expect requests == 1
        run.expectEqual(line: 24, "expect requests == 1", requests.value, 1.0)
        // expect submit.enabled == false
        run.expectEqual(line: 25, "expect submit.enabled == false", submit.isEnabled.value, false)
        // tap submit
        try run.step(line: 26) { submit.userTaps() }
        // expect requests == 1
        run.expectEqual(line: 27, "expect requests == 1", requests.value, 1.0)
        // wait 300ms
        try run.wait(line: 28, .milliseconds(300))
        // expect submit.enabled == true
        run.expectEqual(line: 29, "expect submit.enabled == true", submit.isEnabled.value, true)
        // tap submit
        try run.step(line: 30) { submit.userTaps() }
        // expect requests == 2
        run.expectEqual(line: 31, "expect requests == 2", requests.value, 2.0)
        run.finish()
    }
}

