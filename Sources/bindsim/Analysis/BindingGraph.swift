/// The static binding graph of a scenario: an edge for each way a value written
/// into one node can make another node announce — `bind`, `on` blocks' `set` and
/// `user`, both directions of a two-way binding — with what stands on the way.
/// Nodes are numbered by declaration; a `let` stream is not a node: each `let`'s
/// sources are computed once, when its declaration is reached, and every use
/// shares them, so building the graph is linear in the file however the `let`s
/// fan out (and never recursive along a chain of `let`s).
struct BindingGraph {
    /// Something on an edge that can stop a value from going round a cycle.
    enum Guard: Hashable, Comparable {
        /// The edge writes into a control (a `field` or `terminal`: the keyword, then
        /// the node's name) programmatically, which announces nothing.
        case silentControl(keyword: String, name: String)
        /// An operator on the way (`distinct()`, `filter`, `take()`, `debounce`, ...).
        case operatorGuard(OperatorGuard)
        case twoWay(BindingStyle)
        /// The write sits inside an `if` of an `on` block.
        case condition
        /// The edge writes into an Equatable `observable` through its setter, which announces
        /// nothing when the value is equal (the `@Observable` macro's `shouldNotifyObservers`).
        case equatableSetter(name: String)
        /// The edge writes into a SwiftUI `state`, where an equal write does nothing (ui S1).
        case stateEquality(name: String)

        /// A short name for reports (`distinct()`, `'bibinding' style`).
        var description: String {
            switch self {
            case .silentControl(let keyword, let name): "silent set of \(keyword) \(name)"
            case .operatorGuard(let found): found.name
            case .twoWay(let style): "'\(style.rawValue)' style"
            case .condition: "'if' in an 'on' block"
            case .equatableSetter(let name): "Equatable setter of observable \(name)"
            case .stateEquality(let name): "state \(name)'s equal-write check"
            }
        }

        /// Reports list guards in a fixed order: operators' (by what they depend on,
        /// then by name), an `if`, two-way styles, silent sets (by style or field name).
        private var rank: Int {
            switch self {
            case .operatorGuard(let found): found.kind.rawValue
            case .condition: 10
            case .twoWay: 11
            case .silentControl, .equatableSetter, .stateEquality: 12
            }
        }

        private var name: String {
            switch self {
            case .silentControl(_, let name), .equatableSetter(let name), .stateEquality(let name): name
            case .operatorGuard(let found): found.name
            case .twoWay(let style): style.rawValue
            case .condition: ""
            }
        }

        static func < (lhs: Guard, rhs: Guard) -> Bool {
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.name < rhs.name
        }
    }

    /// Guards as bits, so that paths and edges carry them without allocating: three
    /// for the guards of bindings, then one per operator of the catalog.
    struct GuardSet: OptionSet, Hashable {
        let rawValue: UInt64
        static let silentField = GuardSet(rawValue: 1 << 0)
        static let twoWay = GuardSet(rawValue: 1 << 1)
        static let condition = GuardSet(rawValue: 1 << 2)
        private static let firstOperatorBit = 3

        init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// The bit of the guard of the operator at `index` in `OperatorCatalog.all`.
        init(operatorAt index: Int) {
            rawValue = 1 << UInt64(GuardSet.firstOperatorBit + index)
        }

        /// The guards of the operators whose bits are set, each name once, in report order.
        var operatorGuards: [OperatorGuard] {
            var found: [OperatorGuard] = []
            var bits = rawValue >> UInt64(GuardSet.firstOperatorBit)
            var index = 0
            while bits != 0 {
                if bits & 1 != 0, let guardKind = OperatorCatalog.all[index].guardKind, !found.contains(guardKind) {
                    found.append(guardKind)
                }
                bits >>= 1
                index += 1
            }
            return found.sorted { $0.kind != $1.kind ? $0.kind < $1.kind : $0.name < $1.name }
        }
    }

