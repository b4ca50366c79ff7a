// ObservationsReadsPerEmissionTests.swift: `bindsim export observations-reads-per-emission.txt --to observation`
// scenario "Observations: what is tracked is what the last emission read"
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
@MainActor @Observable fileprivate final class ObservationsReadsPerEmissionModel {
    var useA: Bool = true
    var a: String = "a0"
    var b: String = "b0"
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.useA) {}
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class ObservationsReadsPerEmissionTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsReadsPerEmissionModel()
        // observable useA = true
        // observable a = "a0"
        // observable b = "b0"
        // relay log = ""

        // on observations(useA ? a : b) as values { set log = log + "value " + it + ";" }
        await run.step(line: 11) {
            run.observations("values", of: { @MainActor in (model.useA ? model.a : model.b) }) { (it: String) in
                model.log = model.log + "value " + it + ";"
            }
        }
        // set log = log + "b = b1 (not read);"
        await run.step(line: 12) { model.log = model.log + "b = b1 (not read);" }
        // set b = "b1"
        await run.step(line: 13) { model.b = "b1" }
        // set log = log + "a = a1;"
        await run.step(line: 14) { model.log = model.log + "a = a1;" }
        // set a = "a1"
        await run.step(line: 15) { model.a = "a1" }
        // set log = log + "useA = false;"
        await run.step(line: 16) { model.log = model.log + "useA = false;" }
        // set useA = false
        await run.step(line: 17) { model.useA = false }
        // set log = log + "a = a2 (no longer read);"
        await run.step(line: 18) { model.log = model.log + "a = a2 (no longer read);" }
        // set a = "a2"
        await run.step(line: 19) { model.a = "a2" }
        // set log = log + "b = b2;"
        await run.step(line: 20) { model.log = model.log + "b = b2;" }
        // set b = "b2"
        await run.step(line: 21) { model.b = "b2" }
        // expect log == "value a0;b = b1 (not read);a = a1;value a1;useA = false;value b1;a = a2 (no longer read);b = b2;value b2;"
        run.expectEqual(line: 22, "expect log == \"value a0;b = b1 (not read);a = a1;value a1;useA = false;value b1;a = a2 (no longer read);b = b2;value b2;\"", model.log, "value a0;b = b1 (not read);a = a1;value a1;useA = false;value b1;a = a2 (no longer read);b = b2;value b2;")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

