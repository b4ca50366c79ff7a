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
        var status = ExitCode.success
        for path in paths {
            let files = ScenarioPaths.expand(path)
            if files.isEmpty {
                reporter.scenarioFileBegins(path: path)
                reporter.report(.unreadable(path: path, reason: "no scenarios (*.txt) in this folder"))
                status = .invalidInput
            }
            for file in files {
                status = max(status, runner.run(path: file, mode: .traceWithLoopCheck).status)
            }
        }
        let scenarios = reporter.scenarios.map { scenario in
            var analysed = scenario
            analysed.analysis = scenario.recorder?.program.map { AnalysedBindingGraph(program: $0) }
            return analysed
        }
        let page = ReportMapping.page(scenarios).render()
        let output = options.outputPath ?? "-"
        if output == "-" {
            console.out.write(page)
            return status
        }
        do {
            try OutputFile(path: output).write(page)
        } catch {
            console.err.line("bindsim: error: cannot write \(output): \(error.message)")
            return .invalidInput
        }
        let count = scenarios.count
        console.out.line("wrote \(output): \(count) scenario\(count == 1 ? "" : "s")")
        return status
    }
}