    struct Edge {
        var from: Int
        var to: Int
        var guards: GuardSet
        /// The style, when `guards` holds `.twoWay`.
        var style: BindingStyle
        /// For the two directions of one guarded two-way binding, the same id (its
        /// statement's index); -1 otherwise. Such a guard only stops the echo: a
        /// value crossing back through the same binding at once.
        var binding: Int
        /// Whether the value crosses a scheduler hop (an operator whose description `hops`).
        var hops: Bool
        /// The top-level statement that makes the edge (its index in the program).
        var statement: Int = -1
    }

    /// Node names by declaration index.
    let names: [String]
    private(set) var edges: [Edge] = []
    private let declarations: DeclarationList
    let program: Program
    private var currentStatement = -1
    private let twoWayStyle: BindingStyle?
    /// The sources of each `let` declared so far (by declaration index), each
    /// source with what its path passes through, without repeats.
    private var letSources: [Int: [(Int, PathInfo)]] = [:]

    /// `twoWayStyle`, when given, replaces the style of every two-way binding (`--styles`).
    init(program: Program, twoWayStyle: BindingStyle? = nil) {
        self.program = program
        self.twoWayStyle = twoWayStyle
        declarations = program.declarations
        names = declarations.map(\.name)
        for statement in program.statements { add(statement) }
    }

    /// The distinct guards on some edges, in report order (`Guard`'s `<`), made from
    /// the edges' bits and node numbers: no set of guards, whose hashing hashes their
    /// strings (a tenth of `check` on a file with 60,000 cycles).
    func guards<Edges: Sequence<Int>>(onEdges edgeIndices: Edges) -> [Guard] {
        var bits: GuardSet = []
        var styles: [BindingStyle] = []
        var silentTargets: [Int] = []
        for index in edgeIndices {
            let edge = edges[index]
            bits.formUnion(edge.guards)
            if edge.guards.contains(.twoWay), !styles.contains(edge.style) { styles.append(edge.style) }
            if edge.guards.contains(.silentField) { silentTargets.append(edge.to) }
        }
        var result = bits.operatorGuards.map(Guard.operatorGuard)
        if bits.contains(.condition) { result.append(.condition) }
        if styles.count > 1 { styles.sort { $0.rawValue < $1.rawValue } }
        result += styles.map(Guard.twoWay)
        if silentTargets.count > 1 {
            var seen = Set<Int>()
            silentTargets = silentTargets.filter { seen.insert($0).inserted }.sorted { names[$0] < names[$1] }
        }
        result += silentTargets.map {
            switch declarations[$0].kind {
            case .observable: Guard.equatableSetter(name: names[$0])
            case .state: Guard.stateEquality(name: names[$0])
            default: Guard.silentControl(keyword: declarations[$0].kind.keyword, name: names[$0])
            }
        }
        return result
    }

    /// What the operators along a path contribute: guards and hops.
    struct PathInfo: Hashable {
        var guards: GuardSet = []
        var hops = false

        mutating func add(_ operators: [OperatorCall]) {
            for call in operators {
                let op = call.op
                if op.guardKind != nil { guards.insert(GuardSet(operatorAt: Int(call.operatorIndex))) }
                // Combine's flatMap(S, maxPublishers: 1) is flatMapFirst, and guards as it does.
                if op.name == OperatorDescription.flatMap.name, call.arguments.count == 2 {
                    guards.insert(GuardSet(operatorAt: OperatorCatalog.flatMapFirstIndex))
                }
                hops = hops || call.hops
            }
        }
    }

