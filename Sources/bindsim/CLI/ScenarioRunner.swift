import BindKit

/// Runs one scenario file for a command: front end, interpreter, printers.
struct ScenarioRunner {
    enum Mode { case run, trace, traceWithLoopCheck }

    /// What one file contributed to a command's summary.
    struct FileResult {
        var path: String
        var title: String?
        /// 0 ok, 1 an expectation failed or a loop was unexpected, 2 unreadable/invalid/run-time error.
        var status: Int32
        var outcome: ScenarioOutcome?
        var staticCycles: [StaticCycle] = []
    }

    let console: Console
    let options: CommonOptions
    let color: Bool

    func run(path: String, displayPath: String? = nil, mode: Mode) -> FileResult {
        let shownPath = displayPath ?? path
        var result = FileResult(path: shownPath, status: 2)
        let file: SourceFile
        do {
            file = try ScenarioLoader.load(path)
        } catch {
            if case .unreadable(_, let reason) = error {
                reportUnreadable(shownPath, reason)
            }
            return result
        }
        let shownFile = SourceFile(path: shownPath, bytes: file.bytes)
        let (program, diagnostics) = Frontend.parseAndCheck(shownFile)
        guard let program else {
            reportDiagnostics(diagnostics, in: shownFile)
            return result
        }
        reportDiagnostics(diagnostics, in: shownFile)
        result.title = program.title
        let listener: RunListener
        switch options.format {
        case .text:
            listener = TracePrinter(out: console.out, detail: mode == .run ? .compact : .full, color: color)
        case .json:
            listener = JSONPrinter(out: console.out, includeAll: mode != .run)
        }
        let run = ScenarioRun(program: program, file: shownFile, options: RunOptions(budgets: options.budgets),
                              listener: listener)
        let outcome = run.runWholeFile()
        result.outcome = outcome
        if let error = outcome.runtimeError {
            reportRuntimeError(error, in: shownFile)
            result.status = 2
        } else {
            result.status = outcome.failed > 0 ? 1 : 0
        }
        if mode == .traceWithLoopCheck {
            result.staticCycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
            LoopCheckPrinter(out: console.out, format: options.format, color: color)
                .printAnalysis(result.staticCycles, outcome: outcome)
        }
        return result
    }

    /// Parses and checks only, for `bindsim check`.
    func check(path: String) -> FileResult {
        var result = FileResult(path: path, status: 2)
        let file: SourceFile
        do {
            file = try ScenarioLoader.load(path)
        } catch {
            if case .unreadable(_, let reason) = error { reportUnreadable(path, reason) }
            return result
        }
        let (program, diagnostics) = Frontend.parseAndCheck(file)
        reportDiagnostics(diagnostics, in: file)
        guard let program else { return result }
        result.status = 0
        result.title = program.title
        result.staticCycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        LoopCheckPrinter(out: console.out, format: options.format, color: color)
            .printCheck(path: path, program: program, cycles: result.staticCycles)
        return result
    }

    private func reportUnreadable(_ path: String, _ reason: String) {
        switch options.format {
        case .text:
            console.err.line("\(path): error: cannot read scenario file: \(reason)")
        case .json:
            console.out.line(JSONWriter.object([
                ("type", .string("diagnostic")), ("file", .string(path)), ("severity", .string("error")),
                ("message", .string("cannot read scenario file: \(reason)")),
            ]))
        }
    }

    private func reportDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        guard !diagnostics.isEmpty else { return }
        switch options.format {
        case .text:
            console.err.write(renderDiagnostics(diagnostics, in: file, color: color))
        case .json:
            for diagnostic in diagnostics {
                console.out.line(JSONWriter.object([
                    ("type", .string("diagnostic")), ("file", .string(file.path)),
                    ("line", .number(Double(diagnostic.range.start.line))),
                    ("column", .number(Double(diagnostic.range.start.column))),
                    ("severity", .string(diagnostic.severity.rawValue)), ("code", .string(diagnostic.code)),
                    ("message", .string(diagnostic.text)),
                    ("help", diagnostic.help.map { .string($0.text) } ?? .null),
                ]))
            }
        }
    }

    private func reportRuntimeError(_ error: RuntimeError, in file: SourceFile) {
        switch options.format {
        case .text:
            console.err.write(renderRuntimeError(error, in: file, color: color))
        case .json:
            console.out.line(JSONWriter.object([
                ("type", .string("diagnostic")), ("file", .string(file.path)),
                ("line", .number(Double(error.range.start.line))),
                ("column", .number(Double(error.range.start.column))),
                ("severity", .string("error")), ("code", .string(error.message.code)),
                ("message", .string(error.message.text)),
                ("help", error.message.help.map { .string($0) } ?? .null),
            ]))
        }
    }
}
