// Item 4: Scenarios/lifecycle/*.txt
import RxSwift
import RxRelay
import RxCocoaLite

func parse(_ s: String) throws -> Double {
    guard let d = Double(s) else { throw Failure("number(\"\(s)\") fails") }
    return d
}

func p4_errorEndsOneBinding() {
    let ageField = TextField("ageField", text: "30")
    let age = BehaviorRelay<Double>(value: 30)
    let greeting = Label("greeting")
    var bag: [Disposable] = []
    bag.append(age.skip(1).subscribe(onNext: { log("age relay announces \($0)") }))
    step("bind ageField.map(number(it)) -> age as parse") {
        bag.append(ageField.rx.text.map(parse)
            .do(onError: { log("parse: error \($0)") }, onDispose: { log("parse: disposed") })
            .bind(to: age))
    }
    step("bind ageField.map(\"Hello, \" + it) -> greeting as greet") {
        bag.append(ageField.rx.text.map { "Hello, " + $0 }.do(onDispose: { log("greet: disposed") }).bind(to: greeting.rx.text))
    }
    step("user ageField = \"41\"") { ageField.user("41") }
    step("user ageField = \"4x\"") { ageField.user("4x"); log("ageField targets: \(ageField.targetCount)") }
    step("user ageField = \"42\"") { ageField.user("42") }
    step("final") { log("age = \(age.value), greeting = \"\(greeting.text)\"") }
}

func p4_catchAndReturn() {
    let ageField = TextField("ageField", text: "30")
    let age = BehaviorRelay<Double>(value: 30)
    var bag: [Disposable] = []
    bag.append(age.skip(1).subscribe(onNext: { log("age relay announces \($0)") }))
    step("bind ageField.map(number(it)).catchAndReturn(0) -> age as parse") {
        bag.append(ageField.rx.text.map(parse).catchAndReturn(0)
            .do(onCompleted: { log("parse: completed") }, onDispose: { log("parse: disposed") })
            .bind(to: age))
    }
    step("user ageField = \"4x\"") { ageField.user("4x") }
    step("user ageField = \"42\"") { ageField.user("42") }
    step("final") { log("age = \(age.value), ageField targets: \(ageField.targetCount)") }
}

func p4_unbindMidRun() {
    let nameField = TextField("nameField")
    let name = BehaviorRelay(value: "")
    let logR = BehaviorRelay(value: "")
    var bag: [Disposable] = []
    bag.append(name.skip(1).subscribe(onNext: { log("name relay announces \"\($0)\"") }))
    bag.append(logR.skip(1).subscribe(onNext: { log("log relay announces \"\($0)\"") }))
    var form: Disposable?
    step("bind nameField <-> name as form") { form = nameField.rx.text <-> name }
    step("on name as logger { set log = log + it + \";\" }") { bag.append(name.subscribe(onNext: { logR.accept(logR.value + $0 + ";") })) }
    step("user nameField = \"Ada\"") { nameField.user("Ada") }
    step("unbind form") { form?.dispose() }
    step("user nameField = \"Grace\"") { nameField.user("Grace") }
    step("set name = \"Lin\"") { name.accept("Lin") }
    step("final") { log("name = \"\(name.value)\" nameField = \"\(nameField.text)\" log = \"\(logR.value)\"") }
}
