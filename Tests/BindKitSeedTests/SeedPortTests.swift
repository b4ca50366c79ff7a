import BindKit
import Testing
import Foundation

/// Seed 004's `stringToObservable(_:interval:)` (not shown in the article): one
/// character per `interval` seconds, here on a TestScheduler.
func stringToObservable(_ string: String, interval: Double, scheduler: SchedulerType) -> Observable<String> {
    let characters = Array(string).map(String.init)
    return Observable<Int>.interval(.milliseconds(Int(interval * 1000)), scheduler: scheduler)
        .take(characters.count)
        .map { characters[$0] }
}

/// The seed articles' Swift code, pasted with only the imports changed and the
/// UIKit controls replaced by the simulated ones, with the output RxSwift gives.
@Suite("Port corpus: the seed articles' code")
struct SeedPortTests {
    @Test("seed 000: currentAndPrevious as published emits each pair twice")
    func case1() {
        let lines = Transcript.run([
            { out, keep in
                let bag = DisposeBag(); keep.append(bag)
                let r = BehaviorRelay(value: "a")
                r.currentAndPrevious().subscribe(onNext: { out("pair: \($0.current) \($0.previous)") }).disposed(by: bag)
                r.accept("b")
                r.accept("c")
            },
        ])
        #expect(lines == [
            "pair: a a",
            "pair: a a",
            "pair: b a",
            "pair: b b",
            "pair: c b",
            "pair: c c",
        ])
    }

    @Test("seed 000: RxExample <-> between a text field and a relay")
    func case2() {
        let lines = Transcript.run([
            { out, keep in
                let disposeBag = DisposeBag(); keep.append(disposeBag)
                let field = TextField()
                let relay = BehaviorRelay<String?>(value: "initial")
                relay.subscribe(onNext: { out("relay: \($0 ?? "nil")") }).disposed(by: disposeBag)
                (field.rx.text <-> relay).disposed(by: disposeBag)
                out("field: \(field.text ?? "nil")")
                field.userTypes("ab")
                relay.accept("x")
                out("field: \(field.text ?? "nil") relay: \(relay.value ?? "nil")")
            },
        ])
        #expect(lines == [
            "relay: initial",
            "relay: initial",
            "field: initial",
            "relay: initiala",
            "relay: initialab",
            "relay: x",
            "field: x relay: x",
        ])
    }

    @Test("seed 000: basic form, two fields through two relays")
    func case3() {
        let lines = Transcript.run([
            { out, keep in
                let disposeBag = DisposeBag(); keep.append(disposeBag)
                let textFieldFirst = TextField(), textFieldSecond = TextField()
                let textFirst = BehaviorRelay<String?>(value: nil)
                let textSecond = BehaviorRelay<String?>(value: nil)
                (textFirst <-> textSecond).disposed(by: disposeBag)
                (textFieldFirst.rx.text <-> textFirst).disposed(by: disposeBag)
                (textFieldSecond.rx.text <-> textSecond).disposed(by: disposeBag)
                func state(_ what: String) {
                    out("\(what): fields [\(textFieldFirst.text ?? "nil")] [\(textFieldSecond.text ?? "nil")] relays [\(textFirst.value ?? "nil")] [\(textSecond.value ?? "nil")]")
                }
                state("setup")
                textFieldFirst.userTypes("hi")
                state("typed in first")
                textFieldSecond.userTypes("!")
                state("typed in second")
            },
        ])
        #expect(lines == [
            "setup: fields [nil] [nil] relays [nil] [nil]",
            "typed in first: fields [hi] [hi] relays [hi] [hi]",
            "typed in second: fields [hi!] [hi!] relays [hi!] [hi!]",
        ])
    }

    @Test("seed 000: first/last/full name form")
    func case4() {
        let lines = Transcript.run([
            { out, keep in
                let disposeBag = DisposeBag(); keep.append(disposeBag)
                let textFieldFirst = TextField(), textFieldSecond = TextField(), textFieldFull = TextField()
                let textFull = BehaviorRelay<String?>(value: nil)
                let textFirst = BehaviorRelay<String?>(value: nil)
                let textSecond = BehaviorRelay<String?>(value: nil)

                typealias ItemType = (current: String, previous: String)

                Observable.combineLatest(textFirst.map({ $0 ?? "" }).currentAndPrevious(), textSecond.map({ $0 ?? "" }).currentAndPrevious(), textFull.map({ $0 ?? "" }).currentAndPrevious())
                      .filter({ (first: ItemType, second: ItemType, full: ItemType) -> Bool in
                        return "\(first.current) \(second.current)" != full.current && "\(first.current)" != full.current
                      })
                      .subscribe(onNext: { (first: ItemType, second: ItemType, full: ItemType) in
                        if first.current != first.previous || second.current != second.previous {
                          textFull.accept("\(first.current) \(second.current)")
                        }
                        else if (full.current != full.previous) {
                          let items = full.current.components(separatedBy: " ")
                          let firstName = items.count > 0 ? items[0] : ""
                          let lastName = items.count > 1 ? items[1] : ""

                          if firstName != first.current {
                            textFirst.accept(firstName)
                          } else if lastName != second.current {
                            textSecond.accept(lastName)
                          }
                        }
                      })
                      .disposed(by: disposeBag)

                (textFieldFirst.rx.text <-> textFirst).disposed(by: disposeBag)
                (textFieldSecond.rx.text <-> textSecond).disposed(by: disposeBag)
                (textFieldFull.rx.text <-> textFull).disposed(by: disposeBag)

                func state(_ what: String) {
                    out("\(what): [\(textFieldFirst.text ?? "nil")] [\(textFieldSecond.text ?? "nil")] [\(textFieldFull.text ?? "nil")]")
                }
                state("setup")
                textFieldFirst.userTypes("Jo")
                state("first")
                textFieldSecond.userTypes("Li")
                state("second")
                textFieldFull.userReplacesText(with: "Ann Lee")
                state("full")
            },
        ])
        #expect(lines == [
            "setup: [nil] [nil] [nil]",
            "first: [Jo] [nil] [Jo ]",
            "second: [Jo] [Li] [Jo Li]",
            "full: [Ann] [Li] [Ann Lee]",
        ])
    }

    @Test("seed 004: a switch's programmatic change is silent; the two-way relay reports it")
    func case5() {
        let lines = Transcript.run([
            { out, keep in
                let disposeBag = DisposeBag(); keep.append(disposeBag)
                let mySwitch = Switch()
                mySwitch.rx.isOn.subscribe(onNext: { next in out("rx.isOn: \(next)") }).disposed(by: disposeBag)
                mySwitch.isOn = true
                out("after programmatic set")
                mySwitch.userToggles()
                let switchValue = BehaviorRelay(value: false)
                (mySwitch.rx.isOn <-> switchValue).disposed(by: disposeBag)
                switchValue.asObservable()
                    .subscribe(onNext: { (next) in
                        out("switchValue: \(next)")
                    })
                    .disposed(by: disposeBag)
                switchValue.accept(true)
                out("switch: \(mySwitch.isOn)")
                mySwitch.userToggles()
            },
        ])
        #expect(lines == [
            "rx.isOn: false",
            "after programmatic set",
            "rx.isOn: false",
            "switchValue: false",
            "switchValue: true",
            "switch: true",
            "rx.isOn: false",
            "switchValue: false",
        ])
    }

    @Test("seed 004: login form with a fast-input button")
    func case6() {
        let lines = Transcript.run([
            { out, keep in
                let disposeBag = DisposeBag(); keep.append(disposeBag)
                let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
                let phoneTextField = TextField(), passwordTextField = TextField(), fastInputButton = Button()
                let phoneValue = BehaviorRelay(value: "")
                let passwordValue = BehaviorRelay(value: "")

                (phoneTextField.rx.text.orEmpty <-> phoneValue)
                    .disposed(by: disposeBag)
                (passwordTextField.rx.text.orEmpty <-> passwordValue)
                    .disposed(by: disposeBag)

                let _ = Observable.combineLatest(phoneValue.asObservable(), passwordValue.asObservable())
                    .observeOn(MainScheduler.asyncInstance)
                    .subscribe(onNext: {
                        out("dispatch InputLoginInfo(phoneInput: \($0), passwordInput: \($1))")
                    })
                    .disposed(by: disposeBag)

                fastInputButton.rx.tap
                    .subscribe(onNext: {
                        stringToObservable("138", interval: 0.1, scheduler: scheduler)
                            .scan("") { $0 + $1 }
                            .subscribe(onNext: {
                                phoneValue.accept($0)
                            })
                            .disposed(by: disposeBag)
                        stringToObservable("pw", interval: 0.1, scheduler: scheduler)
                            .scan("") { $0 + $1 }
                            .subscribe(onNext: {
                                passwordValue.accept($0)
                            })
                            .disposed(by: disposeBag)
                    })
                    .disposed(by: disposeBag)
                keep.append(scheduler); keep.append(phoneTextField); keep.append(passwordTextField); keep.append(fastInputButton)
                out("setup done")
            },
            { out, keep in
                let scheduler = keep.compactMap { $0 as? TestScheduler }.last!
                let button = keep.compactMap { $0 as? Button }.last!
                let phone = keep.compactMap { $0 as? TextField }.dropLast().last!
                button.userTaps()
                scheduler.start()
                out("phone field: \(phone.text ?? "nil") at \(scheduler.clock)")
            },
        ])
        #expect(lines == [
            "setup done",
            "dispatch InputLoginInfo(phoneInput: , passwordInput: )",
            "phone field: 138 at 300",
            "dispatch InputLoginInfo(phoneInput: 1, passwordInput: )",
            "dispatch InputLoginInfo(phoneInput: 1, passwordInput: p)",
            "dispatch InputLoginInfo(phoneInput: 13, passwordInput: p)",
            "dispatch InputLoginInfo(phoneInput: 13, passwordInput: pw)",
            "dispatch InputLoginInfo(phoneInput: 138, passwordInput: pw)",
        ])
    }
}
