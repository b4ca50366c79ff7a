/// Maps a checked program onto the picture of its binding graph (`bindsim graph`,
/// the report): one vertex per declared node (a `let` stream is drawn inline, its
/// operators on the edges of each use), one per `on` block, one per operator
/// with stream arguments (`combineLatest`, `merge`, …); one edge per hop of every binding
/// direction. Each edge is coloured by the analysis it is handed
/// (`AnalysedBindingGraph`) of the binding-graph edges whose values pass along
/// it — the worst standing wins — and, after a run, carries the counts of
/// `DeliveryTally`.
///
/// What an edge's count means: an edge out of a node counts the values its
/// subscription received (the trace's `→ b4 receives` lines, replays included);
/// an edge out of a junction or an `on` block counts the values written into
/// its target. The mapping decides nothing about loops: standings and guards come
/// from Analysis, counts and cut-offs from the run.
struct GraphMapping {
    let program: Program
    /// The analysis the colours come from (made with the run's two-way style, if any).
    let analysis: AnalysedBindingGraph
    var title: String?

    init(program: Program, analysis: AnalysedBindingGraph, title: String? = nil) {
        self.program = program
        self.analysis = analysis
        self.title = title
    }

    /// The picture; `tally` adds delivery counts, cut-offs and vertex annotations;
    /// `linked` tags vertices and edges for a page that links them to a run's events
    /// (`PictureRecorder.tags(of:)`): `n3` the vertex of declaration 3, `o5` the block of
    /// statement 5, `d5.3` an edge that counts statement 5's deliveries from node 3,
    /// `f5.3.4` an edge on statement 5's value path from node 3 into node 4.
    func graph(tally: DeliveryTally? = nil, linked: Bool = false) -> PictureGraph {
        var builder = GraphBuilder(program: program)
        builder.build()
        let cycles = analysis.edgeCycles
        var byFlow: [Flow: [Int]] = [:]
        for (index, edge) in analysis.graph.edges.enumerated() {
            byFlow[Flow(statement: edge.statement, source: edge.from, target: edge.to), default: []].append(index)
        }
        var edges = builder.edges
        for (index, carried) in builder.carries.enumerated() {
            var standing = LoopAnalysis.EdgeStanding.onNoCycle
            var guards: Set<BindingGraph.Guard> = []
            for flow in carried {
                for graphEdge in byFlow[flow] ?? [] {
                    let found = cycles[graphEdge]
                    switch found.standing {
                    case .onUnguardedCycle: standing = .onUnguardedCycle
                    case .onGuardedCycle:
                        if standing == .onNoCycle { standing = .onGuardedCycle }
                        guards.formUnion(found.guards)
                    case .onNoCycle: break
                    }
                }
            }
            switch standing {
            case .onNoCycle: edges[index].status = .plain
            case .onUnguardedCycle: edges[index].status = .unguardedCycle
            case .onGuardedCycle: edges[index].status = .guardedCycle(guards: Self.shortNames(guards.sorted()))
            }
        }
        var vertices = builder.vertices
        if let tally {
            // An edge with nothing to count (junction to junction, junction to `on` block) shows no number.
            for index in edges.indices {
                let first = builder.firstHops[index]
                let writes = builder.writeHops[index]
                if !first.isEmpty || !writes.isEmpty {
                    edges[index].deliveries = first.reduce(0) { $0 + (tally.deliveries[$1] ?? 0) }
                        + writes.reduce(0) { $0 + (tally.writes[$1] ?? 0) }
                }
                edges[index].cutOff = builder.lastHops[index].contains { tally.cutOffs.contains($0) }
            }
            for (index, declaration) in program.declarations.enumerated() where declaration.kind != .stream {
                guard let vertex = builder.vertexOfDeclaration[index] else { continue }
                vertices[vertex].annotation = Self.annotation(
                    announcements: tally.announcements[index] ?? 0, silentSets: tally.silentSets[index] ?? 0,
                    kind: declaration.kind)
            }
        }
        if linked { tag(&vertices, &edges, builder: builder) }
        return PictureGraph(title: title, vertices: vertices, edges: edges)
    }

    private func tag(_ vertices: inout [PictureGraph.Vertex], _ edges: inout [PictureGraph.Edge], builder: GraphBuilder) {
        for (declaration, vertex) in builder.vertexOfDeclaration { vertices[vertex].tags = ["n\(declaration)"] }
        for (statement, vertex) in builder.vertexOfBlock { vertices[vertex].tags = ["o\(statement)"] }
        for index in edges.indices {
            edges[index].tags = builder.firstHops[index].map { "d\($0.statement).\($0.node)" }
                + builder.carries[index].map { "f\($0.statement).\($0.source).\($0.target)" }
        }
    }

    /// `distinct`, `silent field`, `bibinding`: guards as edge labels name them.
    static func shortNames(_ guards: [BindingGraph.Guard]) -> [String] {
        var names: [String] = []
        for guardOnEdge in guards {
            let name: String
            switch guardOnEdge {
            case .silentControl(let keyword, _): name = "silent \(keyword)"
            case .operatorGuard(let found): name = found.shortName
            case .twoWay(let style): name = style.rawValue
            case .condition: name = "if"
            case .equatableSetter: name = "Equatable setter"
            case .stateEquality: name = "@State equality"
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `3 announcements`, `2 announcements · 4 silent sets`, `1 set` (a label).
    static func annotation(announcements: Int, silentSets: Int, kind: NodeKind) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        if kind == .label { return count(silentSets, "set") }
        var parts = [count(announcements, "announcement")]
        if silentSets > 0 { parts.append(count(silentSets, "silent set")) }
        return parts.joined(separator: " · ")
    }
}

/// A value path of the binding graph: from a node, through one statement, into a node.
struct Flow: Hashable {
    /// The top-level statement's index in the program.
    var statement: Int
    var source: Int
    var target: Int
}

/// What one binding moved during a run, keyed by statement and node: what
/// `GraphMapping` puts on the edges. Filled by `PictureRecorder` from the events.
struct DeliveryTally: Equatable {
    /// Deliveries and replays to a statement's subscription, by (statement, source node).
    var deliveries: [StatementNode: Int] = [:]
    /// Writes a statement made into a node (announced or set), by (statement, target node).
    var writes: [StatementNode: Int] = [:]
    /// Where a loop was cut off: the statement whose write into the node was stopped.
    var cutOffs: Set<StatementNode> = []
    /// Announcements and silent sets per node (declaration index).
    var announcements: [Int: Int] = [:]
    var silentSets: [Int: Int] = [:]

    struct StatementNode: Hashable {
        var statement: Int
        var node: Int
    }
}
