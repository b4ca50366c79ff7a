// ObserveTwoWaySyncTests.swift: `bindsim export observe-two-way-sync.txt --to observation`
// scenario "observe: a re-arming two-way sync settles after one round trip"
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
@MainActor @Observable fileprivate final class ObserveTwoWaySyncModel {
    var a: String = ""
    var b: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class ObserveTwoWaySyncTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObserveTwoWaySyncModel()
        // observable a = ""
        // observable b = ""

        // observe a as aToB { set b = a }
        await run.step(line: 10) {
            run.trackers("aToB", rearming: true).track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    Task { @MainActor in
                        tracker.hop {
                            model.b = model.a
                        }
                    }
                }
            }
        }
        // observe b as bToA { set a = b }
        await run.step(line: 11) {
            run.trackers("bToA", rearming: true).track { tracker in
                withObservationTracking {
                    _ = model.b
                } onChange: {
                    Task { @MainActor in
                        tracker.hop {
                            model.a = model.b
                        }
                    }
                }
            }
        }
        // expect a == ""
        run.expectEqual(line: 12, "expect a == \"\"", model.a, "")

        // user a = "x"
        await run.step(line: 14) { model.a = "x" }
        // expect no loop
        // expect b == "x"
        run.expectEqual(line: 16, "expect b == \"x\"", model.b, "x")
        // expect aToB running
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed
        // expect bToA running
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed

        // user b = "y"
        await run.step(line: 20) { model.b = "y" }
        // expect a == "y"
        run.expectEqual(line: 21, "expect a == \"y\"", model.a, "y")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

