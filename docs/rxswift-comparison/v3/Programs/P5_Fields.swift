// Item 5: Scenarios/fields/subscribers-read-the-field.txt (the field half; the terminal is ReactiveCocoa)
import RxSwift
import RxRelay
import RxCocoaLite

func p5_fields(viaBinder: Bool) -> () -> Void { {
    let codeField = TextField("codeField")
    let code = BehaviorRelay(value: "")
    var bag: [Disposable] = []
    bag.append(code.skip(1).subscribe(onNext: { log("code relay announces \"\($0)\"") }))
    step("on codeField as formatter { set codeField = upper(it) }  (\(viaBinder ? "codeField.rx.text.onNext" : "codeField.text = "))") {
        bag.append(codeField.rx.text.subscribe(onNext: { v in
            log("formatter receives \"\(v)\"")
            if viaBinder { codeField.rx.text.onNext(v.uppercased()) } else { codeField.set(v.uppercased()) }
        }))
    }
    step("bind codeField -> code as copy") {
        bag.append(codeField.rx.text.do(onNext: { log("copy receives \"\($0)\"") }).bind(to: code))
    }
    step("user codeField = \"ab12\"") { codeField.user("ab12") }
    step("final") { log("codeField = \"\(codeField.text)\" code = \"\(code.value)\"") }
} }
