/// The nodes Observation's trackers watch, as far as the file says (`check`'s and the pictures'
/// approximation; the run records what is really read): the observable and computed nodes read,
/// a computed node by what its own expression reads, by declaration index in first-read order.
struct TrackedReads {
    let program: Program
    private(set) var found: [Int] = []
    private var seen = Set<Int>()
    /// What a SwiftUI view depends on besides Observation's nodes: `state`, and `published` members
    /// (a view holding an object is invalidated by each of its members: ui S4).
    private var forView = false

    init(program: Program) {
        self.program = program
    }

    /// A tracker's: what APPLY reads in every branch — its `read`s and its expressions' names.
    static func of(_ tracking: Tracking, in program: Program) -> [Int] {
        var reads = TrackedReads(program: program)
        reads.visit(tracking.apply)
        return reads.found
    }

    /// A SwiftUI view's, or one of its expressions': the state, observables, computed nodes and
    /// the members of the objects it reads (`view` given: its controls', body's and onChange subjects').
    static func ofView(_ view: ViewDeclaration?, expr: Expr? = nil, in program: Program) -> [Int] {
        var reads = TrackedReads(program: program)
        reads.forView = true
        if let expr { reads.visit(expr) }
        for item in view?.items ?? [] {
            switch item.kind {
            case .textfield(_, .twoWay(let node)): reads.note(node, depth: 0)
            case .textfield(_, .getSet(let value, _)), .label(_, let value), .onChange(let value, _, _, _): reads.visit(value)
            case .body(let body): reads.visit(body)
            case .button: break
            }
        }
        return reads.found
    }

    /// An `observations(EXPR)` consumer's: what EXPR reads.
    static func of(_ expr: Expr, in program: Program) -> [Int] {
        var reads = TrackedReads(program: program)
        reads.visit(expr)
        return reads.found
    }

    private mutating func note(_ reference: NameRef, depth: Int) {
        guard depth < FrontendLimits.standard.maxNesting, let index = program.declarationIndex(of: reference) else { return }
        let declaration = program.declarations[index]
        switch declaration.kind {
        case .observable:
            if declaration.observableSetter != .ignored, seen.insert(index).inserted { found.append(index) }
        case .computed:
            if case .initial(let expr) = declaration.value {
                for name in expr.namesRead { note(name, depth: depth + 1) }
            }
        case .state:
            if forView, seen.insert(index).inserted { found.append(index) }
        case .published:
            guard forView else { break }
            // Every member of its object invalidates the view (one alone stands for itself).
            let members = declaration.object.map { object in
                program.declarations.indices.filter { program.declarations[$0].object?.name == object.name
                    && program.declarations[$0].kind == .published }
            } ?? [index]
            for member in members where seen.insert(member).inserted { found.append(member) }
        case .relay, .publish, .field, .terminal, .label, .property, .button, .stream, .currentValue,
             .passthrough, .object, .future, .plain, .view, .textfield, .text, .viewButton:
            break
        }
    }

    private mutating func visit(_ expr: Expr) {
        for name in expr.namesRead { note(name, depth: 0) }
    }

    private mutating func visit(_ statements: [Statement]) {
        for statement in statements {
            switch statement.kind {
            case .read(let names): names.forEach { note($0, depth: 0) }
            case .set(_, let value, _), .mutate(_, let value), .user(_, let value): visit(value)
            case .ifElse(let condition, let then, let otherwise):
                visit(condition)
                visit(then)
                visit(otherwise)
            default:
                break  // nothing else reads while APPLY runs (a nested tracker's reads are its own)
            }
        }
    }
}
