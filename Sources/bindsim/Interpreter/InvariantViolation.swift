/// An invariant that was false at the end of a step, with the values of the
/// nodes it reads.
struct InvariantViolation: Sendable {
    /// The invariant's line and name (`as "name"`), and its statement as written.
    var line: Int
    var name: String?
    var source: String
    /// The step after which it was false.
    var step: StepInfo
    /// The nodes the invariant reads, in the order it reads them, with their values.
    var values: [(name: String, value: Value?)]

    /// How a report names it: `invariant "name" (line N)`, or its text when it has no name.
    var title: String {
        if let name { return "invariant \(LiteralText.quoted(name)) (line \(line))" }
        return "the invariant at line \(line) (\(source))"
    }
}

extension Expr {
    /// The node names this expression reads, each once, in reading order.
    var namesRead: [NameRef] {
        var found: [NameRef] = []
        var seen = Set<String>()
        func visit(_ expr: Expr) {
            switch expr.kind {
            case .name(let reference):
                if seen.insert(reference.name).inserted { found.append(reference) }
            case .list(let items): items.forEach(visit)
            case .unary(_, let operand), .member(let operand, _): visit(operand)
            case .binary(_, let left, let right), .index(let left, let right):
                visit(left)
                visit(right)
            case .conditional(let condition, let then, let otherwise):
                visit(condition)
                visit(then)
                visit(otherwise)
            case .call(_, let arguments): arguments.forEach(visit)
            case .number, .string, .bool, .nil, .it, .element, .accumulator, .invalid: break
            }
        }
        visit(self)
        return found
    }
}
