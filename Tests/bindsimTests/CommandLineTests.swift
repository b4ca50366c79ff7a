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
        return (status, console.out.text)
    }

    /// Writes `text` to a temporary scenario file and returns its path.
    static func scenario(_ text: String, name: String = #function) -> String {
        let folder = NSTemporaryDirectory() + "bindsim-cli-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = folder + "/\(safe).txt"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
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
        UsageCase(arguments: ["run", "--max-events", "abc", "x.txt"],
                  message: "Error: The value 'abc' is invalid for '--max-events <n>'"),
        UsageCase(arguments: ["trace", "--format", "xml", "x.txt"],
                  message: "Error: The value 'xml' is invalid for '--format <format>'"),
        UsageCase(arguments: ["run", "--loop-check", "x.txt"], message: "Error: Unknown option '--loop-check'"),
        UsageCase(arguments: ["check", "--max-turns"], message: "Error: Missing value for '--max-turns <n>'"),
        UsageCase(arguments: ["--bogus"], message: "Error: Unknown option '--bogus'"),
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
        #expect(Self.run(["--version"]).output == "bindsim 0.1.0\n")
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
        #expect(result.output.contains("a node was re-entered more than 5 times"))
        #expect(result.output.contains("looped (b -> a -> b) and no 'expect loop' follows it"))
    }

    @Test("--format json prints one JSON object a line")
    func jsonLines() throws {
        let path = Self.scenario("relay a = 1\nrelay b = 0\nbind a -> b\nset a = \"x\"\nexpect b == \"x\"\n")
        let (status, output) = Self.run(["trace", path, "--format", "json", "--loop-check"])
        #expect(status == 0)
        let lines = output.split(separator: "\n")
        #expect(lines.count > 5)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] is String, "\(line)")
        }
        #expect(lines.contains { $0.contains("\"type\":\"expectation\"") && $0.contains("\"passed\":true") })
        #expect(lines.contains { $0.contains("\"type\":\"loop_check\"") })
    }

    @Test("the same input prints the same bytes")
    func deterministic() {
        let path = Self.scenario("relay a = 0\non a { if it < 3 { set a = it + 1 } }\nset a = 0\n")
        let first = Self.run(["trace", path, "--loop-check"])
        let second = Self.run(["trace", path, "--loop-check"])
        #expect(first.output == second.output)
        #expect(!first.output.isEmpty)
    }

    @Test("check reports static cycles without running")
    func check() {
        let path = Self.scenario("relay a = 1\nrelay b = 2\nbind a <-> b using bibinding\n")
        let (status, output) = Self.run(["check", path])
        #expect(status == 0)
        #expect(output.contains("1 static cycle"))
        #expect(output.contains("a -> b -> a: guarded by the 'bibinding' two-way guard"))
    }
}
