/// Step 3 of the layout: ordering the nodes of each row to reduce crossings.
extension ProperGraph {
    /// Barycenter sweeps down and up, each followed by adjacent transpositions, then
    /// sifting; keeps the order with the fewest crossings seen and returns that count.
    /// Small graphs are ordered twice, from the first order and from its mirror image
    /// (the sweeps settle in a local best that depends on where they start), and the
    /// better result is kept (the first on a tie).
    mutating func reduceCrossings(sweeps: Int) -> Int {
        var links = 0
        for node in up.indices { links += up[node].count }
        let small = links <= Self.maxSiftedLinks
        var fewest = ordered(sweeps: sweeps, sift: small)
        guard small && fewest > 0 else { return fewest }
        let first = rows
        rows = rows.map { $0.reversed() }
        setPositions()
        let mirrored = ordered(sweeps: sweeps, sift: true)
        if mirrored < fewest {
            fewest = mirrored
        } else {
            rows = first
            setPositions()
        }
        return fewest
    }

    private mutating func setPositions() {
        for row in rows {
            for (index, node) in row.enumerated() { position[node] = index }
        }
    }

    /// Orders the rows from their current order; returns the crossings left.
    /// Stops early at zero crossings or after four sweeps without improvement.
    private mutating func ordered(sweeps: Int, sift: Bool) -> Int {
        transposeAll()
        var best = rows
        var fewest = totalCrossings()
        var stale = 0
        var sweep = 0
        while fewest > 0 && sweep < sweeps && stale < 4 {
            sweep += 1
            for row in rows.indices.dropFirst() { sortRow(row, byNeighboursAbove: true) }
            transposeAll()
            for row in rows.indices.reversed().dropFirst() { sortRow(row, byNeighboursAbove: false) }
            transposeAll()
            let crossings = totalCrossings()
            if crossings < fewest {
                fewest = crossings
                best = rows
                stale = 0
            } else {
                stale += 1
            }
        }
        rows = best
        setPositions()
        // Sifting: each node in turn tried at every place of its row (Matuszewski,
        // Schönfeld and Molitor), which moves the dummies of a long edge out of the
        // way that sweeps of averages leave them in.
        guard sift else { return fewest }
        for _ in 0..<4 where fewest > 0 {
            let before = rows
            siftAll()
            let crossings = totalCrossings()
            if crossings >= fewest {
                rows = before
                setPositions()
                break
            }
            fewest = crossings
        }
        return fewest
    }

    /// Sifting is skipped past this many links (its cost grows with row length × links).
    static let maxSiftedLinks = 4_000

    /// Moves every node, those with the most links first, to the place in its row
    /// where its links cross the fewest others (ties: the place it had).
    private mutating func siftAll() {
        let order = up.indices.sorted {
            let (a, b) = (up[$0].count + down[$0].count, up[$1].count + down[$1].count)
            return a != b ? a > b : $0 < $1
        }
        for node in order { sift(node) }
    }

    private mutating func sift(_ node: Int) {
        let row = rank[node]
        let start = position[node]
        // Move the node to the front, then step it right, summing the change at each swap.
        var change = 0
        for index in stride(from: start, to: 0, by: -1) {
            let other = rows[row][index - 1]
            change += pairCrossings(node, other) - pairCrossings(other, node)
            swapInRow(row, index - 1)
        }
        var best = (change: change, place: 0)
        for index in 0..<(rows[row].count - 1) {
            let other = rows[row][index + 1]
            change += pairCrossings(other, node) - pairCrossings(node, other)
            swapInRow(row, index)
            if change < best.change || (change == best.change && index + 1 == start) { best = (change, index + 1) }
        }
        // Back from the end to the best place.
        for index in stride(from: rows[row].count - 1, to: best.place, by: -1) { swapInRow(row, index - 1) }
    }

    /// Swaps the nodes at `index` and `index + 1` of `row`.
    private mutating func swapInRow(_ row: Int, _ index: Int) {
        let (v, w) = (rows[row][index], rows[row][index + 1])
        rows[row][index] = w
        rows[row][index + 1] = v
        position[w] = index
        position[v] = index + 1
    }

    /// Sorts a row by the mean position of each node's neighbours in the row above
    /// (or below); a node without such neighbours keeps its place as its key. Ties
    /// keep the current order.
    private mutating func sortRow(_ row: Int, byNeighboursAbove above: Bool) {
        var keyed: [(key: Double, place: Int, node: Int)] = []
        keyed.reserveCapacity(rows[row].count)
        for node in rows[row] {
            let neighbours = above ? up[node] : down[node]
            var key = Double(position[node])
            if !neighbours.isEmpty {
                var sum = 0
                for neighbour in neighbours { sum += position[neighbour] }
                key = Double(sum) / Double(neighbours.count)
            }
            keyed.append((key, position[node], node))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.place < $1.place }
        for (index, entry) in keyed.enumerated() {
            rows[row][index] = entry.node
            position[entry.node] = index
        }
    }

    /// Swaps neighbours in every row while a swap strictly reduces crossings.
    private mutating func transposeAll() {
        for row in rows.indices {
            var passes = 0
            var improved = true
            while improved && passes < 8 {
                improved = false
                passes += 1
                var index = 0
                while index + 1 < rows[row].count {
                    let v = rows[row][index]
                    let w = rows[row][index + 1]
                    if pairCrossings(w, v) < pairCrossings(v, w) {
                        rows[row][index] = w
                        rows[row][index + 1] = v
                        position[w] = index
                        position[v] = index + 1
                        improved = true
                    }
                    index += 1
                }
            }
        }
    }

    /// Crossings among the links of `left` and `right` when `left` comes first.
    private func pairCrossings(_ left: Int, _ right: Int) -> Int {
        var count = 0
        for a in up[left] {
            for b in up[right] where position[a] > position[b] { count += 1 }
        }
        for a in down[left] {
            for b in down[right] where position[a] > position[b] { count += 1 }
        }
        return count
    }

    /// Crossings between all pairs of consecutive rows, each counted by inversions
    /// with a Fenwick tree (Barth, Jünger and Mutzel's bilayer cross count).
    func totalCrossings() -> Int {
        var total = 0
        var lower: [Int] = []
        for row in rows.indices.dropLast() {
            lower.removeAll(keepingCapacity: true)
            for node in rows[row] {
                let start = lower.count
                for next in down[node] { lower.append(position[next]) }
                lower[start...].sort()
            }
            total += Self.inversions(lower, bound: rows[row + 1].count)
        }
        return total
    }

    /// Pairs `i < j` with `values[i] > values[j]`, for values in `0..<bound`.
    static func inversions(_ values: [Int], bound: Int) -> Int {
        var tree = Array(repeating: 0, count: bound + 1)
        var count = 0
        for (seen, value) in values.enumerated() {
            var index = value + 1
            var atMost = 0
            while index > 0 {
                atMost += tree[index]
                index -= index & -index
            }
            count += seen - atMost
            index = value + 1
            while index <= bound {
                tree[index] += 1
                index += index & -index
            }
        }
        return count
    }
}
