/// The static half of the loop check: the binding graph's cycles (strongly
/// connected components), each with the guards that can break it, or none.
struct StaticCycle {
    /// The component's nodes, in declaration order.
    var nodes: [String]
    /// A cycle through the component to show (`a -> b -> a`).
    var path: [String]
    /// Guards on the component's edges.
    var guards: [BindingGraph.Guard]
    /// True when a cycle remains after removing every guarded edge: such a cycle
    /// loops on the first value that enters it.
    var hasUnguardedCycle: Bool
    /// Whether a value crosses a scheduler hop on the way round.
    var crossesHop: Bool
    /// For an unguarded cycle, the top-level statement (its index in the program)
    /// of the binding that closes it, where `check` points its warning.
    var closingStatement: Int? = nil
    /// The component's edges, each with the guards it carries, in the order they are written.
    var edges: [GuardedEdge] = []
    /// How many elementary cycles run through the component: exactly this many, or at least
    /// this many when `cycleCountIsExact` is false (the count stopped at its budget).
    var cycleCount = 1
    var cycleCountIsExact = true

    /// One binding's edge inside a component.
    struct GuardedEdge {
        var from: String
        var to: String
        /// The line of the binding that makes it (0 when none does).
        var line: Int
        /// The guards on this edge alone.
        var guards: [BindingGraph.Guard]
    }
}

enum LoopAnalysis {
    /// The cycles of `graph`, in order of their first node's declaration: one per
    /// strongly connected component, with the guards on its edges, and whether a
    /// cycle remains that no guard breaks. A two-way style's guard only stops the
    /// echo (a value going straight back through the same binding), so a longer
    /// cycle through one direction of a guarded two-way binding is unguarded.
    static func cycles(in graph: BindingGraph) -> [StaticCycle] {
        var work = Work()
        return cycles(in: graph, work: &work)
    }

    /// Where each edge of the graph stands, for pictures: on an unguarded cycle, on
    /// guarded cycles only, or on none (the same analysis as `cycles(in:)`).
    enum EdgeStanding: Equatable {
        case onNoCycle
        case onGuardedCycle
        case onUnguardedCycle
    }

    /// The standing of every edge of `graph`, by edge index. Every edge inside a
    /// strongly connected component lies on a cycle; it lies on an unguarded one
    /// when its crossing lies on a cycle of the unguarded search.
    static func edgeStandings(in graph: BindingGraph) -> [EdgeStanding] {
        var work = Work()
        let full = Components(count: graph.names.count, edgeIndices: Array(graph.edges.indices), graph: graph)
        var standings = [EdgeStanding](repeating: .onNoCycle, count: graph.edges.count)
        for number in full.members.indices where full.isCycle(number) {
            for edge in full.innerEdges[number] { standings[edge] = .onGuardedCycle }
        }
        for edge in unguardedSearch(graph, within: full, work: &work).edgesOnCycles {
            standings[edge] = .onUnguardedCycle
        }
        return standings
    }

    /// What an analysis did, counted so that tests can assert it grows linearly
    /// with the graph (a count, unlike a time, is the same on every machine).
    struct Work: Equatable {
        /// Transitions built for the search of unguarded cycles.
        var transitions = 0
        /// Vertices dequeued and edges scanned by shortest-cycle searches.
        var visits = 0
    }

