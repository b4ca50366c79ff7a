// OnchangeTimestampsTests.swift: `bindsim export onchange-timestamps.txt --to observation`
// scenario "now(): when an onChange fires and when a task wakes"
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
@MainActor @Observable fileprivate final class OnchangeTimestampsModel {
    var query: String = ""
    var changedAt: Double = -1.0
    var wokeAt: Double = -1.0

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.query) {}
        withMutation(keyPath: \.changedAt) {}
        withMutation(keyPath: \.wokeAt) {}
    }
}

final class OnchangeTimestampsTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = OnchangeTimestampsModel()
        // observable query = ""
        // observable changedAt: Number = -1
        // observable wokeAt: Number = -1

        // track query as stamp { set changedAt = now() }
        await run.step(line: 10) {
            run.trackers("stamp").track { tracker in
                withObservationTracking {
                    _ = model.query
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.changedAt = Double(run.now)
                        }
                    }
                }
            }
        }
        // wait 250ms
        await run.wait(line: 11, milliseconds: 250)
        // set query = "r"
        await run.step(line: 12) { model.query = "r" }
        // expect changedAt == 250
        run.expectEqual(line: 13, "expect changedAt == 250", model.changedAt, 250.0)

        // task {
        //   wait 100ms
        //   set wokeAt = now()
        // }
        await run.step(line: 15) {
            run.task {
                try await run.sleep(milliseconds: 100)
                model.wokeAt = Double(run.now)
            }
        }
        // expect wokeAt == -1
        run.expectEqual(line: 19, "expect wokeAt == -1", model.wokeAt, -1.0)
        // wait 100ms
        await run.wait(line: 20, milliseconds: 100)
        // expect wokeAt == 350
        run.expectEqual(line: 21, "expect wokeAt == 350", model.wokeAt, 350.0)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

