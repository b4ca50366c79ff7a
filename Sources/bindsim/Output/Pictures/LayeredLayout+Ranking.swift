/// Steps 1 and 2 of the layout: cycle breaking and layer assignment.
extension LayeredLayout {
    /// Which edges to lay out reversed: the back edges of a depth-first search that
    /// starts from the vertices with no incoming edge, then from the others, each
    /// in input order (or `rootsReversed`, each in reverse order), following edges in
    /// input order. Self-loops are never reversed.
    func breakCycles(rootsReversed: Bool) -> [Bool] {
        let count = sizes.count
        var outgoing = Array(repeating: [Int](), count: count)
        var indegree = Array(repeating: 0, count: count)
        for (index, edge) in edges.enumerated() where edge.from != edge.to {
            outgoing[edge.from].append(index)
            indegree[edge.to] += 1
        }
        var reversed = Array(repeating: false, count: edges.count)
        // 0: not seen, 1: on the search stack, 2: done.
        var state = Array(repeating: 0, count: count)
        var stack: [(vertex: Int, next: Int)] = []
        let vertices = rootsReversed ? Array((0..<count).reversed()) : Array(0..<count)
        let roots = vertices.filter { indegree[$0] == 0 } + vertices.filter { indegree[$0] != 0 }
        for root in roots where state[root] == 0 {
            state[root] = 1
            stack.append((root, 0))
            while let top = stack.last {
                if top.next == outgoing[top.vertex].count {
                    state[top.vertex] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.vertex][top.next]
                let target = edges[edge].to
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                case 1:
                    reversed[edge] = true
                default:
                    break
                }
            }
        }
        return reversed
    }

    /// The layer of each vertex: longest path from the sources of the acyclic graph
    /// the reversal gives, then each source moved down next to its nearest successor
    /// (so a source feeding a deep vertex does not stretch a long edge).
    func assignLayers(reversed: [Bool]) -> [Int] {
        let count = sizes.count
        var successors = Array(repeating: [Int](), count: count)
        var indegree = Array(repeating: 0, count: count)
        for (index, edge) in edges.enumerated() where edge.from != edge.to {
            let (from, to) = reversed[index] ? (edge.to, edge.from) : (edge.from, edge.to)
            successors[from].append(to)
            indegree[to] += 1
        }
        // Kahn's algorithm, first-in first-out from the input order.
        var order: [Int] = []
        order.reserveCapacity(count)
        var remaining = indegree
        for vertex in 0..<count where remaining[vertex] == 0 { order.append(vertex) }
        var head = 0
        var layer = Array(repeating: 0, count: count)
        while head < order.count {
            let vertex = order[head]
            head += 1
            for next in successors[vertex] {
                layer[next] = max(layer[next], layer[vertex] + 1)
                remaining[next] -= 1
                if remaining[next] == 0 { order.append(next) }
            }
        }
        for vertex in order.reversed() where indegree[vertex] == 0 && !successors[vertex].isEmpty {
            let nearest = successors[vertex].map { layer[$0] }.min() ?? (layer[vertex] + 1)
            layer[vertex] = max(layer[vertex], nearest - 1)
        }
        let lowest = layer.min() ?? 0
        return layer.map { $0 - lowest }
    }
}
