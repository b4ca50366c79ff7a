/// Runs `bindsim report FILE... -o report.html`: runs every scenario with its loop
/// check and writes one self-contained HTML page (pictures.md). The exit status is
/// the highest of the scenarios' (0, 1 or 2, as `run` gives them); a page that
/// could not be written is status 2. A file that cannot be read or checked still
/// gets its section, with its diagnostics, so the page says what went wrong.
struct ReportCommand {
    let console: Console
    let options: ParsedOptions

    func run(paths: [String]) -> ExitCode {
        let reporter = PictureReporter(console: console, linking: true)
        let runner = ScenarioRunner(reporter: reporter, console: console, runOptions: options.run)
        let output = options.outputPath ?? "-"
        let expanded = paths.map { ScenarioPaths.expand($0) }
        if output != "-", let input = OutputFile(path: output).overwritten(among: expanded.flatMap { $0.map(\.path) }) {
            return Commands.usageFailure(UsageError(message: "-o \(output) is the scenario \(ScenarioPaths.shown(input)): "
                                                    + "writing the page there would replace it", command: .report),
                                         console: console)
        }
        var status = ExitCode.success
        for (path, files) in zip(paths, expanded) {
            if files.isEmpty {
                reporter.scenarioFileBegins(path: ScenarioPaths.shown(path))
                reporter.report(.unreadable(path: ScenarioPaths.shown(path), reason: "no scenarios (*.txt) in this folder"))
                status = .invalidInput
            }
            for file in files {
                let result = file.problem.map { runner.skip(file.path, because: $0) }
                    ?? runner.run(path: file.path, mode: .traceWithLoopCheck)
                status = max(status, result.status)
            }
        }
        let scenarios = reporter.scenarios.map { scenario in
            var analysed = scenario
            analysed.analysis = scenario.recorder?.program.map { AnalysedBindingGraph(program: $0) }
            return analysed
        }
        let page = ReportMapping.page(scenarios).render()
        if output == "-" {
            console.out.write(page)
            return status
        }
        do {
            try OutputFile(path: output).write(page)
        } catch {
            console.err.line("bindsim: error: cannot write \(FileSystemPath.shown(output)): \(error.message)")
            return .invalidInput
        }
        let count = scenarios.count
        console.out.line("wrote \(FileSystemPath.shown(output)): \(count) scenario\(count == 1 ? "" : "s")")
        return status
    }
}
