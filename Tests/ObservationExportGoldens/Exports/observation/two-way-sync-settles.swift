// TwoWaySyncSettlesTests.swift: `bindsim export two-way-sync-settles.txt --to observation`
// scenario "the canonical two-way sync of two observables settles after one round trip"
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
@MainActor @Observable fileprivate final class TwoWaySyncSettlesModel {
    var a: String = ""
    var b: String = ""
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class TwoWaySyncSettlesTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = TwoWaySyncSettlesModel()
        // observable a = ""
        // observable b = ""
        // relay log = ""

        // track as aToB { set log = log + "copy a -> b: \"" + a + "\";"; set b = a } onChange { task { rearm } }
        await run.step(line: 10) {
            run.trackers("aToB").track { tracker in
                withObservationTracking {
                    model.log = model.log + "copy a -> b: \"" + model.a + "\";"
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
        // track as bToA { set log = log + "copy b -> a: \"" + b + "\";"; set a = b } onChange { task { rearm } }
        await run.step(line: 11) {
            run.trackers("bToA").track { tracker in
                withObservationTracking {
                    model.log = model.log + "copy b -> a: \"" + model.b + "\";"
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
        // expect log == "copy a -> b: \"\";copy b -> a: \"\";"
        run.expectEqual(line: 12, "expect log == \"copy a -> b: \\\"\\\";copy b -> a: \\\"\\\";\"", model.log, "copy a -> b: \"\";copy b -> a: \"\";")

        // set a = "x"
        await run.step(line: 14) { model.a = "x" }
        // expect no loop
        // expect log == "copy a -> b: \"\";copy b -> a: \"\";copy a -> b: \"x\";copy b -> a: \"x\";"
        run.expectEqual(line: 16, "expect log == \"copy a -> b: \\\"\\\";copy b -> a: \\\"\\\";copy a -> b: \\\"x\\\";copy b -> a: \\\"x\\\";\"", model.log, "copy a -> b: \"\";copy b -> a: \"\";copy a -> b: \"x\";copy b -> a: \"x\";")
        // expect a == "x"
        run.expectEqual(line: 17, "expect a == \"x\"", model.a, "x")
        // expect b == "x"
        run.expectEqual(line: 18, "expect b == \"x\"", model.b, "x")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

