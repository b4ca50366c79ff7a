// KeyboardLateEchoTests.swift: `bindsim export keyboard-late-echo.txt`
// scenario "a late echo eats a keystroke: typing 1380 every 100ms ends 130"
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

final class KeyboardLateEchoTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field phone: String = ""
        let phone = BindsimField<String>(run, "")
        // relay store: String = ""
        let store = BehaviorRelay<String>(value: "")

        // bind phone -> store
        try run.step(line: 8) { run.bind("b1", phone.asObservable(), to: store) }
        // bind store.delay(150ms) -> phone                 # the model writes its value back to the field, late
        try run.step(line: 9) {
            run.bind("b2", store.asObservable()
                .delay(.milliseconds(150), scheduler: run.timers)
                .bindsimCountingHops(run), to: phone)
        }
        // expect no loop

        // type phone "1380" every 100ms
        try run.type(line: 12, "1380", into: phone, every: .milliseconds(100))
        // expect no loop
        // expect phone emitted ["1", "13", "18", "130"]    # the key "8" landed on the echoed "1"
        run.expectEmitted(line: 14, "expect phone emitted [\"1\", \"13\", \"18\", \"130\"]", phone, ["1", "13", "18", "130"])
        // expect store == "130"
        run.expectEqual(line: 15, "expect store == \"130\"", store.value, "130")
        // wait 200ms
        try run.wait(line: 16, .milliseconds(200))
        // expect phone == "130"                            # the "8" is gone
        run.expectEqual(line: 17, "expect phone == \"130\"", phone.value, "130")
        // expect store == "130"
        run.expectEqual(line: 18, "expect store == \"130\"", store.value, "130")
        run.finish()
    }
}

