/// Walks a program's statements and lays out the structure of its binding graph
/// picture (see `GraphMapping`): vertices, edges with their labels, and for each
/// edge which value paths (`Flow`s) pass along it and which run counts belong on
/// it. Statuses and counts are filled in by `GraphMapping`.
struct GraphBuilder {
    typealias StatementNode = DeliveryTally.StatementNode

    let program: Program
    private(set) var vertices: [PictureGraph.Vertex] = []
    private(set) var edges: [PictureGraph.Edge] = []
    /// Per edge: the value paths of the analysis that pass along it.
    private(set) var carries: [[Flow]] = []
    /// Per edge: the (statement, source) whose deliveries it counts (its subscription's first hop).
    private(set) var firstHops: [[StatementNode]] = []
    /// Per edge out of a junction or an `on` block: the (statement, target) whose writes it counts.
    private(set) var writeHops: [[StatementNode]] = []
    /// Per edge into a node: the (statement, target) whose cut-offs mark it.
    private(set) var lastHops: [[StatementNode]] = []
    /// The vertex of each declared node (a `let` has none).
    private(set) var vertexOfDeclaration: [Int: Int] = [:]
    /// The vertex of each `on` block, by its statement's index.
    private(set) var vertexOfBlock: [Int: Int] = [:]

    /// Where a stream's values come out, with the operators not yet drawn on an edge:
    /// for each node that triggers them, the edges they have passed along so far.
    private struct Outlet {
        var vertex: Int
        var operators: [String] = []
        var sources: [Int: [Int]] = [:]
        /// Nodes that are only sampled (a sampled stream argument): their
        /// subscriptions receive values but trigger nothing downstream.
        var samplers: [Int: [Int]] = [:]
    }

    private struct EdgeKey: Hashable {
        var from: Int
        var to: Int
        var operators: [String]
        var line: Int
        var twoWay: String?
        var inner: Bool
    }

    private var edgeByKey: [EdgeKey: Int] = [:]
    private var carriedSets: [Set<Flow>] = []
    private var letOutlets: [Int: [Outlet]] = [:]
    /// The statement being drawn (an operator's block records its writes under it).
    private var currentStatement = 0

    init(program: Program) {
        self.program = program
    }

    mutating func build() {
        for (index, declaration) in program.declarations.enumerated() where declaration.kind != .stream {
            vertexOfDeclaration[index] = vertices.count
            vertices.append(.init(id: declaration.name, kind: Self.vertexKind(declaration.kind)))
        }
        for (index, statement) in program.statements.enumerated() { add(statement, at: index) }
        carries = carriedSets.map { $0.sorted { ($0.statement, $0.source, $0.target) < ($1.statement, $1.source, $1.target) } }
    }

    static func vertexKind(_ kind: NodeKind) -> PictureGraph.VertexKind {
        switch kind {
        case .relay, .currentValue: .relay
        case .publish, .passthrough, .object, .future: .publish
        case .field: .field
        case .terminal: .terminal
        case .label, .plain: .label
        case .property: .property
        case .published: .published
        case .button: .button
        case .stream: .relay  // never drawn: a `let` has no vertex
        case .observable, .computed, .state: .observable
        // A view and its controls are not drawn in this round (docs/swiftui.md).
        case .view, .textfield, .text, .viewButton: .label
        }
    }

    // MARK: Statements