    private mutating func add(_ statement: Statement) {
        currentStatement += 1
        switch statement.kind {
        case .declare(let declaration):
            // A `published … in O` announces into O's objectWillChange first (C9): an edge to O.
            if let object = declaration.object, let member = program.declarationIndex(of: NameRef(
                name: declaration.name, range: declaration.nameRange, symbol: declaration.symbol)) {
                connect([(member, PathInfo())], to: object, programmatic: true, style: .rx)
            }
            guard case .stream(let stream) = declaration.value,
                  let index = program.declarationIndex(of: NameRef(
                    name: declaration.name, range: declaration.nameRange, symbol: declaration.symbol)) else { return }
            var found: [(Int, PathInfo)] = []
            sources(of: stream, into: &found)
            letSources[index] = BindingGraph.withoutRepeats(found)
            addBlockArguments(of: stream)
        case .bind(let source, let target, _):
            var found: [(Int, PathInfo)] = []
            sources(of: source, into: &found)
            connect(found, to: target, programmatic: true, style: .rx)
            addBlockArguments(of: source)
        case .bindTwoWay(let left, let right, let writtenStyle, _):
            let style = twoWayStyle ?? writtenStyle
            var extra = GuardSet()
            if style != .rx { extra.insert(.twoWay) }
            guard let leftIndex = program.declarationIndex(of: left.node),
                  let rightIndex = program.declarationIndex(of: right.node) else { return }
            var leftPath = PathInfo(guards: extra)
            leftPath.add(left.operators)
            var rightPath = PathInfo(guards: extra)
            rightPath.add(right.operators)
            connect([(leftIndex, leftPath)], to: right.node, programmatic: true, style: style)
            connect([(rightIndex, rightPath)], to: left.node, programmatic: true, style: style)
            addBlockArguments(of: Stream(source: .node(left.node), operators: left.operators, range: left.node.range))
            addBlockArguments(of: Stream(source: .node(right.node), operators: right.operators, range: right.node.range))
        case .on(let source, let body, let completion, _):
            addSubscriber(source, body: body, completion: completion, conditional: false)
        case .track(let tracking):
            // What the tracker watches, to what its blocks write; `observe` hops to the main queue.
            var path = PathInfo()
            path.hops = tracking.form == .observe
            let found = TrackedReads.of(tracking, in: program).map { ($0, path) }
            addWrites(in: tracking.apply + tracking.onChange, from: found, conditional: false)
        case .observations(let value, let body, _):
            // What EXPR reads, to what the loop's body writes, a job later.
            var path = PathInfo()
            path.hops = true
            addWrites(in: body, from: TrackedReads.of(value, in: program).map { ($0, path) }, conditional: false)
        case .view(let view):
            // An onChange writes after the update, from what its subject reads; a body's publish
            // re-renders a frame later (ui W2a): a hop. Setters and buttons run on the user's actions.
            var nextFrame = PathInfo()
            nextFrame.hops = true
            let viewReads = TrackedReads.ofView(view, in: program).map { ($0, nextFrame) }
            for item in view.items {
                switch item.kind {
                case .onChange(let subject, _, _, let action):
                    let reads = TrackedReads.ofView(nil, expr: subject, in: program).map { ($0, PathInfo()) }
                    addWrites(in: action, from: reads, conditional: false)
                case .body(let body):
                    addWrites(in: body, from: viewReads, conditional: false)
                case .textfield, .label, .button:
                    break
                }
            }
        case .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted, .expectLoop,
             .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore,
             .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .complete, .expectSwiftUI:
            break  // at the top level, an action or a check: no edge
        }
    }

