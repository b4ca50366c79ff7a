/// Runs a parsed command and returns the exit status (see docs/cli.md).
struct Commands {
    let console: Console

    static func main(_ arguments: [String], console: Console) -> Int32 {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            console.err.line("Error: \(error.message)")
            console.err.line("Usage: \(HelpText.usage(error.command))")
            console.err.line("  See 'bindsim help\(error.command.map { " " + $0 } ?? "")' for more information.")
            return 64
        }
        return Commands(console: console).execute(command)
    }

    func execute(_ command: Command) -> Int32 {
        switch command {
        case .help(let topic):
            console.out.write(HelpText.help(topic) + (HelpText.help(topic).hasSuffix("\n") ? "" : "\n"))
            return 0
        case .version:
            console.out.line(HelpText.version)
            return 0
        case .run(let files, let options):
            return runAll(files, mode: .run, options)
        case .trace(let files, let loopCheck, let options):
            return runAll(files, mode: loopCheck ? .traceWithLoopCheck : .trace, options)
        case .check(let files, let options):
            let runner = makeRunner(options)
            var status: Int32 = 0
            for file in files { status = max(status, runner.check(path: file).status) }
            return status
        case .test(let paths, let update, let options):
            let color = options.useColor(descriptor: 1, environment: console.environment) && console.isReal
            return GoldenRunner(console: console, color: color)
                .run(paths: paths.isEmpty ? ["Scenarios"] : paths, update: update)
        }
    }

    private func makeRunner(_ options: CommonOptions) -> ScenarioRunner {
        let color = console.isReal && options.format == .text
            && options.useColor(descriptor: 1, environment: console.environment)
        return ScenarioRunner(console: console, options: options, color: color)
    }

    private func runAll(_ files: [String], mode: ScenarioRunner.Mode, _ options: CommonOptions) -> Int32 {
        let runner = makeRunner(options)
        var status: Int32 = 0
        var results: [ScenarioRunner.FileResult] = []
        for (index, file) in files.enumerated() {
            if index > 0 && options.format == .text { console.out.line("") }
            let result = runner.run(path: file, mode: mode)
            results.append(result)
            status = max(status, result.status)
            console.flush()
        }
        if mode == .traceWithLoopCheck && files.count > 1 {
            ComparisonTable(out: console.out, format: options.format).print(results)
        }
        if mode == .run {
            let passed = results.reduce(0) { $0 + ($1.outcome?.passed ?? 0) }
            let failed = results.reduce(0) { $0 + ($1.outcome?.failed ?? 0) }
            if options.format == .json {
                console.out.line(JSONWriter.object([
                    ("type", .string("summary")), ("passed", .number(Double(passed))),
                    ("failed", .number(Double(failed))),
                ]))
            } else {
                console.out.line("")
                console.out.line("\(passed) passed, \(failed) failed")
            }
        }
        return status
    }
}
