extension Tracking {
    /// The nodes a tracker watches, as far as the file says (`check`'s and the pictures'
    /// approximation): the observable and computed nodes APPLY reads in every branch — its
    /// `read`s and the names its expressions use, a computed node by what its own expression
    /// reads — by declaration index, in first-read order. The run records what is really read.
    func trackedReads(in program: Program) -> [Int] {
        var found: [Int] = []
        var seen = Set<Int>()
        func note(_ reference: NameRef, depth: Int) {
            guard depth < FrontendLimits.standard.maxNesting, let index = program.declarationIndex(of: reference) else { return }
            let declaration = program.declarations[index]
            switch declaration.kind {
            case .observable:
                if declaration.observableSetter != .ignored, seen.insert(index).inserted { found.append(index) }
            case .computed:
                if case .initial(let expr) = declaration.value {
                    for name in expr.namesRead { note(name, depth: depth + 1) }
                }
            case .relay, .publish, .field, .terminal, .label, .property, .published, .button, .stream:
                break
            }
        }
        func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .read(let names): names.forEach { note($0, depth: 0) }
                case .set(_, let value), .mutate(_, let value), .user(_, let value):
                    value.namesRead.forEach { note($0, depth: 0) }
                case .ifElse(let condition, let then, let otherwise):
                    condition.namesRead.forEach { note($0, depth: 0) }
                    visit(then)
                    visit(otherwise)
                default:
                    break  // nothing else reads while APPLY runs (a nested tracker's reads are its own)
                }
            }
        }
        visit(apply)
        return found
    }
}
