import Foundation
import Testing
@testable import bindsim

/// The mapping from bindsim's data to the picture models: the binding graph from
/// the checked program and the analysis, marbles and counts from a run's events.
@Suite struct PictureMappingTests {
    static let root = GoldenScenarioTests.packageRoot

    static func program(_ source: String) throws -> Program {
        try #require(Frontend.parseAndCheck(SourceFile(path: "test.txt", text: source)).program)
    }

    /// Runs `source` (or the corpus file `path`) with a recorder listening.
    static func record(source: String? = nil, path: String? = nil) throws -> PictureRecorder {
        let file: SourceFile
        if let path {
            file = SourceFile(path: path, bytes: try ScenarioLoader.load(root + "/" + path).bytes)
        } else {
            file = SourceFile(path: "test.txt", text: source ?? "")
        }
        let program = try #require(Frontend.parseAndCheck(file).program)
        let recorder = PictureRecorder()
        _ = ScenarioRun(program: program, file: file, listener: recorder).runWholeFile()
        return recorder
    }

    /// One line per edge: `from -> to  label | label  status`.
    static func describe(_ graph: PictureGraph) -> [String] {
        graph.edges.map { edge in
            let status: String
            switch edge.status {
            case .plain: status = "plain"
            case .unguardedCycle: status = "RED"
            case .guardedCycle: status = "orange"
            }
            return "\(edge.from) -> \(edge.to)  \(edge.labelLines.joined(separator: " | "))  \(status)"
        }
    }

    // MARK: The graph

