import Testing
@testable import bindsim

/// `deferred(S)`: Combine's `Deferred { Future { … } }` (docs/language.md, "Combine";
/// Scenarios/combine/22-deferred.txt is its ground truth against OpenCombine).
@Suite("deferred")
struct DeferredTests {
    static func trace(_ source: String, _ arguments: [String] = [], name: String = #function) -> (status: Int32, output: String) {
        CommandLineTests.run(["trace"] + arguments + [CommandLineTests.scenario("language 4\n" + source, name: name)])
    }

    @Test("a future deferred(…) starts from runs its block at each subscription, never at its declaration")
    func blockPerSubscription() {
        for semantics in ["rx", "combine"] {
            let (status, output) = Self.trace("""
                semantics \(semantics)
                relay runs = 0
                relay seen = ""
                future f {
                  set runs = runs + 1
                  set f = runs * 10
                }
                expect runs == 0
                let once = deferred(f).map(it + 1)
                on once as a { set seen = seen + string(it) }
                completion { set seen = seen + " " + it }
                on once as b { set seen = seen + " " + string(it) }
                completion { set seen = seen + " " + it }
                expect runs == 2
                expect seen == "11 finished 21 finished"
                """, name: "perSubscription\(semantics)")
            #expect(status == 0, "\(semantics): \(output)")
        }
    }

    @Test("retry runs a deferred future's work again; a bare future's retry only replays its kept failure (C13, C14)")
    func retryRunsTheWorkAgain() {
        let (status, output) = Self.trace("""
            semantics combine
            relay bare = 0
            relay fresh = 0
            relay out = ""
            future f {
              set bare = bare + 1
              fail f with "no"
            }
            future d {
              set fresh = fresh + 1
              if fresh < 3 { fail d with "no" } else { set d = fresh }
            }
            on f.retry(5) as s1 { }
            completion { set out = it }
            expect bare == 1
            expect out == "failure(no)"
            on deferred(d).retry(5) as s2 { set out = string(it) }
            completion { set out = out + " " + it }
            expect fresh == 3
            expect out == "3 finished"
            """)
        #expect(status == 0, "\(output)")
    }

    @Test("over a node or a let, deferred(S) is S: every stream's arguments are made at subscription already")
    func overANodeItIsTheNode() throws {
        for semantics in [Semantics.rx, .combine] {
            let value = try CombineLanguageTests.finalValue(of: "out", """
                relay r = 1
                relay out = 0
                let doubled = r.map(it * 2)
                bind deferred(doubled).map(it + 1) -> out
                set r = 5
                """, semantics: semantics)
            #expect(value == .number(11), "\(semantics)")
        }
    }

    static let diagnosticCases: [FrontendCase] = [
        FrontendCase(#"""
semantics combine
relay x = 0
future f {
  set x = 1
  sink x.handleEvents(receiveOutput: { set f = it }) { }
  sink x { set f = it }
}
sink f as a { }
completion { }
let l = deferred(f)
set f = 2
fail f with "no"
"""#, #"""
test.txt:5:44: error: 'set f' outside its block: 'deferred(f)' makes a new future 'f' for each subscription [E0243]
 5 |   sink x.handleEvents(receiveOutput: { set f = it }) { }
   |                                            ^
   = help: fulfil it inside 'future f { … }' (a sink's block there runs later and still fulfils that subscription's future)

test.txt:8:6: error: future 'f' is made by 'deferred(f)' for each subscription: it has no subscribers of its own [E0242]
 8 | sink f as a { }
   |      ^
   = help: subscribe 'deferred(f)' here too, or declare a second future for a Future made once

test.txt:11:5: error: 'set f' outside its block: 'deferred(f)' makes a new future 'f' for each subscription [E0243]
 11 | set f = 2
    |     ^
    = help: fulfil it inside 'future f { … }' (a sink's block there runs later and still fulfils that subscription's future)

test.txt:12:6: error: 'fail f' outside its block: 'deferred(f)' makes a new future 'f' for each subscription [E0243]
 12 | fail f with "no"
    |      ^
    = help: fulfil it inside 'future f { … }' (a sink's block there runs later and still fulfils that subscription's future)

"""#),
    ]

    @Test(arguments: diagnosticCases)
    func rendersDiagnostics(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }

    @Test("a future whose block subscribes its own deferred again stops 256 levels deep (E0330), no stack overflow")
    func selfSubscribingBlockStops() {
        let (status, output) = Self.trace("""
            semantics combine
            future f {
              sink deferred(f) as inner { }
            }
            sink deferred(f) as outer { }
            """)
        #expect(status == 2, "\(output)")
        #expect(output.contains("the block of future 'f' subscribes 'deferred(f)', which runs that block again: "
                                + "256 levels deep, it would subscribe for ever [E0330]"), "\(output)")
    }

    @Test("each resubscription of retry counts against --max-subscriptions: a source that always fails stops there",
          arguments: ["rx", "combine"])
    func retryIsBudgeted(_ semantics: String) {
        let map = semantics == "rx" ? "map" : "tryMap"
        let (status, output) = Self.trace("""
            semantics \(semantics)
            relay q = 0
            sink q.\(map)(number("y")).retry(1000000000) as s { }
            completion { }
            """, ["--max-subscriptions", "50"], name: "retryBudget\(semantics)")
        #expect(status == 2, "\(output)")
        #expect(output.contains("this would make 1 more subscription, past the limit of 50 in a run (--max-subscriptions) [E0319]"),
                "\(output)")
    }
}
