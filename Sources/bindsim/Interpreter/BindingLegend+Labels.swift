/// The labels a run gives the subscriptions of its bindings and `on` blocks: the
/// `via` of trace events (`b4`, `on1`, `b1 first→firstField`). Declared here once,
/// for the run that makes them and the pictures that read them back.
extension BindingLegend {
    /// The subscription a trace label names: `b1` for `b1`, and for a direction `b1 a→b`.
    static func subscription(of label: String) -> String {
        label.split(separator: " ", maxSplits: 1).first.map(String.init) ?? label
    }

    /// The label of one direction of a two-way binding: `b1 first→firstField`.
    static func directionLabel(binding: String, from: String, to: String) -> String {
        "\(binding) \(from)→\(to)"
    }

    /// Every label the subscriptions of `program`'s bindings and `on` blocks carry,
    /// with the index of the top-level statement that makes them.
    func labels(in program: Program) -> [(label: String, statement: Int)] {
        var result: [(label: String, statement: Int)] = []
        for (index, topLevel) in program.statements.enumerated() {
            topLevel.forEachNested { statement in
                switch statement.kind.subscription?.form {
                case .bind, .on, .track, .observations:
                    result.append((name(of: statement), index))
                case .twoWay(let left, let right):
                    let binding = name(of: statement)
                    result.append((Self.directionLabel(binding: binding, from: left.node.name, to: right.node.name), index))
                    result.append((Self.directionLabel(binding: binding, from: right.node.name, to: left.node.name), index))
                case nil:
                    break
                }
            }
        }
        return result
    }
}
