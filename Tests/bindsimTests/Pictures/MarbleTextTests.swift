import Testing
@testable import bindsim

/// The fixed-width marble diagram: layout, widths, wrapping, marks, legend.
@Suite struct MarbleTextTests {
    static let diagrams: [MarbleDiagram] = [
        PictureSamples.reentrantStale, PictureSamples.relayPairLoop, PictureSamples.nameFormTyping,
        MarbleTextTests.long(events: 120), MarbleTextTests.wide,
    ]

    /// `events` announcements alternating over three lanes in steps of 5 instants.
    static func long(events: Int) -> MarbleDiagram {
        var steps: [MarbleDiagram.Step] = []
        var made = 0
        var step = 1
        while made < events {
            var instants: [MarbleDiagram.Instant] = []
            for instant in 0..<5 where made < events {
                var list: [MarbleDiagram.Marble] = []
                for _ in 0..<min(4, events - made) {
                    list.append(.init(lane: made % 3, mark: made % 5 == 0 ? .silentSet : .announce, value: "\(made)"))
                    made += 1
                }
                instants.append(.init(time: "t=\(instant * 100)ms", events: list))
            }
            steps.append(.init(label: "\(step)", line: step + 3, instants: instants))
            step += 1
        }
        return MarbleDiagram(lanes: [.init("a", kind: "relay"), .init("b", kind: "field"), .init("on (line 4)")], steps: steps)
    }

    /// Wide characters, emoji, combining marks, and one instant wider than any line.
    static let wide = MarbleDiagram(
        title: "wide characters",
        lanes: [.init("名前", kind: "field"), .init("emoji", kind: "relay")],
        steps: [
            .init(label: "1", line: 2, instants: [
                .init(time: "t=0ms", events: (0..<40).map {
                    .init(lane: $0 % 2, mark: .announce, value: $0 % 2 == 0 ? "\"日本\"" : "\"👍e\u{301}\"")
                }),
            ]),
            .init(label: "end", instants: []),
        ])

