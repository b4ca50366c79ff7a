import Foundation

/// Golden-output tests: each scenario `X.txt` against `X.expected`, the exact
/// output of `bindsim trace --loop-check X.txt` (plus any `# args:` on its first line).
struct GoldenRunner {
    let reporter: Reporter?
    /// Scenario paths are read relative to this folder (the current one by default).
    var root: String = ""

    init(reporter: Reporter?, root: String = "") {
        self.reporter = reporter
        self.root = root
    }

    /// Tests every scenario under `paths`. A path that does not exist or is not a
    /// scenario, and a set of paths holding no scenario at all, are errors (status 2):
    /// a test run that tested nothing must not pass.
    func run(paths: [String], update: Bool) -> ExitCode {
        var passed = 0
        var failed = 0
        var broken = false
        var scenarios: [ScenarioPaths.Found] = []
        for path in paths {
            if let problem = problem(with: path) {
                broken = true
                failed += 1
                reporter?.report(.golden(GoldenResult(path: ScenarioPaths.shown(path), status: .error, report: problem)))
            } else {
                scenarios += enumerate(path)
            }
        }
        if scenarios.isEmpty && !broken {
            broken = true
            failed += 1
            reporter?.report(.golden(GoldenResult(path: paths.map(ScenarioPaths.shown).joined(separator: " "), status: .error,
                                                report: "no scenarios (*.txt) found")))
        }
        for found in scenarios {
            let result = found.problem.map {
                GoldenResult(path: ScenarioPaths.shown(found.path), status: .error, report: "cannot read scenario file: \($0)")
            } ?? check(found.path, update: update)
            if result.passed { passed += 1 } else { failed += 1 }
            reporter?.report(.golden(result))
        }
        reporter?.report(.testSummary(passed: passed, failed: failed))
        if broken { return .invalidInput }
        return failed > 0 ? .expectationFailed : .success
    }

    /// Why `path` cannot be tested, if it cannot.
    private func problem(with path: String) -> String? {
        guard let kind = FileSystemPath.kind(of: resolve(path), followingLinks: true) else {
            return "no such file or folder"
        }
        if kind == S_IFDIR { return nil }
        if !path.hasSuffix(".txt") { return "not a scenario: scenario files end in .txt" }
        // A golden test reads its scenario more than once: a pipe cannot be one.
        return kind == S_IFREG ? nil : "cannot read scenario file: not a regular file"
    }

    /// Runs one scenario and compares (or, with `update`, records) its golden.
    func check(_ rawPath: String, update: Bool) -> GoldenResult {
        let path = ScenarioPaths.shown(rawPath)
        let rawGoldenPath = String(rawPath.dropLast(4)) + ".expected"
        let goldenPath = ScenarioPaths.shown(rawGoldenPath)
        let golden = GoldenFile(path: resolve(rawGoldenPath))
        if let problem = golden.problem {
            return GoldenResult(path: path, status: .error, report: "\(goldenPath): \(problem)")
        }
        let run: Output
        switch GoldenRunner.output(of: rawPath, root: root) {
        case .success(let output): run = output
        case .failure(let problem):
            // The problem may quote the golden's '# args:' line, anyone's text.
            return GoldenResult(path: path, status: .error, report: LiteralText.printable(problem.message))
        }
        let actual = run.text
        let expected = golden.contents()
        if expected == .text(actual) {
            return GoldenResult(path: path, status: .passed, scenarioStatus: run.status, failedInside: run.failed)
        }
        if case .unusable(let problem) = expected {
            // Never replaced unread: a golden that cannot be compared is the user's to look at.
            return GoldenResult(path: path, status: .error, report: "\(goldenPath): \(problem)")
        }
        if update {
            do {
                try golden.write(actual)
                return GoldenResult(path: path, status: .recorded, scenarioStatus: run.status, failedInside: run.failed)
            } catch {
                return GoldenResult(path: path, status: .error, report: "cannot write \(goldenPath): \(error.message)")
            }
        }
        guard case .text(let expectedText) = expected else {
            return GoldenResult(path: path, status: .missingGolden,
                                report: "no golden \(goldenPath): review the output of "
                                    + "'bindsim trace --loop-check \(path)' and record it with 'bindsim test --update'")
        }
        let diff = UnifiedDiff.diff(expected: expectedText, actual: actual,
                                    expectedName: "\(goldenPath) (expected)", actualName: "\(path) (actual)")
        return GoldenResult(path: path, status: .differs, report: diff)
    }

    /// Why a scenario's golden output could not be produced.
    struct Problem: Error {
        var message: String
    }

    /// A scenario's golden text, with its exit status and failed expectations.
    struct Output {
        var text: String
        var status: ExitCode
        var failed: Int
    }

