// Compiled into the tests and, without SwiftPM, into the fuzz target or the picture
// benchmark together with the sources it uses (Fuzz/run.sh, Benchmarks/pictures-bench.sh).
#if canImport(bindsim)
@testable import bindsim
#endif

/// Sample marble diagrams and a sample report page, transcribed by hand from the
/// traces of seed scenarios (`ordering/reentrant-stale`, `styles/relay-pair-rx`,
/// `forms/name-form`).
extension PictureSamples {
    typealias Event = MarbleDiagram.Marble

    /// `ordering/reentrant-stale`: a later subscriber ends on the stale value.
    static let reentrantStale = MarbleDiagram(
        title: "re-entrant accept: a later subscriber ends on a stale value",
        lanes: [.init("r", kind: "relay"), .init("seenByB", kind: "relay"), .init("on (line 6)")],
        steps: [
            .init(label: "1", line: 6, source: "on r { if it == 1 { set r = 2 } }", instants: [
                .init(time: "t=0ms", events: [Event(lane: 0, mark: .replay, value: "0", note: "on r (line 6) receives r's current value")]),
            ]),
            .init(label: "2", line: 7, source: "bind r -> seenByB", instants: [
                .init(time: "t=0ms", events: [Event(lane: 1, mark: .announce, value: "0")]),
            ]),
            .init(label: "3", line: 9, source: "set r = 1", instants: [
                .init(time: "t=0ms", events: [
                    Event(lane: 0, mark: .announce, value: "1"),
                    Event(lane: 2, mark: .receive, value: "1"),
                    Event(lane: 0, mark: .announce, value: "2", flags: .reentrant,
                          note: "re-entrant: r is still delivering 1"),
                    Event(lane: 2, mark: .receive, value: "2"),
                    Event(lane: 1, mark: .announce, value: "2"),
                    Event(lane: 1, mark: .announce, value: "1", flags: .outOfOrder,
                          note: "out of order: 1 arrives after a newer value of r (RxSwift #713)"),
                ]),
            ]),
        ])

    /// `styles/relay-pair-rx`, step 2: the unguarded pair loops until it is cut off.
    static let relayPairLoop = MarbleDiagram(
        title: "style rx: relay <-> relay loops",
        lanes: [.init("left", kind: "relay"), .init("right", kind: "relay")],
        steps: [
            .init(label: "2", line: 13, source: "set left = \"a\"", instants: [
                .init(time: "t=0ms", events: [
                    Event(lane: 0, mark: .announce, value: "\"a\""),
                    Event(lane: 1, mark: .announce, value: "\"a\""),
                    Event(lane: 0, mark: .announce, value: "\"a\"", flags: .reentrant),
                    Event(lane: 1, mark: .announce, value: "\"a\"", flags: .reentrant),
                    Event(lane: 0, mark: .folded(count: 97)),
                    Event(lane: 0, mark: .announce, value: "\"a\"", flags: .reentrant),
                    Event(lane: 0, mark: .cutOff(
                        reason: "a node was re-entered more than 100 times on one causal chain; cycle left -> right -> left")),
                ]),
            ]),
        ])

    /// `forms/name-form`-like: typing, a long value, a drop by `distinct`, a timer
    /// step with two instants, and a programmatic set overwriting the user's edit.
    static let nameFormTyping = MarbleDiagram(
        title: "first / last / full name form",
        lanes: [
            .init("firstField", kind: "field"), .init("fullField", kind: "field"), .init("first", kind: "relay"),
            .init("last", kind: "relay"), .init("full", kind: "relay"),
        ],
        steps: [
            .init(label: "7", line: 19, source: "type firstField \"Ada\"", instants: [
                .init(time: "t=0ms", events: [
                    Event(lane: 0, mark: .announce, value: "\"A\""),
                    Event(lane: 2, mark: .announce, value: "\"A\""),
                    Event(lane: 0, mark: .silentSet, value: "\"A\""),
                    Event(lane: 4, mark: .announce, value: "\"A\""),
                    Event(lane: 1, mark: .silentSet, value: "\"A\""),
                    Event(lane: 2, mark: .announce, value: "\"A\"", flags: .reentrant),
                    Event(lane: 2, mark: .dropped(reason: "distinct"), value: "\"A\""),
                    Event(lane: 4, mark: .dropped(reason: "distinct"), value: "\"\""),
                ]),
            ]),
            .init(label: "8", line: 26, source: "user fullField = \"Mary Ann Smith\"", instants: [
                .init(time: "t=0ms", events: [
                    Event(lane: 1, mark: .announce, value: "\"Mary Ann Smith\""),
                    Event(lane: 4, mark: .announce, value: "\"Mary Ann Smith\""),
                    Event(lane: 2, mark: .announce, value: "\"Mary\""),
                    Event(lane: 4, mark: .announce, value: "\"Mary Ann\"", flags: .reentrant),
                    Event(lane: 1, mark: .silentSet, value: "\"Mary Ann\"", flags: .overwritesUserEdit,
                          note: "the user had entered \"Mary Ann Smith\""),
                ]),
                .init(time: "t=300ms", events: [
                    Event(lane: 3, mark: .announce, value: "\"Ann\""),
                ]),
            ]),
        ])

