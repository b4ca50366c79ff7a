import Foundation
import Testing
@testable import bindsim

/// The command line as a user meets it: exit codes, usage errors, help, JSON lines.
@Suite("Command line")
struct CommandLineTests {
    /// Runs bindsim in process; returns (exit status, everything printed).
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let console = Console.memory()
        let status = Commands.main(arguments, console: console)
        return (status.rawValue, console.out.text)
    }

    /// Writes `text` to a temporary scenario file and returns its path.
    static func scenario(_ text: String, name: String = #function) -> String {
        let folder = NSTemporaryDirectory() + "bindsim-cli-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = folder + "/\(safe).txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    struct UsageCase: CustomStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    @Test("a wrong command line prints Error and the usage, exit 64", arguments: [
        UsageCase(arguments: ["runn", "x.txt"], message: "Error: Unknown subcommand 'runn'. Did you mean 'run'?"),
        UsageCase(arguments: ["run"], message: "Error: Missing expected argument '<files> ...'"),
        UsageCase(arguments: ["help", "tracee"], message: "Error: Unknown subcommand 'tracee'. Did you mean 'trace'?\n"),
        UsageCase(arguments: ["run", "--max-events", "abc", "x.txt"],
                  message: "Error: The value 'abc' is invalid for '--max-events <n>'"),
        UsageCase(arguments: ["trace", "--format", "xml", "x.txt"],
                  message: "Error: The value 'xml' is invalid for '--format <format>'"),
        UsageCase(arguments: ["run", "--loop-check", "x.txt"], message: "Error: Unknown option '--loop-check'"),
        UsageCase(arguments: ["run", "--max-turns"], message: "Error: Missing value for '--max-turns <n>'"),
        UsageCase(arguments: ["--bogus"], message: "Error: Unknown option '--bogus'"),
        // Near spellings of the command's own options first, then another command's option.
        UsageCase(arguments: ["explore", "--run", "10", "x.txt"],
                  message: "Error: Unknown option '--run'. Did you mean '--runs'?\n"),
        UsageCase(arguments: ["trace", "--loopcheck", "x.txt"],
                  message: "Error: Unknown option '--loopcheck'. Did you mean '--loop-check'?\n"),
        UsageCase(arguments: ["run", "--max-reentry", "5", "x.txt"],
                  message: "Error: Unknown option '--max-reentry'. Did you mean '--max-reentries'?\n"),
        UsageCase(arguments: ["check", "--colour=never", "x.txt"],
                  message: "Error: Unknown option '--colour=never'. Did you mean '--color'?\n"),
        UsageCase(arguments: ["run", "--update", "x.txt"],
                  message: "Error: Unknown option '--update': it is an option of 'test'\n"),
        UsageCase(arguments: ["run", "--loopchek", "x.txt"],
                  message: "Error: Unknown option '--loopchek'. Did you mean '--loop-check'? It is an option of 'trace'\n"),
        // A long spelling of a one-letter option, and a value of a fixed list spelt nearly.
        UsageCase(arguments: ["report", "--output", "page.html", "x.txt"],
                  message: "Error: Unknown option '--output'. Did you mean '-o'?\n"),
        UsageCase(arguments: ["test", "--format", "junt", "x"],
                  message: "Error: The value 'junt' is invalid for '--format <format>'. Did you mean 'junit'? "
                      + "Please provide one of 'text', 'json', 'github' and 'junit'.\n"),
        UsageCase(arguments: ["completion", "zssh"],
                  message: "Error: The value 'zssh' is invalid for '<shell>'. Did you mean 'zsh'? "
                      + "Please provide one of 'bash', 'zsh' and 'fish'.\n"),
    ])
    func usageErrors(_ usage: UsageCase) {
        let (status, output) = Self.run(usage.arguments)
        #expect(status == 64)
        #expect(output.hasPrefix(usage.message), "\(output)")
        #expect(output.contains("Usage: bindsim"))
    }

    @Test("help and version")
    func helpAndVersion() {
        let help = Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.output.contains("SUBCOMMANDS:"))
        let traceHelp = Self.run(["help", "trace"])
        #expect(traceHelp.output.contains("USAGE: bindsim trace <files> ... [--loop-check] [<options>]"))
        #expect(Self.run(["trace", "-h"]).output == traceHelp.output)
        #expect(Self.run(["--version"]).output == "bindsim \(CommandTable.version)\n")
    }

    @Test("exit status: 0 all held, 1 an expectation failed, 2 unreadable or invalid")
    func exitStatuses() {
        let passing = Self.scenario("relay a = 1\nset a = 2\nexpect a == 2\n", name: "passing")
        let failing = Self.scenario("relay a = 1\nset a = 2\nexpect a == 3\n", name: "failing")
        let invalid = Self.scenario("relay a = 1\nset b = 2\n", name: "invalid")
        let passed = Self.run(["run", passing])
        #expect(passed.status == 0)
        #expect(passed.output.hasSuffix("1 passed, 0 failed\n"))
        let failed = Self.run(["run", failing])
        #expect(failed.status == 1)
        #expect(failed.output.contains("expected 3, found 2"))
        #expect(Self.run(["run", invalid]).status == 2)
        #expect(Self.run(["run", "/nonexistent/scenario.txt"]).output
            .contains("/nonexistent/scenario.txt: error: cannot read scenario file: no such file"))
        #expect(Self.run(["run", passing, failing, invalid]).status == 2)
    }

    @Test("a loop with no 'expect loop' after it fails the run, and budgets are options")
    func unexpectedLoop() {
        let looping = Self.scenario("relay a = 1\nrelay b = 2\nbind a <-> b\n")
        let result = Self.run(["run", looping, "--max-reentries", "5"])
        #expect(result.status == 1)
        #expect(result.output.contains("loop cut off after 5 re-entries: b -> a -> b"))
        #expect(result.output.contains("looped (b -> a -> b) and no 'expect loop' follows it"))
    }

    @Test("--format json prints one JSON object a line")
    func jsonLines() throws {
        let path = Self.scenario("relay a = 1\nrelay b = 0\nbind a -> b\nset a = \"x\"\nexpect b == \"x\"\n")
        let (status, output) = Self.run(["trace", path, "--format", "json", "--loop-check"])
        #expect(status == 0)
        let lines = output.split(separator: "\n")
        var kinds: [String] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            let type = try #require(object["type"] as? String, "\(line)")
            kinds.append(type == "event" ? "event \(object["kind"] as? String ?? "?")" : type)
        }
        // The run in the order it happened (every key is held by JSONGoldenTests).
        #expect(kinds == ["scenario", "binding", "step", "event replay", "event announce", "step", "event announce",
                          "event deliver", "event announce", "expectation", "final", "result", "loop_check"])
        #expect(lines[9] == #"{"type":"expectation","line":5,"source":"expect b == \"x\"","passed":true,"detail":null,"fixed":null}"#)
        #expect(lines[12] == #"{"type":"loop_check","static_cycles":[],"looped_steps":[],"agreement":"no_cycle_no_loop","agrees":true}"#)
    }

    /// (Across processes: `DeterminismTests`.)
    @Test("one file twice in one command: the second run starts afresh and prints the same", arguments: ["text", "json"])
    func eachRunStartsAfresh(_ format: String) {
        let path = Self.scenario("relay a = 0\non a { if it < 3 { set a = it + 1 } }\nset a = 0\n", name: "det-\(format)")
        let twice = Self.run(["trace", path, path, "--format", format])
        let lines = twice.output.split(separator: "\n", omittingEmptySubsequences: false)
        let half = format == "json" ? lines.count / 2 : (lines.count - 1) / 2
        if format == "json" {
            #expect(Array(lines[..<half]) == Array(lines[half..<(2 * half)]))
            #expect(lines.contains { $0.contains("\"id\":1,") })
        } else {
            #expect(Array(lines[..<half]) == Array(lines[(half + 1)..<(2 * half + 1)]))
        }
    }

    @Test("the comparison table: one row a scenario, verdict as text and as a code in JSON")
    func comparisonTable() {
        let looping = Self.scenario("relay a = 1\nrelay b = 2\nbind a <-> b\nexpect loop\n", name: "cmp-loop")
        let quiet = Self.scenario("relay a = 1\nrelay b = 2\nbind a <-> b using bibinding\nexpect no loop\n",
                                  name: "cmp-quiet")
        let failing = Self.scenario("relay a = 1\nset a = 2\nexpect a == 3\n", name: "cmp-fail")
        let text = Self.run(["trace", "--loop-check", looping, quiet, failing, "/nonexistent.txt"]).output
        let table = text.components(separatedBy: "\ncomparison\n").last ?? ""
        let rows = table.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.first == ["scenario", "steps", "events", "deepest", "loops", "edits", "kept", "verdict"])
        #expect(rows.count == 5)
        #expect(rows[1].last == "expected" && rows[1].suffix(3) == ["loops,", "as", "expected"])
        #expect(rows[1][4] == "1")
        #expect(rows[2].suffix(2) == ["no", "loop"])
        #expect(rows[3].last == "FAILED")
        #expect(rows[4] == ["/nonexistent.txt", "-", "-", "-", "-", "-", "error:", "not", "run"])
        let json = Self.run(["trace", "--loop-check", "--format", "json", looping, quiet, failing]).output
        let verdicts = json.split(separator: "\n").filter { $0.contains("\"type\":\"comparison\"") }
            .compactMap { $0.components(separatedBy: "\"verdict\":\"").last?.split(separator: "\"").first }
        #expect(verdicts == ["loops_as_expected", "no_loop", "failed"])
        #expect(json.contains("\"agreement\":\"unguarded_and_looped\",\"agrees\":true"))
    }

    @Test("test --update writes the goldens that differ or are missing, atomically, and nothing else")
    func testUpdateWritesOnlyGoldens() throws {
        let folder = NSTemporaryDirectory() + "bindsim-update-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let write = { (name: String, text: String) in
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
        }
        _ = write("a.txt", "relay a = 1\nset a = 2\nexpect a == 2\n")
        _ = write("sub/b.txt", "relay b = 1\nset b = 3\n")
        _ = write("sub/b.expected", "stale\n")
        _ = write("notes.md", "keep me\n")
        _ = write("c.expected", "an orphan golden stays\n")
        let before = Self.run(["test", folder])
        #expect(before.status == 1)
        #expect(before.output.contains("no golden"))
        let updated = Self.run(["test", "--update", folder])
        #expect(updated.status == 0)
        #expect(updated.output.hasSuffix("2 passed, 0 failed\n"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        #expect(files == ["a.expected", "a.txt", "c.expected", "notes.md", "sub", "sub/b.expected", "sub/b.txt"])
        #expect(try String(contentsOfFile: folder + "/notes.md", encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: folder + "/c.expected", encoding: .utf8) == "an orphan golden stays\n")
        let golden = try String(contentsOfFile: folder + "/sub/b.expected", encoding: .utf8)
        #expect(golden.hasPrefix("scenario (b.txt)\n") && golden.hasSuffix("exit status 0\n"))
        #expect(Self.run(["test", folder]).status == 0)
    }

    @Test("test --format json: one object a golden and a summary")
    func testJSON() throws {
        let path = Self.scenario("relay a = 1\n", name: "json-golden")
        let (status, output) = Self.run(["test", path, "--format", "json"])
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(first?["type"] as? String == "test")
        #expect(first?["status"] as? String == "missing_golden")
        #expect(lines[1] == "{\"type\":\"summary\",\"passed\":0,\"failed\":1}")
    }

    @Test("a '# args:' line takes options of trace only", arguments: [
        "# args: --help", "# args: --update", "# args: other.txt", "# args: --max-events nope",
        "# args: --format json", "# args: --format svg",
    ])
    func scenarioArgumentsAreChecked(_ line: String) {
        let path = Self.scenario(line + "\nrelay a = 1\n", name: "args-\(line.filter(\.isLetter))")
        let (status, output) = Self.run(["test", path])
        #expect(status == 1)
        #expect(output.contains("invalid '# args:' line"), "\(output)")
    }

    @Test("a --styles variant is the file run again: its language line and version warning stay the file's")
    func styleVariantsKeepTheLanguageLine() {
        let path = Self.scenario("language 2\nrelay a = \"\"\nrelay b = \"\"\nbind a <-> b using bibinding\nset a = prefix(\"hello\", 2)\nexpect b == \"he\"\n")
        let console = Console.memory()
        let status = Commands.main(["run", "--styles", "bibinding,channel", path], console: console)
        #expect(status.rawValue == 0, "\(console.out.text)")
        #expect(console.err.text.components(separatedBy: "[W0130]").count == 2, "\(console.err.text)")
        #expect(console.out.text.contains("[bibinding])") && console.out.text.contains("[channel])"))
    }

    @Test("check reports static cycles without running")
    func check() {
        let path = Self.scenario("relay a = 1\nrelay b = 2\nbind a <-> b using bibinding\n")
        let (status, output) = Self.run(["check", path])
        #expect(status == 0)
        #expect(output.contains("1 static cycle in 1 component"))
        #expect(output.contains("1 cycle through a, b: guarded"))
        #expect(output.contains("a -> b (line 3): 'bibinding' style"))
        #expect(output.contains("b -> a (line 3): 'bibinding' style"))
    }
}
