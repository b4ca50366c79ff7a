/// A unified line diff between an expected and an actual text, for golden tests.
enum UnifiedDiff {
    /// Above this many line pairs the diff is not computed; the first difference is shown instead.
    static let maxCells = 16_000_000

    static func diff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        guard old.count * new.count <= maxCells else {
            var first = 0
            while first < min(old.count, new.count) && old[first] == new[first] { first += 1 }
            out += "@@ -\(first + 1) +\(first + 1) @@ (too large to diff; first difference shown)\n"
            if first < old.count { out += "-" + old[first] + "\n" }
            if first < new.count { out += "+" + new[first] + "\n" }
            return out
        }
        let script = editScript(old, new)
        out += hunks(script, old, new)
        return out
    }

    /// The lines of `text`, each printable (`LiteralText.printable`): a golden file is
    /// anyone's text, and the diff goes to a terminal or a CI log.
    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { LiteralText.printable(String($0)) }
        if result.last == "" { result.removeLast() }
        return result
    }

    private enum Edit { case same(Int, Int), delete(Int), insert(Int) }

    /// Longest common subsequence by dynamic programming over line pairs.
    private static func editScript(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = old[i] == new[j]
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                script.append(.same(i, j)); i += 1; j += 1
            } else if j < m, i == n || table[i * (m + 1) + j + 1] > table[(i + 1) * (m + 1) + j] {
                script.append(.insert(j)); j += 1
            } else {
                script.append(.delete(i)); i += 1
            }
        }
        return script
    }

    private static func hunks(_ script: [Edit], _ old: [String], _ new: [String], context: Int = 3) -> String {
        var out = ""
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { if case .same = $0 { false } else { true } })
            else { break }
            var start = max(index, change - context)
            if start < index { start = index }
            var end = change
            var quiet = 0
            while end < script.count {
                if case .same = script[end] { quiet += 1 } else { quiet = 0 }
                if quiet > 2 * context { break }
                end += 1
            }
            end = min(script.count, end - max(0, quiet - context))
            let slice = script[start..<end]
            let oldStart = slice.compactMap { edit -> Int? in
                switch edit { case .same(let i, _), .delete(let i): i; case .insert: nil }
            }.first.map { $0 + 1 } ?? 0
            let newStart = slice.compactMap { edit -> Int? in
                switch edit { case .same(_, let j), .insert(let j): j; case .delete: nil }
            }.first.map { $0 + 1 } ?? 0
            let oldCount = slice.filter { if case .insert = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .delete = $0 { false } else { true } }.count
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in slice {
                switch edit {
                case .same(let i, _): out += " " + old[i] + "\n"
                case .delete(let i): out += "-" + old[i] + "\n"
                case .insert(let j): out += "+" + new[j] + "\n"
                }
            }
            index = end
        }
        return out
    }
}
