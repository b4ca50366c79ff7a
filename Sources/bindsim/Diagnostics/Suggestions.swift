/// Finds the closest known word to a misspelt one, for `did you mean '...'?` hints.
enum Suggestions {
    /// The candidate closest to `word` within a small edit distance, or nil.
    ///
    /// Uses the optimal-string-alignment distance (a swap of two neighbours costs 1), and
    /// accepts no edit for words of 1 or 2 characters, 1 edit up to 3, 2 up to 6, 3 beyond. A case-only
    /// difference always matches. Ties go to the earliest candidate, so results are stable.
    /// With no candidate that near, one that the word's stem begins (`emits`, `emitted`).
    static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.utf8)
        let lowered = word.lowercased()
        let threshold = target.count <= 2 ? 0 : (target.count <= 3 ? 1 : (target.count <= 6 ? 2 : 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            if candidate.lowercased() == lowered { return candidate }
            let bytes = Array(candidate.utf8)
            if abs(bytes.count - target.count) > threshold { continue }
            let distance = editDistance(target, bytes, cutoff: threshold)
            if distance <= threshold, threshold > 0, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name ?? completion(of: word, in: candidates)
    }

    /// A candidate that `word` begins, for a word cut short or given another ending
    /// (`emits` for `emitted`): its stem (without a final `s`) of at least 4 letters
    /// starts the candidate.
    private static func completion<S: Sequence>(of word: String, in candidates: S) -> String? where S.Element == String {
        let stem = word.hasSuffix("s") ? String(word.dropLast()) : word
        guard stem.utf8.count >= 4 else { return nil }
        return candidates.first { $0 != word && $0.hasPrefix(stem) }
    }

    /// Optimal string alignment distance; returns a value above `cutoff` early when it can.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], cutoff: Int = Int.max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > cutoff { return cutoff + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
