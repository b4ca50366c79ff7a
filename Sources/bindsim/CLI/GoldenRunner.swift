import Foundation

/// Golden-output tests: each scenario `X.txt` against `X.expected`, the exact
/// output of `bindsim trace --loop-check X.txt` (plus any `# args:` on its first line).
struct GoldenRunner {
    let console: Console
    let color: Bool
    /// Scenario paths are read relative to this folder (the current one by default).
    var root: String = ""

    struct Case {
        var path: String
        var passed: Bool
        /// The diff or the reason for a failure.
        var report: String?
    }

    func run(paths: [String], update: Bool) -> Int32 {
        let scenarios = paths.flatMap(enumerate)
        var passed = 0
        var failed = 0
        let paint = Painter(enabled: color)
        for path in scenarios {
            let result = check(path, update: update)
            if result.passed {
                passed += 1
                console.out.line(paint.green("PASS") + " \(path)")
            } else {
                failed += 1
                console.out.line(paint.red("FAIL") + " \(path)")
                if let report = result.report { console.out.write(report.hasSuffix("\n") ? report : report + "\n") }
            }
        }
        var missing = false
        for path in paths where !exists(path) {
            failed += 1
            missing = true
            console.out.line(paint.red("FAIL") + " \(path): no such file or folder")
        }
        console.out.line("\(passed) passed, \(failed) failed")
        // A path that cannot be read is status 2, as for the other commands.
        return missing ? 2 : (failed > 0 ? 1 : 0)
    }

    /// Runs one scenario and compares (or, with `update`, records) its golden.
    func check(_ path: String, update: Bool) -> Case {
        let goldenPath = String(path.dropLast(4)) + ".expected"
        let actual = GoldenRunner.output(of: path, root: root)
        let expected = (try? String(contentsOfFile: resolve(goldenPath), encoding: .utf8))
        if expected == actual { return Case(path: path, passed: true) }
        if update {
            do {
                try GoldenRunner.writeAtomically(actual, to: resolve(goldenPath))
                return Case(path: path, passed: true, report: nil)
            } catch {
                return Case(path: path, passed: false, report: "cannot write \(goldenPath): \(error)")
            }
        }
        guard let expected else {
            return Case(path: path, passed: false,
                        report: "no golden \(goldenPath): review the output of "
                            + "'bindsim trace --loop-check \(path)' and record it with 'bindsim test --update'")
        }
        let diff = UnifiedDiff.diff(expected: expected, actual: actual,
                                    expectedName: "\(goldenPath) (expected)", actualName: "\(path) (actual)")
        return Case(path: path, passed: false, report: diff)
    }

    /// The golden text of one scenario: what `bindsim trace --loop-check` prints
    /// when run in the scenario's folder, standard output and error interleaved,
    /// with no color.
    static func output(of path: String, root: String) -> String {
        let full = root.isEmpty ? path : root + "/" + path
        var arguments = ["trace", path, "--loop-check", "--color", "never"]
        arguments += scenarioArguments(full)
        let console = Console.memory()
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            return "Error: \(error.message) (in the '# args:' line)\n"
        }
        guard case .trace(let files, let loopCheck, let options) = command else { return "" }
        let runner = ScenarioRunner(console: console, options: options, color: false)
        var status: Int32 = 0
        for file in files {
            // Shown by file name, as if run from the scenario's folder, so that a golden
            // does not depend on where the tests are run from.
            let name = file.split(separator: "/").last.map(String.init) ?? file
            status = max(status, runner.run(path: root.isEmpty ? file : root + "/" + file, displayPath: name,
                                            mode: loopCheck ? .traceWithLoopCheck : .trace).status)
        }
        console.out.line("exit status \(status)")
        return console.out.text
    }

    /// Extra arguments from a first-line comment `# args: --max-reentries 5`.
    static func scenarioArguments(_ path: String) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        let firstLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("# args:") else { return [] }
        return trimmed.dropFirst("# args:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`
    /// (rename(2) replaces atomically: a reader sees the old golden or the new one).
    static func writeAtomically(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, "errno": code])
        }
    }

    private func resolve(_ path: String) -> String {
        root.isEmpty ? path : root + "/" + path
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: resolve(path))
    }

    /// The `*.txt` scenarios under `path` (or `path` itself), sorted by path.
    func enumerate(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolve(path), isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return path.hasSuffix(".txt") ? [path] : [] }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let walker = FileManager.default.enumerator(atPath: resolve(base)) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".txt") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}
