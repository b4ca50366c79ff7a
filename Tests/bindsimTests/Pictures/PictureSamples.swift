// Compiled into the tests and, without SwiftPM, into the fuzz target or the picture
// benchmark together with the sources it uses (Fuzz/run.sh, Benchmarks/pictures-bench.sh).
#if canImport(bindsim)
@testable import bindsim
#endif

/// Synthetic pictures for the tests, the layout benchmark and the sample files
/// under `docs/pictures/samples` (which `docs/pictures/screenshots.sh` shows):
/// hand-made models shaped like real scenarios, and generated graphs of any size.
enum PictureSamples {
    /// Three nodes in a ring (an unguarded cycle) with a guarded way back; after a run.
    static let ring = PictureGraph(
        title: "three nodes in a ring",
        vertices: [
            .init(id: "a", kind: .relay, annotation: "101 announcements"),
            .init(id: "b", kind: .relay, annotation: "101 announcements"),
            .init(id: "c", kind: .property, annotation: "100 announcements"),
        ],
        edges: [
            .init(from: "a", to: "b", operators: ["map"], line: 5, status: .unguardedCycle, deliveries: 101),
            .init(from: "b", to: "c", line: 6, status: .unguardedCycle, deliveries: 101),
            .init(from: "c", to: "a", operators: ["map"], line: 7, status: .unguardedCycle, deliveries: 100, cutOff: true),
            .init(from: "b", to: "a", operators: ["map", "distinct"], line: 8,
                  status: .guardedCycle(guards: ["distinct"]), deliveries: 101),
        ])

    /// A field bound two-way to a relay, an `on` block writing a label, a publish relay.
    static let pair = PictureGraph(
        title: "a field bound two-way to a relay",
        vertices: [
            .init(id: "nameField", kind: .field),
            .init(id: "name", kind: .relay),
            .init(id: "on@9:1", label: "on (line 9:1)", kind: .subscriber),
            .init(id: "status", kind: .label),
            .init(id: "saves", kind: .publish),
            .init(id: "merge@11", label: "merge", kind: .junction),
            .init(id: "title", kind: .published),
        ],
        edges: [
            .init(from: "nameField", to: "name", line: 7, twoWay: "rx L→R", status: .guardedCycle(guards: ["silent field"])),
            .init(from: "name", to: "nameField", line: 7, twoWay: "rx R→L", status: .guardedCycle(guards: ["silent field"])),
            .init(from: "name", to: "on@9:1", line: 9),
            .init(from: "on@9:1", to: "status", line: 10),
            .init(from: "name", to: "merge@11", line: 11),
            .init(from: "saves", to: "merge@11", line: 11),
            .init(from: "merge@11", to: "title", operators: ["map"], line: 11),
        ])

    /// The first / last / full name form of `Scenarios/forms/name-form.txt`.
    static let nameForm: PictureGraph = {
        var edges: [PictureGraph.Edge] = []
        let silent = PictureGraph.EdgeStatus.guardedCycle(guards: ["silent field"])
        let distinct = PictureGraph.EdgeStatus.guardedCycle(guards: ["distinct"])
        for (line, (field, relay)) in [("firstField", "first"), ("lastField", "last"), ("fullField", "full")].enumerated() {
            edges.append(.init(from: field, to: relay, line: 11 + line, twoWay: "rx L→R", status: silent))
            edges.append(.init(from: relay, to: field, line: 11 + line, twoWay: "rx R→L", status: silent))
        }
        edges += [
            .init(from: "first", to: "cl@14", line: 14, status: distinct),
            .init(from: "last", to: "cl@14", line: 14, status: distinct),
            .init(from: "cl@14", to: "full", operators: ["map", "distinct"], line: 14, status: distinct),
            .init(from: "full", to: "first", operators: ["map", "distinct"], line: 15, status: distinct),
            .init(from: "full", to: "last", operators: ["map", "distinct"], line: 16, status: distinct),
        ]
        return PictureGraph(
            title: "first / last / full name form",
            vertices: ["firstField", "lastField", "fullField"].map { .init(id: $0, kind: .field) }
                + ["first", "last", "full"].map { .init(id: $0, kind: .relay) }
                + [.init(id: "cl@14", label: "combineLatest", kind: .junction)],
            edges: edges)
    }()

    /// A graph that can be drawn without crossings: a chain that forks twice and joins.
    static let planar = PictureGraph(
        vertices: ["in", "a", "b", "a1", "a2", "b1", "out"].map { .init(id: $0, kind: .relay) },
        edges: [
            .init(from: "in", to: "a"), .init(from: "in", to: "b"), .init(from: "a", to: "a1"),
            .init(from: "a", to: "a2"), .init(from: "b", to: "b1"), .init(from: "a1", to: "out"),
            .init(from: "b1", to: "out"),
        ])

    /// A generated graph of `count` vertices of every kind: mostly forward edges
    /// (some skipping layers), a two-way pair every seventh vertex, a few back
    /// edges closing cycles, some guarded. The same `seed` gives the same graph.
    static func generated(vertices count: Int, seed: UInt64 = 7) -> PictureGraph {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        // The kinds the reviewed samples were drawn with (Observation's kind came later: the
        // corpus's Scenarios/observation graphs draw it).
        let kinds = PictureGraph.VertexKind.allCases.filter { $0 != .observable }
        var vertices: [PictureGraph.Vertex] = []
        for index in 0..<count {
            let kind = kinds[next(kinds.count)]
            let label = kind == .subscriber ? "on (line \(index + 3):1)" : (kind == .junction ? "combineLatest" : "node\(index)")
            vertices.append(.init(id: "v\(index)", label: label, kind: kind))
        }
        var edges: [PictureGraph.Edge] = []
        var parent = Array(repeating: 0, count: max(count, 1))
        // The edge from each vertex's parent, to colour the cycles it lies on.
        var edgeFromParent = Array(repeating: 0, count: max(count, 1))
        let operators = [[], ["map"], ["distinct"], ["map", "distinct"], ["filter"], ["debounce(300ms)"]]
        for index in 1..<max(count, 1) {
            let from = max(0, index - 1 - next(min(index, 4)))
            parent[index] = from
            edgeFromParent[index] = edges.count
            edges.append(.init(from: "v\(from)", to: "v\(index)", operators: operators[next(operators.count)], line: index + 2))
            if index % 7 == 0 {
                // The way back of a two-way binding: a cycle its style guards.
                edges[edgeFromParent[index]].status = .guardedCycle(guards: ["bibinding"])
                edges[edgeFromParent[index]].twoWay = "rx L→R"
                edges.append(.init(
                    from: "v\(index)", to: "v\(from)", line: index + 2, twoWay: "rx R→L",
                    status: .guardedCycle(guards: ["bibinding"])))
            }
            if index % 11 == 0 && from > 0 {
                // Back to the grandparent: an unguarded cycle of three edges.
                edges[edgeFromParent[index]].status = .unguardedCycle
                edges[edgeFromParent[from]].status = .unguardedCycle
                edges.append(.init(from: "v\(index)", to: "v\(parent[from])", operators: ["map"], line: index + 2,
                                   status: .unguardedCycle))
            }
        }
        return PictureGraph(title: "generated graph of \(count) vertices", vertices: vertices, edges: edges)
    }
}