    /// A report comparing the looping pair with its `distinct()` twin.
    static func report() -> ReportPage {
        let looping = ReportPage.Section(
            title: "style rx: relay <-> relay loops", file: "Scenarios/styles/relay-pair-rx.txt",
            verdict: "loops, as expected", verdictClass: .loop,
            graphSVG: GraphSVGRenderer(PictureGraph(
                vertices: [.init(id: "left", kind: .relay), .init(id: "right", kind: .relay)],
                edges: [
                    .init(from: "left", to: "right", line: 7, twoWay: "rx L→R", status: .unguardedCycle,
                          deliveries: 202, cutOff: true),
                    .init(from: "right", to: "left", line: 7, twoWay: "rx R→L", status: .unguardedCycle, deliveries: 201),
                ])).render(),
            marbleSVG: MarbleSVGRenderer(relayPairLoop).render(),
            expectations: [
                .init(line: 14, text: "expect loop", passed: true),
                .init(line: 15, text: "expect loop through left, right", passed: true),
                .init(line: 16, text: "expect left == \"a\"", passed: true),
            ],
            loopReport: [
                "static cycles:", "  left -> right -> left: no guard: loops on the first value", "at run time:",
                "  step 2 (line 13): loop cut off: a node was re-entered more than 100 times on one causal chain",
                "verdict: agree: an unguarded cycle, and the run looped",
            ])
        let fixed = ReportPage.Section(
            title: "style rx with distinct() on both directions", file: "Scenarios/styles/relay-pair-distinct.txt",
            verdict: "no loop", verdictClass: .ok,
            graphSVG: GraphSVGRenderer(PictureGraph(
                vertices: [.init(id: "left", kind: .relay), .init(id: "right", kind: .relay)],
                edges: [
                    .init(from: "left", to: "right", operators: ["distinct"], line: 7, twoWay: "rx L→R",
                          status: .guardedCycle(guards: ["distinct"]), deliveries: 2),
                    .init(from: "right", to: "left", operators: ["distinct"], line: 7, twoWay: "rx R→L",
                          status: .guardedCycle(guards: ["distinct"]), deliveries: 2),
                ])).render(),
            marbleSVG: MarbleSVGRenderer(reentrantStale).render(),
            expectations: [
                .init(line: 9, text: "expect no loop", passed: true),
                .init(line: 10, text: "expect left == \"a\" & <b>", passed: false,
                      detail: "expected \"a\" & <b>, found \"R\""),
            ],
            loopReport: ["static cycles:", "  left -> right -> left: guarded by distinct()", "verdict: agree"])
        return ReportPage(
            title: "bindsim report: relay pairs",
            sections: [looping, fixed],
            comparison: ReportPage.Table(
                header: ["scenario", "steps", "events", "deepest", "loops", "verdict"],
                rows: [
                    ["Scenarios/styles/relay-pair-rx.txt", "2", "815", "405", "2",
                     ReportPage.Cell("loops, as expected", verdict: .loop)],
                    ["Scenarios/styles/relay-pair-distinct.txt", "4", "23", "6", "0",
                     ReportPage.Cell("no loop", verdict: .ok)],
                ]))
    }
}
