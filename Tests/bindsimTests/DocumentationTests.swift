import Foundation
import Testing
@testable import bindsim

/// The reference documents say what the code does: docs/cli.md's table of options
/// against `CommandTable` and the format registry, and docs/language.md's tables of
/// diagnostic codes against the message catalogue. (The operator table has its own
/// test beside the operator descriptions.)
@Suite("Documentation")
struct DocumentationTests {
    static func document(_ name: String) throws -> String {
        try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/docs/" + name, encoding: .utf8)
    }

    /// One row of docs/cli.md's options table: `| `--name VALUE` | commands | meaning | default |`.
    struct OptionRow {
        var name: String
        /// What follows the name in the first cell (`N`, `text\|json`), if anything.
        var value: String?
        var commands: Set<CommandName>
        var defaultValue: String
    }

    /// The rows of the table under "Options, and the commands that take them".
    static func optionRows() throws -> [OptionRow] {
        let text = try document("cli.md")
        let table = try #require(text.components(separatedBy: "Options, and the commands that take them:").last)
        var rows: [OptionRow] = []
        for line in table.split(separator: "\n").drop(while: { !$0.hasPrefix("|") }) {
            guard line.hasPrefix("|") else { break }
            // `\|` is a `|` inside a cell (`text\|json`).
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
                .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|") }
            guard cells.count == 4, cells[0].hasPrefix("`") else { continue }
            let option = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let parts = option.split(separator: " ", maxSplits: 1).map(String.init)
            // `run, trace `--loop-check``: each command is the first word of its entry.
            let commands = cells[1].split(separator: ",").compactMap {
                $0.split(separator: " ").first.flatMap { CommandName(rawValue: String($0)) }
            }
            rows.append(OptionRow(name: parts[0], value: parts.count > 1 ? parts[1] : nil, commands: Set(commands),
                                  defaultValue: cells[3]))
        }
        return rows
    }

    @Test("docs/cli.md lists every option once (--format once a value list) with the commands that take it")
    func optionsTable() throws {
        let rows = try Self.optionRows()
        #expect(Set(rows.map(\.name)) == Set(CommandTable.options.map(\.name)))
        for option in CommandTable.options where option.name != "--format" {
            let documented = rows.filter { $0.name == option.name }
            #expect(documented.count == 1, "\(option.name): one row")
            guard let row = documented.first else { continue }
            #expect(row.commands == Set(option.commands), "\(option.name)")
            #expect((row.value == nil) == (option.valueName == nil), "\(option.name): a value, or a flag")
            // The default the help states is the one the table states.
            if let stated = option.help.firstMatch(of: /\(default: (\w+)\)/)?.1 {
                #expect(row.defaultValue == stated, "\(option.name)")
            }
        }
    }

    @Test("docs/cli.md gives each command's --format values, its default first, as the format registry has them")
    func formats() throws {
        let rows = try Self.optionRows().filter { $0.name == "--format" }
        let commands = CommandName.allCases.filter { !OutputFormats.names(of: $0).isEmpty }
        #expect(Set(rows.flatMap(\.commands)) == Set(commands))
        for command in commands {
            let documented = rows.filter { $0.commands.contains(command) }
            let values = documented.flatMap { ($0.value ?? "").split(separator: "|").map(String.init) }
            #expect(Set(values) == Set(OutputFormats.names(of: command)), "\(command.rawValue)")
            #expect(values.count == Set(values).count, "\(command.rawValue): a format listed twice")
            for row in documented {
                #expect(row.defaultValue == OutputFormats.names(of: command).first, "\(command.rawValue)")
            }
        }
    }

    @Test("docs/language.md's node table is the node kinds' documentation rows")
    func nodeKinds() throws {
        let docs = try Self.document("language.md")
        let start = try #require(docs.range(of: "| statement | models |"))
        let end = docs.range(of: "\n\n", range: start.lowerBound..<docs.endIndex)?.lowerBound ?? docs.endIndex
        #expect(String(docs[start.lowerBound..<end]) + "\n" == NodeKind.documentationTable)
        #expect(Set(NodeKind.documentationOrder) == Set(NodeKind.allCases))
        #expect(NodeKind.documentationOrder.count == NodeKind.allCases.count)
    }

