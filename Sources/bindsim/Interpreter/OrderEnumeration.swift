import BindKit

/// `--orders`: the orders a run gives the subscribers whose order Swift leaves unspecified (an
/// observable's trackers). A choice point is a node with a set of two or more subscribers; the
/// same set of the same node keeps one order through a run, as a `Set` with the same members
/// does. `all` walks the choices depth first as runs meet them (the next run changes the last
/// choice that has an order left, and forgets those after it); `sample` draws each choice from a
/// seeded generator.
final class OrderEnumeration: SubscriberOrder {
    struct Choice {
        var key: String
        var node: String
        /// The subscribers' labels, sorted: the order the permutation's positions refer to.
        var labels: [String]
        var count: Int
        var chosen: Int
    }

    enum Mode {
        case all
        case sample(seed: UInt64)
    }

    /// The most runs `--orders all` makes (the design's bound: 6! orders of one set).
    static let maxRuns = 720

    private let mode: Mode
    private var random: SplitMix64
    /// The choices the next run replays, in the order they were met.
    private var script: [Choice] = []
    /// The choices of the run under way, in the order it met them.
    private(set) var choices: [Choice] = []

    init(_ mode: Mode) {
        self.mode = mode
        if case .sample(let seed) = mode { random = SplitMix64(seed: seed, run: 0) } else { random = SplitMix64(seed: 0, run: 0) }
    }

    /// Starts a run: it replays the script.
    func beginRun() {
        choices = []
    }

    func order(of node: String, labels: [String]) -> [Int] {
        let key = node + "\u{0}" + labels.joined(separator: "\u{0}")
        if let seen = choices.first(where: { $0.key == key }) { return Self.permutation(seen.chosen, of: labels.count) }
        let count = Self.factorial(labels.count)
        var chosen = 0
        switch mode {
        case .all:
            let position = choices.count
            if position < script.count, script[position].key == key { chosen = script[position].chosen }
        case .sample:
            chosen = Int(random.next() % UInt64(count))
        }
        choices.append(Choice(key: key, node: node, labels: labels, count: count, chosen: chosen))
        return Self.permutation(chosen, of: labels.count)
    }

    /// Whether the run under way met a set with more orders than `all` may run (seven or more).
    var metTooManyOrders: Bool { choices.contains { $0.count > Self.maxRuns } }

    /// Prepares the next order of `all` after a run; false when every order has run.
    func advance() -> Bool {
        var next = choices
        while let last = next.last {
            if last.chosen + 1 < last.count {
                next[next.count - 1].chosen += 1
                script = next
                return true
            }
            next.removeLast()
        }
        return false
    }

    /// How the run under way ordered its choice points: `a: T2, T1`, `;`-separated; `subscription
    /// order` when it met none.
    var description: String {
        guard !choices.isEmpty else { return "no unspecified order met" }
        return choices.map { choice in
            let order = Self.permutation(choice.chosen, of: choice.labels.count).map { choice.labels[$0] }
            return "\(choice.node): \(order.joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// n!, saturated past the runs `all` may make.
    static func factorial(_ n: Int) -> Int {
        var result = 1
        for k in stride(from: 2, through: max(n, 1), by: 1) {
            result *= k
            if result > maxRuns { return maxRuns + 1 }
        }
        return result
    }

    /// The `index`-th permutation of `0..<n` in lexicographic order (0 is `0, 1, …`).
    static func permutation(_ index: Int, of n: Int) -> [Int] {
        var rest = Array(0..<n)
        var result: [Int] = []
        var index = index
        for k in stride(from: n, to: 0, by: -1) {
            let block = factorial(k - 1)
            let position = min(index / max(block, 1), rest.count - 1)
            result.append(rest.remove(at: position))
            index -= position * block
            if index < 0 { index = 0 }
        }
        return result
    }
}
