/// Step 5 of the layout: rows placed along the rank axis, edges routed.
extension ProperGraph {
    typealias Point = LayeredLayout.Point

    /// The most a gap between rows grows for links that go far sideways.
    static let maxExtraGap = 36.0

    /// The finished layout: row positions, vertex centres, edge routes, label boxes.
    func route(crossings: Int, vertexLayers: [Int]) -> LayeredLayout.Result {
        let options = layout.options
        var extent = Array(repeating: 0.0, count: rows.count)
        for node in rank.indices { extent[rank[node]] = max(extent[rank[node]], rankSize[node]) }
        // A gap grows with the sideways distance its links cover, so that curves
        // stay steep enough not to run flat into each other.
        var gap = Array(repeating: options.rowGap, count: rows.count)
        for node in rank.indices {
            for next in down[node] {
                let sideways = abs(attach(next) - attach(node))
                gap[rank[node]] = max(gap[rank[node]], options.rowGap + min(Self.maxExtraGap, sideways * 0.25))
            }
        }
        var start = Array(repeating: options.margin, count: rows.count)
        for row in rows.indices.dropFirst() {
            start[row] = start[row - 1] + extent[row - 1] + gap[row - 1]
        }
        func center(_ row: Int) -> Double { start[row] + extent[row] / 2 }

        let vertexCount = layout.sizes.count
        let boxRank = layout.sizes.map(layout.rankExtent)
        let boxOrder = layout.sizes.map(layout.orderExtent)
        let centers = (0..<vertexCount).map { layout.point(order: attach($0), rank: center(rank[$0])) }
        let ports = portOffsets(boxOrder: boxOrder)

        var routes: [LayeredLayout.Route] = []
        routes.reserveCapacity(layout.edges.count)
        var loopsDrawn = Array(repeating: 0, count: vertexCount)
        var loopLabelsStacked = Array(repeating: 0.0, count: vertexCount)
        for (index, edge) in layout.edges.enumerated() {
            let chain = chains[index]
            guard chain.count >= 2 else {
                let vertex = edge.from
                routes.append(selfLoop(
                    vertex, number: loopsDrawn[vertex], stacked: loopLabelsStacked[vertex], label: edge.label,
                    center: (attach(vertex), center(rank[vertex])), half: (boxOrder[vertex] / 2, boxRank[vertex] / 2)))
                loopsDrawn[vertex] += 1
                loopLabelsStacked[vertex] += edge.label.height
                continue
            }
            let upper = chain[0]
            let lower = chain[chain.count - 1]
            var points = [layout.point(
                order: attach(upper) + ports.low[index], rank: center(rank[upper]) + boxRank[upper] / 2)]
            for node in chain.dropFirst().dropLast() {
                // Along its label, or straight through a row of vertices; a bare
                // dummy in a label row is one point, which leaves the curve room.
                let row = rank[node]
                let reach = kind[node] == .label ? rankSize[node] / 2 : (row % 2 == 0 ? extent[row] / 2 : 0)
                points.append(layout.point(order: attach(node), rank: center(row) - reach))
                if reach > 0 { points.append(layout.point(order: attach(node), rank: center(row) + reach)) }
            }
            points.append(layout.point(
                order: attach(lower) + ports.high[index], rank: center(rank[lower]) - boxRank[lower] / 2))
            var origin: Point?
            if let carrier = labelNode[index] {
                origin = layout.point(
                    order: attach(carrier) - layout.orderExtent(edge.label) / 2,
                    rank: center(rank[carrier]) - layout.rankExtent(edge.label) / 2)
            }
            if reversed[index] { points.reverse() }
            routes.append(LayeredLayout.Route(
                points: points, labelOrigin: origin, reversed: reversed[index], isSelfLoop: false))
        }

        var orderEnd = 0.0
        for node in coordinate.indices { orderEnd = max(orderEnd, coordinate[node] + orderSize[node] / 2) }
        let rankEnd = (start.last ?? 0) + (extent.last ?? 0)
        let corner = layout.point(order: orderEnd + options.margin, rank: rankEnd + options.margin)
        return LayeredLayout.Result(
            centers: centers, sizes: layout.sizes, routes: routes, width: corner.x, height: corner.y,
            crossings: crossings, layers: vertexLayers)
    }

    /// Where each edge leaves its upper box (`low`: the side facing the next rows) and
    /// enters its lower box (`high`), as offsets from the box centre along the order
    /// axis: ends on one side are spread over the middle of it, sorted by where the
    /// edge goes next, so edges sharing a side neither overlap nor cross at the box.
    private func portOffsets(boxOrder: [Double]) -> (low: [Double], high: [Double]) {
        var low = Array(repeating: 0.0, count: layout.edges.count)
        var high = Array(repeating: 0.0, count: layout.edges.count)
        var lowEnds = Array(repeating: [(key: Double, edge: Int)](), count: layout.sizes.count)
        var highEnds = lowEnds
        for (edge, chain) in chains.enumerated() where chain.count >= 2 {
            lowEnds[chain[0]].append((attach(chain[1]), edge))
            highEnds[chain[chain.count - 1]].append((attach(chain[chain.count - 2]), edge))
        }
        func spread(_ ends: [(key: Double, edge: Int)], width: Double, into offsets: inout [Double]) {
            guard ends.count > 1 else { return }
            let sorted = ends.sorted { $0.key != $1.key ? $0.key < $1.key : $0.edge < $1.edge }
            let spacing = min(12, width * 0.6 / Double(sorted.count - 1))
            for (index, end) in sorted.enumerated() {
                offsets[end.edge] = (Double(index) - Double(sorted.count - 1) / 2) * spacing
            }
        }
        for vertex in 0..<layout.sizes.count {
            spread(lowEnds[vertex], width: boxOrder[vertex], into: &low)
            spread(highEnds[vertex], width: boxOrder[vertex], into: &high)
        }
        return (low, high)
    }

    /// A loop on the far side of a box along the order axis (right when drawn top to
    /// bottom, below when left to right): one cubic curve, its label beyond it.
    private func selfLoop(
        _ vertex: Int, number: Int, stacked: Double, label: LayeredLayout.Size,
        center: (order: Double, rank: Double), half: (order: Double, rank: Double)
    ) -> LayeredLayout.Route {
        let side = center.order + half.order
        let reach = Self.loopReach + 8 * Double(number)
        let spread = min(half.rank * 0.6, 9)
        let bulge = reach / 0.75
        let points = [
            layout.point(order: side, rank: center.rank - spread),
            layout.point(order: side + bulge, rank: center.rank - spread - 10),
            layout.point(order: side + bulge, rank: center.rank + spread + 10),
            layout.point(order: side, rank: center.rank + spread),
        ]
        var origin: Point?
        if label.width > 0 && label.height > 0 {
            let reachAll = Self.loopReach + 8 * Double(selfLoops[vertex].count - 1) + 4
            let block = loopLabelBlock[vertex]
            switch layout.options.direction {
            case .topToBottom:
                origin = Point(x: side + reachAll, y: center.rank - block.height / 2 + stacked)
            case .leftToRight:
                origin = Point(x: center.rank - label.width / 2, y: side + reachAll + stacked)
            }
        }
        return LayeredLayout.Route(
            points: points, labelOrigin: origin, reversed: false, isSelfLoop: true)
    }
}
