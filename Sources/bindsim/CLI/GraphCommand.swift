/// Runs `bindsim graph FILE [--format dot|mermaid|svg] [--run]`: the scenario's
/// binding graph (pictures.md) on standard output. Exit 0: drawn; 2: the file
/// could not be read, parsed or checked, or (with `--run`) stopped on a run-time
/// error; with `--run`, 1 when an expectation failed, as `run` says.
struct GraphCommand {
    let console: Console
    let options: ParsedOptions

    func run(path: String) -> Int32 {
        let reporter = PictureReporter(console: console)
        let shownPath = path == "-" ? "<stdin>" : path
        reporter.begin(path: shownPath)
        let program: Program
        var status: Int32 = 0
        var tally: DeliveryTally?
        if options.graphRun {
            let runner = ScenarioRunner(reporter: reporter, console: console, runOptions: options.run)
            let result = runner.run(path: path, mode: .run)
            guard let recorder = reporter.scenarios.last?.recorder, let ran = recorder.program else { return result.status }
            program = ran
            tally = recorder.tally
            status = result.status
        } else {
            let file: SourceFile
            do {
                file = try ScenarioLoader.load(path).named(shownPath)
            } catch {
                if case .unreadable(_, let reason) = error { reporter.unreadable(path: shownPath, reason: reason) }
                return 2
            }
            let (checked, diagnostics) = Frontend.parseAndCheck(file)
            reporter.diagnostics(diagnostics, in: file)
            guard let checked else { return 2 }
            program = checked
        }
        let graph = GraphMapping(program: program, title: program.title ?? shownPath).graph(tally: tally)
        switch options.format ?? "dot" {
        case "mermaid": console.out.write(GraphMermaidWriter(graph).render())
        case "svg": console.out.write(GraphSVGRenderer(graph).render())
        default: console.out.write(GraphDOTWriter(graph).render())
        }
        return status
    }
}
