// NameFormSeedCurrentAndPreviousTests.swift: `bindsim export name-form-seed-current-and-previous.txt`
// scenario "seed name form with currentAndPrevious: a full-name edit becomes Grace Lovelace"
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

final class NameFormSeedCurrentAndPreviousTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field fieldFirst = ""
        let fieldFirst = BindsimField<String>(run, "")
        // field fieldSecond = ""
        let fieldSecond = BindsimField<String>(run, "")
        // field fieldFull = ""
        let fieldFull = BindsimField<BindsimValue>(run, "")
        // relay textFull = ""
        let textFull = BehaviorRelay<BindsimValue>(value: "")
        // relay textFirst = ""
        let textFirst = BehaviorRelay<String>(value: "")
        // relay textSecond = ""
        let textSecond = BehaviorRelay<String>(value: "")

        // on combineLatest(textFirst.currentAndPrevious(), textSecond.currentAndPrevious(),
        //                  textFull.currentAndPrevious()).filter($0.current + " " + $1.current != $2.current && $0.current != $2.current) {
        //   if $0.current != $0.previous || $1.current != $1.previous {
        //     set textFull = $0.current + " " + $1.current
        //   } else {
        //     if $2.current != $2.previous {
        //       if word($2.current, 0) != $0.current {
        //         set textFirst = word($2.current, 0)
        //       } else {
        //         if word($2.current, 1) != $1.current {
        //           set textSecond = word($2.current, 1)
        //         }
        //       }
        //     }
        //   }
        // }
        try run.step(line: 15) {
            run.on("on1", Observable.combineLatest(textFirst.asObservable().bindsimCurrentAndPrevious(), textSecond.asObservable().bindsimCurrentAndPrevious(), textFull.asObservable().bindsimCurrentAndPrevious())
                .map { BindsimValue.tuple([$0.0, $0.1, $0.2]) }
                .filter { it in try it.element(0).current + " " + it.element(1).current != it.element(2).current && it.element(0).current != it.element(2).current }) { (it: BindsimValue) in
                if try it.element(0).current != it.element(0).previous || it.element(1).current != it.element(1).previous {
                    run.set(textFull, try it.element(0).current + " " + it.element(1).current)
                } else if try it.element(2).current != it.element(2).previous {
                    if try BindsimValue(Bindsim.word(it.element(2).current, 0)) != it.element(0).current {
                        run.set(textFirst, try Bindsim.word(it.element(2).current, 0))
                    } else if try BindsimValue(Bindsim.word(it.element(2).current, 1)) != it.element(1).current {
                        run.set(textSecond, try Bindsim.word(it.element(2).current, 1))
                    }
                }
            }
        }
        // expect no loop

        // bind fieldFirst <-> textFirst
        try run.step(line: 33) { run.twoWay("b1", fieldFirst, textFirst) }
        // bind fieldSecond <-> textSecond
        try run.step(line: 34) { run.twoWay("b2", fieldSecond, textSecond) }
        // bind fieldFull <-> textFull
        try run.step(line: 35) { run.twoWay("b3", fieldFull, textFull) }
        // expect no loop

        // type fieldFirst "Ada"
        try run.type(line: 38, "Ada", into: fieldFirst)
        // expect no loop
        // expect textFirst emitted ["A", "Ad", "Ada"]
        run.expectEmitted(line: 40, "expect textFirst emitted [\"A\", \"Ad\", \"Ada\"]", textFirst, ["A", "Ad", "Ada"])
        // expect textFull emitted ["A ", "Ad ", "Ada "]   # the seed joins "\(first) \(second)": a trailing space
        run.expectEmitted(line: 41, "expect textFull emitted [\"A \", \"Ad \", \"Ada \"]", textFull, ["A ", "Ad ", "Ada "])
        // expect fieldFull == "Ada "
        run.expectEqual(line: 42, "expect fieldFull == \"Ada \"", fieldFull.value, "Ada ")

        // user fieldSecond = "Lovelace"
        try run.step(line: 44) { fieldSecond.userEdits("Lovelace") }
        // expect no loop
        // expect textFull emitted ["Ada Lovelace"]
        run.expectEmitted(line: 46, "expect textFull emitted [\"Ada Lovelace\"]", textFull, ["Ada Lovelace"])
        // expect fieldFull == "Ada Lovelace"
        run.expectEqual(line: 47, "expect fieldFull == \"Ada Lovelace\"", fieldFull.value, "Ada Lovelace")

        // user fieldFull = "Grace Hopper"
        try run.step(line: 49) { fieldFull.userEdits("Grace Hopper") }
        // expect no loop
        // expect fieldFull == "Grace Hopper"              # the outer delivery of "Grace Hopper" reaches the field last
        run.expectEqual(line: 51, "expect fieldFull == \"Grace Hopper\"", fieldFull.value, "Grace Hopper")
        // expect textFull == "Grace Lovelace"             # ... but the model says "Grace Lovelace"
        run.expectEqual(line: 52, "expect textFull == \"Grace Lovelace\"", textFull.value, "Grace Lovelace")
        // expect textFull emitted ["Grace Hopper", "Grace Lovelace"]
        run.expectEmitted(line: 53, "expect textFull emitted [\"Grace Hopper\", \"Grace Lovelace\"]", textFull, ["Grace Hopper", "Grace Lovelace"])
        // expect textFirst emitted ["Grace"]
        run.expectEmitted(line: 54, "expect textFirst emitted [\"Grace\"]", textFirst, ["Grace"])
        // expect textSecond emitted []
        run.expectEmitted(line: 55, "expect textSecond emitted []", textSecond, [])
        // expect fieldFirst == "Grace"
        run.expectEqual(line: 56, "expect fieldFirst == \"Grace\"", fieldFirst.value, "Grace")
        // expect fieldSecond == "Lovelace"
        run.expectEqual(line: 57, "expect fieldSecond == \"Lovelace\"", fieldSecond.value, "Lovelace")
        run.finish()
    }
}

