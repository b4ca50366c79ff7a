/// Where each edge of the binding graph stands and, for an edge on guarded
/// cycles only, which guard stops the values going round: what the binding graph
/// picture colours and names (`guard: distinct`). The standing is
/// `LoopAnalysis.edgeStandings` — the same analysis as `trace --loop-check`.
extension LoopAnalysis {
    /// One edge's place on the graph's cycles.
    struct EdgeCycles: Equatable {
        var standing: EdgeStanding
        /// For an edge on guarded cycles only: the guards on the shortest cycle through
        /// it (a two-way style's guard only when that cycle is the binding's own echo,
        /// the one case it stops); empty otherwise.
        var guards: [BindingGraph.Guard]
    }

    /// A component with more inner edges than this, times its nodes, names the
    /// guards of the whole component instead of searching a shortest cycle per edge
    /// (which costs nodes × edges): generated graphs stay fast, real ones exact.
    static let shortestCycleSearchLimit = 250_000

    /// The standing of every edge of `graph`, by edge index, with the guards named.
    static func edgeCycles(in graph: BindingGraph) -> [EdgeCycles] {
        let standings = edgeStandings(in: graph)
        var result = standings.map { EdgeCycles(standing: $0, guards: []) }
        guard standings.contains(.onGuardedCycle) else { return result }
        let components = Components(count: graph.names.count, edgeIndices: Array(graph.edges.indices), graph: graph)
        for number in components.members.indices where components.isCycle(number) {
            let inner = components.innerEdges[number]
            let guarded = inner.filter { standings[$0] == .onGuardedCycle }
            guard !guarded.isEmpty else { continue }
            let size = max(components.members[number].count, 1)
            if size * inner.count > shortestCycleSearchLimit {
                let all = graph.guards(onEdges: inner)
                for edge in guarded { result[edge].guards = all }
                continue
            }
            // One breadth-first search from each head of a guarded edge, inside the component.
            var outgoing: [Int: [Int]] = [:]
            for edge in inner { outgoing[graph.edges[edge].from, default: []].append(edge) }
            var searches: [Int: [Int: Int]] = [:]
            for edge in guarded {
                let head = graph.edges[edge].to
                if searches[head] == nil { searches[head] = reachingEdges(from: head, outgoing: outgoing, graph: graph) }
                let path = pathBack(to: graph.edges[edge].from, from: head, reaching: searches[head] ?? [:], graph: graph)
                result[edge].guards = guardsOfCycle([edge] + path, graph: graph)
            }
        }
        return result
    }

    /// The edge by which a breadth-first search from `start` first reached each node
    /// (edges tried in index order, so the result is deterministic).
    private static func reachingEdges(from start: Int, outgoing: [Int: [Int]], graph: BindingGraph) -> [Int: Int] {
        var reaching: [Int: Int] = [:]
        var seen: Set<Int> = [start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in outgoing[node] ?? [] {
                let next = graph.edges[edge].to
                if seen.insert(next).inserted {
                    reaching[next] = edge
                    queue.append(next)
                }
            }
        }
        return reaching
    }

    /// The edges of the shortest path from `start` to `target` (empty when they are the same node).
    private static func pathBack(to target: Int, from start: Int, reaching: [Int: Int], graph: BindingGraph) -> [Int] {
        var path: [Int] = []
        var node = target
        while node != start, let edge = reaching[node] {
            path.append(edge)
            node = graph.edges[edge].from
        }
        return path.reversed()
    }

    /// The guards that stop a cycle made of `edges`: every guard on them, but a
    /// two-way style's only when the cycle is one binding's two directions.
    private static func guardsOfCycle(_ edges: [Int], graph: BindingGraph) -> [BindingGraph.Guard] {
        let isEcho = edges.count == 2 && graph.edges[edges[0]].binding >= 0
            && graph.edges[edges[0]].binding == graph.edges[edges[1]].binding
        let all = graph.guards(onEdges: edges)
        let effective = all.filter { guardOnEdge in
            if case .twoWay = guardOnEdge { return isEcho }
            return true
        }
        return effective.isEmpty ? all : effective
    }
}
