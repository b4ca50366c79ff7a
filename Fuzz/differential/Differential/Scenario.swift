// A generated scenario as a structure the generator builds and the shrinker takes apart; it
// is written out as scenario text (docs/language.md) for bindsim.

/// The element type a stream carries; generated scenarios keep every node to one type, so no
/// statement at the top level fails on a mixed value (bindsim would stop the run there). A
/// stream may carry truths between its operators (`map(it > 1).not()`); no node holds one.
enum ElementType: Equatable {
    case text, number, tap, bool
}

enum NodeKind: String {
    case relay, publish, field, button, label
}

struct Node: Equatable {
    var name: String
    var kind: NodeKind
    var type: ElementType
    /// The initial value as scenario source (none for publish relays and buttons).
    var initial: String?

    var source: String {
        switch kind {
        case .publish, .button: return "\(kind.rawValue) \(name)"
        default: return "\(kind.rawValue) \(name) = \(initial ?? "\"\"")"
        }
    }

    /// Whether it can be a stream's source (a label cannot).
    var isSource: Bool { kind != .label }
    /// Whether a binding, `set` or two-way binding can write into it.
    var isWritable: Bool { kind != .button }
}

/// A stream: a source and operators, each operator with the type it gives.
indirect enum StreamSource: Equatable {
    case node(String)
    case merge([Stream])
    case combineLatest([Stream], combine: String)
    case just(String)
    case from([String])
    case interval(Int, take: Int)
    case timer(Int)
}

/// An operator call as written (`map(it + 1)`), with the element type after it.
struct Operator: Equatable {
    var text: String
    var type: ElementType
}

struct Stream: Equatable {
    var source: StreamSource
    /// The element type of the source.
    var sourceType: ElementType
    var operators: [Operator]

    /// The element type the stream gives.
    var type: ElementType { operators.last?.type ?? sourceType }

    var text: String {
        let start: String
        switch source {
        case .node(let name): start = name
        case .merge(let inputs): start = "merge(" + inputs.map(\.text).joined(separator: ", ") + ")"
        case .combineLatest(let inputs, let combine):
            start = "combineLatest(" + inputs.map(\.text).joined(separator: ", ") + ").map(\(combine))"
        case .just(let value): start = "just(\(value))"
        case .from(let values): start = "from([" + values.joined(separator: ", ") + "])"
        case .interval(let milliseconds, let take): start = "interval(\(milliseconds)ms).take(\(take))"
        case .timer(let milliseconds): start = "timer(\(milliseconds)ms)"
        }
        return start + operators.map { "." + $0.text }.joined()
    }

    /// The nodes it reads, anywhere.
    var nodesRead: [String] {
        let own: [String]
        switch source {
        case .node(let name): own = [name]
        case .merge(let inputs), .combineLatest(let inputs, _): own = inputs.flatMap(\.nodesRead)
        default: own = []
        }
        return own + operators.map(\.text).flatMap(Stream.namesIn)
    }

    /// The names an operator's text mentions (its stream arguments, values it reads).
    static func namesIn(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first == "n", current.count > 1, current.dropFirst().allSatisfy(\.isNumber) {
                    names.append(current)
                }
                current = ""
            }
        }
        return names
    }
}

/// One top-level statement.
enum Statement: Equatable {
    case bind(Stream, target: String, label: String?)
    case twoWay(left: String, leftOperators: [String], right: String, rightOperators: [String], style: String)
    case on(Stream, body: [String])
    case set(String, value: String)
    case user(String, value: String)
    case type(String, text: String, every: Int?)
    case tap(String)
    case wait(Int)
    case unbind(String)

    var text: String {
        switch self {
        case .bind(let stream, let target, let label):
            return "bind \(stream.text) -> \(target)" + (label.map { " as \($0)" } ?? "")
        case .twoWay(let left, let leftOperators, let right, let rightOperators, let style):
            let sides = ([left] + leftOperators).joined(separator: ".") + " <-> " + ([right] + rightOperators).joined(separator: ".")
            return "bind \(sides)" + (style == "rx" ? "" : " using \(style)")
        case .on(let stream, let body): return "on \(stream.text) { " + body.joined(separator: "; ") + " }"
        case .set(let node, let value): return "set \(node) = \(value)"
        case .user(let node, let value): return "user \(node) = \(value)"
        case .type(let node, let text, let every): return "type \(node) \"\(text)\"" + (every.map { " every \($0)ms" } ?? "")
        case .tap(let node): return "tap \(node)"
        case .wait(let milliseconds): return "wait \(milliseconds)ms"
        case .unbind(let label): return "unbind \(label)"
        }
    }

    /// The nodes (and labels) it names.
    var namesUsed: [String] {
        switch self {
        case .bind(let stream, let target, _): return stream.nodesRead + [target]
        case .twoWay(let left, let leftOperators, let right, let rightOperators, _):
            return [left, right] + (leftOperators + rightOperators).flatMap(Stream.namesIn)
        case .on(let stream, let body): return stream.nodesRead + body.flatMap(Stream.namesIn)
        case .set(let node, _), .user(let node, _), .type(let node, _, _), .tap(let node): return [node]
        case .wait, .unbind: return []
        }
    }

    var isAction: Bool {
        switch self {
        case .set, .user, .type, .tap, .wait, .unbind: return true
        case .bind, .twoWay, .on: return false
        }
    }
}

struct Scenario: Equatable {
    var nodes: [Node]
    var statements: [Statement]

    var text: String {
        var lines = ["language 3"]
        lines += nodes.map(\.source)
        lines += statements.map(\.text)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenario without the nodes nothing uses.
    var withoutUnusedNodes: Scenario {
        let used = Set(statements.flatMap(\.namesUsed))
        var copy = self
        copy.nodes = nodes.filter { used.contains($0.name) }
        return copy
    }
}
