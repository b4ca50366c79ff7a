/// Runs `bindsim graph FILE [--format dot|mermaid|svg] [--run]`: the scenario's
/// binding graph (pictures.md) on standard output. Exit 0: drawn; 2: the file
/// could not be read, parsed or checked, or (with `--run`) stopped on a run-time
/// error; with `--run`, 1 when an expectation failed, as `run` says.
struct GraphCommand {
    let console: Console
    let options: ParsedOptions

    func run(path: String) -> ExitCode {
        let reporter = PictureReporter(console: console)
        let program: Program
        var status = ExitCode.success
        var tally: DeliveryTally?
        if options.graphRun {
            let runner = ScenarioRunner(reporter: reporter, console: console, runOptions: options.run)
            let result = runner.run(path: path, mode: .run)
            guard let ran = result.scenario?.program else { return result.status }
            program = ran
            // The recorder of the run just made holds what it delivered along each edge.
            tally = reporter.scenarios.last?.recorder?.tally
            status = result.status
        } else {
            reporter.scenarioFileBegins(path: ScenarioPaths.shown(path))
            guard let scenario = LoadedScenario.load(path, reportingTo: reporter) else { return .invalidInput }
            program = scenario.program
        }
        let title = program.title ?? ScenarioPaths.shown(path)
        let graph = GraphMapping(program: program, analysis: AnalysedBindingGraph(program: program), title: title)
            .graph(tally: tally)
        console.out.write(OutputFormats.graphWriter(options.format, of: .graph).make(graph))
        return status
    }
}