    @Test("docs/language.md's Expectations block writes every expectation word the parser and completion know")
    func expectationWords() throws {
        let docs = try Self.document("language.md")
        let start = try #require(docs.range(of: "## Expectations\n\n```\n"))
        let end = try #require(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
        let block = docs[start.upperBound..<end.lowerBound]
        let written = Set(block.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" }).map(String.init))
        for word in ExpectationWords.all { #expect(written.contains(word), "'\(word)' is not in the Expectations block") }
        // And the other way: each word an expectation line is made of (not a placeholder, not a
        // comment) is the table's, so a new expectation documented there is known to completion.
        for line in block.split(separator: "\n") {
            let code = line.split(separator: "#", maxSplits: 1).first ?? ""
            let words = code.split(separator: " ").dropFirst().map(String.init)
            for word in words where word.first?.isLowercase == true && !["of", "through"].contains(word) {
                #expect(ExpectationWords.all.contains(word), "'\(word)' (\(line)) is not in ExpectationWords")
            }
        }
    }

    @Test("docs/language.md's code tables hold every diagnostic code of the message catalogue, and no other")
    func diagnosticCodes() throws {
        let documented = try Self.document("language.md").split(separator: "\n")
            .compactMap { $0.firstMatch(of: /^\| ([EW]\d{4}) \|/).map { String($0.1) } }
        #expect(documented.count == Set(documented).count, "a code documented twice")
        let catalogue = try String(
            contentsOfFile: GoldenScenarioTests.packageRoot + "/Sources/bindsim/Diagnostics/DiagnosticMessages.swift",
            encoding: .utf8)
        let codes = catalogue.matches(of: /"([EW]\d{4})"/).map { String($0.1) }
        #expect(codes.count == Set(codes).count, "a code given to two messages")
        #expect(codes.count > 80, "the catalogue was not read")
        #expect(Set(documented).subtracting(codes).sorted() == [], "documented, but no message has it")
        #expect(Set(codes).subtracting(documented).sorted() == [], "a message whose code docs/language.md does not list")
    }

    /// A README trace excerpt: the scenario it names and its lines (`...` lines left out).
    struct TraceExcerpt {
        var scenario: String
        var lines: [String]
    }

    /// The README's code blocks that show a trace: each either starts with
    /// `$ swift run bindsim trace FILE` or follows a sentence naming `(`Scenarios/….txt`…)`.
    static func readmeTraceExcerpts() throws -> [TraceExcerpt] {
        let readme = try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/README.md", encoding: .utf8)
        let parts = readme.components(separatedBy: "```")
        var excerpts: [TraceExcerpt] = []
        for index in stride(from: 1, to: parts.count, by: 2) {
            var lines = parts[index].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            let command = lines.first?.firstMatch(of: /^\$ swift run bindsim trace (Scenarios\/[^ ]+\.txt)$/)
            let named = parts[index - 1].suffix(400).matches(of: /\(`(Scenarios\/[^`]+\.txt)`/).last
            guard let scenario = command.map({ String($0.1) }) ?? named.map({ String($0.1) }) else { continue }
            if command != nil { lines.removeFirst() }
            excerpts.append(TraceExcerpt(scenario: scenario, lines: lines.filter { !$0.isEmpty && $0.trimmingCharacters(in: .whitespaces) != "..." }))
        }
        return excerpts
    }

    @Test("the README's trace excerpts are what bindsim trace prints, line for line and in order")
    func readmeTraces() throws {
        let excerpts = try Self.readmeTraceExcerpts()
        #expect(excerpts.count >= 4, "the README's excerpts were not found")
        for excerpt in excerpts {
            let output = try BindsimProcess.run(["trace", excerpt.scenario])
            var printed = output.outText.split(separator: "\n").map(String.init)[...]
            for line in excerpt.lines {
                guard let found = printed.firstIndex(of: line) else {
                    Issue.record("\(excerpt.scenario): README shows a line the trace does not print (in this order): \(line)")
                    break
                }
                printed = printed[(found + 1)...]
            }
        }
    }
}
