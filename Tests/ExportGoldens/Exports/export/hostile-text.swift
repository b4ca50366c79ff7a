// HostileTextTests.swift: `bindsim export hostile-text.txt`
// scenario "text that stays text: \u{202E}evil\u{2066} \u{1B}]0;title\u{7} \u{1B}[31mred"
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

final class HostileTextTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay note = "start"
        let note = BehaviorRelay<String>(value: "start")
        // relay shown = ""
        let shown = BehaviorRelay<String>(value: "")
        // bind note.map(upper(it)) -> shown
        try run.step(line: 10) { run.bind("b1", note.asObservable().map { it in try Bindsim.upper(it) }, to: shown) }
        // set note = "\u{202E}abc\u{2066} \u{1B}[31mred\u{7}"      # a comment: \u{202E} ) } \u{1B}[2J \u{2028} print("not code")
        try run.step(line: 11) { run.set(note, "\u{202E}abc\u{2066} \u{1B}[31mred\u{7}") }
        // expect shown == "\u{202E}ABC\u{2066} \u{1B}[31MRED\u{7}"
        run.expectEqual(line: 12, "expect shown == \"\\u{202E}ABC\\u{2066} \\u{1B}[31MRED\\u{7}\"", shown.value, "\u{202E}ABC\u{2066} \u{1B}[31MRED\u{7}")
        // expect note emitted ["\u{202E}abc\u{2066} \u{1B}[31mred\u{7}"]
        run.expectEmitted(line: 13, "expect note emitted [\"\\u{202E}abc\\u{2066} \\u{1B}[31mred\\u{7}\"]", note, ["\u{202E}abc\u{2066} \u{1B}[31mred\u{7}"])
        // set note = "\u{2028}\u{85}\u{1B}"
        try run.step(line: 14) { run.set(note, "\u{2028}\u{85}\u{1B}") }
        // expect shown == "\u{2028}\u{85}\u{1B}"
        run.expectEqual(line: 15, "expect shown == \"\\u{2028}\\u{85}\\u{1B}\"", shown.value, "\u{2028}\u{85}\u{1B}")
        run.finish()
    }
}