    private mutating func add(_ statement: Statement, at index: Int) {
        let line = statement.range.start.line
        currentStatement = index
        switch statement.kind {
        case .declare(let declaration):
            guard case .stream(let stream) = declaration.value,
                  let declared = program.declarationIndex(of: NameRef(
                    name: declaration.name, range: declaration.nameRange, symbol: declaration.symbol)) else { return }
            let firstNew = vertices.count
            let made = outlets(of: stream, line: line)
            // The junction a `let` ends in is that stream: it carries the let's name (`heatOn = merge`).
            if made.count == 1, made[0].vertex >= firstNew, vertices[made[0].vertex].kind == .junction {
                vertices[made[0].vertex].label = "\(declaration.name) = \(vertices[made[0].vertex].label)"
            }
            letOutlets[declared] = made
        case .bind(let source, let target, _):
            guard let targetIndex = program.declarationIndex(of: target) else { return }
            finish(outlets(of: source, line: line), into: targetIndex, statement: index, line: line)
        case .bindTwoWay(let left, let right, let style, _):
            guard let leftIndex = program.declarationIndex(of: left.node),
                  let rightIndex = program.declarationIndex(of: right.node) else { return }
            for (from, side, to, direction) in [(leftIndex, left, rightIndex, "L→R"), (rightIndex, right, leftIndex, "R→L")] {
                guard let vertex = vertexOfDeclaration[from] else { continue }
                let start = Outlet(vertex: vertex, sources: [from: []])
                let outlets = apply(side.operators, to: [start], line: line)
                finish(outlets, into: to, statement: index, line: line, twoWay: "\(style.rawValue) \(direction)")
            }
        case .on:
            vertexOfBlock[index] = addSubscriber(statement, index: index)
        case .track(let tracking):
            // A tracker: edges from what its APPLY reads, to what its blocks write.
            let position = statement.range.start
            let word = tracking.form == .observe ? "observe" : "track"
            let tracker = addVertex(id: "\(word)@\(position.line):\(position.column)",
                                    label: "\(word) (line \(position.line):\(position.column))", kind: .subscriber)
            vertexOfBlock[index] = tracker
            connectReads(TrackedReads.of(tracking, in: program), into: tracker, writes: tracking.apply + tracking.onChange,
                         statement: index, line: line, label: "willSet")
        case .observations(let value, let body, _):
            let position = statement.range.start
            let consumer = addVertex(id: "observations@\(position.line):\(position.column)",
                                     label: "observations (line \(position.line):\(position.column))", kind: .subscriber)
            vertexOfBlock[index] = consumer
            connectReads(TrackedReads.of(value, in: program), into: consumer, writes: body, statement: index, line: line,
                         label: "next value")
        case .view(let view):
            // A view: edges from what its evaluation reads, to what its blocks write.
            let vertex = addVertex(id: "view@\(view.name.name)", label: "view \(view.name.name)", kind: .subscriber)
            vertexOfBlock[index] = vertex
            connectReads(TrackedReads.ofView(view, in: program), into: vertex, writes: view.items.flatMap { $0.blocks.joined() },
                         statement: index, line: line, label: "invalidates")
        case .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted, .expectLoop,
             .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore,
             .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .complete, .expectSwiftUI:
            break  // at the top level, an action or a check: no vertex, no edge
        }
    }

    /// Observation's edges: from each node `reads` lists into `vertex` (a tracker or a consumer),
    /// and from it to what `writes` writes, recording what they carry as an `on` block's are.
    private mutating func connectReads(_ reads: [Int], into vertex: Int, writes body: [Statement], statement index: Int,
                                       line: Int, label: String) {
        var into: [(edge: Int, outlet: Outlet)] = []
        for read in reads {
            guard let from = vertexOfDeclaration[read] else { continue }
            let outlet = Outlet(vertex: from, sources: [read: []])
            into.append((addEdge(from: from, to: vertex, operators: [label], line: line), outlet))
        }
        connectWrites(from: vertex, of: body, inputs: into, statement: index)
    }

    /// The edges from a block's vertex (an `on` block, a tracker, a consumer) to what `body`
    /// writes, recording what they carry from the edges `inputs` into it.
    private mutating func connectWrites(from vertex: Int, of body: [Statement], inputs into: [(edge: Int, outlet: Outlet)],
                                        statement index: Int) {
        for write in writes(in: body, conditional: false) {
            guard let target = vertexOfDeclaration[write.target] else { continue }
            let verb = (write.conditional ? ["if"] : []) + [write.verb]
            let edge = addEdge(from: vertex, to: target, operators: verb, line: write.line)
            append(StatementNode(statement: index, node: write.target), to: &writeHops, at: edge)
            append(StatementNode(statement: index, node: write.target), to: &lastHops, at: edge)
            for (inputEdge, outlet) in into {
                record(outlet, through: [inputEdge, edge], target: write.target, statement: index)
            }
        }
        // Deliveries to a block that writes nothing still count.
        for (inputEdge, outlet) in into { recordFirstHops(outlet, through: [inputEdge], statement: index) }
    }

    /// Draws the last hop of a binding into `target` and records what it carries.
    private mutating func finish(_ outlets: [Outlet], into target: Int, statement: Int, line: Int,
                                 twoWay: String? = nil) {
        guard let targetVertex = vertexOfDeclaration[target] else { return }
        for outlet in outlets {
            let edge = addEdge(from: outlet.vertex, to: targetVertex, operators: outlet.operators, line: line,
                               twoWay: twoWay)
            let key = StatementNode(statement: statement, node: target)
            if vertices[outlet.vertex].kind == .junction { append(key, to: &writeHops, at: edge) }
            append(key, to: &lastHops, at: edge)
            record(outlet, through: [edge], target: target, statement: statement)
            recordFirstHops(outlet, through: [edge], statement: statement)
        }
    }

