/// The static binding graph of a scenario: an edge for each way a value written
/// into one node can make another node announce — `bind`, `on` blocks' `set` and
/// `user`, both directions of a two-way binding — with what stands on the way.
struct BindingGraph {
    /// Something on an edge that can stop a value from going round a cycle.
    enum Guard: Hashable, Comparable {
        /// The edge writes into a field programmatically, which announces nothing.
        case silentField(String)
        case distinct
        case filter
        case take
        case twoWay(BindingStyle)
        /// The write sits inside an `if` of an `on` block.
        case condition

        var description: String {
            switch self {
            case .silentField(let name): "the silent programmatic set of field '\(name)'"
            case .distinct: "distinct() (drops a repeated value)"
            case .filter: "a filter (may drop the value)"
            case .take: "take() (stops after a count)"
            case .twoWay(let style): "the '\(style.rawValue)' two-way guard"
            case .condition: "an 'if' in an 'on' block (the write is conditional)"
            }
        }

        static func < (lhs: Guard, rhs: Guard) -> Bool {
            lhs.description < rhs.description
        }
    }

    struct Edge {
        var from: Int
        var to: Int
        var guards: Set<Guard>
        /// The statement's line.
        var line: Int
        /// Whether the value crosses a scheduler hop (async, delay, debounce, throttle).
        var hops: Bool
    }

    /// Node names in declaration order (`let` streams are expanded, not nodes).
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]
    private(set) var edges: [Edge] = []
    private var streams: [String: Stream] = [:]
    private var kinds: [String: NodeKind] = [:]

    init(program: Program) {
        for declaration in program.declarations {
            if case .stream(let stream) = declaration.value, declaration.kind == .stream {
                streams[declaration.name] = stream
                continue
            }
            kinds[declaration.name] = declaration.kind
            index[declaration.name] = names.count
            names.append(declaration.name)
        }
        for statement in program.statements { add(statement) }
    }

    private mutating func add(_ statement: Statement) {
        let line = statement.range.start.line
        switch statement.kind {
        case .bind(let source, let target):
            connect(sources(of: source), to: target.name, programmatic: true, line: line)
        case .bindTwoWay(let left, let right, let style):
            var guards = Set<Guard>()
            if style != .rx { guards.insert(.twoWay(style)) }
            let leftPath = PathInfo(operators: left.operators, extra: guards)
            let rightPath = PathInfo(operators: right.operators, extra: guards)
            connect([(left.node.name, leftPath)], to: right.node.name, programmatic: true, line: line)
            connect([(right.node.name, rightPath)], to: left.node.name, programmatic: true, line: line)
        case .on(let source, let body):
            let from = sources(of: source)
            for write in writes(in: body, conditional: false) {
                let guarded = from.map { name, path in
                    var path = path
                    if write.conditional { path.guards.insert(.condition) }
                    return (name, path)
                }
                connect(guarded, to: write.target, programmatic: write.programmatic, line: line)
            }
        default:
            break
        }
    }

    /// What the operators along a path contribute: guards and hops.
    struct PathInfo {
        var guards: Set<Guard> = []
        var hops = false

        init(operators: [OperatorCall] = [], extra: Set<Guard> = []) {
            guards = extra
            add(operators)
        }

        mutating func add(_ operators: [OperatorCall]) {
            for call in operators {
                switch call.op {
                case .distinct: guards.insert(.distinct)
                case .filter, .ignore: guards.insert(.filter)
                case .take: guards.insert(.take)
                case .async, .delay, .debounce, .throttle: hops = true
                default: break
                }
            }
        }
    }

    /// The nodes a stream reads from, each with what its path passes through.
    /// `let` streams are expanded; `depth` bounds a (checker-rejected) self-reference.
    private func sources(of stream: Stream, depth: Int = 0) -> [(String, PathInfo)] {
        guard depth < 64 else { return [] }
        var found: [(String, PathInfo)] = []
        switch stream.source {
        case .node(let ref):
            if let named = streams[ref.name] {
                found = sources(of: named, depth: depth + 1)
            } else {
                found = [(ref.name, PathInfo())]
            }
        case .combineLatest(let inner), .merge(let inner):
            found = inner.flatMap { sources(of: $0, depth: depth + 1) }
        }
        found = found.map { name, path in
            var path = path
            path.add(stream.operators)
            return (name, path)
        }
        for call in stream.operators {
            switch call.op {
            case .merge(let inner), .combineLatest(let inner):
                found += inner.flatMap { sources(of: $0, depth: depth + 1) }
            case .withLatestFrom:
                break  // the second source only samples: it never triggers a value
            default:
                break
            }
        }
        return found
    }

    /// The nodes an `on` block writes: whether each write is programmatic, and
    /// whether it sits under an `if`.
    private func writes(in body: [Statement], conditional: Bool)
        -> [(target: String, programmatic: Bool, conditional: Bool)] {
        var result: [(target: String, programmatic: Bool, conditional: Bool)] = []
        for statement in body {
            switch statement.kind {
            case .set(let target, _): result.append((target.name, true, conditional))
            case .user(let target, _): result.append((target.name, false, conditional))
            case .ifElse(_, let then, let otherwise):
                result += writes(in: then, conditional: true) + writes(in: otherwise, conditional: true)
            default: break
            }
        }
        return result
    }

    private mutating func connect(_ from: [(String, PathInfo)], to target: String, programmatic: Bool, line: Int) {
        guard let targetIndex = index[target] else { return }
        for (name, path) in from {
            guard let sourceIndex = index[name] else { continue }
            var guards = path.guards
            if programmatic && kinds[target] == .field { guards.insert(.silentField(target)) }
            if kinds[target] == .label { continue }
            edges.append(Edge(from: sourceIndex, to: targetIndex, guards: guards, line: line, hops: path.hops))
        }
    }
}
