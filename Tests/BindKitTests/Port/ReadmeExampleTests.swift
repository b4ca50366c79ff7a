import BindKit
import Foundation
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

    @Test("README.md shows these lines as they are here")
    func readmeShowsTheTestedLines() throws {
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(here.range(of: "// --- README ---\n"))
        let end = try #require(here.range(of: "            // --- end ---"))
        let tested = here[start.upperBound..<end.lowerBound]
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(shown.firstIndex(of: tested[0]))
        #expect(Array(shown[first..<min(shown.count, first + tested.count)]) == tested)
    }
}
