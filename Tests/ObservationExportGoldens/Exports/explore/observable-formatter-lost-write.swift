// ObservableFormatterLostWriteTests.swift: `bindsim export observable-formatter-lost-write.txt --to observation`
// scenario "a formatter in onChange loses its write to the user's pending edit"
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
@MainActor @Observable fileprivate final class ObservableFormatterLostWriteModel {
    var name: String = ""
    @ObservationIgnored var busy: Bool = false

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.name) {}
    }
}

final class ObservableFormatterLostWriteTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservableFormatterLostWriteModel()
        // observable name = ""
        // relay busy = false

        // track as t { read name } onChange {
        //   if !busy {
        //     set busy = true
        //     set name = upper(name)
        //     set busy = false
        //   }
        //   rearm
        // }
        await run.step(line: 11) {
            run.trackers("t").track { tracker in
                withObservationTracking {
                    _ = model.name
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            if !model.busy {
                                model.busy = true
                                model.name = try Bindsim.upper(model.name)
                                model.busy = false
                            }
                            tracker.rearm()
                        }
                    }
                }
            }
        }
        // explore name with ["ab", "x"]
        // (bindsim explore's; nothing to run)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

