// FlatmaplatestDropsStaleResponseTests.swift: `bindsim export flatmaplatest-drops-stale-response.txt`
// scenario "search: flatMapLatest drops the stale response"
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

final class FlatmaplatestDropsStaleResponseTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field searchField: String = ""
        let searchField = BindsimField<String>(run, "")
        // label results: String = ""
        let results = BindsimLabel<String>("")

        // let query = searchField.debounce(300ms).distinct()
        let query = searchField.asObservable()
            .debounce(.milliseconds(300), scheduler: run.timers)
            .bindsimCountingHops(run)
            .distinctUntilChanged()
        // bind query.flatMapLatest(just("results for " + outer).delay(ms(length(outer) * 100))) -> results as search
        try run.step(line: 10) { run.bind("search", query.flatMapLatest { outer in Observable<String>.just("results for " + outer).delay(try Bindsim.interval(try Bindsim.ms(Bindsim.length(outer) * 100), for: "delay"), scheduler: run.timers).bindsimCountingHops(run) }, to: results) }

        // user searchField = "rxswift"          # the query at t=300ms; its answer would come at t=1000ms
        try run.step(line: 12) { searchField.userEdits("rxswift") }
        // wait 400ms
        try run.wait(line: 13, .milliseconds(400))
        // user searchField = "rx"               # the query at t=700ms; its answer comes at t=900ms
        try run.step(line: 14) { searchField.userEdits("rx") }
        // wait 1s
        try run.wait(line: 15, .milliseconds(1000))
        // expect results == "results for rx"
        run.expectEqual(line: 16, "expect results == \"results for rx\"", results.value, "results for rx")
        // expect search running
        run.expectEnded(line: 17, "expect search running", "search", ended: false)
        run.finish()
    }
}

