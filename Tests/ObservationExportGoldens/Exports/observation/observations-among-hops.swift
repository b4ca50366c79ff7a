// ObservationsAmongHopsTests.swift: `bindsim export observations-among-hops.txt --to observation`
// scenario "Observations: the loop's place among the stretch's hops (the common variant)"
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
@MainActor @Observable fileprivate final class ObservationsAmongHopsModel {
    var a: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class ObservationsAmongHopsTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsAmongHopsModel()
        // observable a: Number = 0
        // relay log = ""

        // on observations(a) as values { set log = log + "value " + string(it) + " · " }
        await run.step(line: 12) {
            run.observations("values", of: { @MainActor in model.a }) { (it: Double) in
                model.log = model.log + "value " + Bindsim.string(it) + " · "
            }
        }
        // set log = ""
        await run.step(line: 13) { model.log = "" }
        // batch {
        //   task { set log = log + "hop A · " }
        //   set a = 1
        //   task { set log = log + "hop B · " }
        //   task { set log = log + "hop C writes 3 · "; set a = 3 }
        // }
        await run.step(line: 14) {
            run.task {
                model.log = model.log + "hop A · "
            }
            model.a = 1.0
            run.task {
                model.log = model.log + "hop B · "
            }
            run.task {
                model.log = model.log + "hop C writes 3 · "
                model.a = 3.0
            }
        }
        // expect log == "hop A · value 1 · hop B · hop C writes 3 · value 3 · "
        // Not asserted: it follows line 14, where an Observations loop's value or a task's wake was
        // queued beside other jobs, and Swift does not fix where it lands among them (Observation's rule 18).
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

