import Foundation

/// Runs a parsed command line and returns the exit status (see docs/cli.md).
struct Commands {
    let console: Console

    static func main(_ arguments: [String], console: Console) -> ExitCode {
        let line: ParsedCommandLine
        do {
            line = try ArgumentParser.parse(arguments)
        } catch {
            return usageFailure(error, console: console)
        }
        let status = Commands(console: console).execute(line)
        console.flush()
        // Output that could not be written is lost: never report success for it.
        if let problem = console.out.writeErrorMessage {
            console.err.line("bindsim: error: cannot write to standard output: \(problem)")
            console.err.flush()
            return .invalidInput
        }
        if console.err.writeError != nil { return .invalidInput }
        return status
    }

    /// Prints a usage error with the usage, and gives its status.
    static func usageFailure(_ error: UsageError, console: Console) -> ExitCode {
        // The message quotes arguments, which may hold bytes that are not UTF-8 or control characters.
        console.err.line("Error: \(FileSystemPath.shown(error.message))")
        console.err.line("Usage: \(HelpText.usage(error.command))")
        console.err.line("  See 'bindsim help\(error.command.map { " " + $0.rawValue } ?? "")' for more information.")
        return .usage
    }

    func execute(_ line: ParsedCommandLine) -> ExitCode {
        switch line {
        case .help(let topic):
            console.out.write(HelpText.help(topic))
            return .success
        case .version:
            console.out.line("bindsim \(CommandTable.version)")
            return .success
        case .invocation(let invocation):
            return execute(invocation)
        }
    }

    private func execute(_ invocation: Invocation) -> ExitCode {
        let options = invocation.options
        switch invocation.command {
        case .run:
            return runFiles(.run, invocation.arguments, mode: .run, options)
        case .trace:
            if options.format == "svg", let path = invocation.arguments.first, ScenarioPaths.isFolder(path) {
                return Self.usageFailure(UsageError(message: "'--format svg' draws one scenario: give a file, not the "
                                                       + "folder '\(path)'", command: .trace), console: console)
            }
            return runFiles(.trace, invocation.arguments, mode: options.loopCheck ? .traceWithLoopCheck : .trace, options)
        case .check:
            let runner = makeRunner(.check, options, detail: .full)
            let (files, emptyFolder) = scenarioFiles(invocation.arguments, runner)
            var status: ExitCode = emptyFolder ? .invalidInput : .success
            for file in files {
                status = max(status, (file.problem.map { runner.skip(file.path, because: $0) } ?? runner.check(path: file.path)).status)
            }
            return status
        case .test:
            return GoldenRunner(reporter: makeReporter(.test, options, detail: .full))
                .run(paths: invocation.arguments.isEmpty ? ["Scenarios"] : invocation.arguments, update: options.update)
        case .explore:
            let explore = ExploreCommand(reporter: makeReporter(.explore, options, detail: .full), console: console,
                                         options: options.exploreOptions, showsProgress: console.isReal && isTerminal(2))
            return explore.run(path: invocation.arguments[0])
        case .graph:
            return GraphCommand(console: console, options: options).run(path: invocation.arguments[0])
        case .report:
            return ReportCommand(console: console, options: options).run(paths: invocation.arguments)
        case .lsp:
            return LanguageServerCommand(console: console).run()
        case .completion:
            // The parser took only the shells of the table's list.
            let shell = CompletionShell(rawValue: invocation.arguments[0]) ?? .bash
            console.out.write(CompletionScript(shell: shell).text)
            return .success
        case .manual:
            console.out.write(ManualPage().text)
            return .success
        case .export:
            return ExportCommand(reporter: makeReporter(.export, options, detail: .full), console: console, options: options)
                .run(paths: invocation.arguments)
        case .help:
            return execute(.help(invocation.arguments.first.flatMap(CommandName.init(rawValue:))))
        }
    }

    /// The reporter of the format `--format` chose for `command` (`detail`: `run`'s compact
    /// trace or the full one).
    private func makeReporter(_ command: CommandName, _ options: ParsedOptions, detail: TraceDetail) -> Reporter {
        let color = console.isReal && options.color.useColor(descriptor: 1, environment: console.environment)
        let settings = ReporterSettings(console: console, color: color, detail: detail, quiet: options.quiet)
        return OutputFormats.reporter(options.format, of: command).make(settings)
    }

    private func makeRunner(_ command: CommandName, _ options: ParsedOptions, detail: TraceDetail) -> ScenarioRunner {
        ScenarioRunner(reporter: makeReporter(command, options, detail: detail), console: console, runOptions: options.run)
    }

    /// The files the arguments name, folders expanded; an empty folder is reported
    /// (and makes the command's status `invalidInput`).
    private func scenarioFiles(_ arguments: [String], _ runner: ScenarioRunner)
        -> (files: [ScenarioPaths.Found], emptyFolder: Bool) {
        var emptyFolder = false
        let files = arguments.flatMap { path -> [ScenarioPaths.Found] in
            let files = ScenarioPaths.expand(path)
            if files.isEmpty {
                emptyFolder = true
                runner.reporter.report(.unreadable(path: ScenarioPaths.shown(path), reason: "no scenarios (*.txt) in this folder"))
            }
            return files
        }
        return (files, emptyFolder)
    }

    private func runFiles(_ command: CommandName, _ arguments: [String], mode: ScenarioRunner.Mode,
                          _ options: ParsedOptions) -> ExitCode {
        let runner = makeRunner(command, options, detail: mode.traceDetail)
        let (files, emptyFolder) = scenarioFiles(arguments, runner)
        var status: ExitCode = emptyFolder ? .invalidInput : .success
        var results: [ScenarioRunner.FileResult] = []
        var variants: [ScenarioRunner.FileResult] = []
        for file in files where console.out.writeError == nil {
            if let orders = options.orders, file.problem == nil {
                // `--orders`: the file runs once per order, each run a variant of its own.
                let shown = ScenarioPaths.shown(file.path)
                guard let scenario = LoadedScenario.load(file.path, shownAs: shown, reportingTo: runner.reporter) else {
                    status = max(status, .invalidInput)
                    results.append(ScenarioRunner.FileResult(path: shown, status: .invalidInput))
                    continue
                }
                let (ordered, orderedStatus) = runner.runOrderVariants(of: scenario, request: orders,
                                                                       seed: options.explore.seed, mode: mode)
                results += ordered
                variants += ordered
                status = max(status, orderedStatus)
                console.flush()
                continue
            }
            let result = file.problem.map { runner.skip(file.path, because: $0) } ?? runner.run(path: file.path, mode: mode)
            results.append(result)
            variants.append(result)
            // Style variants are shown and compared; the exit status is the scenario's as written.
            status = max(status, result.status)
            if let scenario = result.scenario {
                variants += runner.runStyleVariants(of: scenario, styles: options.styles, mode: mode)
            }
            console.flush()
        }
        if (mode == .traceWithLoopCheck && files.count > 1) || variants.count > results.count
            || (options.orders != nil && results.count > 1) {
            runner.reporter.report(.comparison(variants.map { ComparisonRow(path: $0.path, outcome: $0.outcome) }))
        }
        let ran = results.filter { $0.outcome != nil }
        if mode == .run && !ran.isEmpty {
            runner.reporter.report(.runSummary(passed: ran.reduce(0) { $0 + ($1.outcome?.passed ?? 0) },
                                               failed: ran.reduce(0) { $0 + ($1.outcome?.failed ?? 0) },
                                               notRun: results.count - ran.count))
        }
        return status
    }
}
