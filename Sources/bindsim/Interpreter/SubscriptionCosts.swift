/// How many subscriptions subscribing to a stream makes: one for each node it
/// reads and one for each operator stage (a source such as `interval(…)` included; a
/// flatMap's inner stream is counted each time one is made), a `let` counted again at each use (it
/// is cold, as RxSwift's observables are: `let a2 = merge(a1, a1)` subscribes to
/// everything `a1` does twice). Each `let`'s cost is computed once, at its
/// declaration, from the costs of the earlier ones, so finding the cost of a
/// doubling chain of 30 `let`s takes 30 steps, not 2^30.
struct SubscriptionCosts {
    /// Counts saturate here (a cost this large is refused by any budget).
    static let saturated = 1 << 60

    struct Cost {
        var count: Int
        /// Where a repeated use multiplies the count, if anywhere: `'a1' reads 'a0' twice`.
        var fanOut: String?
    }

    private var letCosts: [Int: Cost] = [:]

    /// Records the cost of the `let` declared at `index`.
    mutating func record(_ stream: Stream, forLet index: Int, in program: Program) {
        var cost = cost(of: stream, in: program)
        if cost.fanOut == nil, let (repeated, times) = repeatedSource(stream, in: program) {
            let count = times == 2 ? "twice" : "\(times) times"
            cost.fanOut = "'\(program.declarations[index].name)' reads '\(program.declarations[repeated].name)' \(count)"
        }
        letCosts[index] = cost
    }

    /// The cost of subscribing to `stream` once.
    func cost(of stream: Stream, in program: Program) -> Cost {
        var total = Cost(count: stream.operators.count, fanOut: nil)
        var heaviest = 0
        func add(_ cost: Cost) {
            total.count = SubscriptionCosts.sum(total.count, cost.count)
            if let fanOut = cost.fanOut, cost.count > heaviest {
                heaviest = cost.count
                total.fanOut = fanOut
            }
        }
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference):
            if let index = program.declarationIndex(of: reference), let cost = letCosts[index] {
                add(cost)
            } else {
                add(Cost(count: 1))
            }
        case .call:
            add(Cost(count: 1))  // a source such as `merge(…)` or `interval(…)` is a stage too
        }
        stream.forEachCall { call in
            for (inner, _) in call.streamArguments { add(cost(of: inner, in: program)) }
        }
        return total
    }

    /// The first node or `let` that `stream` reads more than once, and how often.
    private func repeatedSource(_ stream: Stream, in program: Program) -> (index: Int, times: Int)? {
        var reads: [Int: Int] = [:]
        var order: [Int] = []
        func visit(_ stream: Stream) {
            if case .node(let reference) = stream.source, let index = program.declarationIndex(of: reference) {
                if reads[index] == nil { order.append(index) }
                reads[index, default: 0] += 1
            }
            stream.forEachCall { call in
                for (inner, _) in call.streamArguments { visit(inner) }
            }
        }
        visit(stream)
        return order.first { reads[$0, default: 0] > 1 }.map { ($0, reads[$0, default: 0]) }
    }

    private static func sum(_ a: Int, _ b: Int) -> Int {
        let result = a.addingReportingOverflow(b)
        return result.overflow ? saturated : min(result.partialValue, saturated)
    }
}
