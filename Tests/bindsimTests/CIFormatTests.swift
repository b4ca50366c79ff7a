import Foundation
import Testing
@testable import bindsim

/// `--format github`, `--format junit` and `--quiet` (issue 27 items 5 and 6): what a CI job
/// and its reviewer see.
@Suite("CI formats")
struct CIFormatTests {
    /// A folder of scenarios with goldens: `ok` passes, `wrong` has a golden that differs,
    /// `bare` has none, `sub/fails` fails an expectation inside a golden that records it.
    static func folder(_ name: String = #function) throws -> String {
        let folder = NSTemporaryDirectory() + "bindsim-ci-\(ProcessInfo.processInfo.processIdentifier)-"
            + name.filter(\.isLetter)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let files = [
            "ok.txt": "relay a = 1\nset a = 2\nexpect a == 2\n",
            "wrong.txt": "relay b = 1\nset b = 3\nexpect b == 3\n",
            "wrong.expected": "scenario (wrong.txt) & <a \"stale\" golden>\nexit status 0\n",
            "bare.txt": "relay c = 1\n",
            "sub/fails.txt": "relay d = 1\nset d = 2\nexpect d == 5\n",
        ]
        for (path, text) in files {
            _ = FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(text.utf8))
        }
        for golden in ["ok", "sub/fails"] {
            guard case .success(let output) = GoldenRunner.output(of: golden + ".txt", root: folder) else {
                throw CocoaError(.fileReadUnknown)
            }
            _ = FileManager.default.createFile(atPath: folder + "/\(golden).expected", contents: Data(output.text.utf8))
        }
        return folder
    }

    @Test("run --format github: one ::error per failure at its line, then the summary; a pass prints the summary only")
    func githubRun() {
        let failing = CommandLineTests.scenario("relay a = 1\nrelay b = 0\ninvariant b < 3 as \"small\"\n"
                                                    + "bind a.map(it * 2) -> b\nset a = 2\nexpect b == 5\n", name: "gh-run")
        let result = CommandLineTests.run(["run", "--format", "github", failing])
        #expect(result.status == 1)
        #expect(result.output == """
            ::error file=\(failing),line=3,title=invariant broken::invariant "small" (line 3) is false after step 2 \
            (line 5); b=4
            ::error file=\(failing),line=6,col=1,title=expectation failed::expect b == 5 failed: expected 5, found 4
            0 passed, 2 failed

            """)
        let passing = CommandLineTests.scenario("relay a = 1\nset a = 2\nexpect a == 2\n", name: "gh-pass")
        #expect(CommandLineTests.run(["run", "--format", "github", passing]) == (0, "1 passed, 0 failed\n"))
    }

    @Test("run --format github, version 3: an unexpected error where it was raised, with its code; running, overwrite")
    func githubVersion3Failures() {
        let path = CommandLineTests.scenario("""
            field amount = ""
            relay total = 0
            bind amount.map(number(it)) -> total as parse
            bind total.delay(1s).map(string(it)) -> amount
            user amount = "12"
            expect parse ended
            wait 1s
            expect no overwrite
            unbind parse
            expect parse running

            """, name: "gh-v3")
        let result = CommandLineTests.run(["run", "--format", "github", path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasPrefix("::error file=\(path),line=3,col=") == true, "the map's line, not the step's")
        #expect(lines.first?.contains(",title=unexpected error E0313::an error ended parse in step 1 (line 3)") == true)
        #expect(lines.dropFirst().first?.hasPrefix("::error file=\(path),line=8,col=1,title=expectation failed::"
                                                    + "expect no overwrite failed") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("::error file=\(path),line=10,col=1,title=expectation failed::"
                                                    + "expect parse running failed") == true)
        #expect(lines.last == "1 passed, 3 failed")
    }

    @Test("run --format github --styles: a variant's failures are notices on the scenario that name the style")
    func githubStyleVariants() {
        let path = "Scenarios/channel/property-pair.txt"
        let result = CommandLineTests.run(["run", "--format", "github", "--styles", "rx",
                                           GoldenScenarioTests.packageRoot + "/" + path])
        #expect(result.status == 0, "the scenario as written passes; a variant does not decide the status")
        let lines = result.output.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::notice file=\(GoldenScenarioTests.packageRoot)/\(path),line=") })
        #expect(lines.first?.hasSuffix(",col=1,title=expectation failed [rx]::with every two-way binding in the 'rx' style: "
                                       + "expect viewValue emitted [42] failed: expected viewValue to announce [42], "
                                       + "it announced [42, 42]") == true)
    }

    @Test("check --format github: each diagnostic an annotation with its code, range and help; warnings ::warning")
    func githubCheck() {
        let path = CommandLineTests.scenario("relay email = \"\"\nset emial = \"a, b: c % d\"\nrelay x = 1\n"
                                                 + "relay y = 1\nbind x -> y\nbind y -> x\n", name: "gh-check")
        let result = CommandLineTests.run(["check", "--format", "github", path])
        #expect(result.status == 2)
        #expect(result.output == """
            ::error file=\(path),line=2,col=5,endColumn=9,title=E0201::unknown node 'emial'%0Ahelp: did you mean 'email'?

            """)
        let cycle = CommandLineTests.scenario("relay x = 1\nrelay y = 1\nbind x -> y\nbind y -> x\n", name: "gh-cycle")
        let warned = CommandLineTests.run(["check", "--format", "github", cycle])
        #expect(warned.status == 0)
        #expect(warned.output.hasPrefix("::warning file=\(cycle),line=4,col=1,endColumn=11,title=W0304::the cycle"))
    }

    @Test("workflow command escapes: % CR LF in messages; also : and , in properties")
    func escapes() {
        #expect(GitHubReporter.data("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReporter.property("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test("test --format github: a golden that differs or is missing is an ::error on the scenario, with its diff")
    func githubTest() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CommandLineTests.run(["test", "--format", "github", folder])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.hasPrefix("::error file=\(folder)/bare.txt,title=no golden::the scenario has no golden%0A") == true)
        #expect(lines.dropFirst().first?.hasPrefix("::error file=\(folder)/wrong.txt,line=1,title=golden differs::"
                                                   + "the output differs from its golden%0A--- ") == true)
        #expect(lines.last == "2 passed, 2 failed")
    }

    @Test("test --format junit: one testcase per scenario, failures with the diff's first lines, well-formed XML")
    func junit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CommandLineTests.run(["test", "--format", "junit", folder])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bindsim test\" "
                                        + "tests=\"4\" failures=\"2\" errors=\"0\">\n"))
        #expect(!result.output.contains("time="), "deterministic: no times")
        #expect(CommandLineTests.run(["test", "--format", "junit", folder]).output == result.output)
        #expect(XMLChecker.problems(result.output) == [])
        let classPrefix = folder.split(separator: "/").joined(separator: ".")
        let cases = result.output.matches(of: /<testcase name="([^"]*)" classname="([^"]*)"/).map { "\($0.2) \($0.1)" }
        #expect(cases == ["\(classPrefix) bare.txt", "\(classPrefix) ok.txt", "\(classPrefix).sub fails.txt", "\(classPrefix) wrong.txt"])
        #expect(result.output.matches(of: /<failure [^>]*type="([^"]*)"/).map { String($0.1) } == ["missing_golden", "differs"])
    }

    /// An independent parser (libxml2's xmllint, not FoundationXML, whose node cache
    /// LeakSanitizer reports in CI's sanitizer run) reads the failure's text back unescaped.
    @Test("test --format junit: xmllint reads the diff back as it was", .enabled(if: FileManager.default.isExecutableFile(atPath: PictureSampleTests.xmllint)))
    func junitThroughXmllint() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.xml"
        let output = CommandLineTests.run(["test", "--format", "junit", folder]).output
        _ = FileManager.default.createFile(atPath: report, contents: Data(output.utf8))
        #expect(try PictureSampleTests.run([PictureSampleTests.xmllint, "--noout", report]) == "")
        let count = try PictureSampleTests.run([PictureSampleTests.xmllint, "--xpath", "count(//testcase)", report])
        #expect(count.hasPrefix("4"))
        let diff = try PictureSampleTests.run([PictureSampleTests.xmllint, "--xpath", "string(//failure[@type='differs'])", report])
        #expect(diff.hasPrefix("--- \(folder)/wrong.expected (expected)\n"))
        #expect(diff.contains("-scenario (wrong.txt) & <a \"stale\" golden>"), "the diff's text, unescaped by the parser")
        #expect(diff.split(separator: "\n").count <= GoldenResult.shownLines + 1)
    }

    @Test("a long diff is cut to its first lines with how many more there are")
    func firstLines() {
        let report = (1...25).map { "line \($0)" }.joined(separator: "\n") + "\n"
        #expect(GoldenResult.firstLines(of: report) == (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n… 5 more lines")
        #expect(GoldenResult.firstLines(of: "a\nb\n") == "a\nb")
    }

    @Test("run --quiet: only each failure, with its file and line, and the summary")
    func quietRun() throws {
        let passing = CommandLineTests.scenario("relay a = 1\nset a = 2\nexpect a == 2\n", name: "quiet-pass")
        let failing = CommandLineTests.scenario("relay a = 1\nrelay b = 1\nbind a -> b\nbind b -> a\nset a = 2\n"
                                                    + "expect b == 3\n", name: "quiet-fail")
        let result = CommandLineTests.run(["run", "--quiet", passing, failing])
        #expect(result.status == 1)
        // Step 2 (`bind b -> a`) loops at setup and step 3 (`set a = 2`) again: in line order.
        #expect(result.output == """
            \(failing):4: FAILED  step 2 (line 4) looped (a -> b -> a) and no 'expect loop' follows it
            \(failing):5: FAILED  step 3 (line 5) looped (a -> b -> a) and no 'expect loop' follows it
            \(failing):6: FAILED  expect b == 3
                expected 3, found 2

            1 passed, 3 failed

            """)
        #expect(CommandLineTests.run(["run", "--quiet", passing]) == (0, "\n1 passed, 0 failed\n"))
        // Version 3: an error that ends a subscription says where it was raised, and what it was.
        let erring = CommandLineTests.scenario("relay s = \"\"\nrelay n = 0\nbind s.map(number(it)) -> n\n",
                                               name: "quiet-error")
        #expect(CommandLineTests.run(["run", "--quiet", erring]) == (1, """
            \(erring):3: FAILED  an error ended b1 in step 1 (line 3) and no 'expect error' follows it
                at 3:12: 'number' needs a String holding a number, found "" [E0313]

            0 passed, 1 failed

            """))
    }

    @Test("test --quiet: only the goldens that fail, with their diffs, and the summary")
    func quietTest() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CommandLineTests.run(["test", "--quiet", folder])
        #expect(result.status == 1)
        #expect(!result.output.contains("PASS"))
        #expect(result.output.hasPrefix("FAIL \(folder)/bare.txt\n"))
        #expect(result.output.contains("FAIL \(folder)/wrong.txt\n--- "))
        #expect(result.output.hasSuffix("\n2 passed, 2 failed\n"))
    }

    @Test("--quiet goes with text and github; with json or junit it is a usage error", arguments: [
        (["run", "--quiet", "--format", "json", "x.txt"], "json"), (["test", "--quiet", "--format", "junit"], "junit"),
    ])
    func quietWithOtherFormats(_ arguments: [String], _ format: String) {
        let result = CommandLineTests.run(arguments)
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("Error: '--quiet' shortens the text output: it does not go with '--format \(format)'"))
    }
}
