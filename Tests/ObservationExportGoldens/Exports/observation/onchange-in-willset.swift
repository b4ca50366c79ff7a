// OnchangeInWillsetTests.swift: `bindsim export onchange-in-willset.txt --to observation`
// scenario "onChange runs in the willSet and reads the old value; the tracker is one-shot"
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
@MainActor @Observable fileprivate final class OnchangeInWillsetModel {
    var a: String = ""
    var b: String = "B"
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
        withMutation(keyPath: \.b) {}
    }
}

final class OnchangeInWillsetTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = OnchangeInWillsetModel()
        // observable a = ""
        // observable b = "B"
        // relay log = ""

        // track a { set log = log + "onChange: a reads \"" + a + "\", b reads \"" + b + "\";" }
        await run.step(line: 10) {
            run.trackers("t1").track { tracker in
                withObservationTracking {
                    _ = model.a
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "onChange: a reads \"" + model.a + "\", b reads \"" + model.b + "\";"
                        }
                    }
                }
            }
        }
        // set a = "x"
        await run.step(line: 11) { model.a = "x" }
        // expect log == "onChange: a reads \"\", b reads \"B\";"
        run.expectEqual(line: 12, "expect log == \"onChange: a reads \\\"\\\", b reads \\\"B\\\";\"", model.log, "onChange: a reads \"\", b reads \"B\";")
        // expect a == "x"
        run.expectEqual(line: 13, "expect a == \"x\"", model.a, "x")

        // set a = "y"
        await run.step(line: 15) { model.a = "y" }
        // expect log == "onChange: a reads \"\", b reads \"B\";"      # nothing fired: one-shot
        run.expectEqual(line: 16, "expect log == \"onChange: a reads \\\"\\\", b reads \\\"B\\\";\"", model.log, "onChange: a reads \"\", b reads \"B\";")
        // expect t1 ended
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed
        // expect a == "y"
        run.expectEqual(line: 18, "expect a == \"y\"", model.a, "y")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

