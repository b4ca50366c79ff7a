// DebounceSearchTests.swift: `bindsim export debounce-search.txt`
// scenario "debounce(300ms): a search query settles 300ms after the last edit"
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

final class DebounceSearchTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field searchField: String = ""
        let searchField = BindsimField<String>(run, "")
        // relay query: String = "-"
        let query = BehaviorRelay<String>(value: "-")
        // relay distinctQuery: String = "-"
        let distinctQuery = BehaviorRelay<String>(value: "-")

        // bind searchField.debounce(300ms) -> query
        try run.step(line: 8) {
            run.bind("b1", searchField.asObservable()
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run), to: query)
        }
        // expect query emitted []
        run.expectEmitted(line: 9, "expect query emitted []", query, [])
        // bind searchField.debounce(300ms).distinct() -> distinctQuery
        try run.step(line: 10) {
            run.bind("b2", searchField.asObservable()
                .debounce(.milliseconds(300), scheduler: run.timers)
                .bindsimCountingHops(run)
                .distinctUntilChanged(), to: distinctQuery)
        }
        // expect distinctQuery emitted []
        run.expectEmitted(line: 11, "expect distinctQuery emitted []", distinctQuery, [])

        // wait 300ms                                        # t = 300: the replayed "" settles
        try run.wait(line: 13, .milliseconds(300))
        // expect query emitted [""]
        run.expectEmitted(line: 14, "expect query emitted [\"\"]", query, [""])
        // expect distinctQuery emitted [""]
        run.expectEmitted(line: 15, "expect distinctQuery emitted [\"\"]", distinctQuery, [""])

        // user searchField = "r"                            # t = 300
        try run.step(line: 17) { searchField.userEdits("r") }
        // wait 100ms
        try run.wait(line: 18, .milliseconds(100))
        // user searchField = "rx"                           # t = 400
        try run.step(line: 19) { searchField.userEdits("rx") }
        // wait 299ms                                        # t = 699
        try run.wait(line: 20, .milliseconds(299))
        // expect query emitted []
        run.expectEmitted(line: 21, "expect query emitted []", query, [])
        // expect query == ""
        run.expectEqual(line: 22, "expect query == \"\"", query.value, "")
        // wait 1ms                                          # t = 700
        try run.wait(line: 23, .milliseconds(1))
        // expect query emitted ["rx"]
        run.expectEmitted(line: 24, "expect query emitted [\"rx\"]", query, ["rx"])
        // expect distinctQuery emitted ["rx"]
        run.expectEmitted(line: 25, "expect distinctQuery emitted [\"rx\"]", distinctQuery, ["rx"])

        // user searchField = "rxs"                          # t = 700
        try run.step(line: 27) { searchField.userEdits("rxs") }
        // user searchField = "rx"                           # t = 700: a backspace, same instant
        try run.step(line: 28) { searchField.userEdits("rx") }
        // wait 300ms                                        # t = 1000
        try run.wait(line: 29, .milliseconds(300))
        // expect query emitted ["rx"]                       # the same query again
        run.expectEmitted(line: 30, "expect query emitted [\"rx\"]", query, ["rx"])
        // expect distinctQuery emitted []
        run.expectEmitted(line: 31, "expect distinctQuery emitted []", distinctQuery, [])
        // expect query == "rx"
        run.expectEqual(line: 32, "expect query == \"rx\"", query.value, "rx")
        run.finish()
    }
}

