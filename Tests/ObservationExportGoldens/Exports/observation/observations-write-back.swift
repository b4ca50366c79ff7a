// ObservationsWriteBackTests.swift: `bindsim export observations-write-back.txt --to observation`
// scenario "Observations: a consumer's write-back comes round once more, then stops"
//
// The scenario as an XCTest of Swift's Observation (the @Observable macro, withObservationTracking,
// Observations). The scenario's nodes are the properties of one @Observable class; `testScenario()`
// follows the scenario statement by statement, each after its lines as comments, on the main actor:
// each step is one main-actor stretch, then the run settles (it yields until no task, `observe` block
// or Observations value of the scenario started in 200 yields). A step bindsim cut off as a loop
// skips the rest of the test (Swift overflows the stack or runs for ever there). The support section below
// restates the run, its virtual clock for `wait`, and the trackers (docs/export.md).
import XCTest
import Foundation
import Observation

/// The scenario's nodes: its observables as the macro makes them, its relays as plain stored
/// properties nothing tracks, its computed nodes as computed properties.
@MainActor @Observable fileprivate final class ObservationsWriteBackModel {
    var text: String = ""
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.text) {}
    }
}

final class ObservationsWriteBackTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsWriteBackModel()
        // observable text = ""
        // relay log = ""

        // on observations(text) as values {
        //   set log = log + "value \"" + it + "\" -> writes \"" + lower(trim(it)) + "\";"
        //   set text = lower(trim(it))
        // }
        await run.step(line: 9) {
            run.observations("values", of: { @MainActor in model.text }) { (it: String) in
                model.log = try model.log + "value \"" + it + "\" -> writes \"" + Bindsim.lower(Bindsim.trim(it)) + "\";"
                model.text = try Bindsim.lower(Bindsim.trim(it))
            }
        }
        // user text = "  Bob "
        await run.step(line: 13) { model.text = "  Bob " }
        // expect no loop
        // expect log == "value \"\" -> writes \"\";value \"  Bob \" -> writes \"bob\";value \"bob\" -> writes \"bob\";"
        run.expectEqual(line: 15, "expect log == \"value \\\"\\\" -> writes \\\"\\\";value \\\"  Bob \\\" -> writes \\\"bob\\\";value \\\"bob\\\" -> writes \\\"bob\\\";\"", model.log, "value \"\" -> writes \"\";value \"  Bob \" -> writes \"bob\";value \"bob\" -> writes \"bob\";")
        // expect text == "bob"
        run.expectEqual(line: 16, "expect text == \"bob\"", model.text, "bob")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

