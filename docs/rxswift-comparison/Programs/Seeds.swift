#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif
import Foundation

// ---- Seed 000, as published (generic parameters the web page lost restored from the
// article's repository, vaderdan/Example2WayBinding, and RxExample's Operators.swift).

infix operator <-> : DefaultPrecedence

func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
    let bindToUIDisposable = relay.bind(to: property)
    let bindToRelay = property
        .subscribe(onNext: { n in
            relay.accept(n)
        }, onCompleted:  {
            bindToUIDisposable.dispose()
        })

    return Disposables.create(bindToUIDisposable, bindToRelay)
}

extension ObservableType {
  func currentAndPrevious() -> Observable<(current: E, previous: E)> {
    return self.multicast({ () -> PublishSubject<E> in PublishSubject<E>() }) { (values: Observable<E>) -> Observable<(current: E, previous: E)> in
      let pastValues = Observable.merge(values.take(1), values)

      return Observable.combineLatest(values.asObservable(), pastValues) { (current, previous) in
        return (current: current, previous: previous)
      }
    }
  }
}

func <-> <T: Equatable>(lhs: BehaviorRelay<T>, rhs: BehaviorRelay<T>) -> Disposable {
    typealias ItemType = (current: T, previous: T)

    return Observable.combineLatest(lhs.currentAndPrevious(), rhs.currentAndPrevious())
        .filter({ (first: ItemType, second: ItemType) -> Bool in
            return first.current != second.current
        })
        .subscribe(onNext: { (first: ItemType, second: ItemType) in
            if first.current != first.previous {
                rhs.accept(first.current)
            }
            else if (second.current != second.previous) {
                lhs.accept(second.current)
            }
        })
}

func stringToObservable(_ string: String, interval: Double, scheduler: SchedulerType) -> Observable<String> {
    let characters = Array(string).map(String.init)
    return Observable<Int>.interval(.milliseconds(Int(interval * 1000)), scheduler: scheduler)
        .take(characters.count)
        .map { characters[$0] }
}

let seeds: [Program] = [
    Program("seed 000: currentAndPrevious as published emits each pair twice") {
        let bag = DisposeBag(); keep.append(bag)
        let r = BehaviorRelay(value: "a")
        r.currentAndPrevious().subscribe(onNext: { out("pair: \($0.current) \($0.previous)") }).disposed(by: bag)
        r.accept("b")
        r.accept("c")
    },
    Program("seed 000: RxExample <-> between a text field and a relay") {
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
    Program("seed 000: basic form, two fields through two relays") {
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
    Program("seed 000: first/last/full name form") {
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
    Program("seed 004: a switch's programmatic change is silent; the two-way relay reports it") {
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
    Program("seed 004: login form with a fast-input button", [
        {
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
        {
            let scheduler = keep.compactMap { $0 as? TestScheduler }.last!
            let button = keep.compactMap { $0 as? Button }.last!
            let phone = keep.compactMap { $0 as? TextField }.dropLast().last!
            button.userTaps()
            scheduler.start()
            out("phone field: \(phone.text ?? "nil") at \(scheduler.clock)")
        },
    ]),
]
