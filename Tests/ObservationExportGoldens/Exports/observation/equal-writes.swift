// EqualWritesTests.swift: `bindsim export equal-writes.txt --to observation`
// scenario "an equal write announces nothing; always and mutate announce every write"
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
@MainActor @Observable fileprivate final class EqualWritesModel {
    var text: String = "a"
    var items: BindsimValue = BindsimValue.list([])
    var opaque = BindsimAlways<Double>(1.0)
    @ObservationIgnored var log: String = ""

    /// Fires every tracker still installed (the run has cancelled them, so they do nothing): a
    /// tracker that never fired keeps its handler, which holds this model, in the registrar.
    func bindsimFireRemainingTrackers() {
        withMutation(keyPath: \.text) {}
        withMutation(keyPath: \.items) {}
        withMutation(keyPath: \.opaque) {}
    }
}

final class EqualWritesTests: XCTestCase {
    @MainActor func testScenario() async throws {
        let run = BindsimObservationRun()
        let model = EqualWritesModel()
        // observable text = "a"
        // observable items = []
        // observable opaque: Number = 1 always
        // relay log = ""

        // track text as t1 { set log = log + "text announced;" }
        await run.step(line: 11) {
            run.trackers("t1").track { tracker in
                withObservationTracking {
                    _ = model.text
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "text announced;"
                        }
                    }
                }
            }
        }
        // set text = "a"
        await run.step(line: 12) { model.text = "a" }
        // expect log == ""
        run.expectEqual(line: 13, "expect log == \"\"", model.log, "")
        // expect t1 running
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed
        // set text = "b"
        await run.step(line: 15) { model.text = "b" }
        // expect log == "text announced;"
        run.expectEqual(line: 16, "expect log == \"text announced;\"", model.log, "text announced;")

        // track items as t2 { set log = log + "items announced;" }
        await run.step(line: 18) {
            run.trackers("t2").track { tracker in
                withObservationTracking {
                    _ = model.items
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "items announced;"
                        }
                    }
                }
            }
        }
        // mutate items = items
        await run.step(line: 19) { bindsimMutate(&model.items, model.items) }
        // expect log == "text announced;items announced;"
        run.expectEqual(line: 20, "expect log == \"text announced;items announced;\"", model.log, "text announced;items announced;")
        // track items as t3 { set log = log + "items announced again;" }
        await run.step(line: 21) {
            run.trackers("t3").track { tracker in
                withObservationTracking {
                    _ = model.items
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "items announced again;"
                        }
                    }
                }
            }
        }
        // set items = []
        await run.step(line: 22) { model.items = BindsimValue.list([]) }
        // expect log == "text announced;items announced;"
        run.expectEqual(line: 23, "expect log == \"text announced;items announced;\"", model.log, "text announced;items announced;")
        // expect t3 running
        // bindsim's judgement: Swift's Observation cannot say whether a tracker is still installed

        // track opaque as t4 { set log = log + "opaque announced;" }
        await run.step(line: 26) {
            run.trackers("t4").track { tracker in
                withObservationTracking {
                    _ = model.opaque.value
                } onChange: {
                    MainActor.assumeIsolated {
                        tracker.changed {
                            model.log = model.log + "opaque announced;"
                        }
                    }
                }
            }
        }
        // set opaque = 1
        await run.step(line: 27) { model.opaque = BindsimAlways(1.0) }
        // expect log == "text announced;items announced;opaque announced;"
        run.expectEqual(line: 28, "expect log == \"text announced;items announced;opaque announced;\"", model.log, "text announced;items announced;opaque announced;")
        await run.finish()
        model.bindsimFireRemainingTrackers()
    }
}

