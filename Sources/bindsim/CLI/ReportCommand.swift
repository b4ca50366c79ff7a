/// Runs `bindsim report FILE... -o report.html`: runs every scenario with its loop
/// check and writes one self-contained HTML page (pictures.md). The exit status is
/// the highest of the scenarios' (0, 1 or 2, as `run` gives them); a page that
/// could not be written is status 2. A file that cannot be read or checked still
/// gets its section, with its diagnostics, so the page says what went wrong.
struct ReportCommand {
    let console: Console
    let options: ParsedOptions

    func run(paths: [String]) -> Int32 {
        let reporter = PictureReporter(console: console)
        let runner = ScenarioRunner(reporter: reporter, console: console, runOptions: options.run)
        var status: Int32 = 0
        for path in paths {
            let files = ScenarioPaths.expand(path)
            if files.isEmpty {
                reporter.begin(path: path)
                reporter.unreadable(path: path, reason: "no scenarios (*.txt) in this folder")
                status = 2
            }
            for file in files {
                reporter.begin(path: file == "-" ? "<stdin>" : file)
                status = max(status, runner.run(path: file, mode: .traceWithLoopCheck).status)
            }
        }
        let page = ReportMapping.page(reporter.scenarios).render()
        let output = options.outputPath ?? "-"
        if output == "-" {
            console.out.write(page)
            return status
        }
        do {
            try OutputFile(path: output).write(page)
        } catch {
            console.err.line("bindsim: error: cannot write \(output): \(error.message)")
            return 2
        }
        let count = reporter.scenarios.count
        console.out.line("wrote \(output): \(count) scenario\(count == 1 ? "" : "s")")
        return status
    }
}
