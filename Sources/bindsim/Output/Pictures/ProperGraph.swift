/// The layered graph the layout works on: the input's vertices plus a dummy
/// vertex on every row an edge crosses, so that every link joins two
/// neighbouring rows. Even rows hold vertices, odd rows edge labels. Stored as
/// parallel arrays indexed by node (vertices first, in input order).
struct ProperGraph {
    enum NodeKind: Equatable { case vertex, dummy, label }

    let layout: LayeredLayout
    var rank: [Int] = []
    /// Extent along the order axis (within the row) and along the rank axis.
    var orderSize: [Double] = []
    var rankSize: [Double] = []
    /// Where edges attach, relative to the node's centre on the order axis.
    var attachOffset: [Double] = []
    var kind: [NodeKind] = []
    /// Neighbours in the row above and below (with multiplicity).
    var up: [[Int]] = []
    var down: [[Int]] = []
    /// Nodes of each row, in order.
    var rows: [[Int]] = []
    /// Each node's index in its row.
    var position: [Int] = []
    /// Each node's centre on the order axis.
    var coordinate: [Double] = []
    /// For each input edge: its nodes from the upper end to the lower (empty for a self-loop).
    var chains: [[Int]] = []
    /// For each input edge: whether it runs against the rows (reversed to break a cycle).
    var reversed: [Bool] = []
    /// For each input edge: the node carrying its label, if any.
    var labelNode: [Int?] = []
    /// Self-loop edge indices per vertex, and the space they take beside it.
    var selfLoops: [[Int]] = []
    var loopLabelBlock: [LayeredLayout.Size] = []
    var loopExtra: [Double] = []

    /// How far a self-loop reaches out of its box, and the room kept on each side of a label.
    static let loopReach = 26.0
    static let labelPad = 3.0

    init(layout: LayeredLayout, layers: [Int], reversed: [Bool]) {
        self.layout = layout
        self.reversed = reversed
        let count = layout.sizes.count
        selfLoops = Array(repeating: [], count: count)
        for (index, edge) in layout.edges.enumerated() where edge.from == edge.to {
            selfLoops[edge.from].append(index)
        }
        for vertex in 0..<count {
            let size = layout.sizes[vertex]
            var block = LayeredLayout.Size(width: 0, height: 0)
            for edge in selfLoops[vertex] {
                let label = layout.edges[edge].label
                block.width = max(block.width, label.width)
                block.height += label.height
            }
            loopLabelBlock.append(block)
            let extra = selfLoops[vertex].isEmpty
                ? 0 : Self.loopReach + 8 * Double(selfLoops[vertex].count - 1) + 4 + layout.orderExtent(block)
            loopExtra.append(extra)
            addNode(
                row: 2 * layers[vertex], orderSize: layout.orderExtent(size) + extra,
                rankSize: max(layout.rankExtent(size), layout.rankExtent(block)), attach: -extra / 2, kind: .vertex)
        }
        for (index, edge) in layout.edges.enumerated() {
            guard edge.from != edge.to else {
                chains.append([])
                labelNode.append(nil)
                continue
            }
            let (upper, lower) = reversed[index] ? (edge.to, edge.from) : (edge.from, edge.to)
            let top = rank[upper]
            let bottom = rank[lower]
            var middle = top + (bottom - top) / 2
            if middle % 2 == 0 { middle -= 1 }
            let hasLabel = edge.label.width > 0 && edge.label.height > 0
            var chain = [upper]
            var carrier: Int?
            for row in (top + 1)..<bottom {
                let node: Int
                if row == middle && hasLabel {
                    // The label sits on its edge, which runs through its middle.
                    node = addNode(
                        row: row, orderSize: layout.orderExtent(edge.label) + 2 * Self.labelPad,
                        rankSize: layout.rankExtent(edge.label), attach: 0, kind: .label)
                    carrier = node
                } else {
                    node = addNode(row: row, orderSize: 2, rankSize: 0, attach: 0, kind: .dummy)
                }
                chain.append(node)
            }
            chain.append(lower)
            for (a, b) in zip(chain, chain.dropFirst()) {
                down[a].append(b)
                up[b].append(a)
            }
            chains.append(chain)
            labelNode.append(carrier)
        }
        let rowCount = (rank.max() ?? 0) + 1
        rows = Array(repeating: [], count: rowCount)
        position = Array(repeating: 0, count: rank.count)
        coordinate = Array(repeating: 0, count: rank.count)
        initialOrder()
    }

    @discardableResult
    private mutating func addNode(row: Int, orderSize order: Double, rankSize extent: Double, attach: Double, kind nodeKind: NodeKind)
        -> Int
    {
        rank.append(row)
        orderSize.append(order)
        rankSize.append(extent)
        attachOffset.append(attach)
        kind.append(nodeKind)
        up.append([])
        down.append([])
        return rank.count - 1
    }

    /// The first order: row 0 in input order, each later row by the mean position of
    /// its neighbours above (nodes with none after the others, in creation order).
    private mutating func initialOrder() {
        var byRow = Array(repeating: [Int](), count: rows.count)
        for node in 0..<rank.count { byRow[rank[node]].append(node) }
        for row in 0..<rows.count {
            var keyed: [(key: Double, node: Int)] = []
            for node in byRow[row] {
                let neighbours = up[node]
                let key = neighbours.isEmpty
                    ? Double.greatestFiniteMagnitude
                    : neighbours.reduce(0.0) { $0 + Double(position[$1]) } / Double(neighbours.count)
                keyed.append((key, node))
            }
            keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.node < $1.node }
            rows[row] = keyed.map(\.node)
            for (index, node) in rows[row].enumerated() { position[node] = index }
        }
    }

    /// The gap to keep between two neighbouring nodes' boxes in a row.
    func gap(_ a: Int, _ b: Int) -> Double {
        kind[a] == .vertex && kind[b] == .vertex ? layout.options.vertexGap : layout.options.edgeGap
    }

    /// The order-axis coordinate where edges meet node `node`.
    func attach(_ node: Int) -> Double {
        coordinate[node] + attachOffset[node]
    }
}