    /// Appends the nodes a stream reads from, each with what its path passes
    /// through. A `let` contributes the sources computed at its declaration.
    /// Recursion follows the stream's own nesting only, which the parser bounds.
    private func sources(of stream: Stream, into found: inout [(Int, PathInfo)]) {
        let start = found.count
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference):
            guard let index = program.declarationIndex(of: reference) else { break }
            if declarations[index].kind == .stream {
                found += letSources[index] ?? []
            } else {
                found.append((index, PathInfo()))
            }
        case .call(let call):
            inputs(of: call, into: &found)
        }
        if !stream.operators.isEmpty {
            for position in start..<found.count { found[position].1.add(stream.operators) }
        }
        for call in stream.operators { inputs(of: call, into: &found) }
    }

    /// The sources of a call's input streams (a sampled stream never triggers a
    /// value, so it is no edge).
    private func inputs(of call: OperatorCall, into found: inout [(Int, PathInfo)]) {
        for (stream, role) in call.streamArguments where role == .input || role == .inner || role == .recipe {
            sources(of: stream, into: &found)
        }
    }

    /// `found` with each (source, path) pair once, in order of first appearance:
    /// a diamond of `let`s reaches the same source many times the same way.
    private static func withoutRepeats(_ found: [(Int, PathInfo)]) -> [(Int, PathInfo)] {
        var seen = Set<SourcePath>()
        return found.filter { seen.insert(SourcePath(source: $0.0, path: $0.1)).inserted }
    }

    private struct SourcePath: Hashable {
        var source: Int
        var path: PathInfo
    }

    /// An `on`'s (a `sink`'s) edges: from what its stream reads to each node its blocks write
    /// (a write under an `if` is conditional).
    private mutating func addSubscriber(_ source: Stream, body: [Statement], completion: [Statement]?, conditional: Bool) {
        var found: [(Int, PathInfo)] = []
        sources(of: source, into: &found)
        addBlockArguments(of: source)
        addWrites(in: body, from: found, conditional: conditional)
        // A completion block runs once, at the end: what it writes is no cycle's step.
        if let completion { addWrites(in: completion, from: found, conditional: true) }
    }

    /// The edges of the blocks a stream's operators run (`handleEvents(receiveOutput: { … })`):
    /// from what reaches the operator, through the operators before it, to what the block writes;
    /// nested streams' too. Recursion follows the stream's own nesting, which the parser bounds.
    private mutating func addBlockArguments(of stream: Stream) {
        if case .call(let call) = stream.source {
            for (inner, _) in call.streamArguments { addBlockArguments(of: inner) }
        }
        for (position, call) in stream.operators.enumerated() {
            for (inner, _) in call.streamArguments { addBlockArguments(of: inner) }
            let blocks = call.blockArguments
            guard !blocks.isEmpty else { continue }
            let upstream = Stream(source: stream.source, operators: Array(stream.operators[..<position]), range: stream.range)
            var found: [(Int, PathInfo)] = []
            sources(of: upstream, into: &found)
            for body in blocks { addWrites(in: body, from: found, conditional: false) }
        }
    }

    private mutating func addWrites(in body: [Statement], from found: [(Int, PathInfo)], conditional: Bool) {
        body.forEachEnteringBranches(conditional: conditional) { statement, conditional in
            switch statement.kind {
            case .set(let target, _, _), .user(let target, _), .mutate(let target, _):
                var paths = found
                if conditional {
                    for position in paths.indices { paths[position].1.guards.insert(.condition) }
                }
                var programmatic = true
                if case .user = statement.kind { programmatic = false }
                var comparing = true
                if case .mutate = statement.kind { comparing = false }
                connect(paths, to: target, programmatic: programmatic, style: .rx, comparing: comparing)
            case .task(let body):
                // A task's writes come a hop later.
                var paths = found
                for position in paths.indices { paths[position].1.hops = true }
                addWrites(in: body, from: paths, conditional: conditional)
            case .on(let source, let nested, let completion, _):
                // A sink made inside the block: its own edges, from what it subscribes to.
                addSubscriber(source, body: nested, completion: completion, conditional: conditional)
            case .declare, .bind, .bindTwoWay, .unbind, .tap, .ifElse, .type, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
                 .explore, .track, .read, .rearm, .expectLostWrite, .expectIn, .batch, .observations, .complete, .view,
                 .expectSwiftUI:
                break  // not a write the graph draws (an `if`'s branches are entered by the walk)
            }
        }
    }

    private mutating func connect(_ from: [(Int, PathInfo)], to target: NameRef, programmatic: Bool, style: BindingStyle,
                                  comparing: Bool = true) {
        guard let targetIndex = program.declarationIndex(of: target) else { return }
        let kind = declarations[targetIndex].kind
        guard kind != .label && kind != .stream else { return }
        // An Equatable observable's setter is a value guard; `always` and `mutate` take it away.
        let equatableSetter = (kind == .observable && comparing && declarations[targetIndex].observableSetter == .equatable)
            || kind == .state
        for (sourceIndex, path) in from where declarations[sourceIndex].kind != .stream {
            var guards = path.guards
            if (programmatic && kind.isControl) || equatableSetter { guards.insert(.silentField) }
            let binding = guards.contains(.twoWay) ? currentStatement : -1
            edges.append(Edge(from: sourceIndex, to: targetIndex, guards: guards, style: style,
                              binding: binding, hops: path.hops, statement: currentStatement))
        }
    }
}
