import Foundation
import Testing
@testable import bindsim

/// Version 4's `semantics combine`: its words, what they refuse, and the rules that differ from
/// RxSwift's, each shown by the same scenario run under both semantics.
@Suite struct CombineLanguageTests {
    static let diagnosticCases: [FrontendCase] = [
        FrontendCase(#"""
semantics combine
relay a = 1
bind a.distinct() -> a
"""#, #"""
test.txt:3:8: error: 'distinct' is RxSwift's spelling, but this file's semantics is 'combine' [E0136]
 3 | bind a.distinct() -> a
   |        ^^^^^^^^
   = help: write 'removeDuplicates()'

"""#),
        FrontendCase(#"""
relay a = 1
bind a.removeDuplicates() -> a
"""#, #"""
test.txt:2:8: error: 'removeDuplicates' is Combine's spelling, but this file's semantics is 'rx' [E0136]
 2 | bind a.removeDuplicates() -> a
   |        ^^^^^^^^^^^^^^^^
   = help: write 'distinct()'

"""#),
        FrontendCase(#"""
semantics combine
relay a = 1
bind a.withLatestFrom(a) -> a
"""#, #"""
test.txt:3:8: error: 'withLatestFrom' has no Combine counterpart, and this file's semantics is 'combine' [E0137]
 3 | bind a.withLatestFrom(a) -> a
   |        ^^^^^^^^^^^^^^
   = help: write the pipeline with Combine's operators (docs/language.md, "Combine (version 4)"), or use 'semantics rx'

"""#),
        FrontendCase(#"""
semantics combine
relay a = 1
bind a.throttle(1s) -> a
"""#, #"""
test.txt:3:7: error: 'throttle' names this argument: write 'latest: …' [E0124]
 3 | bind a.throttle(1s) -> a
   |       ^^^^^^^^^^^^^
   = help: Combine's throttle has no default: 'latest: true' keeps the window's last element, 'latest: false' its first

"""#),
        FrontendCase(#"""
semantics combine
relay a = 1
bind a.receive(on: later) -> a
"""#, #"""
test.txt:3:20: error: unknown scheduler 'later' [E0138]
 3 | bind a.receive(on: later) -> a
   |                    ^^^^^
   = help: write 'receive(on: main)' (RunLoop.main or DispatchQueue.main: a later turn) or 'receive(on: immediate)' (ImmediateScheduler: at once)

"""#),
        FrontendCase(#"""
semantics combine
passthrough p
relay out = 0
bind p.switchToLatest(just(1)) -> out
"""#, #"""
test.txt:4:8: error: 'switchToLatest()' follows a 'map' whose argument is a stream: the language reads the two as one operator [E0139]
 4 | bind p.switchToLatest(just(1)) -> out
   |        ^^^^^^^^^^^^^^
   = help: write 'map(S).switchToLatest()'

"""#),
        FrontendCase(#"""
relay r = 1
assign r <-> r
"""#, #"""
test.txt:2:1: error: 'assign' is one-way (Combine's assign(to:)): 'assign S -> NAME' [E0140]
 2 | assign r <-> r
   | ^^^^^^^^^^^^^^
   = help: a two-way binding is 'bind A <-> B': under Combine, its two subscriptions

"""#),
        FrontendCase(#"""
relay r = 1
complete r
"""#, #"""
test.txt:2:10: error: 'complete' ends a Combine subject, but relay 'r' cannot end [E0236]
 2 | complete r
   |          ^
   = help: a 'currentValue' or 'passthrough' ends in every file, a 'relay' or 'publish' under 'semantics combine' (RxRelay's relays never end)

"""#),
        FrontendCase(#"""
semantics combine
passthrough p
sink p demand 1 { }
"""#, #"""
test.txt:3:8: error: 'demand' (a subscriber's demand) is not in language 4 yet [E0141]
 3 | sink p demand 1 { }
   |        ^^^^^^
   = help: docs/language.md, "Combine (version 4)", lists what is to come and what language 4 leaves out

"""#),
        FrontendCase(#"""
relay a = 0
bind a.prefix(while: it < 3) -> a
bind a.flatMap(just(it), maxPublishers: 1) -> a
"""#, #"""
test.txt:2:8: error: 'prefix(while:)' is Combine's spelling, but this file's semantics is 'rx' [E0136]
 2 | bind a.prefix(while: it < 3) -> a
   |        ^^^^^^
   = help: write 'takeWhile(E)'

test.txt:3:8: error: 'flatMap(S, maxPublishers:)' is Combine's spelling, but this file's semantics is 'rx' [E0136]
 3 | bind a.flatMap(just(it), maxPublishers: 1) -> a
   |        ^^^^^^^
   = help: write 'flatMapFirst(S)'

"""#),
        FrontendCase(#"""
semantics combine
currentValue a = 0
passthrough p
bind a.flatMap(just(it), maxPublishers: 1) -> a
bind p.flatMap(just(it), maxPublishers: 2) -> a
bind p.drop(3) -> a
"""#, #"""
test.txt:4:8: error: 'flatMap(S, maxPublishers: 1) over a currentValue' (the value a CurrentValueSubject or @Published owes the next demand) is not in language 4 yet [E0141]
 4 | bind a.flatMap(just(it), maxPublishers: 1) -> a
   |        ^^^^^^^
   = help: docs/language.md, "Combine (version 4)", lists what is to come and what language 4 leaves out

test.txt:5:41: error: 'flatMap(S, maxPublishers: N) with N other than 1' (a subscriber's demand) is not in language 4 yet [E0141]
 5 | bind p.flatMap(just(it), maxPublishers: 2) -> a
   |                                         ^
   = help: docs/language.md, "Combine (version 4)", lists what is to come and what language 4 leaves out

test.txt:6:8: error: unknown operator 'drop' [E0109]
 6 | bind p.drop(3) -> a
   |        ^^^^
   = help: Combine's drop is 'dropFirst(N)', 'drop(while: E)' or 'drop(untilOutputFrom: S)'

"""#),
        FrontendCase(#"""
semantics combine
relay r = 0
bind r.handleEvents(r) -> r
"""#, #"""
test.txt:3:21: error: 'handleEvents' names this argument: write 'receiveOutput: …' [E0124]
 3 | bind r.handleEvents(r) -> r
   |                     ^
   = help: write 'handleEvents(receiveOutput: { set NAME = it })': its statements run for each element

"""#),
        FrontendCase(#"""
semantics combine
future f
plain p = 1
relay r = 0
set r = f
sink p as s { set r = it }
complete f
set r.value = 2
currentValue c = 0
set p.value = 3
"""#, #"""
test.txt:5:9: error: future 'f' has no current value to read [E0212]
 5 | set r = f
   |         ^

test.txt:6:6: error: plain 'p' cannot be subscribed to [E0204]
 6 | sink p as s { set r = it }
   |      ^
   = help: a plain property publishes nothing: declare it 'published p = …' to subscribe to it

test.txt:7:10: error: 'complete' ends a Combine subject, but future 'f' cannot end [E0236]
 7 | complete f
   |          ^
   = help: a Future finishes after its value: 'set f = …' fulfils it, 'fail f with …' fails it

test.txt:10:5: error: '.value' is a CurrentValueSubject's setter, but plain 'p' is not one [E0240]
 10 | set p.value = 3
    |     ^
    = help: write 'set p = …' (a 'currentValue' has '.value', and a 'relay' under 'semantics combine')

"""#),
        FrontendCase(#"""
object model
published a = 0 in model
relay r = 0
bind model -> r
bind objectWillChange(r) -> r
set model = 1
"""#, #"""
test.txt:4:6: error: object 'model' is not a stream: its objectWillChange is [E0237]
 4 | bind model -> r
   |      ^^^^^
   = help: write 'objectWillChange(model)'

test.txt:5:23: error: 'objectWillChange(…)' needs an object, but relay 'r' is not one [E0238]
 5 | bind objectWillChange(r) -> r
   |                       ^

test.txt:6:5: error: object 'model' cannot be written: its members ('published … in model') announce into it [E0239]
 6 | set model = 1
   |     ^^^^^

"""#),
    ]

    @Test(arguments: diagnosticCases)
    func rendersDiagnostics(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }

    @Test("Combine's statements parse as written; a completion may start the line after the '}'")
    func parses() {
        let source = """
        semantics combine
        currentValue c: Number = 0
        passthrough p
        passthrough q
        relay out = 0
        sink c.map(p).switchToLatest() as s { set out = it }
        completion { set out = -1 }
        assign p.removeDuplicates().receive(on: immediate) -> out as a
        complete c
        fail q with "boom"
        expect s finished
        expect a failed
        """
        #expect(frontendOutput(source) == """
        (currentValue c : Number 0)
        (passthrough p)
        (passthrough q)
        (relay out 0)
        (on (stream c (switchToLatest (stream p))) as s
          (set out it)
          (completion
            (set out -1)))
        (bind (stream p (removeDuplicates) (receive "immediate")) -> out as a)
        (complete c)
        (fail q with "boom")
        (expect s finished)
        (expect a failed)

        """)
    }

    /// The value `node` is left with by `body`, run under `semantics`.
    static func finalValue(of node: String, _ body: String, semantics: Semantics) throws -> Value? {
        let source = "semantics \(semantics.rawValue)\n" + body
        let (run, outcome) = try FidelityTests.outcome(source)
        #expect(outcome.runtimeError == nil, "\(outcome.runtimeError.map { $0.message.text } ?? "")")
        return run.program.declarationIndex(of: node).flatMap { run.node(at: $0)?.storedValue }
    }

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: String
        let body: String
        let node: String
        let rx: Value
        let combine: Value
        var testDescription: String { rule }
    }

    static let ruleCases: [RuleCase] = [
        // C1: the value b gets inside the sink is not emitted under Combine.
        RuleCase(rule: "C1 combineLatest", body: """
            relay a = 1
            relay b = 10
            relay seen = ""
            on a.combineLatest(b) { set seen = seen + "(" + string($0) + "," + string($1) + ")"
              if $0 == 2 && $1 == 10 { set b = 20 } }
            set a = 2
            """, node: "seen", rx: .string("(1,10)(2,10)(2,20)"), combine: .string("(1,10)(2,10)")),
        // C2: latest: false keeps the window's first element and sends it at the window's end.
        RuleCase(rule: "C2 throttle latest: false", body: """
            publish p
            relay x = ""
            bind p.throttle(300ms, latest: false) -> x
            set p = "a"
            wait 100ms
            set p = "b"
            wait 100ms
            set p = "c"
            wait 150ms
            """, node: "x", rx: .string("a"), combine: .string("b")),
        // C3: the pending element is dropped when the upstream ends.
        RuleCase(rule: "C3 debounce at the end", body: """
            relay x = ""
            on just("d").debounce(200ms) { set x = it }
            wait 1s
            """, node: "x", rx: .string("d"), combine: .string("")),
        // C17: zip finishes once the finished input has nothing buffered; RxSwift's waits for both.
        RuleCase(rule: "C17 zip's end", body: """
            passthrough a
            passthrough b
            relay z = ""
            on a.zip(b) { set z = string($0) + string($1) }
            completion { set z = z + " " + it }
            set a = 1
            complete a
            set b = 2
            """, node: "z", rx: .string("12"), combine: .string("12 finished")),
    ]

    @Test("the same scenario under rx and under combine", arguments: ruleCases)
    func rulesDiffer(_ testCase: RuleCase) throws {
        #expect(try Self.finalValue(of: testCase.node, testCase.body, semantics: .rx) == testCase.rx)
        #expect(try Self.finalValue(of: testCase.node, testCase.body, semantics: .combine) == testCase.combine)
    }

    /// What `bindsim trace` prints for `source`.
    static func trace(_ source: String, name: String = #function) -> (status: Int32, output: String) {
        CommandLineTests.run(["trace", CommandLineTests.scenario(source, name: name)])
    }

    @Test("C14: retry(N) subscribes N + 1 times under Combine, N times under RxSwift")
    func retryCounts() {
        // Only Combine's tryMap may fail there; RxSwift's map does.
        for (semantics, map, subscriptions) in [(Semantics.rx, "map", 2), (.combine, "tryMap", 3)] {
            let body = """
                relay r = 1
                relay out = ""
                on r.\(map)(number("x")).retry(2) as s { }
                completion { set out = it }
                expect s failed
                """
            let (status, output) = Self.trace("semantics \(semantics.rawValue)\n" + body, name: "retry\(semantics)")
            #expect(status == 0, "\(output)")
            #expect(output.components(separatedBy: "(replay of r)").count - 1 == subscriptions, "\(output)")
        }
    }

    @Test("delay delays a completion as it delays an element, in both semantics (RxSwift's Delay.swift, C4)")
    func delayDelaysTheEnd() {
        for semantics in Semantics.allCases {
            let (status, output) = Self.trace("""
                semantics \(semantics.rawValue)
                currentValue q = "x"
                relay out = ""
                on q.delay(100ms) as d { set out = it }
                completion { set out = it }
                wait 50ms
                complete q
                wait 50ms
                expect out == "x"
                wait 49ms
                expect d running
                wait 1ms
                expect out == "finished"
                expect d finished
                """, name: "delay\(semantics)")
            #expect(status == 0, "\(output)")
        }
    }

    @Test("under Combine an error in map stops the scenario (E0326); tryMap fails the stream")
    func closuresCannotThrow() {
        let stopped = Self.trace("semantics combine\nrelay a = 1\nrelay b = 0\nbind a.map(number(\"x\")) -> b\n")
        #expect(stopped.status == 2)
        #expect(stopped.output.contains("stopped by a run-time error at line 4 (E0326, below)"), "\(stopped.output)")
        // The same error in an rx file ends that binding only, and needs its `expect error`.
        let ended = Self.trace("relay a = 1\nrelay b = 0\nbind a.map(number(\"x\")) -> b\nexpect error\n")
        #expect(ended.status == 0, "\(ended.output)")
        let handled = Self.trace("""
            semantics combine
            relay a = 1
            relay b = ""
            sink a.tryMap(number("x")) as s { }
            completion { set b = it }
            expect s failed
            expect b == "failure('number' needs a String holding a number, found \\"x\\")"
            """)
        #expect(handled.status == 0, "\(handled.output)")
        #expect(handled.output.contains("✕ s failed at 4:15: 'number' needs a String holding a number, found \"x\" [E0313]"))
    }

    @Test("under Combine a failure the check sees reach a subscription without a completion block is E0241")
    func failureNeedsACompletion() {
        let (status, output) = Self.trace("semantics combine\npassthrough p\nrelay b = 0\nbind p -> b\nfail p with \"boom\"\n")
        #expect(status == 2)
        #expect(output.contains("a failure can reach b1, which has no completion block: Combine requires Failure == Never here [E0241]"),
                "\(output)")
        let handled = Self.trace("semantics combine\npassthrough p\nrelay b = 0\nbind p.replaceError(with: 0) -> b\nfail p with \"boom\"\n")
        #expect(handled.status == 0, "\(handled.output)")
    }

    @Test("a failure too deep for the check to see stops the run when it reaches such a subscription (E0327)")
    func unseenFailureStops() {
        let nested = String(repeating: "merge(", count: 34) + "p.tryMap(number(it))" + String(repeating: ", p)", count: 34)
        let (status, output) = Self.trace("semantics combine\npassthrough p\nrelay b = 0\nbind \(nested) -> b\nset p = \"x\"\n")
        #expect(status == 2)
        #expect(output.contains("(E0327, below)"), "\(output)")
    }

    @Test("C18: a value that completes zip's next tuple while zip delivers one stops the run (E0328)")
    func zipReentrantPair() {
        let (status, output) = Self.trace("""
            semantics combine
            passthrough a
            passthrough b
            on a.zip(b) as z { set a = "again"
              set b = "pair" }
            set a = "a1"
            set b = "b1"
            """)
        #expect(status == 2, "\(output)")
        #expect(output.contains("a passthrough announces \"again\""), "a value that completes no tuple is buffered: \(output)")
        #expect(output.contains("(E0328, below)"), "\(output)")
    }

    @Test("a future runs its block at the declaration, keeps its first result, and replays value and end (C13)")
    func future() {
        let (status, output) = Self.trace("""
            relay seen = ""
            future f {
              set f = 1
              set f = 2
            }
            on f as early { set seen = seen + string(it) }
            completion { set seen = seen + " " + it }
            future g
            on g as a { set seen = "a" + string(it) }
            completion { set seen = seen + " a:" + it }
            on g as b { set seen = seen + " b" + string(it) }
            completion { set seen = seen + " b:" + it }
            set g = 5
            expect seen == "a5 a:finished b5 b:finished"
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("✕ 2 dropped by f (fulfilled: promise ignored)"), "\(output)")
        #expect(output.contains("→ early receives 1  (replay of f)"), "\(output)")
        #expect(output.contains("g future announces 5  (order unspecified in Combine; this run: a, b) [combine C7]"), "\(output)")
    }

    @Test("set c.value sends before the end and stores silently after it (C5)")
    func valueSetter() throws {
        #expect(try Self.finalValue(of: "seen", """
            currentValue c = 0
            relay seen = 0
            on c { set seen = it }
            set c.value = 1
            complete c
            set c.value = 3
            """, semantics: .rx) == .number(1))
        #expect(try Self.finalValue(of: "c", """
            currentValue c = 0
            complete c
            set c.value = 3
            """, semantics: .combine) == .number(3))
    }

    @Test("assign into a plain property stores at once, announcing nothing; it never fires objectWillChange (C11, C9)")
    func plainProperty() {
        let (status, output) = Self.trace("""
            semantics combine
            object model
            plain k = "" in model
            passthrough source
            relay willChange = 0
            on objectWillChange(model) { set willChange = willChange + 1 }
            assign source -> k
            set source = "x"
            expect k == "x"
            set k = "y"
            expect k == "y"
            expect willChange == 0
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("k plain set to \"x\"  (silent)"), "\(output)")
    }

    @Test("a sink inside a block subscribes during the delivery: the value being set on a published, Apple's (C10)")
    func nestedSink() {
        let (status, output) = Self.trace("""
            published count = 0
            passthrough p
            relay seen = ""
            relay n = 0
            on count as outer {
              if it == 1 { on count as inner { set seen = seen + string(it) + "/" + string(count) } }
            }
            set count = 1
            expect seen == "1/0"
            on p { on p { set n = n + 1 } }
            set p = 1
            set p = 2
            expect n == 1
            unbind on4
            set p = 3
            expect n == 1
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("→ inner receives 1  (replay of count: the value being set) [combine C10 Apple: OpenCombine#198; OpenCombine gives the old value]"),
                "\(output)")
        let (_, warning) = CommandLineTests.run(["check", CommandLineTests.scenario(
            "language 3\nrelay a = 0\non a { on a { set a = 1 } }\n", name: "nestedSinkVersion")])
        #expect(warning.contains("'sink inside a block' is language version 4, but this file says 'language 3' [W0130]"), "\(warning)")
    }

    @Test("--orders all tells apart two subscriptions with one label (combineLatest's inputs on one subject)")
    func ordersOfSameLabel() {
        let path = CommandLineTests.scenario("""
            semantics combine
            passthrough p
            relay seen = ""
            sink p.combineLatest(p.map(it * 10)) as c { set seen = seen + string($0) + "," + string($1) + " " }
            set p = 1
            set p = 2
            expect seen in ["1,10 2,10 2,20 ", "1,10 1,20 2,20 "]
            expect seen == "1,10 2,10 2,20 "
            """, name: "ordersOfSameLabel")
        let (status, output) = CommandLineTests.run(["run", "--orders", "all", path])
        #expect(status == 1, "\(output)")
        #expect(output.contains("found \"1,10 1,20 2,20 \""), "the second order is run: \(output)")
        #expect(output.contains("order-dependent"), "\(output)")
    }

    @Test("export refuses a future, a plain node and a sink inside a block, in an rx file too (no crash)")
    func exportRefusesCombineNodes() {
        let path = CommandLineTests.scenario("""
            relay a = 0
            future f {
              set f = 1
            }
            plain p = 1
            on a { on a { set a = 1 } }
            """, name: "exportRefusesCombineNodes")
        for target in ["rxswift", "observation"] {
            let (status, output) = CommandLineTests.run(["export", "--to", target, path])
            #expect(status == 2, "\(target): \(output)")
            #expect(output.contains("future 'f' has no counterpart") || output.contains("no observable or computed node"),
                    "\(target): \(output)")
        }
        let (_, rx) = CommandLineTests.run(["export", path])
        #expect(rx.contains("plain 'p' has no counterpart in RxSwift"), "\(rx)")
        #expect(rx.contains("'sink inside a block' has no counterpart in RxSwift"), "\(rx)")
    }

    @Test("a completed subject ignores sends, and a late subscriber gets only the end (C5)")
    func completedSubject() {
        let (status, output) = Self.trace("""
            currentValue c = 0
            relay seen = ""
            complete c
            set c = 2
            expect c == 0
            on c as late { set seen = string(it) }
            completion { set seen = it }
            expect seen == "finished"
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("✕ 2 dropped by c (completed: send ignored)"), "\(output)")
        #expect(output.contains("late completed"), "an rx file words the end as RxSwift does: \(output)")
    }

    @Test("export refuses a semantics combine file, once (E0504)")
    func exportRefuses() {
        let path = CommandLineTests.scenario("semantics combine\nrelay a = 1\nrelay b = 0\nbind a -> b\n")
        let console = Console.memory()
        let status = Commands.main(["export", path], console: console)
        #expect(status.rawValue == 2)
        #expect(console.err.text.contains("a 'semantics combine' file follows Combine's rules"), "\(console.err.text)")
        #expect(console.err.text.components(separatedBy: "[E0504]").count == 2, "\(console.err.text)")
    }

    @Test("a published node marks its lost write and its unspecified order in a language-4 file only (C20, C7)")
    func publishedMarkers() {
        let body = """
            published volume: Number = 0
            relay seen = 0
            on volume { if it > 10 { set volume = 10 } }
            on volume { set seen = it }
            set volume = 50
            """
        let v4 = Self.trace(body + "\nexpect lost write of volume\n", name: "published4")
        #expect(v4.status == 0, "\(v4.output)")
        #expect(v4.output.contains("volume published stores 50  ! lost write: 10, written inside this write's willSet, is replaced [combine C20]"),
                "\(v4.output)")
        #expect(v4.output.contains("volume published announces 50  (order unspecified in Combine; this run: on1, on2) [combine C7]"),
                "\(v4.output)")
        let v3 = Self.trace("language 3\n" + body, name: "published3")
        #expect(v3.status == 0, "\(v3.output)")
        #expect(!v3.output.contains("lost write") && !v3.output.contains("order unspecified"), "\(v3.output)")
    }

    @Test("under Combine a bad operator argument stops the scenario too (E0326), not the stream")
    func badArgumentStops() {
        let (status, output) = Self.trace("""
            semantics combine
            passthrough p
            relay x = 0
            sink p.throttle(300ms, latest: 1) as s { set x = it }
            completion { set x = -1 }
            set p = 1
            """)
        #expect(status == 2, "\(output)")
        #expect(output.contains("[E0326]"), "\(output)")
    }

    @Test("C4: Combine's delay delays a failure as it delays a value; RxSwift's delivers it at once")
    func delayDelaysAFailure() {
        let body = """
            passthrough p
            relay out = ""
            on p.delay(100ms) as d { set out = string(it) }
            completion { set out = it }
            set p = 1
            wait 50ms
            fail p with "boom"
            """
        let combine = Self.trace("semantics combine\n" + body + "\nexpect out == \"\"\nwait 50ms\nexpect out == \"1\"\nwait 50ms\nexpect out == \"failure(boom)\"\n",
                                 name: "delayFailureCombine")
        #expect(combine.status == 0, "\(combine.output)")
        let rx = Self.trace("semantics rx\n" + body + "\nexpect out == \"failure(boom)\"\n", name: "delayFailureRx")
        #expect(rx.status == 0, "\(rx.output)")
    }

    @Test("C20 and C9: a write an objectWillChange subscriber makes is an inner write the outer store replaces")
    func objectWillChangeWriteIsLost() {
        let (status, output) = Self.trace("""
            semantics combine
            object model
            published a: Number = 0 in model
            relay done = false
            sink objectWillChange(model) as w { if !done {
                set done = true
                set a = 3
              } }
            set a = 2
            expect a == 2
            expect lost write of a
            """)
        #expect(status == 0, "\(output)")
    }

    @Test("now() is the virtual time in milliseconds, read where it is evaluated: at a declaration, in a timer's delivery")
    func nowReadsTheClock() {
        let (status, output) = Self.trace("""
            semantics combine
            passthrough ticks: Number
            relay log = ""
            relay started = now()
            sink ticks.debounce(100ms) as s { set log = string(it) + " at " + string(now()) }
            set ticks = 1
            wait 50ms
            set ticks = 2
            wait 100ms
            relay ended = 0
            set ended = now() + 1
            expect log == "2 at 150"
            expect started == 0
            expect ended == 151
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("log relay announces \"2 at 150\""), "\(output)")
    }

    @Test("now() takes no arguments, and a file of language 3 that calls it is told it is version 4's")
    func nowIsVersion4() {
        #expect(frontendOutput("relay r = now(1)\n").contains("error: 'now' takes no arguments"))
        #expect(frontendOutput("language 3\nrelay r = now()\n").contains("now()"))
    }

    @Test("Combine's send is written set; a publish or passthrough with a type has no initial value to check")
    func sendAndTypedSubjects() {
        #expect(frontendOutput("semantics combine\npassthrough p\np.send(2)\n")
            .contains("help: write a value with 'set p = VALUE'"))
        #expect(frontendOutput("semantics combine\npassthrough p\nsend p = 2\n")
            .contains("help: a subject's 'send(VALUE)' is written 'set NAME = VALUE'"))
        let (status, output) = Self.trace("""
            publish p: Number
            passthrough q: String
            relay r = 0
            on p { set r = it }
            set p = 3
            set q = "x"
            expect r == 3
            """)
        #expect(status == 0, "\(output)")
    }

    @Test("handleEvents(receiveOutput: { … }) parses its block across lines, inside the call's parentheses")
    func handleEventsParses() {
        let source = """
        semantics combine
        passthrough p
        relay r = 0
        relay n = 0
        bind p
          .handleEvents(receiveOutput: {
            set n = n + 1
            if it > 1 { set r = it }
          }
          )
          .map(it * 2) -> r
        """
        #expect(frontendOutput(source) == """
        (passthrough p)
        (relay r 0)
        (relay n 0)
        (bind (stream p (handleEvents { (set n (+ n 1)) (if (> it 1) (then (set r it))) }) (map (* it 2))) -> r)

        """)
    }

    static let handleEventsCases: [(body: String, expected: String)] = [
        ("bind p.handleEvents(receiveOutput: set r = 1) -> r",
         "test.txt:4:36: error: expected '{', found 'set' [E0101]"),
        ("bind p.handleEvents({ set r = 1 }) -> r",
         "test.txt:4:21: error: 'handleEvents' names this argument: write 'receiveOutput: …' [E0124]"),
        ("bind p.handleEvents(receiveOutput: { wait 10ms }) -> r",
         "test.txt:4:38: error: 'wait' is not allowed inside the block of handleEvents(…) [E0106]"),
        ("bind p.handleEvents(receiveOutput: { set q = 1 }) -> r",
         "test.txt:4:42: error: unknown node 'q' [E0201]"),
        ("bind p.handleEvents(receiveOutput: {\nset r = (1\n}) -> r\nset p = 2",
         "test.txt:6:1: error: expected ')', found '}' [E0101]"),
    ]

    @Test("a malformed handleEvents is one clear error, and an error inside its block recovers there (no crash)",
          arguments: handleEventsCases.indices)
    func handleEventsDiagnostics(_ index: Int) {
        let (body, expected) = Self.handleEventsCases[index]
        let output = frontendOutput("semantics combine\npassthrough p\nrelay r = 0\n" + body + "\n")
        #expect(output.hasPrefix(expected + "\n"), "\(output)")
    }

    @Test("a statement a future's or handleEvents' block cannot hold is named with that block, not an 'on' block")
    func blockNamedInItsError() {
        let output = frontendOutput("""
            semantics combine
            passthrough q: String
            future f {
              wait 1s
            }
            sink q.handleEvents(receiveOutput: {
              wait 1s
            }) { }
            """)
        #expect(output.contains("'wait' is not allowed inside a future's block [E0106]"), "\(output)")
        #expect(output.contains("'wait' is not allowed inside the block of handleEvents(…) [E0106]"), "\(output)")
    }

    @Test("handleEvents is Combine's: an rx file is told RxSwift's do(onNext:) is not in the language")
    func handleEventsUnderRx() {
        #expect(frontendOutput("relay r = 0\nbind r.handleEvents(receiveOutput: { set r = 1 }) -> r\n").contains(
            "help: RxSwift's 'do(onNext:)' is not in the language: write the effect in an 'on' block of its own, or use 'semantics combine'"))
    }

    @Test("handleEvents' block runs before the value goes on, once per subscription; its writes are edges of the graph")
    func handleEventsRunsFirst() throws {
        #expect(try Self.finalValue(of: "seen", """
            passthrough p
            relay loading = false
            relay seen = ""
            let s = p.handleEvents(receiveOutput: { set loading = true }).map(it + 1)
            sink s { set seen = seen + string(it) + ":" + string(loading) + " "
              set loading = false }
            sink s { set seen = seen + "second " }
            set p = 1
            """, semantics: .combine) == .string("2:true second "))
        let (status, output) = Self.trace("""
            semantics combine
            relay text = ""
            sink text.handleEvents(receiveOutput: { set text = it + "x" }) as s { }
            expect loop
            """, name: "handleEventsLoop")
        #expect(status == 0, "\(output)")
        let check = CommandLineTests.run(["trace", "--loop-check", CommandLineTests.scenario("""
            semantics combine
            relay text = ""
            relay other = ""
            bind text.handleEvents(receiveOutput: { set text = it + "x" }) -> other
            expect loop
            """, name: "handleEventsCycle")])
        #expect(check.output.contains("text -> text"), "the static check sees the block's write: \(check.output)")
    }

    @Test("an error in handleEvents' block stops the scenario under Combine (its closure cannot throw: E0326)")
    func handleEventsCannotThrow() {
        let (status, output) = Self.trace("""
            semantics combine
            passthrough p
            relay r = 0
            bind p.handleEvents(receiveOutput: { set r = number(it) }) -> r
            set p = "4x"
            """)
        #expect(status == 2, "\(output)")
        #expect(output.contains("E0326"), "\(output)")
    }

    @Test("a misspelt label of prefix or drop suggests the labelled spelling closest to it")
    func misspeltLabel() {
        #expect(frontendOutput("semantics combine\npassthrough p\nrelay r = 0\nbind p.prefix(whil: it < 3) -> r\n")
            .contains("help: did you mean 'prefix(while: E)'?"))
        #expect(frontendOutput("semantics combine\npassthrough p\nrelay r = 0\nbind p.prefix(untilOutput: p) -> r\n")
            .contains("help: did you mean 'prefix(untilOutputFrom: S)'?"))
    }
}