    /// The golden text of one scenario: what `bindsim trace --loop-check` prints
    /// when run in the scenario's folder, standard output and error interleaved,
    /// with no color. A `# args:` line may add options of `trace` (its `--format`
    /// may be `text` or `marble`: a golden is text), or be `explore` and options of
    /// `explore`. A scenario file that cannot be read is a problem, not an output to compare.
    static func output(of path: String, root: String) -> Result<Output, Problem> {
        let full = root.isEmpty ? path : root + "/" + path
        do {
            _ = try ScenarioLoader.load(full)
        } catch {
            if case .unreadable(_, let reason) = error {
                return .failure(Problem(message: "cannot read scenario file: \(reason)"))
            }
        }
        var extra = scenarioArguments(full)
        // `# args: explore ...` makes the golden an explore report instead of a trace.
        let command: CommandName = extra.first == CommandName.explore.rawValue ? .explore : .trace
        if command == .explore { extra.removeFirst() }
        // A golden test writes nothing but goldens: an option that writes a file has no place here.
        for argument in extra where argument.hasPrefix("-") {
            let name = String(argument.prefix { $0 != "=" })
            if let option = CommandTable.option(named: name), let reason = option.notInGoldens {
                return .failure(Problem(message: "invalid '# args:' line: '\(name)' \(reason)"))
            }
        }
        let options: ParsedOptions
        do {
            guard case .invocation(let invocation) = try ArgumentParser.parse(command, extra + ["--", path]),
                  invocation.arguments == [path] else {
                return .failure(Problem(message: "invalid '# args:' line: it may hold options of 'trace' only, "
                                        + "or 'explore' and its options"))
            }
            options = invocation.options
        } catch {
            return .failure(Problem(message: "invalid '# args:' line: \(error.message)"))
        }
        let format = OutputFormats.reporter(options.format, of: command)
        guard goldenFormats.contains(format.name) else {
            return .failure(Problem(message: "invalid '# args:' line: a golden is text: '--format' may be 'text' or 'marble'"))
        }
        // The output is kept to compare, up to the largest golden: more can match no golden.
        let console = Console.memory(limit: GoldenFile.maxSize)
        let reporter = format.make(ReporterSettings(console: console))
        // Shown by file name, as if run from the scenario's folder, so that a golden
        // does not depend on where the tests are run from.
        let name = ScenarioPaths.shown(path.split(separator: "/").last.map(String.init) ?? path)
        if command == .explore {
            let explore = ExploreCommand(reporter: reporter, console: console, options: options.exploreOptions,
                                         showsProgress: false)
            let status = explore.run(path: full, shownAs: name)
            console.out.line("exit status \(status.rawValue)")
            return output(console, status: status, failed: status == .expectationFailed ? 1 : 0)
        }
        let runner = ScenarioRunner(reporter: reporter, console: console, runOptions: options.run)
        if let orders = options.orders {
            // `# args: --orders all`: every order, each a run of its own, and what depends on them.
            guard let scenario = LoadedScenario.load(full, shownAs: name, reportingTo: reporter) else {
                console.out.line("exit status \(ExitCode.invalidInput.rawValue)")
                return output(console, status: .invalidInput, failed: 0)
            }
            let (results, status) = runner.runOrderVariants(of: scenario, request: orders, seed: options.explore.seed,
                                                            mode: .traceWithLoopCheck)
            reporter.report(.comparison(results.map { ComparisonRow(path: $0.path, outcome: $0.outcome) }))
            console.out.line("exit status \(status.rawValue)")
            return output(console, status: status, failed: results.reduce(0) { $0 + ($1.outcome?.failed ?? 0) })
        }
        let result = runner.run(path: full, shownAs: name, mode: .traceWithLoopCheck)
        console.out.line("exit status \(result.status.rawValue)")
        return output(console, status: result.status, failed: result.outcome?.failed ?? 0)
    }

    /// What the console holds, or why it cannot be a golden (it outgrew the largest one).
    private static func output(_ console: Console, status: ExitCode, failed: Int) -> Result<Output, Problem> {
        guard !console.out.overflowed else {
            return .failure(Problem(message: "the output is larger than \(GoldenFile.maxSize / (1024 * 1024)) MiB, the "
                                    + "largest a golden may be: lower the budgets on the '# args:' line"))
        }
        return .success(Output(text: console.out.text, status: status, failed: failed))
    }

    /// The formats a golden may be in: text that reads in a diff.
    static let goldenFormats = ["text", "marble"]

    /// Extra arguments from a first-line comment `# args: --max-reentries 5`.
    static func scenarioArguments(_ path: String) -> [String] {
        let descriptor = open(FileSystemPath.bytes(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 4096)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        head.removeLast(head.count - max(0, count))
        return argsLine(of: String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self))
    }

    /// The arguments a scenario's first line gives, if it is `# args: ...`.
    static func argsLine(of firstLine: String) -> [String] {
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("# args:") else { return [] }
        return trimmed.dropFirst("# args:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    private func resolve(_ path: String) -> String {
        root.isEmpty ? path : root + "/" + path
    }

    /// The `*.txt` scenarios under `path` (or `path` itself), sorted by path.
    func enumerate(_ path: String) -> [ScenarioPaths.Found] {
        ScenarioPaths.expand(path, root: root).filter { $0.path.hasSuffix(".txt") }
    }
}
