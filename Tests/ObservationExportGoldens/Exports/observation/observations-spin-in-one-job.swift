// ObservationsSpinInOneJobTests.swift: `bindsim export observations-spin-in-one-job.txt --to observation`
// scenario "Observations: a body that keeps its loop dirty iterates in one job, ahead of queued jobs"
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
@MainActor @Observable fileprivate final class ObservationsSpinInOneJobModel {
    var a: Double = 0.0
    @ObservationIgnored var seen: Double = -1.0

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class ObservationsSpinInOneJobTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsSpinInOneJobModel()
        // observable a: Number = 0
        // relay seen = -1

        // on observations(a) as counter {
        //   if it == 1 { task { set seen = a } }
        //   if it >= 1 { if it < 5 { set a = it + 1 } }
        // }
        await run.step(line: 11) {
            run.observations("counter", of: { @MainActor in model.a }) { (it: Double) in
                if it == 1 {
                    run.task {
                        model.seen = model.a
                    }
                }
                if it >= 1 {
                    if it < 5 {
                        model.a = it + 1
                    }
                }
            }
        }
        // set a = 1
        await run.step(line: 15) { model.a = 1.0 }
        // expect a == 5
        run.expectEqual(line: 16, "expect a == 5", model.a, 5.0)
        // expect seen == 5
        run.expectEqual(line: 17, "expect seen == 5", model.seen, 5.0)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

