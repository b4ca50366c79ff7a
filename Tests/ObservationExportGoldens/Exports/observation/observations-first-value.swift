// ObservationsFirstValueTests.swift: `bindsim export observations-first-value.txt --to observation`
// scenario "Observations: first value on the first turn, one value a stretch, nothing once cancelled"
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
@MainActor @Observable fileprivate final class ObservationsFirstValueModel {
    var a: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class ObservationsFirstValueTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsFirstValueModel()
        // observable a: Number = 0
        // relay log = ""

        // set a = 1
        await run.step(line: 11) { model.a = 1.0 }
        // on observations(a) as values { set log = log + "value " + string(it) + ";" }
        await run.step(line: 12) {
            run.observations("values", of: { @MainActor in model.a }) { (it: Double) in
                model.log = model.log + "value " + Bindsim.string(it) + ";"
            }
        }
        // expect log == "value 1;"
        run.expectEqual(line: 13, "expect log == \"value 1;\"", model.log, "value 1;")

        // batch {
        //   set a = 2
        //   set a = 3
        // }
        await run.step(line: 15) {
            model.a = 2.0
            model.a = 3.0
        }
        // expect log == "value 1;value 3;"
        run.expectEqual(line: 19, "expect log == \"value 1;value 3;\"", model.log, "value 1;value 3;")
        // set a = 3
        await run.step(line: 20) { model.a = 3.0 }
        // expect log == "value 1;value 3;"                       # equal: nothing
        run.expectEqual(line: 21, "expect log == \"value 1;value 3;\"", model.log, "value 1;value 3;")
        // set a = 4
        await run.step(line: 22) { model.a = 4.0 }
        // set a = 5
        await run.step(line: 23) { model.a = 5.0 }
        // expect log == "value 1;value 3;value 4;value 5;"       # separate stretches, separate values
        run.expectEqual(line: 24, "expect log == \"value 1;value 3;value 4;value 5;\"", model.log, "value 1;value 3;value 4;value 5;")
        // batch {
        //   set a = 6
        //   set a = 7
        //   set a = 6
        // }
        await run.step(line: 25) {
            model.a = 6.0
            model.a = 7.0
            model.a = 6.0
        }
        // expect log == "value 1;value 3;value 4;value 5;value 6;"   # no dedupe against the last value
        run.expectEqual(line: 30, "expect log == \"value 1;value 3;value 4;value 5;value 6;\"", model.log, "value 1;value 3;value 4;value 5;value 6;")
        // unbind values
        await run.step(line: 31) { run.unbind("values") }
        // set a = 8
        await run.step(line: 32) { model.a = 8.0 }
        // expect log == "value 1;value 3;value 4;value 5;value 6;"
        run.expectEqual(line: 33, "expect log == \"value 1;value 3;value 4;value 5;value 6;\"", model.log, "value 1;value 3;value 4;value 5;value 6;")
        // expect values ended
        run.expectEnded(line: 34, "expect values ended", "values", ended: true)
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

