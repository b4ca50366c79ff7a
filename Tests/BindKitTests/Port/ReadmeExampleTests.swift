import BindKit
import Testing

/// The README's "your RxSwift code on BindKit" example, line for line (its output
/// captured instead of printed).
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the ten-line example prints the greetings and reports the relay loop")
    func readmeExample() {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }
        Runtime().withCurrent {
            // --- README ---
            let bag = DisposeBag()
            let field = TextField()                          // was: UITextField()
            let name = BehaviorRelay(value: "")
            field.rx.text.orEmpty.bind(to: name).disposed(by: bag)
            name.map { "Hello, \($0)!" }.subscribe(onNext: { print($0) }).disposed(by: bag)
            field.userTypes("Ann")                           // Hello, ! · Hello, A! · Hello, An! · Hello, Ann!
            let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: 2)
            (a <-> b).disposed(by: bag)                      // RxSwift: stack overflow. BindKit: cut off and reported:
            print("\(Runtime.current.loopReports.map(\.cycleDescription))")  // ["relay -> relay -> relay"]
            // --- end ---
        }
        #expect(printed == ["Hello, !", "Hello, A!", "Hello, An!", "Hello, Ann!", "[\"relay -> relay -> relay\"]"])
    }
}
