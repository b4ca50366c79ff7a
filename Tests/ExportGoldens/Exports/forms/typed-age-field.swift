// TypedAgeFieldTests.swift: `bindsim export typed-age-field.txt`
// scenario "typed form: String field <-> Number relay, String field <-> String? relay"
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

final class TypedAgeFieldTests: XCTestCase {
    func testScenario() throws {
        let run = BindsimRun()
        // field ageField: String = ""
        let ageField = BindsimField<String>(run, "")
        // relay age: Number = 30
        let age = BehaviorRelay<Double>(value: 30.0)
        // relay isAdult: Bool = false
        let isAdult = BehaviorRelay<Bool>(value: false)
        // field nicknameField: String = ""
        let nicknameField = BindsimField<String>(run, "")
        // relay nickname: String? = "ada"
        let nickname = BehaviorRelay<String?>(value: "ada")

        // bind ageField.filter(isNumber(it)).map(number(it)) <-> age.map(string(it))
        try run.step(line: 10) { run.twoWayConverting("b1", ageField, age, leftToRight: { side in side.filter { it in Bindsim.isNumber(it) }.map { it in try Bindsim.number(it) } }, rightToLeft: { side in side.map { it in Bindsim.string(it) } }) }
        // expect no loop
        // expect ageField == "30"
        run.expectEqual(line: 12, "expect ageField == \"30\"", ageField.value, "30")
        // expect age == 30
        run.expectEqual(line: 13, "expect age == 30", age.value, 30.0)
        // expect age emitted [30]
        run.expectEmitted(line: 14, "expect age emitted [30]", age, [30])
        // expect ageField emitted []
        run.expectEmitted(line: 15, "expect ageField emitted []", ageField, [])

        // bind age.map(it >= 18) -> isAdult
        try run.step(line: 17) { run.bind("b2", age.asObservable().map { it in it >= 18 }, to: isAdult) }
        // expect isAdult == true
        run.expectEqual(line: 18, "expect isAdult == true", isAdult.value, true)
        // expect isAdult emitted [true]
        run.expectEmitted(line: 19, "expect isAdult emitted [true]", isAdult, [true])

        // user ageField = "12"
        try run.step(line: 21) { ageField.userEdits("12") }
        // expect age == 12
        run.expectEqual(line: 22, "expect age == 12", age.value, 12.0)
        // expect age emitted [12]
        run.expectEmitted(line: 23, "expect age emitted [12]", age, [12])
        // expect isAdult == false
        run.expectEqual(line: 24, "expect isAdult == false", isAdult.value, false)
        // expect isAdult emitted [false]
        run.expectEmitted(line: 25, "expect isAdult emitted [false]", isAdult, [false])
        // expect ageField emitted ["12"]
        run.expectEmitted(line: 26, "expect ageField emitted [\"12\"]", ageField, ["12"])

        // user ageField = "12a"
        try run.step(line: 28) { ageField.userEdits("12a") }
        // expect ageField == "12a"
        run.expectEqual(line: 29, "expect ageField == \"12a\"", ageField.value, "12a")
        // expect age == 12                                  # not a number: filtered before it reaches the Number relay
        run.expectEqual(line: 30, "expect age == 12", age.value, 12.0)
        // expect age emitted []
        run.expectEmitted(line: 31, "expect age emitted []", age, [])

        // set age = 40
        try run.step(line: 33) { run.set(age, 40.0) }
        // expect ageField == "40"
        run.expectEqual(line: 34, "expect ageField == \"40\"", ageField.value, "40")
        // expect ageField emitted []
        run.expectEmitted(line: 35, "expect ageField emitted []", ageField, [])
        // expect isAdult emitted [true]
        run.expectEmitted(line: 36, "expect isAdult emitted [true]", isAdult, [true])

        // bind nicknameField.map(it == "" ? nil : it) <-> nickname.map(it == nil ? "" : it)
        try run.step(line: 38) { run.twoWayConverting("b3", nicknameField, nickname, leftToRight: { side in side.map { it in (it == "" ? nil : it) } }, rightToLeft: { side in side.map { it in (it == nil ? "" : it) }.map { try Bindsim.narrowed(BindsimValue($0), to: String.self) } }) }
        // expect no loop
        // expect nicknameField == "ada"
        run.expectEqual(line: 40, "expect nicknameField == \"ada\"", nicknameField.value, "ada")
        // expect nickname emitted ["ada"]
        run.expectEmitted(line: 41, "expect nickname emitted [\"ada\"]", nickname, ["ada"])

        // user nicknameField = ""
        try run.step(line: 43) { nicknameField.userEdits("") }
        // expect nickname == nil
        run.expectEqual(line: 44, "expect nickname == nil", nickname.value, nil)
        // expect nickname emitted [nil]
        run.expectEmitted(line: 45, "expect nickname emitted [nil]", nickname, [BindsimValue.nil])
        // expect nicknameField == ""
        run.expectEqual(line: 46, "expect nicknameField == \"\"", nicknameField.value, "")

        // set nickname = "countess"
        try run.step(line: 48) { run.set(nickname, "countess") }
        // expect nicknameField == "countess"
        run.expectEqual(line: 49, "expect nicknameField == \"countess\"", nicknameField.value, "countess")
        // expect nicknameField emitted []
        run.expectEmitted(line: 50, "expect nicknameField emitted []", nicknameField, [])
        // expect no loop
        run.finish()
    }
}

