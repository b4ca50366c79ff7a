// DebounceTypingTests.swift: `bindsim export debounce-typing.txt`
// scenario "debounce while typing every 100ms: one query after typing stops"
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

final class DebounceTypingTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field searchField: String = ""
        let searchField = BindsimField<String>(run, "")
        // relay query: String = "-"
        let query = BehaviorRelay<String>(value: "-")

        // bind searchField.debounce(300ms) -> query
        try run.step(line: 7) {
            run.bind("b1", searchField.asObservable()
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run), to: query)
        }
        // type searchField "rxswift" every 100ms
        try run.type(line: 8, "rxswift", into: searchField, every: .milliseconds(100))
        // expect no loop
        // expect searchField emitted ["r", "rx", "rxs", "rxsw", "rxswi", "rxswif", "rxswift"]
        run.expectEmitted(line: 10, "expect searchField emitted [\"r\", \"rx\", \"rxs\", \"rxsw\", \"rxswi\", \"rxswif\", \"rxswift\"]", searchField, ["r", "rx", "rxs", "rxsw", "rxswi", "rxswif", "rxswift"])
        // expect query emitted []
        run.expectEmitted(line: 11, "expect query emitted []", query, [])
        // expect query == "-"
        run.expectEqual(line: 12, "expect query == \"-\"", query.value, "-")

        // wait 1s
        try run.wait(line: 14, .milliseconds(1000))
        // expect query emitted ["rxswift"]
        run.expectEmitted(line: 15, "expect query emitted [\"rxswift\"]", query, ["rxswift"])
        // expect query == "rxswift"
        run.expectEqual(line: 16, "expect query == \"rxswift\"", query.value, "rxswift")
        run.finish()
    }
}

