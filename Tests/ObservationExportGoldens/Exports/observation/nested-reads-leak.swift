// NestedReadsLeakTests.swift: `bindsim export nested-reads-leak.txt --to observation`
// scenario "reads made by a nested onChange join the running APPLY"
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
@MainActor @Observable fileprivate final class NestedReadsLeakModel {
    var a: Double = 0.0
    var b: Double = 0.0
    var c: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
        withMutation(keyPath: \.c) {}
    }
}

final class NestedReadsLeakTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = NestedReadsLeakModel()
        // observable a: Number = 0
        // observable b: Number = 0
        // observable c: Number = 0
        // relay log = ""

        // track a as inner { set log = log + "inner onChange reads c = " + string(c) + ";" }
        await run.step(line: 10) {
            run.trackers("inner").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "inner onChange reads c = " + Bindsim.string(model.c) + ";"
                        }
                    }
                }
            }
        }
        // track as outer { set a = 1 } onChange { set log = log + "outer onChange fired;" }
        await run.step(line: 11) {
            run.trackers("outer").track { tracker in
                withObservationTracking {
                    model.a = 1.0
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "outer onChange fired;"
                        }
                    }
                }
            }
        }
        // expect log == "inner onChange reads c = 0;"
        run.expectEqual(line: 12, "expect log == \"inner onChange reads c = 0;\"", model.log, "inner onChange reads c = 0;")

        // set b = 1
        await run.step(line: 14) { model.b = 1.0 }
        // expect log == "inner onChange reads c = 0;"                  # outer did not read b
        run.expectEqual(line: 15, "expect log == \"inner onChange reads c = 0;\"", model.log, "inner onChange reads c = 0;")
        // set c = 1
        await run.step(line: 16) { model.c = 1.0 }
        // expect log == "inner onChange reads c = 0;outer onChange fired;"
        run.expectEqual(line: 17, "expect log == \"inner onChange reads c = 0;outer onChange fired;\"", model.log, "inner onChange reads c = 0;outer onChange fired;")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

