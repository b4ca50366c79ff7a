/// Every action explore can take, in lexicographic order (explore.md): the
/// explorable nodes in declaration order — for each, `user NAME = V` over its
/// pool, then `type NAME "c"` over its characters; a button's `tap NAME` — then, with
/// `--programmatic`, `set` on relays; then `wait D` over the file's durations and
/// `wait next` when the setup has timing operators.
///
/// The actions are never listed: a file with thousands of fields and thousands of
/// literals has millions of them. The alphabet keeps one run of actions per node
/// (a segment) and each distinct pool once — the nodes of one kind without
/// `explore … with` values share it — and makes the action with a given number on
/// request (`actions[i]`), so its memory grows with the nodes plus the pools, not
/// with their product.
struct ActionAlphabet: Sendable {
    /// The actions, in order (made on request).
    var actions: ActionList { ActionList(alphabet: self) }
    /// Each node's value pool (for shrinking: a value is replaced by earlier ones).
    let pools: PerNode<[Value]>
    /// Each node's typed characters.
    let characters: PerNode<[String]>
    /// The durations `wait` tries, in order.
    let waits: [Int]

    /// One node's actions (or the waits), and how many there are.
    fileprivate enum Segment: Sendable {
        case user(node: Int), set(node: Int), type(node: Int), tap(node: Int), wait, waitNext
    }

    private let segments: [Segment]
    /// The number of the first action of each segment; the last entry is the count.
    private let starts: [Int]

    /// Why the file's `explore … with` statements give no alphabet.
    enum Problem: Error {
        /// A node explore was told to act on but that the user cannot edit.
        case notEditable(reference: NameRef, kind: NodeKind)
        /// A value of `explore … with […]` that fails to evaluate (`1/0`): reported
        /// at the value, as the same expression would be in a `set`.
        case valueFails(RuntimeError)
    }

    /// `longestSequence` is the most actions one sequence has (`--steps` or `--depth`):
    /// a `wait` that many times as long as the clock has left is not tried (the
    /// clock's end would stop the run with E0320, a failure of the search, not of the file).
    init(program: Program, programmatic: Bool, longestSequence: Int = ExploreOptions().steps) throws(Problem) {
        let literals = ValuePools(program: program)
        let (named, exploreValues) = try Self.exploreStatements(program, programmatic: programmatic)
        let explorable: [Int] = named.isEmpty
            ? program.declarations.indices.filter {
                let kind = program.declarations[$0].kind
                return kind.isExplored || (programmatic && kind.isProgrammaticOnly)
            }
            : named.sorted()
        var pools = PerNode<[Value]>()
        var characters = PerNode<[String]>()
        // Nodes of one kind without `explore … with` values share one pool (and its characters).
        var shared: [String: (pool: Int, characters: Int?)] = [:]
        var segments: [Segment] = []
        for index in explorable {
            let declaration = program.declarations[index]
            if declaration.kind == .button {
                segments.append(.tap(node: index))
                continue
            }
            // A node whose values no pool holds (a list) gets only its `explore … with` values.
            let kind = ValuePools.kind(of: declaration)
            let ownValues = exploreValues[index] ?? []
            let key = ownValues.isEmpty ? kind.map { "\($0) \(declaration.kind.isProgrammaticOnly)" } : nil
            if let key, let known = shared[key] {
                pools.share(known.pool, with: index)
                if let typed = known.characters { characters.share(typed, with: index) }
            } else {
                let pool = kind.map { literals.pool(kind: $0, exploreValues: ownValues) } ?? ValuePools.unique(ownValues)
                let poolID = pools.add(pool, for: index)
                var typedID: Int?
                if case .string = kind, !declaration.kind.isProgrammaticOnly {
                    typedID = characters.add(Self.typedCharacters(of: pool), for: index)
                }
                if let key { shared[key] = (poolID, typedID) }
            }
            if declaration.kind.isProgrammaticOnly {
                segments.append(.set(node: index))
                continue
            }
            segments.append(.user(node: index))
            if characters[index] != nil { segments.append(.type(node: index)) }
        }
        let longestWait = FrontendLimits.standard.maxDurationMilliseconds / max(1, longestSequence)
        waits = literals.hasTiming ? literals.durations.filter { $0 <= longestWait } : []
        if literals.hasTiming { segments += [.wait, .waitNext] }
        self.pools = pools
        self.characters = characters
        self.segments = segments
        var starts = [0]
        starts.reserveCapacity(segments.count + 1)
        for segment in segments { starts.append(starts[starts.count - 1] + segment.count(in: pools, characters, waits)) }
        self.starts = starts
    }

