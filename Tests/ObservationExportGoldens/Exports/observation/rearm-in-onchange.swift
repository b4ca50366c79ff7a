// RearmInOnchangeTests.swift: `bindsim export rearm-in-onchange.txt --to observation`
// scenario "re-arming inside onChange reads the old value and fires for the next write"
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
@MainActor @Observable fileprivate final class RearmInOnchangeModel {
    var a: Double = 0.0
    @ObservationIgnored var firings: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class RearmInOnchangeTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = RearmInOnchangeModel()
        // observable a: Number = 0
        // relay firings = 0
        // relay log = ""

        // track as t {
        //   set log = log + "apply reads a = " + string(a) + ";"
        // } onChange {
        //   set firings = firings + 1
        //   set log = log + "onChange " + string(firings) + ";"
        //   if firings < 3 { rearm }
        // }
        await run.step(line: 10) {
            run.trackers("t").track { tracker in
                withObservationTracking {
                    model.log = model.log + "apply reads a = " + Bindsim.string(model.a) + ";"
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.firings = model.firings + 1
                            model.log = model.log + "onChange " + Bindsim.string(model.firings) + ";"
                            if model.firings < 3 {
                                tracker.rearm()
                            }
                        }
                    }
                }
            }
        }
        // expect log == "apply reads a = 0;"
        run.expectEqual(line: 17, "expect log == \"apply reads a = 0;\"", model.log, "apply reads a = 0;")

        // set a = 1
        await run.step(line: 19) { model.a = 1.0 }
        // expect log == "apply reads a = 0;onChange 1;apply reads a = 0;"
        run.expectEqual(line: 20, "expect log == \"apply reads a = 0;onChange 1;apply reads a = 0;\"", model.log, "apply reads a = 0;onChange 1;apply reads a = 0;")
        // set a = 2
        await run.step(line: 21) { model.a = 2.0 }
        // expect log == "apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;"
        run.expectEqual(line: 22, "expect log == \"apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;\"", model.log, "apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;")
        // set a = 3
        await run.step(line: 23) { model.a = 3.0 }
        // expect log == "apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;onChange 3;"
        run.expectEqual(line: 24, "expect log == \"apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;onChange 3;\"", model.log, "apply reads a = 0;onChange 1;apply reads a = 0;onChange 2;apply reads a = 1;onChange 3;")
        // expect t ended
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed
        // set a = 4
        await run.step(line: 26) { model.a = 4.0 }
        // expect firings == 3
        run.expectEqual(line: 27, "expect firings == 3", model.firings, 3.0)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

