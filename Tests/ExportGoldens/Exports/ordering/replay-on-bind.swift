// ReplayOnBindTests.swift: `bindsim export replay-on-bind.txt`
// scenario "replay on subscribe: relay and field replay, publish does not"
//
// The scenario as an XCTest of RxSwift 6.10 (RxSwift, RxRelay, RxTest). `testScenario()` follows it
// statement by statement, each after its lines as comments; a step bindsim cut off as a loop skips
// the rest of the test (and `expect no loop` has nothing to run: a step that returns did not
// loop). The support section below restates what each statement means: the
// scenario's values and builtins, RxCocoa's controls, the two-way bindings, virtual time (1 tick =
// 1 ms) and the main queue. In an iOS app's test target, the simulated controls may become
// UIKit's: a UITextField's `rx.text.orEmpty` for BindsimField, a UIButton's `rx.tap` for
// BindsimButton, a UILabel's `rx.text` for BindsimLabel (docs/export.md).
import XCTest
import Foundation
import BindKit

final class ReplayOnBindTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // relay source: Number = 1
        let source = BehaviorRelay<Double>(value: 1.0)
        // relay copy: Number = 0
        let copyNode = BehaviorRelay<Double>(value: 0.0)
        // publish events
        let events = PublishRelay<Double>()
        // relay lastEvent: Number = 0
        let lastEvent = BehaviorRelay<Double>(value: 0.0)
        // field nameField: String = "Ada"
        let nameField = BindsimField<String>(run, "Ada")
        // relay name: String = ""
        let name = BehaviorRelay<String>(value: "")

        // bind source -> copy
        try run.step(line: 11) { run.bind("b1", source.asObservable(), to: copyNode) }
        // expect copy == 1
        run.expectEqual(line: 12, "expect copy == 1", copyNode.value, 1.0)
        // expect copy emitted [1]                    # the bind step wrote copy
        run.expectEmitted(line: 13, "expect copy emitted [1]", copyNode, [1])
        // expect source emitted []                   # a replay is not an announcement
        run.expectEmitted(line: 14, "expect source emitted []", source, [])

        // bind events -> lastEvent
        try run.step(line: 16) { run.bind("b2", events.asObservable(), to: lastEvent) }
        // expect lastEvent == 0
        run.expectEqual(line: 17, "expect lastEvent == 0", lastEvent.value, 0.0)
        // expect lastEvent emitted []                # nothing to replay
        run.expectEmitted(line: 18, "expect lastEvent emitted []", lastEvent, [])

        // bind nameField -> name
        try run.step(line: 20) { run.bind("b3", nameField.asObservable(), to: name) }
        // expect name == "Ada"
        run.expectEqual(line: 21, "expect name == \"Ada\"", name.value, "Ada")
        // expect name emitted ["Ada"]
        run.expectEmitted(line: 22, "expect name emitted [\"Ada\"]", name, ["Ada"])
        // expect nameField emitted []
        run.expectEmitted(line: 23, "expect nameField emitted []", nameField, [])

        // set nameField = "Grace"                    # a programmatic set of a field is silent
        try run.step(line: 25) { run.set(nameField, "Grace") }
        // expect nameField == "Grace"
        run.expectEqual(line: 26, "expect nameField == \"Grace\"", nameField.value, "Grace")
        // expect nameField emitted []
        run.expectEmitted(line: 27, "expect nameField emitted []", nameField, [])
        // expect name == "Ada"
        run.expectEqual(line: 28, "expect name == \"Ada\"", name.value, "Ada")
        // expect name emitted []
        run.expectEmitted(line: 29, "expect name emitted []", name, [])

        // set events = 7
        try run.step(line: 31) { run.set(events, 7.0) }
        // expect events emitted [7]
        run.expectEmitted(line: 32, "expect events emitted [7]", events, [7])
        // expect lastEvent == 7
        run.expectEqual(line: 33, "expect lastEvent == 7", lastEvent.value, 7.0)

        // set source = 2
        try run.step(line: 35) { run.set(source, 2.0) }
        // expect copy emitted [2]
        run.expectEmitted(line: 36, "expect copy emitted [2]", copyNode, [2])

        // bind source.startWith(0) -> copy
        try run.step(line: 38) { run.bind("b4", source.asObservable().startWith(0.0), to: copyNode) }
        // expect copy emitted [0, 2]
        run.expectEmitted(line: 39, "expect copy emitted [0, 2]", copyNode, [0, 2])
        // expect copy == 2
        run.expectEqual(line: 40, "expect copy == 2", copyNode.value, 2.0)
        run.finish()
    }
}

