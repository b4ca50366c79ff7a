// TwoWaySyncLostEditTests.swift: `bindsim export two-way-sync-lost-edit.txt --to observation`
// scenario "two edits in one stretch: the first hop copies over the second edit"
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
@MainActor @Observable fileprivate final class TwoWaySyncLostEditModel {
    var a: String = ""
    var b: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class TwoWaySyncLostEditTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = TwoWaySyncLostEditModel()
        // observable a = ""
        // observable b = ""

        // track as aToB { set b = a } onChange { task { rearm } }
        await run.step(line: 9) {
            run.trackers("aToB").track { tracker in
                withObservationTracking {
                    model.b = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            run.task {
                                tracker.rearm()
                            }
                        }
                    }
                }
            }
        }
        // track as bToA { set a = b } onChange { task { rearm } }
        await run.step(line: 10) {
            run.trackers("bToA").track { tracker in
                withObservationTracking {
                    model.a = model.b
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            run.task {
                                tracker.rearm()
                            }
                        }
                    }
                }
            }
        }

        // batch {
        //   user a = "first"
        //   user b = "second"
        //   expect b == "second"
        // }
        await run.step(line: 12) {
            model.a = "first"
            model.b = "second"
            run.expectEqual(line: 15, "expect b == \"second\"", model.b, "second")
        }
        // expect overwrite of b
        // bindsim's judgement, from the causes of each write: here, what the observable shows
        run.expectEqual(line: 17, "expect overwrite of b", model.b, "first")
        // expect a == "first"
        run.expectEqual(line: 18, "expect a == \"first\"", model.a, "first")
        // expect b == "first"
        run.expectEqual(line: 19, "expect b == \"first\"", model.b, "first")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

