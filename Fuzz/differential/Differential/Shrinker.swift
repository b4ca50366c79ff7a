// Shrinking a scenario that disagrees, as `bindsim explore` shrinks (docs/explore.md): one
// change at a time — drop a statement, drop an operator, drop a node nothing reads, simplify a
// value — kept when the smaller scenario still disagrees, until no single change keeps it
// (1-minimal). Each round tries every candidate of every disagreement in one build.

struct Shrinker {
    /// Every scenario one change smaller than `scenario`, simplest changes last.
    static func candidates(of scenario: Scenario) -> [Scenario] {
        var result: [Scenario] = []
        for index in scenario.statements.indices {
            var smaller = scenario
            smaller.statements.remove(at: index)
            result.append(smaller.withoutUnusedNodes)
        }
        for index in scenario.statements.indices {
            for simpler in simplified(scenario.statements[index]) {
                var changed = scenario
                changed.statements[index] = simpler
                result.append(changed.withoutUnusedNodes)
            }
        }
        for index in scenario.nodes.indices {
            guard let initial = scenario.nodes[index].initial, !["\"\"", "0"].contains(initial) else { continue }
            var changed = scenario
            changed.nodes[index].initial = scenario.nodes[index].type == .number ? "0" : "\"\""
            result.append(changed)
        }
        return result.filter { $0 != scenario && !$0.statements.isEmpty }
    }

    /// `statement` with one part simpler: an operator fewer, a shorter wait or text, a plain source.
    static func simplified(_ statement: Statement) -> [Statement] {
        switch statement {
        case .bind(let stream, let target, let label):
            return simplified(stream).map { .bind($0, target: target, label: label) }
        case .on(let stream, let body):
            return simplified(stream).map { .on($0, body: body) }
        case .twoWay(let left, let leftOperators, let right, let rightOperators, let style):
            var result: [Statement] = []
            if !leftOperators.isEmpty {
                result.append(.twoWay(left: left, leftOperators: [], right: right, rightOperators: rightOperators, style: style))
            }
            if !rightOperators.isEmpty {
                result.append(.twoWay(left: left, leftOperators: leftOperators, right: right, rightOperators: [], style: style))
            }
            if style != "rx" {
                result.append(.twoWay(left: left, leftOperators: leftOperators, right: right, rightOperators: rightOperators,
                                      style: "rx"))
            }
            return result
        case .wait(let milliseconds) where milliseconds > 1:
            return [.wait(milliseconds / 2)]
        case .type(let node, let text, let every):
            var result: [Statement] = []
            if text.count > 1 { result.append(.type(node, text: String(text.prefix(1)), every: every)) }
            if every != nil { result.append(.type(node, text: text, every: nil)) }
            return result
        case .set(let node, let value) where value.count > 2 && value.hasPrefix("\""):
            return [.set(node, value: "\"a\"")]
        case .user(let node, let value) where value.count > 2:
            return [.user(node, value: "\"a\"")]
        default:
            return []
        }
    }

    /// `stream` with one operator fewer, or one input of a merge or combineLatest as its source.
    static func simplified(_ stream: Stream) -> [Stream] {
        var result: [Stream] = []
        for index in stream.operators.indices {
            var smaller = stream
            smaller.operators.remove(at: index)
            // Keep the element type the target expects.
            if smaller.type == stream.type { result.append(smaller) }
        }
        switch stream.source {
        case .merge(let inputs), .combineLatest(let inputs, _):
            for input in inputs where input.type == stream.sourceType {
                result.append(Stream(source: input.source, sourceType: input.sourceType, operators: input.operators + stream.operators))
            }
        default:
            break
        }
        return result
    }
}