    @Test func reentrantStale() {
        #expect(MarbleTextRenderer(PictureSamples.reentrantStale).render() == """
            re-entrant accept: a later subscriber ends on a stale value

                              │step 1│step 2│step 3         │
                              │line 6│line 7│line 9         │
                              │t=0ms │t=0ms │t=0ms          │
            r           relay │─^0───│──────│─1───2!────────│
            seenByB     relay │──────│─0────│──────────2─1!─│
            on (line 6)       │──────│──────│───1────2──────│

            marks: v announced (on an 'on' lane: what the block received); ^v replay of the current value;
                   ! re-entrant or out of order

            """)
    }

    @Test(arguments: diagrams)
    func everyLineFitsInOneHundredColumns(_ diagram: MarbleDiagram) {
        for line in MarbleTextRenderer(diagram).render().split(separator: "\n") {
            #expect(PictureText.displayWidth(String(line)) <= 100, "\(line)")
        }
    }

    @Test(arguments: diagrams)
    func lanesAndHeadersLineUpInEveryBlock(_ diagram: MarbleDiagram) {
        let text = MarbleTextRenderer(diagram, width: 72).render()
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Blocks are the runs of lines containing the step rule.
        var block: [String] = []
        var blocks = 0
        for line in body + [""] {
            if line.contains("│") {
                block.append(line)
                continue
            }
            if !block.isEmpty {
                blocks += 1
                #expect(block.count == 3 + diagram.lanes.count)
                let widths = Set(block.map(PictureText.displayWidth))
                #expect(widths.count == 1, "block \(blocks) has rows of widths \(widths.sorted())")
                #expect((widths.first ?? 0) <= 72)
                // Step rules sit in the same columns on every row, instant rules on the
                // time row and every lane.
                let steps = block.map { Self.ruleColumns($0, "│") }
                #expect(Set(steps.map(\.description)).count == 1, "step rules differ in block \(blocks)")
                let instants = block.dropFirst(2).map { Self.ruleColumns($0, "┆") }
                #expect(Set(instants.map(\.description)).count == 1, "instant rules differ in block \(blocks)")
                block = []
            }
        }
        #expect(blocks >= 1)
    }

    /// Display columns of `rule` in a line.
    static func ruleColumns(_ line: String, _ rule: Character) -> [Int] {
        var column = 0
        var result: [Int] = []
        for character in line {
            if character == rule { result.append(column) }
            column += PictureText.displayWidth(character)
        }
        return result
    }

    @Test func everyEventAppearsOnceInItsLaneInOrder() {
        let diagram = Self.long(events: 60)
        let text = MarbleTextRenderer(diagram, width: 100).render()
        var found: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("a ") {
            found += line.split(whereSeparator: { "─│┆ ".contains($0) }).dropFirst(2).map(String.init)
        }
        let expected = diagram.allEvents.filter { $0.event.lane == 0 }.map {
            MarbleNotation.cell($0.event, shown: $0.event.value)
        }
        #expect(found == expected)
    }

    @Test func wideDiagramsWrapAtInstantsAndSplitOnlyWhatCannotFit() {
        let text = MarbleTextRenderer(Self.long(events: 120)).render()
        let timeRows = text.split(separator: "\n").filter { $0.contains("t=") }
        #expect(timeRows.count > 1)
        // No instant was split: none continues with `…t=`.
        #expect(!text.contains("…t="))
        let wide = MarbleTextRenderer(Self.wide).render()
        #expect(wide.contains("│…t=0ms"))
        #expect(wide.contains("│end"))
    }

    @Test func longValuesAreNumberedAndListedBelow() {
        let text = MarbleTextRenderer(PictureSamples.nameFormTyping).render()
        #expect(text.contains("─[1]─"))
        #expect(text.hasSuffix("[1] = \"Mary Ann Smith\"\n"))
        #expect(!text.contains("[2]"))
        let tight = MarbleTextRenderer(PictureSamples.nameFormTyping, longValue: 4).render()
        #expect(tight.contains("[1] = \"Mary Ann Smith\"\n[2] = \"Mary\"\n[3] = \"Mary Ann\"\n[4] = \"Ann\"\n"))
    }

    @Test func marksReadAsDocumented() {
        let event = { (lane: Int, mark: MarbleDiagram.Mark, value: String?, flags: MarbleDiagram.Flags, note: String?) in
            MarbleDiagram.Marble(lane: lane, mark: mark, value: value, flags: flags, note: note)
        }
        #expect(MarbleNotation.cell(event(0, .announce, "1", [], nil), shown: "1") == "1")
        #expect(MarbleNotation.cell(event(0, .silentSet, "1", [.overwritesUserEdit], nil), shown: "1") == "(1)*")
        #expect(MarbleNotation.cell(event(0, .replay, "1", [], nil), shown: "1") == "^1")
        #expect(MarbleNotation.cell(event(0, .dropped(reason: "distinct"), "1", [], nil), shown: "1") == "x1")
        #expect(MarbleNotation.cell(event(0, .announce, "2", [.reentrant], nil), shown: "2") == "2!")
        #expect(MarbleNotation.cell(event(0, .receive, "1", [.outOfOrder], nil), shown: "1") == "1!")
        #expect(MarbleNotation.cell(event(0, .cutOff(reason: ""), nil, [], nil), shown: nil) == "✂")
        #expect(MarbleNotation.cell(event(0, .folded(count: 97), nil, [], nil), shown: nil) == "…97 more")
        #expect(MarbleNotation.cell(event(0, .announce, "a\nb", [], nil), shown: "a\nb") == "a⏎b")
        // Version 3: a tap, and the ends of a subscription named as the trace names it.
        #expect(MarbleNotation.cell(event(0, .tap, nil, [], nil), shown: nil) == "○")
        #expect(MarbleNotation.cell(event(0, .error(subscription: "parse", message: "m"), nil, [], nil), shown: nil) == "X parse")
        #expect(MarbleNotation.cell(event(0, .completed(subscription: "form"), nil, [], nil), shown: nil) == "| form")
        #expect(MarbleNotation.cell(event(0, .unbound(subscription: "form"), nil, [], nil), shown: nil) == "⊣ form")
    }

    @Test func displayWidthCountsWideAndZeroWidthCharacters() {
        #expect(PictureText.displayWidth("abc") == 3)
        #expect(PictureText.displayWidth("日本語") == 6)
        #expect(PictureText.displayWidth("e\u{301}") == 1)
        #expect(PictureText.displayWidth("👍") == 2)
        #expect(PictureText.displayWidth("👩‍👩‍👧") == 2)
        #expect(PictureText.displayWidth("❤️") == 2)
        #expect(PictureText.displayWidth("✂") == 1)
        #expect(PictureText.shortened("日本語です", columns: 6) == "日本…")
    }
}

extension MarbleDiagram: CustomTestStringConvertible {
    public var testDescription: String { title ?? "diagram of \(allEvents.count) events" }
}
