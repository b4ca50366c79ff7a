import Testing
@testable import bindsim

/// A newcomer's habits from Swift and RxSwift each get one diagnostic with the language's
/// spelling, and nothing after it from the same mistake (issue 27, items 1 and 2).
@Suite("Habit diagnostics")
struct HabitDiagnosticTests {
    /// A scenario with one mistake, and the one diagnostic it must give: where, which
    /// code, which help.
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var line: Int
        var column: Int
        var code: String
        var help: String
        /// The line with the mistake.
        var testDescription: String {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.indices.contains(line - 1) ? String(lines[line - 1]) : "(an empty file)"
        }
    }

    static let prologue = "relay count = 0\nrelay shown = 0\nfield name = \"\"\n"

    static let cases: [Case] = [
        Case(source: "scenario \"s\"\n// a comment, Swift style\nrelay a = 1\nset a = 2\n", line: 2, column: 1,
             code: "E0015", help: "comments start with '#'"),
        Case(source: prologue + "set count = 1 // the first write\nexpect count == 1\n", line: 4, column: 15,
             code: "E0015", help: "comments start with '#'"),
        Case(source: prologue + "/* block */\nset count = 1\n", line: 4, column: 1, code: "E0015",
             help: "comments start with '#'"),
        Case(source: prologue + "bind count.distinctUntilChange() -> shown\nset count = 1\n", line: 4, column: 12,
             code: "E0109", help: "did you mean 'distinct()' (RxSwift's 'distinctUntilChanged')?"),
        Case(source: prologue + "bind count.mapp(it + 1) -> shown\nset count = 1\n", line: 4, column: 12,
             code: "E0109", help: "did you mean 'map'?"),
        Case(source: prologue + "bind count.observeOn(MainScheduler.instance) -> shown\nset count = 1\n", line: 4,
             column: 12, code: "E0109",
             help: "did you mean 'main()' (RxSwift's 'observeOn(MainScheduler.instance)')?"),
        Case(source: prologue + "bind count.observe(on: MainScheduler.asyncInstance) -> shown\nset count = 1\n", line: 4,
             column: 12, code: "E0109",
             help: "did you mean 'async()' (RxSwift's 'observe(on: MainScheduler.asyncInstance)')?"),
        Case(source: prologue + "bind count.catchErrorJustReturn(0) -> shown\nset count = 1\n", line: 4, column: 12,
             code: "E0109", help: "did you mean 'catchAndReturn(E)' (RxSwift's 'catchErrorJustReturn')?"),
        Case(source: prologue + "bind count.debounce(.milliseconds(300), scheduler: MainScheduler.instance) -> shown\n"
                 + "set count = 1\n", line: 4, column: 21, code: "E0112",
             help: "write RxSwift's '.milliseconds(300)' as '300ms' and '.seconds(2)' as '2s'; "
                 + "the run's virtual clock is the scheduler, so leave 'scheduler:' out"),
        Case(source: prologue + "set count == 2\n", line: 4, column: 11, code: "E0101",
             help: "'set' writes with '=' ('==' compares, in 'expect')"),
        Case(source: prologue + "user name == \"Ann\"\n", line: 4, column: 11, code: "E0101",
             help: "'user' writes with '=' ('==' compares, in 'expect')"),
        Case(source: prologue + "on count { print(it) }\nset count = 1\n", line: 4, column: 12, code: "E0102",
             help: "'bindsim trace' shows every value a node announces and each subscriber receives; "
                 + "an 'on' block may contain 'set', 'user', 'if', 'on' or 'sink', 'complete', 'fail', 'track', 'mutate' and 'task'"),
        Case(source: prologue + "publish p\nbind count -> p\nset count = 1\nexpect p emits [1]\n", line: 7, column: 10,
             code: "E0101", help: "did you mean 'emitted'?"),
        Case(source: "import RxSwift\nrelay a = 1\nset a = 2\nb c d\n", line: 1, column: 1, code: "E0102",
             help: "a scenario file starts with 'scenario \"TITLE\"' or a statement such as 'relay NAME = VALUE'; "
                 + "the rest of the file was not read"),
        Case(source: "", line: 1, column: 1, code: "E0128",
             help: "a scenario declares nodes, binds them, acts and expects, e.g. 'relay name = \"\"', "
                 + "'set name = \"Ann\"', 'expect name == \"Ann\"' (docs/language.md)"),
    ]

    /// Version 3's operators by RxSwift's habits: argument labels, `Observable.` sources,
    /// closures, a source after a dot, a chain operator where a stream starts.
    static let rxSwiftCases: [Case] = [
        Case(source: prologue + "bind count.take(until: stop) -> shown\n", line: 4, column: 17, code: "E0109",
             help: "did you mean 'takeUntil(S)' (RxSwift's 'take(until:)')?"),
        Case(source: prologue + "bind count.share(replay: 1) -> shown\n", line: 4, column: 18, code: "E0109",
             help: "did you mean 'share(N)' (RxSwift's 'share(replay:)')?"),
        Case(source: prologue + "bind count.shareReplay(1) -> shown\n", line: 4, column: 12, code: "E0109",
             help: "did you mean 'share(1)' (RxSwift's 'shareReplay')?"),
        Case(source: prologue + "bind count.flatMapLatst(just(outer)) -> shown\n", line: 4, column: 12, code: "E0109",
             help: "did you mean 'flatMapLatest'?"),
        Case(source: prologue + "bind count.flatMapLatest { just($0) } -> shown\n", line: 4, column: 26, code: "E0101",
             help: "'flatMapLatest' takes the stream it makes in parentheses, with 'outer' for the element: "
                 + "'flatMapLatest(just(outer).delay(1s))'"),
        Case(source: prologue + "let ticks = Observable.interval(1s)\nbind ticks -> shown\n", line: 4, column: 13,
             code: "E0109", help: "did you mean 'interval(D)' (RxSwift's 'Observable.interval')?"),
        Case(source: prologue + "bind Observable.of(1, 2) -> shown\n", line: 4, column: 6, code: "E0109",
             help: "RxSwift's 'Observable.of(1, 2)' is 'from([1, 2])'"),
        Case(source: prologue + "let ticks = intervall(1s)\nbind ticks -> shown\n", line: 4, column: 13, code: "E0109",
             help: "did you mean 'interval'?"),
        Case(source: prologue + "bind count.interval(1s) -> shown\n", line: 4, column: 12, code: "E0129",
             help: "write it where a stream starts, as in 'let s = interval(D)'"),
        Case(source: prologue + "let plus = map(it + 1)\nbind plus -> shown\n", line: 4, column: 12, code: "E0129",
             help: "write it after a stream, as in 'NAME.map(E)'"),
        Case(source: prologue + "bind count.debounce(300ms, scheduler: MainScheduler.instance) -> shown\n", line: 4,
             column: 28, code: "E0109", help: "the run's virtual clock is the scheduler: leave 'scheduler:' out"),
        Case(source: prologue + "bind count.asDriver(onErrorJustReturn: 0) -> shown\n", line: 4, column: 12, code: "E0109",
             help: "RxCocoa's Driver is written '.catchAndReturn(0).main().share(1)'"),
        Case(source: prologue + "bind count.catchError { _ in just(0) } -> shown\n", line: 4, column: 12, code: "E0109",
             help: "the language handles an error with 'catchAndReturn(E)': the error becomes E, then completion "
                 + "(RxSwift's 'catchError' with a closure has no spelling here)"),
        Case(source: prologue + "bind count.disposed(by: bag) -> shown\n", line: 4, column: 12, code: "E0109",
             help: "a subscription lasts until 'unbind LABEL': name it with 'bind … as LABEL' or 'on … as LABEL'"),
        Case(source: prologue + "bind count.combineLatest(shown) { $0 + $1 } -> shown\n", line: 4, column: 33,
             code: "E0101", help: "RxSwift's result selector is a map after the call: '.combineLatest(b).map($0 + $1)'"),
        Case(source: prologue + "bind count -> shown\nunbnd b1\n", line: 5, column: 1, code: "E0102",
             help: "did you mean 'unbind'?"),
        Case(source: prologue + "button search\ntapp search\n", line: 5, column: 1, code: "E0102",
             help: "did you mean 'tap'?"),
        // Version 3's expectations and its first statement, misspelt.
        Case(source: prologue + "bind count -> shown\nexpect b1 endded\n", line: 5, column: 11, code: "E0101",
             help: "did you mean 'ended'?"),
        Case(source: prologue + "set count = 1\nexpect eror\n", line: 5, column: 12, code: "E0101",
             help: "did you mean 'expect error'?"),
        Case(source: prologue + "user name = \"x\"\nexpect overwite of name\n", line: 5, column: 17, code: "E0101",
             help: "did you mean 'expect overwrite of'?"),
        Case(source: prologue + "set count = 1\nexpect no erorr\n", line: 5, column: 11, code: "E0101",
             help: "did you mean 'error'?"),
        Case(source: "languag 3\nrelay a = 1\nset a = 2\n", line: 1, column: 1, code: "E0102",
             help: "did you mean 'language'?"),
    ]

    @Test(arguments: rxSwiftCases)
    func oneDiagnosticPerRxSwiftHabit(_ testCase: Case) {
        oneDiagnosticPerMistake(testCase)
    }

    @Test(arguments: cases)
    func oneDiagnosticPerMistake(_ testCase: Case) {
        let diagnostics = Frontend.parseAndCheck(SourceFile(path: "t.txt", text: testCase.source)).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.range.start.line):\($0.message.text)" })")
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.range.start.line == testCase.line)
        #expect(diagnostic.range.start.column == testCase.column)
        #expect(diagnostic.code == testCase.code)
        #expect(diagnostic.help?.text == testCase.help)
    }

    /// `feild name = ""` is read as the field it was meant to be: `name` is known below,
    /// so its three uses raise nothing; without the recovery each would be E0201.
    @Test(arguments: [
        ("feild", " = \"\""), ("relya", " = 0"), ("fild", " = \"\""), ("termnal", " = \"\""), ("lett", " = count"),
        ("buton", ""),
    ])
    func misspeltDeclarationIsStillDeclared(_ keyword: String, _ rest: String) {
        let uses = keyword == "buton" ? "tap name\ntap name\n" : "on name { set count = 1 }\nbind name -> other\n"
        let source = "relay count = 0\nrelay other = 0\n\(keyword) name\(rest)\n" + uses
        let diagnostics = Frontend.parseAndCheck(SourceFile(path: "t.txt", text: source)).diagnostics
        #expect(diagnostics.map(\.code) == ["E0102"], "\(diagnostics.map(\.message.text))")
        #expect(diagnostics.first?.range.start.line == 3)
    }

    /// A Swift file given by mistake is one error, not one per line.
    @Test func aSwiftFileIsOneError() throws {
        let source = try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/Sources/bindsim/main.swift", encoding: .utf8)
        let diagnostics = Frontend.parseAndCheck(SourceFile(path: "main.swift", text: source)).diagnostics
        #expect(diagnostics.map(\.code) == ["E0102"])
        #expect(diagnostics.first?.help == .notAScenario)
    }

    /// A wrong first line that a fix can be named for is not "not a scenario": the file
    /// is read on, and its other mistakes are reported too.
    @Test func aMisspeltFirstLineIsReadOn() {
        let diagnostics = Frontend.parseAndCheck(SourceFile(path: "t.txt", text: "Scenario \"x\"\nrelay a = 1\nset b = 2\n"))
            .diagnostics
        #expect(diagnostics.map(\.code) == ["E0102", "E0201"])
        #expect(diagnostics.first?.help == .didYouMean("scenario"))
    }
}
