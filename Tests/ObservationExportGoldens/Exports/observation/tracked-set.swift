// TrackedSetTests.swift: `bindsim export tracked-set.txt --to observation`
// scenario "a computed read is tracked, an ignored one is not, an empty APPLY installs nothing"
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
@MainActor @Observable fileprivate final class TrackedSetModel {
    var first: String = "Ada"
    var last: String = "Lovelace"
    @ObservationIgnored var note: String = ""
    var full: String { self.first + " " + self.last }
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.first) {}
        withMutation(keyPath: \.last) {}
    }
}

final class TrackedSetTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = TrackedSetModel()
        // observable first = "Ada"
        // observable last = "Lovelace"
        // observable note = "" ignored
        // computed full = first + " " + last
        // relay log = ""

        // track full as fullTracker { set log = log + "full's tracker fired;" }
        await run.step(line: 12) {
            run.trackers("fullTracker").track { tracker in
                withObservationTracking {
                    _ = model.full
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "full's tracker fired;"
                        }
                    }
                }
            }
        }
        // track note as noteTracker { set log = log + "note's tracker fired;" }
        await run.step(line: 13) {
            run.trackers("noteTracker").track { tracker in
                withObservationTracking {
                    _ = model.note
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "note's tracker fired;"
                        }
                    }
                }
            }
        }
        // expect noteTracker ended                                    # it read nothing tracked
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed
        // track as empty { set log = log } onChange { set log = log + "the empty tracker fired;" }
        await run.step(line: 15) {
            run.trackers("empty").track { tracker in
                withObservationTracking {
                    model.log = model.log
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "the empty tracker fired;"
                        }
                    }
                }
            }
        }
        // expect empty ended
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed

        // set note = "x"
        await run.step(line: 18) { model.note = "x" }
        // expect log == ""
        run.expectEqual(line: 19, "expect log == \"\"", model.log, "")
        // set last = "Byron"
        await run.step(line: 20) { model.last = "Byron" }
        // expect log == "full's tracker fired;"
        run.expectEqual(line: 21, "expect log == \"full's tracker fired;\"", model.log, "full's tracker fired;")
        // set first = "Augusta"
        await run.step(line: 22) { model.first = "Augusta" }
        // expect log == "full's tracker fired;"
        run.expectEqual(line: 23, "expect log == \"full's tracker fired;\"", model.log, "full's tracker fired;")
        // expect full == "Augusta Byron"
        run.expectEqual(line: 24, "expect full == \"Augusta Byron\"", model.full, "Augusta Byron")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

