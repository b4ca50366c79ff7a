// TrackerOrderDependentTests.swift: `bindsim export tracker-order-dependent.txt --to observation`
// scenario "an expectation that depends on the order of two trackers"
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
@MainActor @Observable fileprivate final class TrackerOrderDependentModel {
    var a: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class TrackerOrderDependentTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = TrackerOrderDependentModel()
        // observable a: Number = 0
        // relay log = ""

        // track a as T1 { set log = log + "T1;" }
        await run.step(line: 10) {
            run.trackers("T1").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "T1;"
                        }
                    }
                }
            }
        }
        // track a as T2 { set log = log + "T2;" }
        await run.step(line: 11) {
            run.trackers("T2").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "T2;"
                        }
                    }
                }
            }
        }
        // set a = 1
        await run.step(line: 12) { model.a = 1.0 }
        // expect log == "T1;T2;"
        // Not asserted: in bindsim it holds under some orders of the trackers and fails under others
        // (`bindsim run --orders all`), and Swift's registrar keeps them in a Set, whose order varies.
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

