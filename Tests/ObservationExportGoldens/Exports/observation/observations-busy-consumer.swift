// ObservationsBusyConsumerTests.swift: `bindsim export observations-busy-consumer.txt --to observation`
// scenario "Observations: writes while the consumer is busy give one value, the current one"
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
@MainActor @Observable fileprivate final class ObservationsBusyConsumerModel {
    var a: Double = 0.0
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.a) {}
    }
}

final class ObservationsBusyConsumerTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = ObservationsBusyConsumerModel()
        // observable a: Number = 0
        // relay log = ""

        // on observations(a) as values {
        //   set log = log + "value " + string(it) + ";"
        //   if it == 1 { set log = log + "consumer busy;" }
        //   wait ms(it == 1 ? 500 : 0)
        //   if it == 1 { set log = log + "consumer free;" }
        // }
        await run.step(line: 9) {
            run.observations("values", of: { @MainActor in model.a }) { (it: Double) in
                model.log = model.log + "value " + Bindsim.string(it) + ";"
                if it == 1 {
                    model.log = model.log + "consumer busy;"
                }
                try await run.sleep(milliseconds: Bindsim.milliseconds(Bindsim.ms((it == 1 ? 500.0 : 0.0)), for: "wait"))
                if it == 1 {
                    model.log = model.log + "consumer free;"
                }
            }
        }
        // expect log == "value 0;"
        run.expectEqual(line: 15, "expect log == \"value 0;\"", model.log, "value 0;")
        // set a = 1
        await run.step(line: 16) { model.a = 1.0 }
        // expect log == "value 0;value 1;consumer busy;"
        run.expectEqual(line: 17, "expect log == \"value 0;value 1;consumer busy;\"", model.log, "value 0;value 1;consumer busy;")
        // set a = 2
        await run.step(line: 18) { model.a = 2.0 }
        // set a = 3
        await run.step(line: 19) { model.a = 3.0 }
        // set a = 4
        await run.step(line: 20) { model.a = 4.0 }
        // set a = 0                                              # back to the value before the busy spell
        await run.step(line: 21) { model.a = 0.0 }
        // wait 500ms
        await run.wait(line: 22, milliseconds: 500)
        // expect log == "value 0;value 1;consumer busy;consumer free;value 0;"
        run.expectEqual(line: 23, "expect log == \"value 0;value 1;consumer busy;consumer free;value 0;\"", model.log, "value 0;value 1;consumer busy;consumer free;value 0;")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

