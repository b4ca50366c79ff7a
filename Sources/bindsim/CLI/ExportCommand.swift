import BindKit

/// Runs `bindsim export FILE [--to rxswift] [--import rxswift|bindkit] [--observed] [-o OUT]`:
/// the scenario as one XCTest of the real library (docs/export.md), on standard output or in
/// OUT (replaced atomically). Exit 0 when written; 2 when the file cannot be read, parsed or
/// checked, has statements with no counterpart in RxSwift, or stops on a run-time error in
/// bindsim: each is a diagnostic with file:line:col on standard error, and nothing is written.
struct ExportCommand {
    let reporter: Reporter
    let console: Console
    let options: ParsedOptions

    func run(path: String) -> ExitCode {
        if let output = options.outputPath, output != "-", OutputFile(path: output).overwritten(among: [path]) != nil {
            return Commands.usageFailure(UsageError(message: "-o \(output) is the scenario \(path): "
                                                    + "writing the test there would replace it", command: .export),
                                         console: console)
        }
        guard let scenario = LoadedScenario.load(path, reportingTo: reporter) else { return .invalidInput }
        let exportOptions = Self.exportOptions(for: scenario.file, options)
        switch ScenarioExport.make(scenario.program, file: scenario.file, options: exportOptions) {
        case .refused(let diagnostics):
            reporter.report(.diagnostics(diagnostics, in: scenario.file))
            return .invalidInput
        case .stopped(let error):
            reporter.report(.runtimeError(error, in: scenario.file))
            return .invalidInput
        case .written(let text):
            return write(text)
        }
    }

    private func write(_ text: String) -> ExitCode {
        guard let output = options.outputPath, output != "-" else {
            console.out.write(text)
            return .success
        }
        do {
            try OutputFile(path: output).write(text)
        } catch {
            console.err.line("bindsim: error: cannot write \(FileSystemPath.shown(output)): \(error.message)")
            return .invalidInput
        }
        return .success
    }

    /// What to export `file` with: the command line's options, the budgets of bindsim's run
    /// from the command line and then from the file's `# args:` line.
    static func exportOptions(for file: SourceFile, _ options: ParsedOptions) -> ExportOptions {
        var exportOptions = options.export
        exportOptions.run = options.run
        exportOptions.run.budgets = budgets(from: file, default: options)
        return exportOptions
    }

    /// The budgets of bindsim's run: the command line's, and those of the file's `# args:` line
    /// (its other options belong to the command the golden test runs, not to `export`).
    private static func budgets(from file: SourceFile, default options: ParsedOptions) -> Budgets {
        var parsed = options
        let arguments = GoldenRunner.argsLine(of: file.lineCount > 0 ? file.lineText(1) : "")
        var index = 0
        while index + 1 < arguments.count {
            if let option = CommandTable.option(named: arguments[index]), option.name.hasPrefix("--max-"),
               (try? option.apply(&parsed, arguments[index + 1], CommandTable.command(.export))) != nil {
                index += 2
            } else {
                index += 1
            }
        }
        return parsed.run.budgets
    }
}
