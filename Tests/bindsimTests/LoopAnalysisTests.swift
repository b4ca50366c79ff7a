import Testing
@testable import bindsim

/// The static half of the loop check: cycles, their guards, and whether a cycle
/// remains that no guard breaks.
@Suite("Static loop analysis")
struct LoopAnalysisTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var source: String
        /// Each cycle as "path: unguarded" or "path: guarded".
        var expected: [String]
        var description: String { name }
    }

    static func analyse(_ source: String) throws -> [String] {
        let file = SourceFile(path: "test.txt", text: source)
        let program = try #require(Frontend.parseAndCheck(file).program)
        return LoopAnalysis.cycles(in: BindingGraph(program: program)).map { cycle in
            cycle.path.joined(separator: " -> ") + (cycle.hasUnguardedCycle ? ": unguarded" : ": guarded")
        }
    }

    @Test(arguments: [
        Case(name: "relay <-> relay with rx loops",
             source: "relay a = 1\nrelay b = 2\nbind a <-> b\n", expected: ["a -> b -> a: unguarded"]),
        Case(name: "a two-way style guards its own echo",
             source: "relay a = 1\nrelay b = 2\nbind a <-> b using bibinding\n", expected: ["a -> b -> a: guarded"]),
        Case(name: "a chain of guarded two-way bindings does not loop",
             source: "relay a = 1\nrelay b = 2\nrelay c = 3\nbind a <-> b using channel\nbind b <-> c using channel\n",
             expected: ["a -> b -> a: guarded"]),
        Case(name: "a triangle of guarded two-way bindings loops",
             source: """
             relay a = 1
             relay b = 2
             relay c = 3
             bind a <-> b using bibinding
             bind b <-> c using bibinding
             bind c <-> a using bibinding
             """, expected: ["a -> b -> c -> a: unguarded"]),
        Case(name: "a longer cycle through one direction of a two-way binding is not guarded by it",
             source: """
             relay a = 0
             relay b = 0
             relay c = 0
             bind a <-> b using bibinding
             bind b.map(it + 1) -> c
             bind c.delay(1s) -> a
             """, expected: ["a -> b -> c -> a: unguarded"]),
        Case(name: "a field's silent programmatic set guards field <-> relay",
             source: "field f = \"\"\nrelay r = \"\"\nbind f <-> r\n", expected: ["f -> r -> f: guarded"]),
        Case(name: "distinct on the way guards the cycle",
             source: "relay a = 1\nrelay b = 2\nbind a.distinct() -> b\nbind b -> a\n", expected: ["a -> b -> a: guarded"]),
        Case(name: "a conditional write in an on block guards it",
             source: "relay r = 0\non r { if it < 3 { set r = it + 1 } }\n", expected: ["r -> r: guarded"]),
        Case(name: "an unconditional write in an on block loops",
             source: "relay r = 0\non r { set r = it + 1 }\n", expected: ["r -> r: unguarded"]),
        Case(name: "withLatestFrom only samples: no cycle",
             source: "relay a = 1\nrelay b = 2\nbind a.withLatestFrom(b) -> b\n", expected: []),
        Case(name: "a let stream is expanded",
             source: "relay a = 1\nrelay b = 2\nlet doubled = a.map(it * 2)\nbind doubled -> b\nbind b -> a\n",
             expected: ["a -> b -> a: unguarded"]),
    ])
    func cycles(_ testCase: Case) throws {
        #expect(try Self.analyse(testCase.source) == testCase.expected)
    }

    @Test("a cycle's guards are listed once each: operators' (by what they depend on, then name), 'if', styles, silent sets")
    func guardOrder() throws {
        let file = SourceFile(path: "test.txt", text: """
            field z = ""
            field y = ""
            terminal x = ""
            relay r = ""
            bind z <-> r using channel
            bind y <-> r using bibinding
            bind x.distinct() -> z
            bind r.filter(it != "q").distinct() -> x
            on y { if it != "" { set y = it } }
            """)
        let program = try #require(Frontend.parseAndCheck(file).program)
        let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        let shown = cycles.map { $0.guards.map(\.description) }
        #expect(shown == [[
            "distinct()", "filter", "'if' in an 'on' block", "'bibinding' style", "'channel' style",
            "silent set of terminal x", "silent set of field y", "silent set of field z",
        ]])
    }

    @Test("a 100,000-node chain is analysed without recursion")
    func longChain() throws {
        var source = ""
        for index in 0..<100_000 { source += "relay r\(index) = 0\n" }
        for index in 0..<99_999 { source += "bind r\(index) -> r\(index + 1)\n" }
        source += "bind r99999 -> r0\n"
        let cycles = try Self.analyse(source)
        #expect(cycles.count == 1)
        #expect(cycles.first?.hasSuffix("-> r0: unguarded") == true)
    }

    static func components(_ source: String) throws -> [StaticCycle] {
        let file = SourceFile(path: "test.txt", text: source)
        let program = try #require(Frontend.parseAndCheck(file).program)
        return LoopAnalysis.cycles(in: BindingGraph(program: program))
    }

    /// Relays n0…n(count-1), each bound to every other one.
    static func completeGraph(_ count: Int) -> String {
        var source = (0..<count).map { "relay n\($0) = 0\n" }.joined()
        for from in 0..<count { for to in 0..<count where to != from { source += "bind n\(from) -> n\(to)\n" } }
        return source
    }

    @Test("a component counts its elementary cycles, each once, parallel bindings apart")
    func cycleCounts() throws {
        // Complete on 4 nodes: 6 two-cycles, 8 three-cycles, 6 four-cycles.
        let complete = try #require(try Self.components(Self.completeGraph(4)).first)
        #expect(complete.cycleCount == 20 && complete.cycleCountIsExact)
        let parallel = try #require(try Self.components("relay a = 0\nrelay b = 0\nbind a -> b\nbind a -> b\nbind b -> a\n").first)
        #expect(parallel.cycleCount == 2)
        let selfLoop = try #require(try Self.components("relay r = 0\non r { if it < 3 { set r = it + 1 } }\n").first)
        #expect(selfLoop.cycleCount == 1 && selfLoop.nodes == ["r"])
        let nameForm = try #require(try Self.components(ScenarioRunTests.nameForm).first)
        #expect(nameForm.cycleCount == 5)
    }

    @Test("each edge of a component carries its own guards and its binding's line")
    func edgesCarryTheirGuards() throws {
        let nameForm = try #require(try Self.components(ScenarioRunTests.nameForm).first)
        let edges = nameForm.edges.map { "\($0.from) -> \($0.to) \($0.line): " + TraceWording.guards($0.guards) }
        #expect(edges.contains("firstField -> first 7: "))
        #expect(edges.contains("first -> firstField 7: silent set of field firstField"))
        #expect(edges.contains("first -> full 10: distinct()"))
        #expect(edges.contains("full -> first 11: distinct()"))
        #expect(edges.count == 10)
    }

    @Test("counting cycles stays cheap: a 100,000-node ring is 1 cycle; a dense graph stops at its budget")
    func cycleCountBudget() throws {
        var ring = ""
        for index in 0..<100_000 { ring += "relay r\(index) = 0\n" }
        for index in 0..<100_000 { ring += "bind r\(index) -> r\((index + 1) % 100_000)\n" }
        let component = try #require(try Self.components(ring).first)
        #expect(component.cycleCount == 1 && component.cycleCountIsExact)
        let dense = try #require(try Self.components(Self.completeGraph(12)).first)
        #expect(!dense.cycleCountIsExact && dense.cycleCount > 1_000)
        // A chain of two-way bindings: from each node, the search back runs down the chain.
        var chain = ""
        for index in 0..<20_000 { chain += "relay c\(index) = 0\n" }
        for index in 0..<19_999 { chain += "bind c\(index) <-> c\(index + 1) using bibinding\n" }
        var work = LoopAnalysis.Work()
        let file = SourceFile(path: "chain.txt", text: chain)
        let program = try #require(Frontend.parseAndCheck(file).program)
        let counted = try #require(LoopAnalysis.cycles(in: BindingGraph(program: program), work: &work).first)
        #expect(counted.cycleCount >= 1)
        #expect(work.visits < 2 * LoopAnalysis.cycleCountBudget)
    }

    @Test("many separate cycles are analysed in linear time")
    func manySeparateCycles() throws {
        func work(_ count: Int) throws -> (cycles: Int, work: LoopAnalysis.Work) {
            var source = ""
            for index in 0..<count { source += "relay a\(index) = 0\nrelay b\(index) = 0\nbind a\(index) <-> b\(index)\n" }
            let parsed = Frontend.parseAndCheck(SourceFile(path: "t.txt", text: source)).program
            let program = try #require(parsed)
            var work = LoopAnalysis.Work()
            let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program), work: &work)
            #expect(cycles.allSatisfy { $0.hasUnguardedCycle })
            return (cycles.count, work)
        }
        let small = try work(5_000)
        let large = try work(20_000)
        #expect(small.cycles == 5_000)
        #expect(large.cycles == 20_000)
        // Each pair is the same small problem: four times the pairs, exactly four times the work.
        #expect(large.work.transitions == 4 * small.work.transitions)
        #expect(large.work.visits == 4 * small.work.visits)
        #expect(small.work.transitions <= 2 * 5_000 && small.work.visits <= 8 * 5_000)
    }
}
