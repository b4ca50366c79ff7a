/// Step 4 of the layout: positions along each row.
extension ProperGraph {
    /// Packs every row, then alternately sweeps down and up, moving each row's nodes
    /// towards the weighted mean of their neighbours' attachment points while keeping
    /// their order and gaps (an exact least-squares step: isotonic regression by
    /// pooling adjacent violators). Links between two dummies weigh 8, between a
    /// dummy and a vertex 2, between vertices 1, so long edges run straight.
    /// Finally shifts the drawing so its leftmost box starts at the margin.
    mutating func assignCoordinates(sweeps: Int) {
        for row in rows.indices {
            var next = 0.0
            for (index, node) in rows[row].enumerated() {
                if index > 0 {
                    let previous = rows[row][index - 1]
                    next += (orderSize[previous] + orderSize[node]) / 2 + gap(previous, node)
                }
                coordinate[node] = next
            }
            let middle = next / 2
            for node in rows[row] { coordinate[node] -= middle }
        }
        smooth(sweeps: sweeps)
        var lowest = Double.greatestFiniteMagnitude
        for node in coordinate.indices {
            lowest = min(lowest, coordinate[node] - orderSize[node] / 2)
        }
        if lowest == .greatestFiniteMagnitude { return }
        let shift = layout.options.margin - lowest
        for node in coordinate.indices { coordinate[node] += shift }
    }

    private mutating func smooth(sweeps: Int) {
        for sweep in 0..<sweeps {
            if sweep % 2 == 0 {
                for row in rows.indices { placeRow(row) }
            } else {
                for row in rows.indices.reversed() { placeRow(row) }
            }
        }
    }

    private func linkWeight(_ a: Int, _ b: Int) -> Double {
        switch (kind[a] == .vertex, kind[b] == .vertex) {
        case (false, false): 8
        case (true, true): 1
        default: 2
        }
    }

    /// The median of the attachment points of a node's neighbours (the lower of the
    /// middle two for an even count), so a vertex lines up with one of its edges.
    private func medianAttach(of node: Int) -> Double {
        let points = (up[node] + down[node]).map(attach).sorted()
        return points.count % 2 == 1 ? points[points.count / 2] : (points[points.count / 2 - 1] + points[points.count / 2]) / 2
    }

    /// One least-squares step for a row, its neighbours held fixed.
    private mutating func placeRow(_ row: Int) {
        let nodes = rows[row]
        guard !nodes.isEmpty else { return }
        // Blocks of nodes that move together: weight, weighted target sum, extent.
        var blockWeight: [Double] = []
        var blockSum: [Double] = []
        var blockEnd: [Int] = []
        var offset = 0.0
        var offsets: [Double] = []
        offsets.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if index > 0 {
                let previous = nodes[index - 1]
                offset += (orderSize[previous] + orderSize[node]) / 2 + gap(previous, node)
            }
            offsets.append(offset)
            var weight = 0.0
            var sum = 0.0
            for neighbour in up[node] {
                let w = linkWeight(node, neighbour)
                weight += w
                sum += w * attach(neighbour)
            }
            for neighbour in down[node] {
                let w = linkWeight(node, neighbour)
                weight += w
                sum += w * attach(neighbour)
            }
            var target = coordinate[node]
            if weight > 0 {
                target = sum / weight - attachOffset[node]
                if kind[node] == .vertex && up[node].count + down[node].count > 2 {
                    target = medianAttach(of: node) - attachOffset[node]
                }
            } else {
                weight = 0.01
            }
            blockWeight.append(weight)
            blockSum.append(weight * (target - offset))
            blockEnd.append(index)
            while blockWeight.count > 1 {
                let last = blockWeight.count - 1
                if blockSum[last - 1] / blockWeight[last - 1] <= blockSum[last] / blockWeight[last] { break }
                blockWeight[last - 1] += blockWeight[last]
                blockSum[last - 1] += blockSum[last]
                blockEnd[last - 1] = blockEnd[last]
                blockWeight.removeLast()
                blockSum.removeLast()
                blockEnd.removeLast()
            }
        }
        var start = 0
        for block in blockWeight.indices {
            let value = blockSum[block] / blockWeight[block]
            for index in start...blockEnd[block] {
                coordinate[nodes[index]] = value + offsets[index]
            }
            start = blockEnd[block] + 1
        }
    }
}
