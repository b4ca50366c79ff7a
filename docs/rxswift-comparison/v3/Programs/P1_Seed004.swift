// Item 1: Scenarios/buttons/seed004-fast-input.txt
import RxSwift
import RxRelay
import RxCocoaLite

func p1_seed004() {
    let phoneField = TextField("phoneField")
    let phoneValue = BehaviorRelay(value: "")
    let testPhone = BehaviorRelay(value: "13800138000")
    let fastInput = Button(name: "fastInput")
    var bag: [Disposable] = []
    bag.append(phoneValue.skip(1).subscribe(onNext: { log("phoneValue relay announces \"\($0)\"") }))  // logger
    step("bind phoneField <-> phoneValue") { bag.append(phoneField.rx.text <-> phoneValue) }
    step("on fastInput.flatMapLatest(...) as typer") {
        bag.append(fastInput.rx.tap
            .flatMapLatest { _ in
                Observable<Int>.interval(.milliseconds(100), scheduler: sched)
                    .take(testPhone.value.count)
                    .map { String(Array(testPhone.value)[$0]) }
                    .scan("") { $0 + $1 }
            }
            .subscribe(onNext: { v in log("typer receives \"\(v)\""); phoneValue.accept(v) },
                       onError: { log("typer error \($0)") }, onCompleted: { log("typer completed") }))
    }
    step("tap fastInput") { fastInput.tap() }
    wait(250)
    step("expect phoneField == \"13\"") { log("phoneField = \"\(phoneField.text)\"") }
    step("user phoneField = \"9\"") { phoneField.user("9") }
    wait(100)
    step("expect phoneField == \"138\"") { log("phoneField = \"\(phoneField.text)\"") }
    wait(1000)
    step("final") { log("phoneField = \"\(phoneField.text)\" phoneValue = \"\(phoneValue.value)\"") }
}
