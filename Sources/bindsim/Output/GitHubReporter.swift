/// Reports as GitHub Actions workflow commands (`--format github`): every problem is one
/// annotation on the line it is about (`::error file=F,line=L,col=C,title=T::message`;
/// warnings `::warning`, notes `::notice`), which the Actions runner shows on the pull
/// request's diff; the summary line stays plain text for the log. Nothing else is printed:
/// what passed needs no annotation. See docs/cli.md, "CI formats".
final class GitHubReporter: Reporter {
    let console: Console
    private var out: OutputSink { console.out }
    /// The scenario being run, and the style it runs in when it is a `--styles` variant.
    private var file: SourceFile?
    private var variant: BindingStyle?

    init(console: Console) {
        self.console = console
    }

    /// The severities of the workflow commands.
    enum Level: String {
        case error, warning, notice
    }

    /// One annotation; `line` and `column` 1-based, `title` the code or a short name.
    func annotate(_ level: Level, path: String?, line: Int? = nil, column: Int? = nil, endLine: Int? = nil,
                  endColumn: Int? = nil, title: String? = nil, _ message: String) {
        var properties: [String] = []
        if let path { properties.append("file=" + Self.property(path)) }
        if let line, line > 0 { properties.append("line=\(line)") }
        if let endLine, endLine > 0 { properties.append("endLine=\(endLine)") }
        if let column, column > 0 { properties.append("col=\(column)") }
        if let endColumn, endColumn > 0 { properties.append("endColumn=\(endColumn)") }
        if let title { properties.append("title=" + Self.property(title)) }
        out.line("::\(level.rawValue)" + (properties.isEmpty ? "" : " " + properties.joined(separator: ",")) + "::"
                 + Self.data(message))
    }

    /// A message: `%`, carriage returns and newlines escaped, as the runner reads them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: a message's escapes, and `:` and `,`, which end a property.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: A run

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        self.file = file
        variant = legend.twoWayStyle
    }

    /// A failure of the run at `line`: an error for the scenario as written; for a
    /// `--styles` variant (which does not decide the exit status) a notice that names the style.
    private func runFailure(line: Int, column: Int? = nil, title: String, _ message: String) {
        guard let variant else {
            annotate(.error, path: file?.path, line: line, column: column, title: title, message)
            return
        }
        // A variant's file is shown as `PATH [style]` (ScenarioRunner): the annotation goes on PATH.
        let path = file.map { String($0.path.dropLast(" [\(variant.rawValue)]".count)) }
        annotate(.notice, path: path, line: line, column: column, title: "\(title) [\(variant.rawValue)]",
                 "with every two-way binding in the '\(variant.rawValue)' style: " + message)
    }

    func expectationChecked(_ result: ExpectationResult) {
        guard !result.passed, result.fixed == nil else { return }
        let detail = result.detail.map { ": \($0)" } ?? ""
        runFailure(line: result.line, column: result.column, title: "expectation failed", "\(result.source) failed\(detail)")
    }

    func invariantBroken(_ violation: InvariantViolation) {
        let values = violation.values.isEmpty ? "" : "; " + TraceWording.values(violation.values)
        runFailure(line: violation.line, title: "invariant broken",
                   "\(violation.title) is false after \(TraceWording.place(of: violation.step))\(values)")
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        runFailure(line: step.line, title: "unexpected loop",
                   "\(TraceWording.place(of: step)) looped (\(report.summary)) and no 'expect loop' follows it")
    }

    /// At the expression that raised the error (which may be lines above the step that ran it),
    /// titled with its code; the message names the step that wants an `expect error`.
    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        let raised = error.error.range.start
        let help = error.error.message.help.map { "\nhelp: " + $0 } ?? ""
        runFailure(line: raised.line, column: raised.column, title: "unexpected error \(error.error.message.code)",
                   "an error ended \(error.label) in \(TraceWording.place(of: step)) and no 'expect error' follows it: "
                       + error.error.message.text + help)
    }

    // MARK: Results

    func report(_ result: CommandResult) {
        switch result {
        case .unreadable(let path, let reason):
            annotate(.error, path: path, title: "unreadable", "cannot read scenario file: \(reason)")
        case .diagnostics(let diagnostics, let file):
            for diagnostic in diagnostics { annotate(diagnostic, in: file) }
        case .runtimeError(let error, let file):
            annotate(Diagnostic(.error, .runtime(error.message), at: error.range,
                                help: error.message.help.map(DiagnosticHelp.runtime)), in: file)
        case .note(let text):
            annotate(.notice, path: nil, text)
        case .orderDependent(let found):
            for dependence in found {
                annotate(.error, path: dependence.path, line: dependence.line, column: dependence.column,
                         title: "order-dependent", "\(dependence.source): \(dependence.message)")
            }
        case .golden(let result):
            golden(result)
        case .runSummary(let passed, let failed, let notRun):
            let skipped = notRun == 0 ? "" : "; \(notRun) file\(notRun == 1 ? "" : "s") could not run"
            out.line("\(passed) passed, \(failed) failed\(skipped)")
        case .testSummary(let passed, let failed):
            out.line("\(passed) passed, \(failed) failed")
        case .loopCheck, .checked, .comparison, .explore:
            // Their failures are annotated where they happen (loops, diagnostics); the
            // tables are for reading in text.
            break
        }
    }

    private func annotate(_ diagnostic: Diagnostic, in file: SourceFile) {
        let level: Level = switch diagnostic.severity {
        case .error: .error
        case .warning: .warning
        case .note: .notice
        }
        let (start, end) = (diagnostic.range.start, diagnostic.range.end)
        var message = diagnostic.text
        if let note = diagnostic.note { message += "\n" + note }
        if let help = diagnostic.help { message += "\nhelp: " + help.text }
        // GitHub's end column is the last column of the range, ours the one after it.
        annotate(level, path: file.path, line: start.line, column: start.column,
                 endLine: end.line == start.line ? nil : end.line,
                 endColumn: end.line == start.line && end.column > start.column + 1 ? end.column - 1 : nil,
                 title: diagnostic.code, message)
    }

    /// A golden that did not pass: an error on the scenario with the first lines of its diff.
    private func golden(_ result: GoldenResult) {
        guard !result.passed else { return }
        let (title, headline) = switch result.status {
        case .differs: ("golden differs", "the output differs from its golden")
        case .missingGolden: ("no golden", "the scenario has no golden")
        case .error, .passed, .recorded: ("not tested", "the scenario could not be tested")
        }
        let report = result.report.map { "\n" + GoldenResult.firstLines(of: $0) } ?? ""
        annotate(.error, path: result.path, line: result.status == .differs ? 1 : nil, title: title, headline + report)
    }
}
