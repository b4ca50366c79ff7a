/// Step 3 of the layout: ordering the nodes of each row to reduce crossings.
extension ProperGraph {
    /// Barycenter sweeps down and up, each followed by adjacent transpositions;
    /// keeps the order with the fewest crossings seen and returns that count.
    /// Stops early at zero crossings or after four sweeps without improvement.
    mutating func reduceCrossings(sweeps: Int) -> Int {
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
        for row in rows {
            for (index, node) in row.enumerated() { position[node] = index }
        }
        return fewest
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
