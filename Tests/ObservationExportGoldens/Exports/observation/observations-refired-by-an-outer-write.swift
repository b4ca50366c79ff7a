// ObservationsRefiredByAnOuterWriteTests.swift: `bindsim export observations-refired-by-an-outer-write.txt --to observation`
// scenario "Observations: a fired tracker reached again by the outer write marks the loop dirty"
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
@MainActor @Observable fileprivate final class ObservationsRefiredByAnOuterWriteModel {
    var a: Double = 0.0
    var b: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class ObservationsRefiredByAnOuterWriteTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsRefiredByAnOuterWriteModel()
        // observable a: Number = 0
        // observable b: Number = 0
        // relay log = ""

        // on observations(a + b) as values { set log = log + "value " + string(it) + " · " }
        await run.step(line: 14) {
            run.observations("values", of: { @MainActor in model.a + model.b }) { (it: Double) in
                model.log = model.log + "value " + Bindsim.string(it) + " · "
            }
        }
        // track a as T { set log = log + "T writes b · "; set b = 1 }
        await run.step(line: 15) {
            run.trackers("T").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "T writes b · "
                            model.b = 1.0
                        }
                    }
                }
            }
        }
        // set a = 1
        await run.step(line: 16) { model.a = 1.0 }
        // expect log in ["value 0 · T writes b · value 2 · value 2 · ", "value 0 · T writes b · value 2 · "]
        run.expectIn(line: 17, "expect log in [\"value 0 · T writes b · value 2 · value 2 · \", \"value 0 · T writes b · value 2 · \"]", model.log, ["value 0 · T writes b · value 2 · value 2 · ", "value 0 · T writes b · value 2 · "])
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

