import Foundation
import Testing
@testable import bindsim

/// What bindsim writes says only what the scenario says (issue 33): text a scenario or a file
/// name carries (comments, titles, strings, names) can change neither the token structure of an
/// export's Swift nor the statements of explore's counterexample, and reaches no terminal as
/// control sequences.
@Suite("Output injection")
struct OutputInjectionTests {
    // MARK: Hostile text

    /// Pieces of text that act where they are copied if they are copied raw: line breaks of
    /// every kind (a carriage return ends a Swift `//` comment), a terminal's escape sequences,
    /// bidirectional controls (Trojan Source), Swift's own delimiters and a statement.
    static let hostilePieces: [String] = [
        "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{1B}]52;c;aGk=\u{07}",
        "\u{1B}[2J", "\u{07}", "\u{7F}", "\u{9B}31m", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}",
        "\u{FEFF}", "\u{E0041}", "\"", "\\", "\\(", "\"\"\"", "*/", "/*", "//", "#", ")", "}", "{", "\t",
        "print(\"INJECTED\")", "func XCTFail(_ m: String) {}", "é", "😀",
    ]

    /// A deterministic sequence of hostile texts, each a few pieces with plain words between.
    static func hostileTexts(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts = hostilePieces.map { "a" + $0 + "b" }
        while texts.count < count {
            var text = ""
            for _ in 0..<(1 + next(5)) {
                text += hostilePieces[next(hostilePieces.count)] + ["", " ", "x"][next(3)]
            }
            texts.append(text)
        }
        return texts
    }

    /// `text` as a scenario string literal with only what the language requires escaped: every
    /// other character (an escape sequence, a bidirectional control) stays raw in the source.
    static func rawLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\u{D}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a comment can hold it: a line break or a lone carriage return ends the line or
    /// is an error of the front end (E0014), so each becomes a space.
    static func rawComment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }

    /// A scenario that carries `text` in a title, comments, strings and an invariant's name.
    static func scenario(carrying text: String) -> String {
        let literal = rawLiteral(text)
        return """
            # \(rawComment(text))
            scenario \(literal)
            relay note = \(literal)   # \(rawComment(text))
            relay shown = ""
            bind note.map(it + \(literal)) -> shown   # \(rawComment(text))
            invariant length(shown) >= 0 as \(literal)
            set note = \(literal)
            expect shown == \(literal)   # \(rawComment(text))
            expect note emitted [\(literal)]

            """
    }

    static func export(_ source: String, path: String) throws -> String {
        let file = SourceFile(path: path, text: source)
        let parsed = Frontend.parseAndCheck(file)
        let program = try #require(parsed.program, "\(parsed.diagnostics)")
        guard case .written(let text) = ScenarioExport.make(program, file: file, options: ExportOptions()) else {
            Issue.record("not exported: \(source)")
            return ""
        }
        return text
    }

    // MARK: Export

    @Test("no title, comment, string or file name changes the tokens of an export's Swift")
    func exportTokens() throws {
        let baseline = try SwiftTokens.structure(of: Self.export(Self.scenario(carrying: "x"), path: "base.txt"))
        #expect(baseline.count > 100)
        for text in Self.hostileTexts(count: 300) {
            let path = "folder/" + Self.rawComment(text) + text + ".txt"
            let exported = try Self.export(Self.scenario(carrying: text), path: path)
            let structure = SwiftTokens.structure(of: exported)
            #expect(structure == baseline, "the export of a scenario carrying \(text.debugDescription) has other tokens")
            let invisible = exported.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && LiteralText.isInvisible($0) }
            #expect(invisible.isEmpty, "the export carries \(invisible.map { String($0.value, radix: 16) }) raw")
        }
    }

    @Test("the token check fails an export whose comment a carriage return ends, or whose string a bidi control hides")
    func tokenCheckCanFail() {
        let plain = SwiftTokens.structure(of: "let a = 1 // note\nlet b = \"x\"\n")
        #expect(SwiftTokens.structure(of: "let a = 1 // note\rprint(\"x\")\nlet b = \"x\"\n") != plain)
        #expect(SwiftTokens.structure(of: "let a = 1 // note\u{2028}print(1)\nlet b = \"x\"\n") != plain)
        #expect(SwiftTokens.structure(of: "let a = 1 /* note */\nlet b = \"y\"\n") == plain)
        #expect(SwiftTokens.structure(of: "let a = 1 // note\nlet b = \"x\"\u{202E}\n") != plain)
    }

    @Test("a line of an export is printable: every invisible character but the tab as \\u{…}")
    func printableLines() {
        #expect(SwiftLayout.printable("// set a = 2  # note\rprint(1)") == "// set a = 2  # note\\u{D}print(1)")
        #expect(SwiftLayout.printable("x\u{202E}y\u{2066}\u{1B}[0m\tz") == "x\\u{202E}y\\u{2066}\\u{1B}[0m\tz")
        #expect(SwiftLayout.printable("é 😀 ü") == "é 😀 ü")
        #expect(SwiftExpressions.stringLiteral("a\u{202E}\r\u{2028}") == "\"a\\u{202E}\\r\\u{2028}\"")
    }

    @Test("a wait of 100,000,000 s in an export visits the instants where work is due, not every millisecond")
    func exportedWaitJumps() throws {
        let text = try Self.export("""
            relay q = ""
            relay shown = ""
            bind q.debounce(300ms) -> shown
            set q = "a"
            wait 100000000s
            expect shown == "a"

            """, path: "wait.txt")
        #expect(text.contains("try run.wait(line: 5, .milliseconds(100000000000))"))
        #expect(!text.contains("for _ in 0..<milliseconds"))
        #expect(text.contains("time.start()"))
    }

    // MARK: Explore's counterexample

    @Test("a line break in the explored file's name stays in the counterexample's header comment")
    func counterexampleHeader() throws {
        let folder = NSTemporaryDirectory() + "bindsim-injection-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = folder + "/form\nset firstField = \"INJECTED\"\n\u{1B}]0;t\u{07}.txt"
        try (ExploreTests.nameForm + "\n").write(toFile: name, atomically: true, encoding: .utf8)
        let out = folder + "/found.txt"
        let (status, output) = CommandLineTests.run(["explore", "--runs", "200", "--out", out, name])
        #expect(status == 1, "\(output)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(!written.contains("INJECTED\"\n"), "\(written)")
        #expect(written.contains("form\\x0Aset firstField = \"INJECTED\"\\x0A\\x1B]0;t\\x07.txt"), "\(written)")
        let invisible = written.unicodeScalars.filter { $0 != "\n" && LiteralText.isInvisible($0) }
        #expect(invisible.isEmpty)
        #expect(!output.unicodeScalars.contains { $0 != "\n" && LiteralText.isInvisible($0) })
    }

    // MARK: The terminal

    @Test("run, trace, test, check and explore print no control sequence and no bidi control a scenario carries",
          arguments: ["run", "trace", "test", "check", "explore", "graph", "github", "marble", "quiet"])
    func terminalOutput(_ command: String) throws {
        let folder = NSTemporaryDirectory() + "bindsim-terminal-\(command)-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{202E}\u{2066}"
        let name = folder + "/s\u{1B}[31m\u{202E}\n.txt"
        try Self.scenario(carrying: text).write(toFile: name, atomically: true, encoding: .utf8)
        // A golden that differs, with raw escape sequences of its own: `test` shows the diff.
        try "scenario \"\u{1B}[31m\u{07}\"\n\u{1B}]0;title\u{07}\n".write(
            toFile: String(name.dropLast(4)) + ".expected", atomically: true, encoding: .utf8)
        // A golden's '# args:' line that `test` quotes when it does not parse.
        try "# args: --max-events \u{1B}]0;pwn\u{07}\nrelay a = 0\nset a = 1\n".write(
            toFile: folder + "/args.txt", atomically: true, encoding: .utf8)
        // A malformed file whose diagnostic quotes its line.
        let broken = folder + "/broken\u{1B}[0m.txt"
        try "relay a = \"\u{1B}[2J\u{202E}\" +\nset a = \u{1B}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let arguments: [String]
        switch command {
        case "explore":
            // A field whose explored values break an invariant: the counterexample (setup lines,
            // literals and all) is printed.
            let explored = folder + "/explored\u{1B}[31m.txt"
            let literal = Self.rawLiteral(text)
            try """
                scenario \(literal)
                field f = \(literal)
                relay r = ""
                bind f -> r as \(["copy"][0])
                invariant length(r) < 3 as \(literal)
                explore f with ["ab", \(literal)]

                """.write(toFile: explored, atomically: true, encoding: .utf8)
            arguments = ["explore", "--runs", "50", explored]
        case "graph": arguments = ["graph", "--run", "--format", "mermaid", name]
        case "github": arguments = ["test", "--format", "github", folder]
        case "marble": arguments = ["trace", "--format", "marble", folder]
        case "quiet": arguments = ["test", "--quiet", folder]
        default: arguments = [command, folder]
        }
        let output = try BindsimProcess.run(arguments)
        for (stream, data) in [("out", output.out), ("err", output.err)] {
            let shown = String(decoding: data, as: UTF8.self)
            let invisible = shown.unicodeScalars.filter { $0 != "\n" && LiteralText.isInvisible($0) }
            #expect(invisible.isEmpty, "bindsim \(command) wrote \(invisible.map { String($0.value, radix: 16) }) to std\(stream):\n\(shown)")
        }
        #expect(!(output.outText + output.errText).isEmpty)
        if command == "explore" { #expect(output.outText.contains("counterexample"), "\(output.outText)") }
    }

    @Test("pages and pictures (report, SVG, DOT) show a scenario's invisible characters as U+FFFD or \\u{…}",
          arguments: [["report", "-o", "-"], ["trace", "--format", "svg"], ["graph", "--run", "--format", "svg"],
                      ["graph", "--format", "dot"], ["test", "--format", "junit"]])
    func pictures(_ command: [String]) throws {
        let folder = NSTemporaryDirectory() + "bindsim-pictures-\(command.joined().filter(\.isLetter))-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = folder + "/p\u{1B}[31m\u{202E}.txt"
        try Self.scenario(carrying: "\u{1B}]52;c;aGk=\u{07}\u{202E}\u{2066}\u{2028}").write(toFile: name, atomically: true, encoding: .utf8)
        let output = try BindsimProcess.run(command + [name])
        let shown = output.outText + output.errText
        #expect(shown.count > 200, "\(shown)")
        let invisible = shown.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && LiteralText.isInvisible($0) }
        #expect(invisible.isEmpty, "bindsim \(command) wrote \(invisible.map { String($0.value, radix: 16) })")
    }

    @Test("a usage error or a path that cannot be written quotes the argument with its escape sequences escaped")
    func hostileArguments() throws {
        let text = "\u{1B}]0;x\u{07}\u{1B}[2J\u{202E}"
        let late = "Scenarios/explore/late-echo.txt"
        for arguments in [["run", "--" + text], ["frobnicate" + text], ["run", "--max-events", text, late],
                          ["test", "--format", text, late], ["completion", text], ["run", text],
                          ["export", "-o", "/nonexistent" + text + "/x.swift", late],
                          ["report", "-o", "/nonexistent" + text + "/x.html", late],
                          ["explore", "--runs", "200", "--out", "/nonexistent" + text + "/x.txt",
                           "Scenarios/forms/name-form.txt"]] {
            let output = try BindsimProcess.run(arguments)
            let shown = output.outText + output.errText
            #expect(output.status != 0, "\(arguments)")
            #expect(!shown.unicodeScalars.contains { $0 != "\n" && LiteralText.isInvisible($0) },
                    "bindsim \(arguments.joined(separator: " ").debugDescription) printed:\n\(shown)")
            #expect(shown.contains("\\x1B]0;x\\x07\\x1B[2J\\u{202E}"), "\(shown)")
        }
    }

    // MARK: The front end

    @Test("a lone carriage return in a comment or a string is E0014, as between tokens")
    func loneCarriageReturn() {
        for source in ["relay a = 1  # note\rprint(1)\n", "relay a = \"p\rq\"\n", "relay a = 1 \r\n# x\ry\n"] {
            let diagnostics = Frontend.parseAndCheck(SourceFile(path: "cr.txt", text: source)).diagnostics
            #expect(diagnostics.filter { $0.message.code == "E0014" }.count == 1, "\(source.debugDescription): \(diagnostics)")
        }
        let crlf = Frontend.parseAndCheck(SourceFile(path: "crlf.txt", text: "relay a = 1  # note\r\nexpect a == 1\r\n"))
        #expect(crlf.diagnostics.isEmpty)
    }
}

