import Foundation
import Testing
@testable import bindsim

/// The README's commands are ones bindsim takes (issue 27 item 6): its first two (a real
/// scenario, the tests) stay at the top, and every `bindsim …` line of its install and CI
/// sections parses as a command line of this binary.
@Suite("README commands")
struct ReadmeCommandTests {
    static func readme() throws -> String {
        try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/README.md", encoding: .utf8)
    }

    @Test("the README opens with a real scenario's run and the tests")
    func firstTwoCommands() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).prefix(6).map(String.init)
        #expect(lines[0] == "# bindsim")
        #expect(lines[3].hasPrefix("swift run bindsim run Scenarios/ordering/reentrant-stale.txt "))
        #expect(lines[4].hasPrefix("swift test "))
        let scenario = try #require(lines[3].split(separator: " ").dropFirst(4).first.map(String.init))
        #expect(FileManager.default.fileExists(atPath: GoldenScenarioTests.packageRoot + "/" + scenario))
    }

    /// Each `bindsim ARGS` the README runs: lines that start with `bindsim`, and the CI job's
    /// `…/bindsim test …`, up to a shell operator or comment.
    static func bindsimCommands(in text: String) -> [[String]] {
        text.split(separator: "\n").compactMap { line -> [String]? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let arguments: Substring
            if trimmed.hasPrefix("bindsim ") {
                arguments = trimmed.dropFirst("bindsim ".count)
            } else if let range = trimmed.range(of: "/bindsim test ") {
                arguments = trimmed[trimmed.index(range.upperBound, offsetBy: -"test ".count)...]
            } else {
                return nil
            }
            return arguments.split(separator: " ").prefix { !["|", ">", "#", "&&"].contains($0) }.map(String.init)
        }
    }

    @Test("the install and CI sections' bindsim command lines parse")
    func installAndCICommands() throws {
        let text = try Self.readme()
        let install = try #require(text.components(separatedBy: "\n## Install\n").dropFirst().first?
            .components(separatedBy: "\n## A trace").first)
        let commands = Self.bindsimCommands(in: install)
        let shown = commands.map { $0.joined(separator: " ") }
        for expected in ["completion bash", "completion zsh", "completion fish", "manual", "test --format github scenarios"] {
            #expect(shown.contains(expected), "\(shown)")
        }
        for command in commands {
            #expect(throws: Never.self, "\(command)") { try ArgumentParser.parse(command) }
        }
    }

    @Test("the GitHub Actions job is ten lines of YAML that build bindsim and run the scenario folder")
    func actionsJob() throws {
        let text = try Self.readme()
        let job = try #require(text.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(job.split(separator: "\n").count == 10)
        #expect(job.contains("swift build -c release"))
        #expect(job.contains("bindsim test --format github scenarios"))
        // YAML that a runner reads: no tabs, and each step a `- uses:` or `- run:` line.
        #expect(!job.contains("\t"))
        let steps = job.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
        #expect(steps.allSatisfy { $0.contains("- uses: ") || $0.contains("- run: ") })
        // Where Python's YAML reader is installed, the job reads as a job of three steps.
        if let probe = try CompletionAndManualTests.run("python3", ["-c", "import yaml"]), probe.status == 0 {
            let parsed = try #require(try CompletionAndManualTests.run("python3", [
                "-c", "import sys, yaml; print(len(yaml.safe_load(sys.stdin)['jobs']['bindsim']['steps']))",
            ], input: job))
            #expect(parsed.status == 0 && parsed.out == "3\n", "\(parsed.out)")
        }
    }
}