    @Test("the name form: nodes, a junction, both directions of each two-way binding, guards named")
    func nameFormGraph() throws {
        let recorder = try Self.record(path: "Scenarios/forms/name-form.txt")
        let program = try #require(recorder.program)
        let graph = GraphMapping(analysing: program).graph()
        #expect(graph.problems() == [])
        #expect(graph.vertices.map { "\($0.id):\($0.kind.rawValue)" } == [
            "firstField:field", "lastField:field", "fullField:field", "first:relay", "last:relay", "full:relay",
            "combineLatest@14:6:junction",
        ])
        #expect(Self.describe(graph) == [
            "firstField -> first  rx L→R · line 11 | guard: silent field  orange",
            "first -> firstField  rx R→L · line 11 | guard: silent field  orange",
            "lastField -> last  rx L→R · line 12 | guard: silent field  orange",
            "last -> lastField  rx R→L · line 12 | guard: silent field  orange",
            "fullField -> full  rx L→R · line 13 | guard: silent field  orange",
            "full -> fullField  rx R→L · line 13 | guard: silent field  orange",
            "first -> combineLatest@14:6  line 14 | guard: distinct  orange",
            "last -> combineLatest@14:6  line 14 | guard: distinct  orange",
            "combineLatest@14:6 -> full  map · distinct · line 14 | guard: distinct  orange",
            "full -> first  map · distinct · line 15 | guard: distinct  orange",
            "full -> last  map · distinct · line 16 | guard: distinct  orange",
        ])
        // After the run: counts on every edge that has something to count, none cut off.
        let counted = GraphMapping(analysing: program).graph(tally: recorder.tally)
        #expect(counted.edges.map(\.deliveries) == [4, 10, 2, 6, 2, 10, 9, 5, 7, 8, 8])
        #expect(counted.edges.allSatisfy { !$0.cutOff })
        #expect(counted.vertices[0].annotation == "3 announcements · 10 silent sets")
        #expect(counted.vertices[6].annotation == nil)
    }

    struct GuardCase: CustomStringConvertible, Sendable {
        var name: String
        var source: String
        var edges: [String]
        var description: String { name }
    }

    @Test("each edge's standing and guard, as the loop check sees its cycles", arguments: [
        GuardCase(name: "distinct on one way guards both edges of the pair",
                  source: "relay a = 1\nrelay b = 2\nbind a.distinct() -> b\nbind b -> a\n",
                  edges: ["a -> b  distinct · line 3 | guard: distinct  orange",
                          "b -> a  line 4 | guard: distinct  orange"]),
        GuardCase(name: "a field's silent set", source: "field f = \"\"\nrelay r = \"\"\nbind f <-> r\n",
                  edges: ["f -> r  rx L→R · line 3 | guard: silent field  orange",
                          "r -> f  rx R→L · line 3 | guard: silent field  orange"]),
        GuardCase(name: "a two-way style guards its own echo",
                  source: "relay a = 1\nrelay b = 2\nbind a <-> b using bibinding\n",
                  edges: ["a -> b  bibinding L→R · line 3 | guard: bibinding  orange",
                          "b -> a  bibinding R→L · line 3 | guard: bibinding  orange"]),
        GuardCase(name: "rx guards nothing", source: "relay a = 1\nrelay b = 2\nbind a <-> b\n",
                  edges: ["a -> b  rx L→R · line 3  RED", "b -> a  rx R→L · line 3  RED"]),
        GuardCase(name: "a longer cycle through one direction of a guarded binding is red, the echo orange",
                  source: """
                  relay a = 0
                  relay b = 0
                  relay c = 0
                  bind a <-> b using bibinding
                  bind b.map(it + 1) -> c
                  bind c.delay(1s) -> a
                  """,
                  edges: ["a -> b  bibinding L→R · line 4  RED",
                          "b -> a  bibinding R→L · line 4 | guard: bibinding  orange",
                          "b -> c  map · line 5  RED", "c -> a  delay(1s) · line 6  RED"]),
        GuardCase(name: "an 'on' block: its own vertex, the write under 'if' guards the cycle",
                  source: "relay r = 0\non r { if it < 3 { set r = it + 1 } }\n",
                  edges: ["r -> on@2:1  line 2 | guard: if  orange", "on@2:1 -> r  if · set · line 2 | guard: if  orange"]),
        GuardCase(name: "withLatestFrom's argument is only sampled: no cycle through it",
                  source: "relay a = 1\nrelay b = 2\nbind a.withLatestFrom(b).map($0 + $1) -> b\n",
                  edges: ["a -> withLatestFrom@3:8  line 3  plain", "b -> withLatestFrom@3:8  sampled · line 3  plain",
                          "withLatestFrom@3:8 -> b  map · line 3  plain"]),
        GuardCase(name: "a let stream is drawn inline, its junction shared by its uses",
                  source: """
                  relay a = 0
                  relay b = 0
                  label out = ""
                  relay sum = 0
                  let both = merge(a, b.filter(it > 0))
                  bind both.map(it * 2) -> sum
                  bind both -> out
                  """,
                  edges: ["a -> merge@5:12  line 5  plain", "b -> merge@5:12  filter · line 5  plain",
                          "merge@5:12 -> sum  map · line 6  plain", "merge@5:12 -> out  line 7  plain"]),
    ])
    func guards(_ example: GuardCase) throws {
        let graph = GraphMapping(analysing: try Self.program(example.source)).graph()
        #expect(Self.describe(graph) == example.edges)
    }

    @Test("a junction a let ends in carries the let's name; a junction inside it keeps its operator's")
    func junctionsNamedByTheirLet() throws {
        let thermostat = try Self.record(path: "Scenarios/channel/temperature-slider.txt")
        let graph = GraphMapping(analysing: try #require(thermostat.program)).graph()
        #expect(graph.vertices.filter { $0.kind == .junction }.map(\.label) == [
            "merge", "heatOn = merge", "acOn = merge", "merge", "merge",
        ])
        let nested = GraphMapping(analysing: try Self.program("""
            relay a = 0
            relay b = 0
            relay c = 0
            let both = combineLatest(merge(a, b), c).map($0 + $1)
            bind both -> c
            """)).graph()
        #expect(nested.vertices.filter { $0.kind == .junction }.map(\.label) == ["merge", "both = combineLatest"])
    }

    @Test("the inner stream of a flatMap is a dotted edge into its junction; the outer one is not")
    func innerStreamsAreDotted() throws {
        let taps = try Self.record(path: "Scenarios/rxswift/seed004-two-taps.txt")
        let graph = GraphMapping(analysing: try #require(taps.program)).graph()
        #expect(graph.edges.filter(\.inner).map { "\($0.from) -> \($0.to)" } == ["interval@11:22 -> flatMap@11:14"])
        #expect(graph.edges.contains { $0.from == "fastInput" && $0.to == "flatMap@11:14" && !$0.inner })
        #expect(GraphDOTWriter(graph).render().contains("\"interval@11:22\" -> \"flatMap@11:14\" [label=\"take · map · scan · line 11\", style=dotted]"))
        let svg = GraphSVGRenderer(graph).render()
        #expect(svg.contains("stroke-dasharray=\"\(PictureStyle.dots)\""))
        #expect(svg.contains("dotted: an inner stream (flatMap family)"))
    }

    static let corpus: [String] = GoldenScenarioTests.scenarios.filter { !$0.hasPrefix("Scenarios/errors/") }

    @Test("red edges exactly when the loop check finds an unguarded cycle, coloured ones when it finds any",
          arguments: corpus)
    func agreesWithLoopCheck(_ path: String) throws {
        let program = try #require(try Self.record(path: path).program)
        let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        let graph = GraphMapping(analysing: program).graph()
        let unguarded = cycles.contains { $0.hasUnguardedCycle }
        #expect(graph.edges.contains { $0.status == .unguardedCycle } == unguarded)
        #expect(graph.edges.contains { $0.status != .plain } == !cycles.isEmpty)
        #expect(graph.problems() == [])
    }

    @Test("after a run: deliveries on the edges out of nodes, writes out of blocks, the cut-off edges marked")
    func counts() throws {
        let stale = try Self.record(path: "Scenarios/ordering/reentrant-stale.txt")
        let staleGraph = GraphMapping(analysing: try #require(stale.program)).graph(tally: stale.tally)
        // r replays 0 to the block and delivers 1 and 2; the block writes r once; the bind gets 0, 2, 1.
        #expect(staleGraph.edges.map(\.deliveries) == [3, 1, 3])
        let pair = try Self.record(path: "Scenarios/styles/relay-pair-rx.txt")
        let pairGraph = GraphMapping(analysing: try #require(pair.program)).graph(tally: pair.tally)
        // Step 1 is cut off writing into right (left→right), step 2 writing into left.
        #expect(pairGraph.edges.map(\.cutOff) == [true, true])
        let counter = try Self.record(path: "Scenarios/loops/counter-cycle.txt")
        let counterGraph = GraphMapping(analysing: try #require(counter.program)).graph(tally: counter.tally)
        #expect(counterGraph.edges.map(\.cutOff) == [false, true])
        #expect(counterGraph.edges.map(\.deliveries) == [102, 102])
    }

    // MARK: Marbles

    typealias Event = MarbleDiagram.Marble

    @Test("re-entrant accept: replays, the block's lane, a re-entrant announcement, the out-of-order write")
    func reentrantStaleMarbles() throws {
        let diagram = try Self.record(path: "Scenarios/ordering/reentrant-stale.txt").diagram(title: nil)
        let outOfOrder = "out of order: r already delivered a newer value (RxSwift #713)"
        let expected = MarbleDiagram(
            lanes: [.init("r", kind: "relay"), .init("seenByB", kind: "relay"), .init("on (line 6)")],
            steps: [
                .init(label: "1", line: 6, source: "on r { if it == 1 { set r = 2 } }", instants: [
                    .init(time: "t=0ms", events: [
                        Event(lane: 0, mark: .replay, value: "0", note: "replay of r's current value to on1"),
                        Event(lane: 2, mark: .receive, value: "0"),
                    ]),
                ]),
                .init(label: "2", line: 7, source: "bind r -> seenByB", instants: [
                    .init(time: "t=0ms", events: [
                        Event(lane: 0, mark: .replay, value: "0", note: "replay of r's current value to b1"),
                        Event(lane: 1, mark: .announce, value: "0"),
                    ]),
                ]),
                .init(label: "3", line: 9, source: "set r = 1", instants: [
                    .init(time: "t=0ms", events: [
                        Event(lane: 0, mark: .announce, value: "1"),
                        Event(lane: 2, mark: .receive, value: "1"),
                        Event(lane: 0, mark: .announce, value: "2", flags: .reentrant,
                              note: "re-entrant: r is still delivering 1"),
                        Event(lane: 2, mark: .receive, value: "2"),
                        Event(lane: 1, mark: .announce, value: "2"),
                        Event(lane: 1, mark: .announce, value: "1", flags: .outOfOrder, note: outOfOrder),
                    ]),
                ]),
            ])
        #expect(diagram == expected)
    }

    @Test("an 'on' lane shows what the block ran with: the seed's tuple of three, not the source's value")
    func onLanesShowWhatTheBlockReceived() throws {
        let diagram = try Self.record(path: "Scenarios/forms/name-form-seed-current-and-previous.txt").diagram(title: nil)
        let block = try #require(diagram.lanes.firstIndex { $0.name == "on (line 15)" })
        let received = diagram.allEvents.map(\.event).filter { $0.lane == block && $0.mark == .receive }
        // It runs six times: for "A", "Ad", "Ada", "Lovelace", then twice for "Grace Hopper" (what
        // its stream dropped is drawn on its lane too).
        #expect(received.count == 6)
        #expect(received.allSatisfy { $0.mark == .receive && $0.value?.hasPrefix("((current: ") == true })
        #expect(received.first?.value == #"((current: "A", previous: ""), (current: "", previous: ""), (current: "", previous: ""))"#)
    }

    @Test("version 3: an error's X and a completion's bar on the lane the subscription read, an unbind on each, a tap")
    func versionThreeEnds() throws {
        func marks(_ path: String) throws -> [String] {
            let diagram = try Self.record(path: path).diagram(title: nil)
            return diagram.allEvents.compactMap { _, _, event in
                switch event.mark {
                case .error(let name, let message): "\(diagram.lanes[event.lane].name): X \(name): \(message)"
                case .completed(let name): "\(diagram.lanes[event.lane].name): | \(name)"
                case .unbound(let name): "\(diagram.lanes[event.lane].name): ⊣ \(name)"
                case .tap: "\(diagram.lanes[event.lane].name): ○"
                default: nil
                }
            }
        }
        #expect(try marks("Scenarios/lifecycle/error-ends-one-binding.txt") == [
            "ageField: X parse: 'number' needs a String holding a number, found \"4x\"",
        ])
        #expect(try marks("Scenarios/rxswift/twoway-completion.txt") == ["nameField: | form"])
        #expect(try marks("Scenarios/lifecycle/unbind-mid-run.txt") == ["nameField: ⊣ form", "name: ⊣ form"])
        #expect(try marks("Scenarios/rxswift/seed004-two-taps.txt") == ["fastInput: ○", "fastInput: ○"])
    }

    @Test("a drop is drawn on the lane of the subscription whose operator dropped it")
    func dropsOnTheSubscriptionsLane() throws {
        let diagram = try Self.record(source: """
            field search = ""
            relay results = "-"
            relay seen = 0
            relay left = 0
            relay right = 0
            bind search.filter(length(it) > 1) -> results
            on search.filter(length(it) > 2) { set seen = seen + 1 }
            bind left.distinct() <-> right.distinct()
            user search = "a"
            set left = 1
            """).diagram(title: nil)
        let drops = diagram.allEvents.compactMap { _, _, event -> String? in
            guard case .dropped = event.mark else { return nil }
            return "\(diagram.lanes[event.lane].name): \(event.value ?? "")"
        }
        // Not on `search`'s lane, where the values came from. A two-way binding's echo goes on
        // the side it was going to: while binding, right's 0 going back into left; after `set
        // left = 1`, left's re-entrant 1 going back into right.
        #expect(drops == ["results: \"\"", "on (line 7): \"\"", "left: 0", "results: \"a\"", "on (line 7): \"a\"",
                          "right: 1"])
    }

    @Test("for a page: the trace's events carry ids and causes, marbles the ids of trace lines, tags the graph's")
    func linkedRecording() throws {
        let file = SourceFile(path: "reentrant-stale.txt", bytes: try ScenarioLoader.load(Self.root + "/Scenarios/ordering/reentrant-stale.txt").bytes)
        let program = try #require(Frontend.parseAndCheck(file).program)
        let recorder = PictureRecorder(linking: true)
        _ = ScenarioRun(program: program, file: file, listener: recorder).runWholeFile()
        let lines = recorder.trace.lines
        #expect(lines.first?.kind == .step && lines.first?.text.hasPrefix("step 1  line 6  t=0ms") == true)
        let events = lines.filter { $0.kind == .event }
        let ids = Set(events.compactMap(\.event))
        #expect(ids.count == events.count)
        #expect(events.filter { $0.parent != nil }.allSatisfy { ids.contains($0.parent!) })
        let marbles = recorder.diagram(title: nil).allEvents.map(\.event)
        #expect(marbles.allSatisfy { $0.event.map(ids.contains) == true })
        // `r relay announces 2  ! re-entrant …` was caused by the block's receipt of 1, whose line it follows.
        let reentrant = try #require(events.first { $0.text.hasPrefix("r relay announces 2") })
        let cause = try #require(events.first { $0.event == reentrant.parent })
        #expect(cause.text == "→ on1 receives 1")
        let block = try #require(program.statements.firstIndex { if case .on = $0.kind { true } else { false } })
        #expect(reentrant.tags == ["n0", "o\(block)", "f\(block).0.0"])
        #expect(cause.tags == ["n0", "o\(block)", "d\(block).0"])
        let graph = GraphMapping(analysing: program).graph(linked: true)
        let graphTags = Set(graph.vertices.flatMap(\.tags) + graph.edges.flatMap(\.tags))
        #expect(reentrant.tags.allSatisfy(graphTags.contains) && cause.tags.allSatisfy(graphTags.contains))
        #expect(GraphMapping(analysing: program).graph().vertices.allSatisfy { $0.tags.isEmpty })
        #expect(recorder.trace.unshownLines == 0)
    }

    @Test("a loop: repeats folded with the trace's count, then the last round and the cut-off")
    func foldedLoop() throws {
        let diagram = try Self.record(path: "Scenarios/styles/relay-pair-rx.txt").diagram(title: nil)
        let events = try #require(diagram.steps.last?.instants.first?.events)
        #expect(events.count < 20)
        let tail = events.suffix(3).map(\.mark)
        #expect(tail.first == .folded(count: 97))  // `... 97 more times` in the text trace
        #expect(events.last?.lane == 0)
        guard case .cutOff(let reason)? = tail.last else {
            Issue.record("the last event is not the cut-off: \(tail)")
            return
        }
        #expect(reason.contains("left -> right -> left"))
    }

    @Test("keystrokes and timers make instants; late echoes and stale writes are marked as overwriting the user's edit")
    func instantsAndOverwrites() throws {
        let diagram = try Self.record(path: "Scenarios/forms/keyboard-late-echo.txt").diagram(title: nil)
        #expect(diagram.steps[2].instants.map(\.time) == ["t=0ms", "t=100ms", "t=150ms", "t=200ms", "t=250ms", "t=300ms"])
        let overwritten = diagram.allEvents.map(\.event).filter { $0.flags.contains(.overwritesUserEdit) }
        // The setup's "" arrives at t=150ms, after the user typed "13": a stale write (version 3).
        #expect(overwritten.map(\.value) == ["\"\"", "\"1\"", "\"13\"", "\"18\""])
        #expect(overwritten.allSatisfy { $0.mark == .silentSet && diagram.lanes[$0.lane].name == "phone" })
        #expect(overwritten.first?.note == "overwrites the user's edit \"13\" (stale: started by line 9 at t=0ms)")
    }

    @Test("a dropped value sits on the lane of the binding's target, with the operator's reason")
    func drops() throws {
        let diagram = try Self.record(path: "Scenarios/timing/debounce-typing.txt").diagram(title: nil)
        let drops = diagram.allEvents.map(\.event).filter { if case .dropped = $0.mark { true } else { false } }
        #expect(drops.count == 7)
        #expect(drops.allSatisfy { diagram.lanes[$0.lane].name == "query" && $0.mark == .dropped(reason: "debounce") })
        // The query arrives in the `wait` step, at the instant the timer fires.
        #expect(diagram.steps[2].instants.map(\.time) == ["t=900ms"])
    }

    @Test("lanes: the nodes that appear, in declaration order, then every 'on' block")
    func lanes() throws {
        let diagram = try Self.record(source: """
            relay b = 0
            relay unused = 0
            relay a = 0
            on a { }
            bind a -> b
            on b { }
            set a = 1
            """).diagram(title: nil)
        #expect(diagram.lanes.map(\.name) == ["b", "a", "on (line 4)", "on (line 6)"])
    }

    @Test("a run too big to draw stops at the limits and counts what it left out")
    func limits() throws {
        var lines = (0..<150).map { "relay r\($0) = 0" }
        lines += (1..<150).map { "bind r\($0 - 1) -> r\($0)" }
        lines.append("set r0 = 1")
        let recorder = try Self.record(source: lines.joined(separator: "\n"))
        let diagram = recorder.diagram(title: nil)
        #expect(diagram.lanes.count == PictureRecorder.maxLanes)
        #expect(recorder.undrawnEvents > 0)
        #expect(diagram.allEvents.count + diagram.steps.count <= PictureRecorder.maxDrawnEvents + MarbleFolder.minimumFold)
    }

    // MARK: Folding

    @Test("folding: a round repeated deeper and deeper folds; a short repeat and a flat sequence do not")
    func folder() {
        func fold(_ items: [(Event, Int)]) -> [Event] {
            var folder = MarbleFolder()
            var out: [Event] = []
            for (event, depth) in items { folder.add(event, depth: depth, to: &out) }
            folder.flush(to: &out)
            return out
        }
        let loop = (0..<100).flatMap { round in
            [(Event(lane: 0, mark: .announce, value: "\(round)"), 2 * round),
             (Event(lane: 1, mark: .announce, value: "\(round)"), 2 * round + 1)]
        }
        let folded = fold(loop)
        #expect(folded.count == 6 + 2)
        #expect(folded[6].mark == .folded(count: 96))
        #expect(folded[7] == Event(lane: 1, mark: .announce, value: "99"))
        let short = (0..<7).map { _ in (Event(lane: 0, mark: .announce, value: "x"), 0) }
        #expect(fold(short).count == 7)
        let typing = (0..<40).map { (Event(lane: 0, mark: .announce, value: "\($0)"), 0) }
        #expect(fold(typing).count == 40)
    }
}