/// Swift's tokens as far as an export needs them, to compare two exports' structure: comments
/// are left out (a `//` comment ends at any line break a reader may take for one, stricter than
/// Swift, which ends it at `\n` and `\r`), a string literal is one token whatever it holds.
enum SwiftTokens {
    enum Kind: Equatable { case word, number, string, punctuation, unterminated }

    struct Token: Equatable, CustomStringConvertible {
        var kind: Kind
        /// The token's text; empty for a string literal, whose contents are the scenario's.
        var text: String
        var description: String { kind == .string ? "\"…\"" : text }
    }

    /// The tokens of `source` outside comments, with the test class's name left out (it is made
    /// from the file name).
    static func structure(of source: String) -> [Token] {
        var tokens = lex(source)
        for index in tokens.indices.dropLast() where tokens[index].text == "class" {
            tokens[index + 1].text = "CLASS"
        }
        return tokens
    }

    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    static func lex(_ source: String) -> [Token] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || lineBreaks.contains(scalar) || scalar == "\0" {
                index += 1
            } else if scalar == "/" && at(1) == "/" {
                while index < scalars.count, !lineBreaks.contains(scalars[index]) { index += 1 }
            } else if scalar == "/" && at(1) == "*" {
                var depth = 0
                repeat {
                    if at(0) == "/" && at(1) == "*" { depth += 1; index += 2 } else if at(0) == "*" && at(1) == "/" {
                        depth -= 1; index += 2
                    } else { index += 1 }
                } while depth > 0 && index < scalars.count
            } else if scalar == "\"" {
                tokens.append(Token(kind: lexString(scalars, &index), text: ""))
            } else if scalar.properties.isAlphabetic || scalar == "_" || scalar.value >= 0x80 {
                var text = ""
                while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_"
                    || scalars[index].properties.numericType != nil || (scalars[index].value >= 0x80 && !lineBreaks.contains(scalars[index])) {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(Token(kind: .word, text: text))
            } else if ("0"..."9").contains(scalar) {
                var text = ""
                while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || (scalars[index] == "." && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])) {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(Token(kind: .number, text: text))
            } else {
                tokens.append(Token(kind: .punctuation, text: String(scalar)))
                index += 1
            }
        }
        return tokens
    }

    /// A string literal from its opening quote: one line (`"…"`, with `\(…)` interpolations
    /// taken whole) or several (`"""…"""`); unterminated when a line break ends a one-line one.
    private static func lexString(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Kind {
        let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        index += multiline ? 3 : 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 1
                if index < scalars.count, scalars[index] == "(" {
                    var depth = 0
                    repeat {
                        if scalars[index] == "(" { depth += 1 } else if scalars[index] == ")" { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < scalars.count
                    continue
                }
                index += 1
            } else if scalar == "\"" {
                if !multiline {
                    index += 1
                    return .string
                }
                if index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\"" {
                    index += 3
                    return .string
                }
                index += 1
            } else if !multiline && lineBreaks.contains(scalar) {
                return .unterminated
            } else {
                index += 1
            }
        }
        return .unterminated
    }
}
