// NormaliserLosesItsWriteTests.swift: `bindsim export normaliser-loses-its-write.txt --to observation`
// scenario "a normaliser in onChange loses its write to the user's pending store"
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
@MainActor @Observable fileprivate final class NormaliserLosesItsWriteModel {
    var name: String = ""
    @ObservationIgnored var typed: String = ""
    @ObservationIgnored var normalising: Bool = false
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.name) {}
    }
}

final class NormaliserLosesItsWriteTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = NormaliserLosesItsWriteModel()
        // observable name = ""
        // relay typed = ""
        // relay normalising = false
        // relay log = ""

        // track name {
        //   if normalising {
        //     set log = log + "  re-entered by its own write; name reads \"" + name + "\";"
        //   } else {
        //     set normalising = true
        //     set log = log + "onChange reads \"" + name + "\"; writes \"" + trim(typed) + "\";"
        //     set name = trim(typed)
        //     set log = log + "onChange after its write reads \"" + name + "\";"
        //     set normalising = false
        //   }
        // }
        await run.step(line: 11) {
            run.trackers("t1").track { tracker in
                withObservationTracking {
                    _ = model.name
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            if model.normalising {
                                model.log = model.log + "  re-entered by its own write; name reads \"" + model.name + "\";"
                            } else {
                                model.normalising = true
                                model.log = try model.log + "onChange reads \"" + model.name + "\"; writes \"" + Bindsim.trim(model.typed) + "\";"
                                run.write("name", try Bindsim.trim(model.typed), holds: { model.name }) { model.name = $0 }
                                model.log = model.log + "onChange after its write reads \"" + model.name + "\";"
                                model.normalising = false
                            }
                        }
                    }
                }
            }
        }
        // set typed = "  bob "
        await run.step(line: 22) { model.typed = "  bob " }
        // user name = "  bob "
        await run.step(line: 23) { run.write("name", "  bob ", holds: { model.name }) { model.name = $0 } }
        // expect log == "onChange reads \"\"; writes \"bob\";  re-entered by its own write; name reads \"\";onChange after its write reads \"bob\";"
        run.expectEqual(line: 24, "expect log == \"onChange reads \\\"\\\"; writes \\\"bob\\\";  re-entered by its own write; name reads \\\"\\\";onChange after its write reads \\\"bob\\\";\"", model.log, "onChange reads \"\"; writes \"bob\";  re-entered by its own write; name reads \"\";onChange after its write reads \"bob\";")
        // expect name == "  bob "
        run.expectEqual(line: 25, "expect name == \"  bob \"", model.name, "  bob ")
        // expect lost write of name
        run.expectLostWrite(line: 26, "expect lost write of name", of: "name")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

