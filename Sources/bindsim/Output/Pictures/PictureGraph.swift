/// A binding graph as the picture writers draw it (`bindsim graph`): vertices
/// for nodes, `on` subscribers and junctions, edges for each direction of each
/// binding with their operators, cycle status and, after a run, delivery counts.
///
/// A plain value with no tie to the interpreter or the analysis: the command
/// maps a scenario onto it, and `GraphDOTWriter`, `GraphMermaidWriter` and
/// `GraphSVGRenderer` draw it. Vertices and edges are drawn in the order given
/// (ties in the layout are broken by that order), so the same model always gives
/// byte-identical output.
struct PictureGraph: Sendable, Equatable {
    /// What a vertex stands for; each kind has its own shape and fill.
    enum VertexKind: String, Sendable, CaseIterable {
        case relay, publish, field, terminal, label, property, published, button
        /// An `observable` or `computed` node (version 4).
        case observable
        /// An `on` block (`on (line 12:1)`).
        case subscriber
        /// An operator with stream arguments (`combineLatest`, `merge`, …) joining streams.
        case junction
    }

    struct Vertex: Sendable, Equatable {
        /// Unique within the graph; any text (writers derive safe identifiers).
        var id: String
        /// The text shown (a node's name, `on (line 12:1)`, `combineLatest`).
        var label: String
        var kind: VertexKind
        /// A second, smaller line after a run, e.g. `3 announcements`.
        var annotation: String?
        /// Opaque tags a page uses to find the vertex (`data-tags` in SVG); not shown.
        var tags: [String]

        init(id: String, label: String? = nil, kind: VertexKind, annotation: String? = nil, tags: [String] = []) {
            self.id = id
            self.label = label ?? id
            self.kind = kind
            self.annotation = annotation
            self.tags = tags
        }
    }

    /// Whether an edge lies on a static cycle, and what guards it.
    enum EdgeStatus: Sendable, Equatable {
        /// On no cycle.
        case plain
        /// On at least one cycle no guard breaks: drawn red.
        case unguardedCycle
        /// Only on guarded cycles: orange and dashed, with the guards named
        /// (`distinct`, `silent field`, `bibinding`), shown as `guard: distinct`.
        case guardedCycle(guards: [String])
    }

    struct Edge: Sendable, Equatable {
        var from: String
        var to: String
        /// Operators in short form, in order (`["map", "distinct"]`), shown `map · distinct`.
        var operators: [String]
        /// The source line of the binding, shown `line 14`.
        var line: Int?
        /// A two-way binding's style and direction, e.g. `rx L→R`.
        var twoWay: String?
        var status: EdgeStatus
        /// With `--run`: how many values the edge delivered.
        var deliveries: Int?
        /// With `--run`: a loop was cut off on this edge.
        var cutOff: Bool
        /// An inner stream of the flatMap family (made anew per element): drawn dotted.
        var inner: Bool
        /// Opaque tags a page uses to find the edge (`data-tags` in SVG); not shown.
        var tags: [String]

        init(
            from: String, to: String, operators: [String] = [], line: Int? = nil, twoWay: String? = nil,
            status: EdgeStatus = .plain, deliveries: Int? = nil, cutOff: Bool = false, inner: Bool = false,
            tags: [String] = []
        ) {
            self.from = from
            self.to = to
            self.operators = operators
            self.line = line
            self.twoWay = twoWay
            self.status = status
            self.deliveries = deliveries
            self.cutOff = cutOff
            self.inner = inner
            self.tags = tags
        }

        /// The label as lines: what the binding does, then the guard, then run facts.
        /// E.g. `["rx L→R · line 11", "guard: bibinding", "12 deliveries"]`.
        var labelLines: [String] {
            var lines: [String] = []
            var first: [String] = []
            if let twoWay { first.append(twoWay) }
            if !operators.isEmpty { first.append(operators.joined(separator: " · ")) }
            if let line { first.append("line \(line)") }
            if !first.isEmpty { lines.append(first.joined(separator: " · ")) }
            if case .guardedCycle(let guards) = status, !guards.isEmpty {
                lines.append("guard: " + guards.joined(separator: ", "))
            }
            if let deliveries { lines.append(deliveries == 1 ? "1 delivery" : "\(deliveries) deliveries") }
            if cutOff { lines.append("✂ loop cut off here") }
            return lines.map(PictureText.oneLine)
        }
    }

    /// Shown above the drawing (the scenario's title), if any.
    var title: String?
    var vertices: [Vertex]
    var edges: [Edge]

    init(title: String? = nil, vertices: [Vertex], edges: [Edge]) {
        self.title = title
        self.vertices = vertices
        self.edges = edges
    }

    /// Problems that make the model undrawable: duplicate vertex ids, edges to unknown
    /// vertices. Writers skip such edges; the command should not produce them.
    func problems() -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for vertex in vertices where !seen.insert(vertex.id).inserted {
            result.append("duplicate vertex id '\(vertex.id)'")
        }
        for (index, edge) in edges.enumerated() {
            if !seen.contains(edge.from) { result.append("edge \(index) starts at unknown vertex '\(edge.from)'") }
            if !seen.contains(edge.to) { result.append("edge \(index) ends at unknown vertex '\(edge.to)'") }
        }
        return result
    }

    /// Vertex index by id (the first vertex wins a duplicate id).
    func vertexIndex() -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, vertex) in vertices.enumerated() where index[vertex.id] == nil {
            index[vertex.id] = position
        }
        return index
    }

    /// Edges whose both ends exist, as (edge index, from index, to index), in order.
    func drawableEdges() -> [(edge: Int, from: Int, to: Int)] {
        let index = vertexIndex()
        return edges.enumerated().compactMap { position, edge in
            guard let from = index[edge.from], let to = index[edge.to] else { return nil }
            return (position, from, to)
        }
    }
}
