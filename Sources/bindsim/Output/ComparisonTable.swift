/// The loop check's side-by-side table over several scenarios.
struct ComparisonTable {
    let out: OutputSink
    let format: CommonOptions.Format

    func print(_ results: [ScenarioRunner.FileResult]) {
        let rows = results.map(row)
        if format == .json {
            for (result, cells) in zip(results, rows) {
                out.line(JSONWriter.object([
                    ("type", .string("comparison")), ("file", .string(result.path)),
                    ("steps", .number(Double(result.outcome?.steps ?? 0))),
                    ("events", .number(Double(result.outcome?.events ?? 0))),
                    ("deepest_nesting", .number(Double(result.outcome?.deepestNesting ?? 0))),
                    ("loops", .number(Double(result.outcome?.loops.count ?? 0))),
                    ("verdict", .string(cells[5])),
                ]))
            }
            return
        }
        let header = ["scenario", "steps", "events", "deepest", "loops", "verdict"]
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        out.line("")
        out.line("comparison")
        for cells in all {
            var line = "  "
            for (column, cell) in cells.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                let numeric = (1...4).contains(column)
                line += numeric ? pad + cell : cell + (column == cells.count - 1 ? "" : pad)
                if column < cells.count - 1 { line += "  " }
            }
            out.line(line)
        }
    }

    private func row(_ result: ScenarioRunner.FileResult) -> [String] {
        guard let outcome = result.outcome else {
            return [result.path, "-", "-", "-", "-", "error: not run"]
        }
        let verdict: String
        if outcome.runtimeError != nil {
            verdict = "error: run-time error"
        } else if outcome.failed > 0 {
            verdict = outcome.loops.isEmpty ? "FAILED" : "FAILED, loops"
        } else {
            verdict = outcome.loops.isEmpty ? "no loop" : "loops, as expected"
        }
        return [result.path, String(outcome.steps), String(outcome.events), String(outcome.deepestNesting),
                String(outcome.loops.count), verdict]
    }
}
