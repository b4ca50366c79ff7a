// LateEchoTests.swift: `bindsim export late-echo.txt`
// scenario "a late echo overwrites the user's typing"
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

final class LateEchoTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phone: String = ""
        let phone = BindsimField<String>(run, "")
        // relay store: String = ""
        let store = BehaviorRelay<String>(value: "")

        // bind phone -> store
        try run.step(line: 9) { run.bind("b1", phone.asObservable(), to: store) }
        // bind store.delay(150ms) -> phone                 # the model writes its value back to the field, late
        try run.step(line: 10) {
            run.bind("b2", store.asObservable()
                .delay(.milliseconds(150), scheduler: run.timers)
                .bindsimCountingHops(run), to: phone)
        }
        // explore phone with ["1", "3"]
        // (bindsim explore's; nothing to run)

        // type phone "1380" every 100ms                    # what the user reported; explore runs the setup above only
        try run.type(line: 13, "1380", into: phone, every: .milliseconds(100))
        run.finish()
    }
}