    static func cycles(in graph: BindingGraph, work: inout Work) -> [StaticCycle] {
        let count = graph.names.count
        let full = Components(count: count, edgeIndices: Array(graph.edges.indices), graph: graph)
        var unguardedByComponent: [Int: [Int]] = [:]
        var closingEdgeByComponent: [Int: Int] = [:]
        for (cycle, closing) in unguardedSearch(graph, within: full, work: &work).cycles
        where unguardedByComponent[full.componentOf[cycle[0]]] == nil {
            unguardedByComponent[full.componentOf[cycle[0]]] = cycle
            closingEdgeByComponent[full.componentOf[cycle[0]]] = closing
        }
        var result: [StaticCycle] = []
        var countingBudget = cycleCountBudget
        for number in full.members.indices where full.isCycle(number) {
            let component = full.members[number]
            let inner = full.innerEdges[number]
            let unguarded = unguardedByComponent[number]
            let path = unguarded ?? shortestCycle(from: component.min() ?? 0, edges: inner, edgesOf: graph.edges, work: &work)
            let count = countCycles(members: component, edges: inner, edgesOf: graph.edges,
                                    budget: &countingBudget, work: &work)
            result.append(StaticCycle(
                nodes: component.sorted().map { graph.names[$0] },
                path: path.map { graph.names[$0] },
                guards: graph.guards(onEdges: inner),
                hasUnguardedCycle: unguarded != nil,
                crossesHop: inner.contains { graph.edges[$0].hops },
                closingStatement: closingEdgeByComponent[number].map { graph.edges[$0].statement },
                edges: inner.sorted().map { guardedEdge($0, in: graph) },
                cycleCount: count.cycles, cycleCountIsExact: count.exact))
        }
        return result.sorted { ($0.nodes.first ?? "") < ($1.nodes.first ?? "") }
    }

    /// Edge `index` of `graph` with its own guards and its binding's line.
    private static func guardedEdge(_ index: Int, in graph: BindingGraph) -> StaticCycle.GuardedEdge {
        let edge = graph.edges[index]
        let statements = graph.program.statements
        let line = statements.indices.contains(edge.statement) ? statements[edge.statement].range.start.line : 0
        return StaticCycle.GuardedEdge(from: graph.names[edge.from], to: graph.names[edge.to], line: line,
                                       guards: graph.guards(onEdges: [index]))
    }

    /// Visits `countCycles` may make for all the components of a graph together: past them it
    /// says "at least" (a file of many dense components stays as fast as one).
    static let cycleCountBudget = 1_000_000

