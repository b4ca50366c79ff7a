/// Every action explore can take, in lexicographic order (explore.md): the
/// explorable nodes in declaration order — for each, `user NAME = V` over its
/// pool, then `type NAME "c"` over its characters; a button's `tap NAME` — then, with
/// `--programmatic`, `set` on relays; then `wait D` over the file's durations and
/// `wait next` when the setup has timing operators.
struct ActionAlphabet: Sendable {
    /// The actions, in order.
    let actions: [Action]
    /// Each node's value pool (for shrinking: a value is replaced by earlier ones).
    let pools: [Int: [Value]]
    /// Each node's typed characters.
    let characters: [Int: [String]]
    /// The durations `wait` tries, in order.
    let waits: [Int]

    /// Why the file's `explore … with` statements give no alphabet.
    enum Problem: Error {
        /// A node explore was told to act on but that the user cannot edit.
        case notEditable(reference: NameRef, kind: NodeKind)
        /// A value of `explore … with […]` that fails to evaluate (`1/0`): reported
        /// at the value, as the same expression would be in a `set`.
        case valueFails(RuntimeError)
    }

    init(program: Program, programmatic: Bool) throws(Problem) {
        let literals = ValuePools(program: program)
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
        let explorable: [Int] = named.isEmpty
            ? program.declarations.indices.filter {
                let kind = program.declarations[$0].kind
                return kind.isExplored || (programmatic && kind.isProgrammaticOnly)
            }
            : named.sorted()
        var actions: [Action] = []
        var pools: [Int: [Value]] = [:]
        var characters: [Int: [String]] = [:]
        for index in explorable {
            let declaration = program.declarations[index]
            if declaration.kind == .button {
                actions.append(.tap(node: index))
                continue
            }
            // A node whose values no pool holds (a list) gets only its `explore … with` values.
            let kind = ValuePools.kind(of: declaration)
            let pool = kind.map { literals.pool(kind: $0, exploreValues: exploreValues[index] ?? []) }
                ?? ValuePools.unique(exploreValues[index] ?? [])
            pools[index] = pool
            if declaration.kind.isProgrammaticOnly {
                actions += pool.map { .set(node: index, value: $0) }
                continue
            }
            actions += pool.map { .user(node: index, value: $0) }
            if case .string = kind {
                var typed: [String] = []
                for value in pool {
                    if case .string(let text) = value { typed += text.map(String.init) }
                }
                typed.append(" ")
                let unique = ValuePools.unique(typed)
                characters[index] = unique
                actions += unique.map { .type(node: index, text: $0, everyMilliseconds: nil) }
            }
        }
        waits = literals.hasTiming ? literals.durations : []
        if literals.hasTiming {
            actions += waits.map { .wait(milliseconds: $0) }
            actions.append(.waitForNextTimer)
        }
        self.actions = actions
        self.pools = pools
        self.characters = characters
    }
}

extension NodeKind {
    /// What the user acts on, so explore does: what `user` edits, and a button's taps.
    var isExplored: Bool { acceptsUserEdits || self == .button }

    /// Written only by the program: what `--programmatic` lets explore `set`
    /// (a relay, a publish relay — a button tap — or a `@Published` property).
    var isProgrammaticOnly: Bool { self == .relay || self == .publish || self == .published }
}
