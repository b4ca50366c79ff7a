import Foundation
import BindKit

/// Runs `bindsim export FILE... [--to rxswift|observation] [--import rxswift|bindkit] [--observed] [-o OUT]`:
/// each scenario as an XCTest of the real library (docs/export.md). One FILE with `-o FILE.swift`
/// or none: one self-contained test, in FILE.swift (replaced atomically) or on standard output.
/// `-o DIR/` (a folder, or a path ending in `/`): one test per scenario, `CLASS.swift`, and the
/// whole support once, `BindsimSupport.swift`. Exit 0 when written; 2 when a file cannot be read,
/// parsed or checked, has statements with no counterpart in the library, or stops on a run-time
/// error in bindsim: each is a diagnostic with file:line:col on standard error, and nothing is
/// written; 64 for a usage error (several FILEs without `-o DIR/`).
struct ExportCommand {
    let reporter: Reporter
    let console: Console
    let options: ParsedOptions

    func run(paths: [String]) -> ExitCode {
        let output = options.outputPath.flatMap { $0 == "-" ? nil : $0 }
        let folder = output.flatMap { Self.isFolder($0) ? $0 : nil }
        if let usage = usageError(paths: paths, output: output, folder: folder) {
            return Commands.usageFailure(usage, console: console)
        }
        guard let folder else { return runSingle(path: paths[0], output: output) }
        // All or nothing: every test is made before any file is written.
        var tests: [(name: String, text: String)] = []
        var status = ExitCode.success
        for (path, className) in zip(paths, SwiftNames.classNames(forPaths: paths)) {
            var exportOptions = options
            exportOptions.export.className = options.export.className ?? className
            guard let text = export(path, exportOptions, form: .kept) else {
                status = .invalidInput
                continue
            }
            tests.append((exportOptions.export.className ?? className, text))
        }
        guard status == .success else { return status }
        let directory = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            console.err.line("bindsim: error: cannot make the folder \(FileSystemPath.shown(directory))")
            return .invalidInput
        }
        if let other = Self.supportTarget(inFolder: directory), other != options.export.target {
            console.err.line("bindsim: error: \(FileSystemPath.shown(directory))/\(ScenarioExport.supportFileName) is the "
                             + "support of exports to \(other.rawValue): export --to \(options.export.target.rawValue) "
                             + "into a folder (a test target) of its own")
            return .invalidInput
        }
        let files = tests.map { ("\(directory)/\($0.name).swift", $0.text) }
            + [("\(directory)/\(ScenarioExport.supportFileName)", ScenarioExport.supportFile(options.export))]
        for (path, text) in files where !write(text, to: path) { return .invalidInput }
        return .success
    }

    /// The library of the exports whose support `folder` holds already (its first line says),
    /// or nil when it holds none: one test target has one support.
    static func supportTarget(inFolder folder: String) -> ExportOptions.Target? {
        guard let handle = FileHandle(forReadingAtPath: folder + "/" + ScenarioExport.supportFileName) else { return nil }
        defer { try? handle.close() }
        let start = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
        guard let first = start.split(separator: "\n").first, first.contains("written by bindsim") else { return nil }
        return first.contains("--to observation") ? .observation : .rxswift
    }

    /// Whether `-o PATH` names a folder: one that exists, or a path ending in `/`.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                                       && isDirectory.boolValue)
    }

    private func usageError(paths: [String], output: String?, folder: String?) -> UsageError? {
        if options.export.target == .observation, options.export.libraryChosen {
            return UsageError(message: "--import chooses among RxSwift's imports; an export --to observation imports "
                              + "Swift's Observation (and no RxSwift)", command: .export)
        }
        if folder == nil, paths.count > 1 {
            let shown = output.map { "-o \(FileSystemPath.shown($0)) is one file" } ?? "standard output takes one test"
            return UsageError(message: "\(paths.count) scenarios to export, but \(shown): "
                              + "write them to a folder with -o DIR/ (one test per scenario and BindsimSupport.swift)",
                              command: .export)
        }
        if folder != nil, paths.count > 1, options.export.className != nil {
            return UsageError(message: "--class names the test of one scenario, and \(paths.count) are exported",
                              command: .export)
        }
        if let output, folder == nil, let scenario = OutputFile(path: output).overwritten(among: paths) {
            return UsageError(message: "-o \(output) is the scenario \(scenario): writing the test there would replace it",
                              command: .export)
        }
        return nil
    }

    private func runSingle(path: String, output: String?) -> ExitCode {
        guard let text = export(path, options, form: .selfContained) else { return .invalidInput }
        guard let output else {
            console.out.write(text)
            return .success
        }
        return write(text, to: output) ? .success : .invalidInput
    }

    /// The test of the scenario at `path`, or nil after reporting why there is none.
    private func export(_ path: String, _ options: ParsedOptions, form: ScenarioExport.Form) -> String? {
        guard let scenario = LoadedScenario.load(path, reportingTo: reporter) else { return nil }
        let exportOptions = Self.exportOptions(for: scenario.file, options)
        switch ScenarioExport.make(scenario.program, file: scenario.file, options: exportOptions, form: form) {
        case .refused(let diagnostics):
            reporter.report(.diagnostics(diagnostics, in: scenario.file))
            return nil
        case .stopped(let error):
            reporter.report(.runtimeError(error, in: scenario.file))
            return nil
        case .written(let text):
            return text
        }
    }

    private func write(_ text: String, to output: String) -> Bool {
        do {
            try OutputFile(path: output).write(text)
        } catch {
            console.err.line("bindsim: error: cannot write \(FileSystemPath.shown(output)): \(error.message)")
            return false
        }
        return true
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