    /// The nodes `explore NAME with [...]` names, in file order, and their values.
    private static func exploreStatements(_ program: Program, programmatic: Bool) throws(Problem)
        -> (named: [Int], values: [Int: [Value]]) {
        var exploreValues: [Int: [Value]] = [:]
        var named: [Int] = []
        for statement in program.statements {
            guard case .explore(let reference, let values) = statement.kind,
                  let index = program.declarationIndex(of: reference) else { continue }
            let kind = program.declarations[index].kind
            let editable = kind.isExplored || (programmatic && kind.isProgrammaticOnly)
            guard editable else { throw .notEditable(reference: reference, kind: kind) }
            if !named.contains(index) { named.append(index) }
            for expr in values {
                do {
                    exploreValues[index, default: []].append(try Evaluator.constantValue(of: expr))
                } catch {
                    throw .valueFails(error)
                }
            }
        }
        return (named, exploreValues)
    }

    /// The characters typed into a string node: every character of its pooled strings, and a space.
    private static func typedCharacters(of pool: [Value]) -> [String] {
        var typed: [String] = []
        for value in pool {
            if case .string(let text) = value { typed += text.map(String.init) }
        }
        typed.append(" ")
        return ValuePools.unique(typed)
    }

    /// How many actions there are.
    var count: Int { starts[starts.count - 1] }

    /// The action with number `number` (0 ..< count), in the order above.
    func action(at number: Int) -> Action {
        // The last segment that starts at or before `number`.
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= number { low = middle } else { high = middle - 1 }
        }
        let offset = number - starts[low]
        switch segments[low] {
        case .user(let node): return .user(node: node, value: pools[node]![offset])
        case .set(let node): return .set(node: node, value: pools[node]![offset])
        case .type(let node): return .type(node: node, text: characters[node]![offset], everyMilliseconds: nil)
        case .tap(let node): return .tap(node: node)
        case .wait: return .wait(milliseconds: waits[offset])
        case .waitNext: return .waitForNextTimer
        }
    }

    /// The actions in order, made one at a time as they are read.
    struct ActionList: RandomAccessCollection, Sendable {
        let alphabet: ActionAlphabet
        var startIndex: Int { 0 }
        var endIndex: Int { alphabet.count }
        subscript(position: Int) -> Action { alphabet.action(at: position) }
    }
}

private extension ActionAlphabet.Segment {
    func count(in pools: PerNode<[Value]>, _ characters: PerNode<[String]>, _ waits: [Int]) -> Int {
        switch self {
        case .user(let node), .set(let node): pools[node]?.count ?? 0
        case .type(let node): characters[node]?.count ?? 0
        case .tap, .waitNext: 1
        case .wait: waits.count
        }
    }
}

/// Values kept per node, each distinct one once: nodes may share a value.
struct PerNode<Element: Sendable>: Sendable {
    private var stored: [Element] = []
    private var byNode: [Int: Int] = [:]

    /// Keeps `value` for `node`; returns its id, for other nodes to share.
    mutating func add(_ value: Element, for node: Int) -> Int {
        stored.append(value)
        byNode[node] = stored.count - 1
        return stored.count - 1
    }

    /// Gives `node` the value with id `id`.
    mutating func share(_ id: Int, with node: Int) {
        byNode[node] = id
    }

    subscript(node: Int) -> Element? {
        byNode[node].map { stored[$0] }
    }
}

extension NodeKind {
    /// What the user acts on, so explore does: what `user` edits, and a button's taps.
    var isExplored: Bool { acceptsUserEdits || self == .button }

    /// Written only by the program: what `--programmatic` lets explore `set`
    /// (a relay, a publish relay — a button tap — or a `@Published` property).
    var isProgrammaticOnly: Bool { self == .relay || self == .publish || self == .published }
}
