import Foundation
import Testing
@testable import bindsim

/// `bindsim completion bash|zsh|fish` and `bindsim manual` (issue 27 item 4) are made from the
/// command table: these tests walk the table and ask each script (run by the real shell where
/// it is installed) and the manual for every command, option and value list, so a command
/// added to the table and missing from one of them fails here.
@Suite("Completions and manual")
struct CompletionAndManualTests {
    /// Runs `program arguments` with `input` on standard input; nil when it is not installed.
    static func run(_ program: String, _ arguments: [String], input: String = "") throws -> (status: Int32, out: String)? {
        guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + program })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("in")
        let outURL = folder.appendingPathComponent("out")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: GoldenScenarioTests.packageRoot)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = process.standardOutput
        try process.run()
        process.waitUntilExit()
        let out = try FileHandle(forReadingFrom: outURL)
        defer { try? out.close() }
        return (process.terminationStatus, String(decoding: out.readDataToEndOfFile(), as: UTF8.self))
    }

    /// Writes the script of `shell` to a temporary file and returns its path.
    static func scriptFile(_ shell: CompletionShell) throws -> String {
        let path = NSTemporaryDirectory() + "bindsim-completion-\(UUID().uuidString).\(shell.rawValue)"
        try Data(CompletionScript(shell: shell).text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What a user would type, and every completion the table says it must offer.
    struct Expectation {
        var line: String
        var offers: [String]
    }

    /// For every command of the table: the command itself, each of its options, each value
    /// list (`--format` from the format registry) and its argument list.
    static var expectations: [Expectation] {
        var all = [Expectation(line: "bindsim ", offers: CommandTable.commands.map(\.name.rawValue)),
                   Expectation(line: "bindsim -", offers: ["--version", "--help"])]
        for spec in CommandTable.commands {
            let command = spec.name.rawValue
            all.append(Expectation(line: "bindsim \(command) -",
                                   offers: CommandTable.options(of: spec.name).map(\.name) + ["--help"]))
            for option in CommandTable.options(of: spec.name) {
                if case .words(let words) = CompletionScript.values(option.valueCompletion, of: spec.name) {
                    all.append(Expectation(line: "bindsim \(command) \(option.name) ", offers: words))
                }
            }
            if case .words(let words) = CompletionScript.argumentValues(of: spec) {
                all.append(Expectation(line: "bindsim \(command) ", offers: words))
            } else if spec.arguments.completion == .files {
                all.append(Expectation(line: "bindsim \(command) Scen", offers: ["Scenarios"]))
            }
        }
        return all
    }

    @Test("the bash script completes every command, option and value of the table")
    func bashCompletesTheTable() throws {
        let script = try Self.scriptFile(.bash)
        defer { try? FileManager.default.removeItem(atPath: script) }
        // Completes each line as bash would with the cursor at its end, one result a line.
        var driver = "source \(script)\n"
        driver += "complete_line() { read -ra COMP_WORDS <<< \"$1\"; [[ \"$1\" == *' ' ]] && COMP_WORDS+=(''); "
            + "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _bindsim; echo \"${COMPREPLY[*]}\"; }\n"
        let expectations = Self.expectations
        for expectation in expectations { driver += "complete_line \(CompletionScript.singleQuoted(expectation.line))\n" }
        let result = try #require(try Self.run("bash", ["--norc", "-s"], input: driver))
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == expectations.count + 1, "\(result.out)")
        for (expectation, line) in zip(expectations, lines) {
            let offered = Set(line.split(separator: " ").map { String($0).trimmingCharacters(in: ["/"]) })
            #expect(offered.isSuperset(of: expectation.offers), "'\(expectation.line)' offers \(offered.sorted())")
        }
    }

    @Test("the fish script completes every command, option and value of the table (where fish is installed)")
    func fishCompletesTheTable() throws {
        let script = try Self.scriptFile(.fish)
        defer { try? FileManager.default.removeItem(atPath: script) }
        var driver = "source \(script)\n"
        for expectation in Self.expectations {
            driver += "echo (complete -C \(CompletionScript.fishQuoted(expectation.line)) | string replace -r '\\t.*' '')\n"
        }
        guard let result = try Self.run("fish", ["--no-config", "-c", driver]) else { return }
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        for (expectation, line) in zip(Self.expectations, lines) {
            let offered = Set(line.split(separator: " ").map { String($0).trimmingCharacters(in: ["/"]) })
            #expect(offered.isSuperset(of: expectation.offers), "'\(expectation.line)' offers \(offered.sorted())")
        }
    }

    /// zsh completes only in an interactive shell: the script must parse, and each
    /// command's branch must hold its options and value lists.
    @Test("the zsh script parses and each command's branch has its options and values")
    func zshScriptHasTheTable() throws {
        let text = CompletionScript(shell: .zsh).text
        #expect(text.hasPrefix("#compdef bindsim\n"))
        for spec in CommandTable.commands {
            let branch = try #require(text.components(separatedBy: "\n                \(spec.name.rawValue))\n").dropFirst().first)
                .components(separatedBy: "\n                    ;;").first ?? ""
            for option in CommandTable.options(of: spec.name) {
                #expect(branch.contains("'\(option.name)"), "\(spec.name.rawValue): \(option.name)")
                if case .words(let words) = CompletionScript.values(option.valueCompletion, of: spec.name) {
                    #expect(branch.contains("(\(words.joined(separator: " ")))"), "\(spec.name.rawValue) \(option.name)")
                }
            }
        }
        let script = try Self.scriptFile(.zsh)
        defer { try? FileManager.default.removeItem(atPath: script) }
        if let result = try Self.run("zsh", ["-n", script]) { #expect(result.status == 0, "\(result.out)") }
    }

    @Test("the manual page is well-formed roff with every command, option and exit status")
    func manualHasTheTable() throws {
        let page = ManualPage().text
        #expect(page.contains(".TH BINDSIM 1 \"\" \"bindsim \(CommandTable.version)\""))
        for spec in CommandTable.commands {
            #expect(page.contains(".SS \"bindsim \(spec.name.rawValue)"), "\(spec.name.rawValue)")
            for option in CommandTable.options(of: spec.name) {
                let section = page.components(separatedBy: ".SS \"bindsim \(spec.name.rawValue)").dropFirst().first ?? ""
                let own = section.components(separatedBy: ".SS ").first ?? ""
                #expect(own.contains(ManualPage.optionName(option.name)), "\(spec.name.rawValue) \(option.name)")
            }
        }
        for code in ExitCode.allCases { #expect(page.contains(".B \(code.rawValue)\n\(code.meaning)")) }
        // groff's warnings (-ww) about the page, where groff is installed: none.
        if let result = try Self.run("groff", ["-man", "-ww", "-z"], input: page) {
            #expect(result.status == 0 && result.out.isEmpty, "\(result.out)")
        }
        if let rendered = try Self.run("groff", ["-man", "-Tutf8", "-P-cbou"], input: page) {
            #expect(rendered.out.contains("bindsim explore <file> [--runs <n>]"))
            #expect(rendered.out.contains("--max-reentries <n>"))
        }
    }

    @Test("completion and manual on the command line", arguments: [
        (["completion", "bash"], 0, "# bash completion for bindsim"),
        (["completion", "zsh"], 0, "#compdef bindsim"),
        (["completion", "fish"], 0, "# fish completion for bindsim"),
        (["manual"], 0, #".\" bindsim's manual page"#),
        (["completion", "tcsh"], 64,
         "Error: The value 'tcsh' is invalid for '<shell>'. Please provide one of 'bash', 'zsh' and 'fish'."),
        (["completion"], 64, "Error: Missing expected argument '<shell>'"),
        (["completion", "bash", "zsh"], 64, "Error: Unexpected argument 'zsh': completion takes one <shell>"),
        (["manual", "extra"], 64, "Error: Unexpected argument 'extra': manual takes no arguments"),
    ])
    func commandLine(_ arguments: [String], _ status: Int32, _ start: String) {
        let result = CommandLineTests.run(arguments)
        #expect(result.status == status)
        #expect(result.output.hasPrefix(start), "\(result.output.prefix(200))")
    }
}
