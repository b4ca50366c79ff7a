// OneOperatorALineTests.swift: `bindsim export one-operator-a-line.txt`
// scenario "a search pipeline written one operator a line"
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

final class OneOperatorALineTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field searchField = ""
        let searchField = BindsimField<String>(run, "")
        // relay query = "-"
        let query = BehaviorRelay<String>(value: "-")

        // bind searchField
        //     .map(trim(it))              # what the user means
        //
        //     # two characters before a query
        //     .filter(length(it) >= 2)
        //     .debounce(300ms)
        //     .distinct() -> query
        try run.step(line: 8) {
            run.bind("b1", searchField.asObservable()
                .map { it in try Bindsim.trim(it) }
                .filter { it in try Bindsim.length(it) >= 2 }
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run)
                .distinctUntilChanged(), to: query)
        }
        // type searchField " rx" every 100ms
        try run.type(line: 15, " rx", into: searchField, every: .milliseconds(100))
        // wait 300ms
        try run.wait(line: 16, .milliseconds(300))
        // expect query == "rx"
        run.expectEqual(line: 17, "expect query == \"rx\"", query.value, "rx")
        // type searchField " " every 100ms
        try run.type(line: 18, " ", into: searchField, every: .milliseconds(100))
        // wait 300ms
        try run.wait(line: 19, .milliseconds(300))
        // expect query emitted []
        run.expectEmitted(line: 20, "expect query emitted []", query, [])
        run.finish()
    }
}

