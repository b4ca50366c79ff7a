/// The round-trip check of two-way transforms (explore.md, "The round-trip
/// check"): in an `rx` two-way binding with operators on a side, a write on one
/// side crosses through that side's operators, and its echo comes back through
/// the other side's. Evaluated statically over the side's value pool, in pool
/// order, the check finds the first value that comes back changed (W0410), that
/// a transform cannot take (W0411), or whose round trips never settle (W0412).
///
/// Only `rx` is checked: it is the only style whose echo comes back. Only sides made
/// of operators that act on single elements (stages `map`, `filter` and `dedupe`:
/// `map`, `filter`, `not`, `ignore`, `distinct`) are evaluated, with the element code
/// the run calls, and only expressions that read no node (a node's value changes at
/// run time); any other binding gets a note (W0413) saying it was not checked.
/// `distinct()` lets a value through unless it is the one a fresh setup already let
/// through: the start node's initial value, crossed (so the note describes what a
/// fresh form shows).
/// A value that does not fit the annotated node it is written into fails (W0411),
/// as the run would. No W0410 from a field the file `allow rewrite`s.
struct RoundTripCheck {
    let program: Program
    private let pools: ValuePools
    private let exploreValues: [Int: [Value]]
    private let allowedRewrites: Set<String>

    /// Round trips iterated before a pair counts as never settling.
    static let settleLimit = 8

    init(program: Program) {
        self.program = program
        pools = ValuePools(program: program)
        var exploreValues: [Int: [Value]] = [:]
        for statement in program.statements {
            guard case .explore(let reference, let values) = statement.kind,
                  let index = program.declarationIndex(of: reference) else { continue }
            exploreValues[index, default: []] += values.compactMap { try? Evaluator.constantValue(of: $0) }
        }
        self.exploreValues = exploreValues
        allowedRewrites = Set(program.statements.compactMap {
            if case .allowRewrite(let reference) = $0.kind { reference.name } else { nil }
        })
    }