    /// The elementary cycles through a component (`members`, its inner `edges`), each counted
    /// once, from its earliest-declared node: from each member s, a depth-first search through
    /// the members after s that can reach s again (found by a search back from s first, so a
    /// long ring costs one pass), counting the edges back into s. Parallel edges make distinct
    /// cycles, as two bindings do. Once `budget` visits are spent the count is a lower bound.
    private static func countCycles(members: [Int], edges: [Int], edgesOf all: [BindingGraph.Edge],
                                    budget: inout Int, work: inout Work) -> (cycles: Int, exact: Bool) {
        var outgoing: [Int: [Int]] = [:]
        var incoming: [Int: [Int]] = [:]
        for edge in edges {
            outgoing[all[edge].from, default: []].append(all[edge].to)
            incoming[all[edge].to, default: []].append(all[edge].from)
        }
        var cycles = 0
        var visits = 0
        defer {
            work.visits += visits
            budget -= visits
        }
        for start in members.sorted() {
            // The members after `start` from which `start` can be reached through such members.
            var reaching: Set<Int> = [start]
            var queue = [start]
            while let node = queue.popLast() {
                for previous in incoming[node] ?? [] where previous > start && reaching.insert(previous).inserted {
                    visits += 1
                    if visits > budget { return (max(cycles, 1), false) }
                    queue.append(previous)
                }
            }
            var onPath: Set<Int> = [start]
            var path: [(node: Int, next: Int)] = [(start, 0)]
            while let top = path.last {
                let targets = outgoing[top.node] ?? []
                guard top.next < targets.count else {
                    onPath.remove(top.node)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                visits += 1
                if visits > budget { return (max(cycles, 1), false) }
                let target = targets[top.next]
                if target == start {
                    cycles += 1
                } else if reaching.contains(target), onPath.insert(target).inserted {
                    path.append((target, 0))
                }
            }
        }
        return (max(cycles, 1), true)
    }

    /// Cycles that no guard breaks, at most one per component of the search: a
    /// search over edges (a state is "just crossed edge e") through unguarded
    /// edges and edges guarded only by a two-way style, never stepping straight
    /// back through the same two-way binding. Each cycle is a node path, first
    /// node repeated last, with the edge that closes it (the one into its first
    /// node); `edgesOnCycles` are the edges that lie on any cycle of the search.
    /// Only edges inside a cyclic component of `full` (the graph's components)
    /// can lie on a cycle, so a large acyclic graph costs the search nothing.
    private static func unguardedSearch(_ graph: BindingGraph, within full: Components, work: inout Work)
        -> (cycles: [(path: [Int], closingEdge: Int)], edgesOnCycles: [Int]) {
        let usable = full.innerEdges.joined().filter { graph.edges[$0].guards.subtracting(.twoWay).isEmpty }.sorted()
        guard !usable.isEmpty else { return ([], []) }
        var state = [Int](repeating: -1, count: graph.edges.count)
        for (number, edge) in usable.enumerated() { state[edge] = number }
        var leaving = [Int: [Int]]()
        for edge in usable { leaving[graph.edges[edge].from, default: []].append(edge) }
        // Transitions between states, as "edges" for the component search.
        var transitions: [BindingGraph.Edge] = []
        for (number, edge) in usable.enumerated() {
            let crossed = graph.edges[edge]
            for next in leaving[crossed.to] ?? [] {
                let following = graph.edges[next]
                if crossed.binding >= 0 && crossed.binding == following.binding { continue }
                work.transitions += 1
                transitions.append(BindingGraph.Edge(from: number, to: state[next], guards: [], style: .rx,
                                                     binding: -1, hops: false))
            }
        }
        let (componentOf, members) = stronglyConnectedComponents(
            adjacency: Adjacency(count: usable.count, edgeIndices: transitions.indices, edges: transitions),
            edges: transitions)
        var insideOf = [[Int]](repeating: [], count: members.count)
        var selfLoopOf = [Int](repeating: -1, count: members.count)
        for (index, transition) in transitions.enumerated() {
            let number = componentOf[transition.from]
            guard number == componentOf[transition.to] else { continue }
            insideOf[number].append(index)
            if transition.from == transition.to { selfLoopOf[number] = transition.from }
        }
        var found: [(path: [Int], closingEdge: Int)] = []
        var onCycles: [Int] = []
        for (state, edge) in usable.enumerated() {
            let number = componentOf[state]
            if members[number].count > 1 || selfLoopOf[number] == state { onCycles.append(edge) }
        }
        for number in members.indices {
            let start: Int
            if members[number].count > 1 {
                start = members[number].min() ?? 0
            } else if selfLoopOf[number] >= 0 {
                start = selfLoopOf[number]
            } else {
                continue
            }
            let states = shortestCycle(from: start, edges: insideOf[number], edgesOf: transitions, work: &work)
            let edges = states.dropLast().map { usable[$0] }
            guard !edges.isEmpty else { continue }
            // Shown from its earliest-declared node, like the other cycles.
            let ring = edges.map { graph.edges[$0].to }
            let origin = ring.indices.min { ring[$0] < ring[$1] } ?? 0
            let rotated = Array(ring[origin...] + ring[..<origin])
            found.append((rotated + [rotated[0]], edges[origin]))
        }
        return (found, onCycles)
    }

    /// Strongly connected components over some of the graph's edges. Only
    /// components that can hold a cycle (two members or more, or a self-loop)
    /// keep their member lists and inner edges: a large acyclic graph costs no
    /// allocation per node.
    struct Components {
        /// The component number of each node.
        var componentOf: [Int]
        /// Members of each component with two or more nodes (empty otherwise).
        var members: [[Int]]
        /// The given edges that stay inside each multi-node or self-looping component.
        var innerEdges: [[Int]]
        private var hasSelfLoop: [Bool]

        init(count: Int, edgeIndices: [Int], graph: BindingGraph) {
            (componentOf, members) = LoopAnalysis.stronglyConnectedComponents(
                adjacency: Adjacency(count: count, edgeIndices: edgeIndices, edges: graph.edges),
                edges: graph.edges)
            innerEdges = [[Int]](repeating: [], count: members.count)
            hasSelfLoop = [Bool](repeating: false, count: members.count)
            for edgeIndex in edgeIndices {
                let edge = graph.edges[edgeIndex]
                let number = componentOf[edge.from]
                guard number == componentOf[edge.to] else { continue }
                innerEdges[number].append(edgeIndex)
                if edge.from == edge.to {
                    hasSelfLoop[number] = true
                    if members[number].isEmpty { members[number] = [edge.from] }
                }
            }
        }

        /// Whether component `number` holds a cycle (two members, or a self-loop).
        func isCycle(_ number: Int) -> Bool {
            members[number].count > 1 || hasSelfLoop[number]
        }
    }

    /// The edges leaving each node, in one array (no array per node: a
    /// 1,000,000-node graph would allocate and free a million of them).
    struct Adjacency {
        /// Node `n`'s edges are `edgeIndices[offsets[n]..<offsets[n + 1]]`, in the given order.
        private var offsets: [Int]
        private var edgeIndices: [Int]

        init<Indices: Sequence<Int>>(count: Int, edgeIndices given: Indices, edges: [BindingGraph.Edge]) {
            offsets = [Int](repeating: 0, count: count + 1)
            for edgeIndex in given { offsets[edges[edgeIndex].from + 1] += 1 }
            for node in 0..<count { offsets[node + 1] += offsets[node] }
            var fill = offsets
            edgeIndices = [Int](repeating: 0, count: offsets[count])
            for edgeIndex in given {
                let from = edges[edgeIndex].from
                edgeIndices[fill[from]] = edgeIndex
                fill[from] += 1
            }
        }

        var nodeCount: Int { offsets.count - 1 }
        func degree(_ node: Int) -> Int { offsets[node + 1] - offsets[node] }
        func edge(_ position: Int, of node: Int) -> Int { edgeIndices[offsets[node] + position] }
    }

    /// Tarjan's algorithm without recursion (a 100,000-node chain must not
    /// overflow the stack). Components come out with their members.
    private static func stronglyConnectedComponents(
        adjacency: Adjacency, edges: [BindingGraph.Edge]
    ) -> (componentOf: [Int], members: [[Int]]) {
        let count = adjacency.nodeCount
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var componentOf = [Int](repeating: -1, count: count)
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let frame = work.last {
                let node = frame.node
                if frame.next < adjacency.degree(node) {
                    work[work.count - 1].next += 1
                    let target = edges[adjacency.edge(frame.next, of: node)].to
                    if order[target] < 0 {
                        order[target] = counter; low[target] = counter; counter += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                    if low[node] == order[node] {
                        let number = components.count
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            componentOf[member] = number
                            if member != node || !component.isEmpty { component.append(member) }
                            if member == node { break }
                        }
                        components.append(component.count > 1 ? component : [])
                    }
                }
            }
        }
        return (componentOf, components)
    }

    /// The shortest cycle through `start` using `edges`, which lie inside one
    /// strongly connected component containing `start` (so one exists).
    private static func shortestCycle(from start: Int, edges: [Int], edgesOf all: [BindingGraph.Edge],
                                      work: inout Work) -> [Int] {
        var outgoing: [Int: [Int]] = [:]
        work.visits += edges.count
        for edgeIndex in edges { outgoing[all[edgeIndex].from, default: []].append(all[edgeIndex].to) }
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            work.visits += 1
            for next in outgoing[node] ?? [] {
                if next == start {
                    var path: [Int] = []
                    var current = node
                    while current != start {
                        path.append(current)
                        current = previous[current] ?? start
                    }
                    return [start] + path.reversed() + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start]
    }
}
