// ReentryGuardedUnwindsTests.swift: `bindsim export reentry-guarded-unwinds.txt --to observation`
// scenario "guarded re-entry: stores unwind innermost first and the outermost write wins"
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
@MainActor @Observable fileprivate final class ReentryGuardedUnwindsModel {
    var text: String = ""
    @ObservationIgnored var depth: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.text) {}
    }
}

final class ReentryGuardedUnwindsTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ReentryGuardedUnwindsModel()
        // observable text = ""
        // relay depth: Number = 0
        // relay log = ""

        // track text {
        //   set depth = depth + 1
        //   set log = log + "onChange " + string(depth) + " reads \"" + text + "\";"
        //   if depth < 3 { set text = "level " + string(depth) }
        // }
        await run.step(line: 10) {
            run.trackers("t1").track { tracker in
                withObservationTracking {
                    _ = model.text
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.depth = model.depth + 1
                            model.log = model.log + "onChange " + Bindsim.string(model.depth) + " reads \"" + model.text + "\";"
                            if model.depth < 3 {
                                run.write("text", "level " + Bindsim.string(model.depth), holds: { model.text }) { model.text = $0 }
                            }
                        }
                    }
                }
            }
        }
        // user text = "USER"
        await run.step(line: 15) { run.write("text", "USER", holds: { model.text }) { model.text = $0 } }
        // expect no loop
        // expect log == "onChange 1 reads \"\";onChange 2 reads \"\";onChange 3 reads \"\";"
        run.expectEqual(line: 17, "expect log == \"onChange 1 reads \\\"\\\";onChange 2 reads \\\"\\\";onChange 3 reads \\\"\\\";\"", model.log, "onChange 1 reads \"\";onChange 2 reads \"\";onChange 3 reads \"\";")
        // expect text == "USER"
        run.expectEqual(line: 18, "expect text == \"USER\"", model.text, "USER")
        // expect lost write of text
        run.expectLostWrite(line: 19, "expect lost write of text", of: "text")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