    /// The warnings and notes for every checked binding, in source order; for each
    /// binding, the round trip from the left side first.
    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for statement in program.statements {
            guard case .bindTwoWay(let left, let right, .rx, _) = statement.kind,
                  !left.operators.isEmpty || !right.operators.isEmpty else { continue }
            if let reason = Self.unevaluable(left) ?? Self.unevaluable(right) {
                found.append(Diagnostic(.note, .roundTripNotChecked(reason: reason.text), at: reason.range))
                continue
            }
            if let warning = check(from: left, to: right) { found.append(warning) }
            if let warning = check(from: right, to: left) { found.append(warning) }
        }
        return found
    }

    /// What became of one value written on a side.
    enum Trip: Equatable {
        /// The echo came back equal, or did not come back.
        case settles
        /// The echo changed the value, which then settled at `shown`.
        case changes(shown: Value, chain: [String])
        /// A transform failed on a value of the trip.
        case fails(RuntimeError, chain: [String])
        /// After `settleLimit` round trips the value still changes.
        case neverSettles(chain: [String])

        static func == (lhs: Trip, rhs: Trip) -> Bool {
            switch (lhs, rhs) {
            case (.settles, .settles): true
            case (.changes(let a, let x), .changes(let b, let y)): a == b && x == y
            case (.fails(let a, let x), .fails(let b, let y)): a.message.code == b.message.code && x == y
            case (.neverSettles(let x), .neverSettles(let y)): x == y
            default: false
            }
        }
    }

    /// What the trip needs to know about the two nodes.
    struct Ends {
        /// Writes into the node are silent (a field or terminal: RxCocoa's `text`
        /// binder does not emit), so nothing echoes on from it.
        var startIsSilent = false
        var otherIsSilent = false
        /// The nodes' annotations: a value that does not fit fails, as in the run.
        var startType: TypeAnnotation?
        var otherType: TypeAnnotation?
        /// What a fresh setup already let through a `distinct()` on the way (nil: nothing known).
        var seenByDistinct: Value?
    }

    /// The round trips of `value` written on `start`, until the echo settles. A
    /// silent write ends the trip: nothing comes back from it.
    static func trip(_ value: Value, from start: TwoWaySide, to other: TwoWaySide, ends: Ends = Ends()) -> Trip {
        var chain = ["\(start.node.name) \(value.traceText)"]
        // The chain as far as the last change: a confirming round trip is not shown.
        var shownLength = 1
        var current = value
        func ended() -> Trip {
            current == value ? .settles : .changes(shown: current, chain: Array(chain[..<shownLength]))
        }
        func misfit(_ value: Value, _ side: TwoWaySide, _ type: TypeAnnotation) -> RuntimeError {
            RuntimeError(.runtimeTypeMismatch(value: value.traceText, name: side.node.name, type: type.description),
                         at: side.range)
        }
        for round in 1...settleLimit {
            let forth: Value
            switch cross(current, through: start.operators) {
            case .stopped: return ended()
            case .failed(let error): return .fails(error, chain: chain)
            case .value(let crossed): forth = crossed
            }
            if round == 1, let seen = ends.seenByDistinct, forth == seen { return .settles }
            chain.append("\(other.node.name) \(forth.traceText)")
            if let type = ends.otherType, !type.accepts(forth) { return .fails(misfit(forth, other, type), chain: chain) }
            if ends.otherIsSilent { return ended() }
            let back: Value
            switch cross(forth, through: other.operators) {
            case .stopped: return ended()
            case .failed(let error): return .fails(error, chain: chain)
            case .value(let crossed): back = crossed
            }
            chain.append("\(start.node.name) \(back.traceText)")
            if let type = ends.startType, !type.accepts(back) { return .fails(misfit(back, start, type), chain: chain) }
            if back == current { return ended() }
            current = back
            shownLength = chain.count
            if ends.startIsSilent { return ended() }
        }
        return .neverSettles(chain: chain)
    }

    /// The first value of `start`'s pool whose round trip goes wrong, as a warning at `start`.
    private func check(from start: TwoWaySide, to other: TwoWaySide) -> Diagnostic? {
        guard let startIndex = program.declarationIndex(of: start.node),
              let otherIndex = program.declarationIndex(of: other.node) else { return nil }
        let declaration = program.declarations[startIndex]
        guard let kind = ValuePools.kind(of: declaration) else { return nil }
        var ends = Ends(startIsSilent: declaration.kind.isControl,
                        otherIsSilent: program.declarations[otherIndex].kind.isControl,
                        startType: declaration.type, otherType: program.declarations[otherIndex].type)
        let hasDistinct = (start.operators + other.operators).contains { if case .dedupe = $0.op.stage { true } else { false } }
        if hasDistinct, let initial = ValuePools.initialLiteral(of: declaration),
           case .value(let crossed) = Self.cross(initial, through: start.operators) {
            ends.seenByDistinct = crossed
        }
        let pool = pools.pool(kind: kind, exploreValues: exploreValues[startIndex] ?? [])
        let rewritesAllowed = allowedRewrites.contains(declaration.name)
        for value in pool {
            switch Self.trip(value, from: start, to: other, ends: ends) {
            case .settles:
                continue
            case .changes where rewritesAllowed:
                continue
            case .changes(let shown, let chain):
                let consequence = Self.consequence(of: declaration, writing: value, shows: shown)
                return Diagnostic(.warning, .roundTripChanges, at: start.range, help: .roundTripChanges,
                                  note: chain.joined(separator: " -> ") + ": " + consequence)
            case .fails(let error, let chain):
                return Diagnostic(.warning, .roundTripFails, at: start.range, help: .roundTripFails,
                                  note: chain.joined(separator: " -> ") + " fails: \(error.message.text) [\(error.message.code)]")
            case .neverSettles(let chain):
                let shown = chain.prefix(7).joined(separator: " -> ") + " -> …"
                return Diagnostic(.warning, .roundTripNeverSettles(rounds: Self.settleLimit), at: start.range,
                                  help: .roundTripNeverSettles, note: shown)
            }
        }
        return nil
    }

    /// What the user (or the program) sees after writing `value` on the node.
    private static func consequence(of declaration: Declaration, writing value: Value, shows shown: Value) -> String {
        guard declaration.kind.acceptsUserEdits else {
            return "setting \(declaration.name) to \(value.traceText) leaves \(shown.traceText)"
        }
        // Typing is what a user does to a control; a property, or a bool, is set.
        switch value {
        case .string, .number:
            if declaration.kind.isControl { return "a user who types \(value.traceText) sees \(shown.traceText)" }
        default: break
        }
        return "a user who sets \(declaration.name) to \(value.traceText) sees \(shown.traceText)"
    }

    /// Where a crossing ended.
    enum Crossing {
        case value(Value)
        /// A `filter` or `ignore` held the value back.
        case stopped
        case failed(RuntimeError)
    }

    /// `value` through a side's operators, calling the element code the run calls.
    static func cross(_ value: Value, through operators: [OperatorCall]) -> Crossing {
        let evaluator = Evaluator(readNode: { _ in .nil })
        var current = value
        do throws(RuntimeError) {
            for call in operators {
                let context = OperatorContext(call: call, values: try OperatorContext.values(of: call, evaluator: evaluator),
                                              evaluator: evaluator)
                switch call.op.stage {
                case .map(let transform):
                    current = try transform(current, context)
                case .filter(let test):
                    guard try test(current, context) else { return .stopped }
                case .dedupe:
                    continue
                case .accumulate, .stream:
                    return .stopped  // `unevaluable` keeps these out
                }
            }
        } catch {
            return .failed(error)
        }
        return .value(current)
    }

    /// Why a side cannot be evaluated statically, and where; nil when it can: every
    /// operator acts on single elements and its expressions read no node.
    static func unevaluable(_ side: TwoWaySide) -> (text: String, range: SourceRange)? {
        for call in side.operators {
            switch call.op.stage {
            case .map, .filter, .dedupe: break
            case .accumulate, .stream: return ("'\(call.op.name)' is not evaluated statically", call.nameRange)
            }
            var readsNode: NameRef?
            call.forEachExpression { expr, _ in readsNode = readsNode ?? expr.namesRead.first }
            if let name = readsNode {
                return ("'\(call.op.name)' reads '\(name.name)', whose value changes at run time", name.range)
            }
            var readsClock = false
            call.forEachExpression { expr, _ in readsClock = readsClock || expr.callsNow }
            if readsClock { return ("'\(call.op.name)' reads now(), which changes at run time", call.nameRange) }
        }
        return nil
    }
}
