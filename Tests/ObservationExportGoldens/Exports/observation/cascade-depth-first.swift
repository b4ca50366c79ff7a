// CascadeDepthFirstTests.swift: `bindsim export cascade-depth-first.txt --to observation`
// scenario "a cascade of onChange handlers runs nested, depth first, before any store"
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
@MainActor @Observable fileprivate final class CascadeDepthFirstModel {
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

final class CascadeDepthFirstTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = CascadeDepthFirstModel()
        // observable a: Number = 0
        // observable b: Number = 0
        // relay log = ""

        // track b { set log = log + "  b's onChange: a = " + string(a) + ", b = " + string(b) + ";" }
        await run.step(line: 9) {
            run.trackers("t1").track { tracker in
                withObservationTracking {
                    _ = model.b
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "  b's onChange: a = " + Bindsim.string(model.a) + ", b = " + Bindsim.string(model.b) + ";"
                        }
                    }
                }
            }
        }
        // track a {
        //   set log = log + "a's onChange begins: a = " + string(a) + ";"
        //   set b = 10
        //   set log = log + "a's onChange ends: b = " + string(b) + ";"
        // }
        await run.step(line: 10) {
            run.trackers("t2").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "a's onChange begins: a = " + Bindsim.string(model.a) + ";"
                            model.b = 10.0
                            model.log = model.log + "a's onChange ends: b = " + Bindsim.string(model.b) + ";"
                        }
                    }
                }
            }
        }
        // set a = 1
        await run.step(line: 15) { model.a = 1.0 }
        // expect log == "a's onChange begins: a = 0;  b's onChange: a = 0, b = 0;a's onChange ends: b = 10;"
        run.expectEqual(line: 16, "expect log == \"a's onChange begins: a = 0;  b's onChange: a = 0, b = 0;a's onChange ends: b = 10;\"", model.log, "a's onChange begins: a = 0;  b's onChange: a = 0, b = 0;a's onChange ends: b = 10;")
        // expect a == 1
        run.expectEqual(line: 17, "expect a == 1", model.a, 1.0)
        // expect b == 10
        run.expectEqual(line: 18, "expect b == 10", model.b, 10.0)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