    /// Every triggering source's path to `target` through `extra` carries its flow.
    private mutating func record(_ outlet: Outlet, through extra: [Int], target: Int, statement: Int) {
        for (source, path) in outlet.sources.sorted(by: { $0.key < $1.key }) {
            let flow = Flow(statement: statement, source: source, target: target)
            for edge in path + extra { carriedSets[edge].insert(flow) }
        }
    }

    /// The first edge out of each source's own vertex counts that source's deliveries.
    private mutating func recordFirstHops(_ outlet: Outlet, through extra: [Int], statement: Int) {
        let all = outlet.sources.merging(outlet.samplers, uniquingKeysWith: { $0 + $1 })
        for (source, path) in all.sorted(by: { $0.key < $1.key }) {
            guard let vertex = vertexOfDeclaration[source],
                  let first = (path + extra).filter({ edges[$0].from == vertices[vertex].id }).min() else { continue }
            append(StatementNode(statement: statement, node: source), to: &firstHops, at: first)
        }
    }

    // MARK: Streams

    private mutating func outlets(of stream: Stream, line: Int) -> [Outlet] {
        var current: [Outlet]
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference):
            guard let index = program.declarationIndex(of: reference) else { return [] }
            if program.declarations[index].kind == .stream {
                current = letOutlets[index] ?? []
            } else if let vertex = vertexOfDeclaration[index] {
                current = [Outlet(vertex: vertex, sources: [index: []])]
            } else {
                current = []
            }
        case .call(let call):
            current = junction(call, after: [], line: line)
        }
        return apply(stream.operators, to: current, line: line)
    }

    private mutating func apply(_ operators: [OperatorCall], to start: [Outlet], line: Int) -> [Outlet] {
        var current = start
        for call in operators {
            if call.op.parameters.contains(where: \.isStream) {
                current = junction(call, after: [current], line: line)
            } else if !call.blockArguments.isEmpty {
                addBlockVertex(call, after: current)
                let name = Self.shortName(call)
                for index in current.indices { current[index].operators.append(name) }
            } else {
                let name = Self.shortName(call)
                for index in current.indices { current[index].operators.append(name) }
            }
        }
        return current
    }

    /// An operator's block (`handleEvents(receiveOutput: { … })`) as a subscriber of what reaches
    /// the operator, with edges to what it writes; the stream goes on past it.
    private mutating func addBlockVertex(_ call: OperatorCall, after upstream: [Outlet]) {
        let position = call.nameRange.start
        let block = addVertex(id: "\(call.op.name)@\(position.line):\(position.column)",
                              label: "\(call.op.name) (line \(position.line):\(position.column))", kind: .subscriber)
        let into = upstream.map { outlet in
            (edge: addEdge(from: outlet.vertex, to: block, operators: outlet.operators, line: position.line), outlet: outlet)
        }
        connectWrites(from: block, of: call.blockArguments.flatMap { $0 }, inputs: into, statement: currentStatement)
    }

    /// An operator with stream arguments as a junction named after it: the stream it
    /// follows (if any) and its input streams trigger it; sampled streams feed it.
    private mutating func junction(_ call: OperatorCall, after upstream: [[Outlet]], line: Int) -> [Outlet] {
        var inputs = upstream.map { $0.map { (outlet: $0, inner: false) } }
        var samplers: [Outlet] = []
        for (stream, role) in call.streamArguments {
            switch role {
            case .input, .recipe: inputs.append(outlets(of: stream, line: line).map { ($0, false) })
            case .inner: inputs.append(outlets(of: stream, line: line).map { ($0, true) })
            case .sampled: samplers += outlets(of: stream, line: line)
            case .notifier: break
            }
        }
        return [join(call.op.name, at: call.nameRange.start, inputs: inputs, samplers: samplers, line: line)]
    }

    /// A junction vertex fed by `inputs` (whose sources trigger it; an inner stream of the
    /// flatMap family drawn dotted) and `samplers`.
    private mutating func join(_ name: String, at position: SourceLocation, inputs: [[(outlet: Outlet, inner: Bool)]],
                               samplers: [Outlet], line: Int) -> Outlet {
        let vertex = addVertex(id: "\(name)@\(position.line):\(position.column)", label: name, kind: .junction)
        var joined = Outlet(vertex: vertex)
        for (outlet, inner) in inputs.joined() {
            let edge = addEdge(from: outlet.vertex, to: vertex, operators: outlet.operators, line: line, inner: inner)
            for (source, path) in outlet.sources { joined.sources[source, default: []].append(contentsOf: path + [edge]) }
            for (source, path) in outlet.samplers { joined.samplers[source, default: []].append(contentsOf: path + [edge]) }
        }
        for outlet in samplers {
            let edge = addEdge(from: outlet.vertex, to: vertex, operators: outlet.operators + ["sampled"], line: line)
            for (source, path) in outlet.sources.merging(outlet.samplers, uniquingKeysWith: { $0 + $1 }) {
                joined.samplers[source, default: []].append(contentsOf: path + [edge])
            }
        }
        for source in joined.sources.keys { joined.sources[source] = Self.unique(joined.sources[source] ?? []) }
        for source in joined.samplers.keys { joined.samplers[source] = Self.unique(joined.samplers[source] ?? []) }
        return joined
    }

    /// An `on`'s (a `sink`'s) vertex, with edges from what it subscribes to and to what its blocks
    /// write; a `sink` inside its blocks is a subscriber of its own, drawn the same way.
    private mutating func addSubscriber(_ statement: Statement, index: Int) -> Int {
        guard case .on(let source, let body, let completion, _) = statement.kind else { preconditionFailure("an on") }
        let position = statement.range.start
        let block = addVertex(id: "on@\(position.line):\(position.column)",
                              label: "on (line \(position.line):\(position.column))", kind: .subscriber)
        var into: [(edge: Int, outlet: Outlet)] = []
        for outlet in outlets(of: source, line: position.line) {
            let edge = addEdge(from: outlet.vertex, to: block, operators: outlet.operators, line: position.line)
            into.append((edge, outlet))
        }
        connectWrites(from: block, of: body + (completion ?? []), inputs: into, statement: index)
        (body + (completion ?? [])).forEachEnteringBranches { inner, _ in
            if case .on = inner.kind { _ = addSubscriber(inner, index: index) }
        }
        return block
    }

    /// What an `on` block writes: each target once, at its first write, conditional
    /// only when every write of it sits inside an `if`.
    private func writes(in body: [Statement], conditional: Bool)
        -> [(target: Int, verb: String, line: Int, conditional: Bool)] {
        var found: [(target: Int, verb: String, line: Int, conditional: Bool)] = []
        body.forEachEnteringBranches(conditional: conditional) { statement, conditional in
            switch statement.kind {
            case .set(let target, _, _), .user(let target, _), .mutate(let target, _):
                guard let index = program.declarationIndex(of: target) else { return }
                if let seen = found.firstIndex(where: { $0.target == index }) {
                    found[seen].conditional = found[seen].conditional && conditional
                } else {
                    let verb: String
                    if case .user = statement.kind { verb = "user" } else { verb = "set" }
                    found.append((index, verb, statement.range.start.line, conditional))
                }
            case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .type, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
                 .explore, .track, .read, .rearm, .task, .expectLostWrite, .expectIn, .batch, .observations, .complete,
                 .view, .expectSwiftUI:
                break  // no write (an `if`'s branches are entered by the walk; a nested tracker's and task's are not)
            }
        }
        return found
    }

    // MARK: Vertices and edges

    private mutating func addVertex(id: String, label: String, kind: PictureGraph.VertexKind) -> Int {
        vertices.append(.init(id: id, label: label, kind: kind))
        return vertices.count - 1
    }

    /// The edge with these ends and labels, made once (a `let` used twice shares its edges).
    private mutating func addEdge(from: Int, to: Int, operators: [String], line: Int, twoWay: String? = nil,
                                  inner: Bool = false) -> Int {
        let key = EdgeKey(from: from, to: to, operators: operators, line: line, twoWay: twoWay, inner: inner)
        if let existing = edgeByKey[key] { return existing }
        edges.append(.init(from: vertices[from].id, to: vertices[to].id, operators: operators, line: line, twoWay: twoWay,
                           inner: inner))
        carriedSets.append([])
        firstHops.append([])
        writeHops.append([])
        lastHops.append([])
        edgeByKey[key] = edges.count - 1
        return edges.count - 1
    }

    private func append(_ key: StatementNode, to list: inout [[StatementNode]], at edge: Int) {
        if !list[edge].contains(key) { list[edge].append(key) }
    }

    private static func unique(_ edges: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return edges.filter { seen.insert($0).inserted }
    }

    /// An operator as edge labels show it: its name, with its counts and durations
    /// when they are written as literals (`map`, `skip(1)`, `delay(300ms)`).
    static func shortName(_ call: OperatorCall) -> String {
        var shown: [String] = []
        for index in call.arguments.indices {
            guard case .expression(let expr) = call.arguments[index] else { continue }
            switch (call.op.parameter(at: index), expr.kind) {
            case (.count, .number(let count)): shown.append(LiteralText.number(count))
            case (.duration, .duration(let ms)): shown.append(ms >= 1000 && ms % 1000 == 0 ? "\(ms / 1000)s" : "\(ms)ms")
            default: break
            }
        }
        return shown.isEmpty ? call.op.name : "\(call.op.name)(\(shown.joined(separator: ", ")))"
    }
}
