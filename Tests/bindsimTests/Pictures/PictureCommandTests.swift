import Foundation
import Testing
@testable import bindsim

/// `graph`, `trace --format marble|svg` and `report` as a user runs them: snapshots
/// of every format on the seed scenarios (reviewed like goldens, under
/// `docs/pictures/snapshots`; `BINDSIM_RECORD=1` re-records them and fails once),
/// well-formed output for every corpus scenario, text
/// marbles within 100 columns, exit statuses, usage and write errors.
@Suite struct PictureCommandTests {
    static let root = GoldenScenarioTests.packageRoot

    /// Runs bindsim in process from the package root's point of view: paths are
    /// given absolute and shown relative to the root, as if run from there.
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let console = Console(out: OutputSink(.memory), err: OutputSink(.memory), environment: [:], isReal: false)
        let absolute = arguments.map { $0.hasPrefix("Scenarios/") ? root + "/" + $0 : $0 }
        let status = Commands.main(absolute, console: console)
        func relative(_ text: String) -> String { text.replacingOccurrences(of: root + "/", with: "") }
        return (status.rawValue, relative(console.out.text), relative(console.err.text))
    }

    /// The seed scenarios: the contract's name form, RxSwift's re-entrancy anomaly,
    /// the looping relay pair and its distinct() twin, debounce while typing, a late echo.
    static let seeds = [
        "forms/name-form", "ordering/reentrant-stale", "styles/relay-pair-rx", "styles/relay-pair-distinct",
        "timing/debounce-typing", "forms/keyboard-late-echo",
    ]

    /// Every picture of a scenario: (file suffix, arguments before the path).
    static let formats: [(suffix: String, arguments: [String])] = [
        ("graph.dot", ["graph"]), ("graph.mmd", ["graph", "--format", "mermaid"]),
        ("graph.svg", ["graph", "--format", "svg"]), ("graph-run.svg", ["graph", "--run", "--format", "svg"]),
        ("marble.txt", ["trace", "--format", "marble"]), ("marble.svg", ["trace", "--format", "svg"]),
    ]

    struct Snapshot: CustomStringConvertible, Sendable {
        var scenario: String
        var suffix: String
        var arguments: [String]
        var file: String { (scenario.split(separator: "/").last.map(String.init) ?? scenario) + "." + suffix }
        var description: String { file }
    }

    static let snapshots: [Snapshot] = seeds.flatMap { seed in
        formats.map { Snapshot(scenario: seed, suffix: $0.suffix, arguments: $0.arguments) }
    }

    @Test("each format of each seed scenario matches its reviewed snapshot and its grammar", arguments: snapshots)
    func snapshot(_ snapshot: Snapshot) throws {
        let (status, out, err) = Self.run(snapshot.arguments + ["Scenarios/\(snapshot.scenario).txt"])
        #expect(status == 0, "\(err)")
        #expect(err == "")
        try Self.checkWellFormed(out, suffix: snapshot.suffix)
        if let difference = PictureSnapshots.difference(out, file: snapshot.file, in: PictureSnapshots.realFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    static func checkWellFormed(_ text: String, suffix: String) throws {
        if suffix.hasSuffix(".svg") || suffix.hasSuffix(".html") {
            #expect(XMLChecker.problems(text) == [], "\(suffix)")
        } else if suffix.hasSuffix(".dot") {
            _ = try DOTChecker.parse(text)
        } else if suffix.hasSuffix(".mmd") {
            _ = try MermaidChecker.parse(text)
        }
    }

    /// Writes a report of `scenarios` and returns the page, shown relative to the root.
    static func report(_ scenarios: [String]) throws -> (status: Int32, page: String, out: String, err: String) {
        let page = NSTemporaryDirectory() + "bindsim-report-\(getpid())-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: page) }
        let (status, out, err) = run(["report"] + scenarios + ["-o", page])
        let text = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
        return (status, text.replacingOccurrences(of: root + "/", with: ""), out, err)
    }

    @Test("the report pages: the looping pair beside its fixed twin, and the name form alone", arguments: [
        ("report-relay-pairs.html", ["Scenarios/styles/relay-pair-rx.txt", "Scenarios/styles/relay-pair-distinct.txt"]),
        ("report-name-form.html", ["Scenarios/forms/name-form.txt"]),
    ])
    func reportSnapshot(_ file: String, _ scenarios: [String]) throws {
        let (status, page, out, err) = try Self.report(scenarios)
        #expect(status == 0)
        #expect(err == "")
        #expect(out.hasPrefix("wrote "))
        #expect(XMLChecker.problems(page) == [])
        for fetching in ["<script src", "<link", "<img", "<iframe", "src=", "href=", "@import", "url(", "fetch("] {
            #expect(!page.contains(fetching), "the page fetches nothing, but it holds \(fetching)")
        }
        #expect(page.components(separatedBy: "<script").count - 1 == 1)  // its own, inline
        #expect(page.contains("<h2>Comparison</h2>") == (scenarios.count > 1))
        if let difference = PictureSnapshots.difference(page, file: file, in: PictureSnapshots.realFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("xmllint parses every snapshot SVG as XML, and the report pages as XML and as HTML",
          .enabled(if: FileManager.default.isExecutableFile(atPath: PictureSampleTests.xmllint)))
    func xmllint() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PictureSnapshots.realFolder.path).sorted()
        for name in names where name.hasSuffix(".svg") || name.hasSuffix(".html") {
            let path = PictureSnapshots.realFolder.appendingPathComponent(name).path
            #expect(try PictureSampleTests.run([PictureSampleTests.xmllint, "--noout", path]) == "", "\(name)")
            guard name.hasSuffix(".html") else { continue }
            let complaints = try PictureSampleTests.run([PictureSampleTests.xmllint, "--noout", "--html", path])
                .split(separator: "\n").filter { $0.contains("error") && !$0.contains("HTML parser error : Tag ") }
            #expect(complaints == [], "\(name)")
        }
    }

    static let graphviz = "/usr/bin/dot"

    @Test("Graphviz itself reads every DOT snapshot without a complaint",
          .enabled(if: FileManager.default.isExecutableFile(atPath: graphviz)))
    func graphvizReadsTheDOT() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PictureSnapshots.realFolder.path).sorted()
        let dots = names.filter { $0.hasSuffix(".dot") }
        #expect(dots.count == Self.seeds.count)
        for name in dots {
            let path = PictureSnapshots.realFolder.appendingPathComponent(name).path
            #expect(try PictureSampleTests.run([Self.graphviz, "-Tsvg", "-o", "/dev/null", path]) == "", "\(name)")
        }
    }

    static let corpus = GoldenScenarioTests.scenarios

    /// (The same bytes from two processes: `DeterminismTests`.)
    @Test("every corpus scenario: each format well-formed, the exit status of run", arguments: corpus)
    func everyCorpusScenario(_ path: String) throws {
        let ran = Self.run(["run", path]).status
        let checked = Self.run(["check", path]).status
        for (suffix, arguments) in Self.formats {
            let first = Self.run(arguments + [path])
            let runs = arguments.contains("--run") || arguments[0] == "trace"
            // Without --run, graph reads the file only: 0 if it checks, 2 if not.
            #expect(first.status == (runs ? ran : checked), "\(suffix)")
            if first.status == 2 {
                #expect(first.err.contains(": error: "), "\(suffix): a status 2 says why on standard error")
            }
            if !first.out.isEmpty { try Self.checkWellFormed(first.out, suffix: suffix) }
        }
    }

    @Test("text marbles fit 100 columns for the corpus folders forms, twoway, channel and styles",
          arguments: corpus.filter { ["forms", "twoway", "channel", "styles"].contains($0.split(separator: "/")[1]) })
    func hundredColumns(_ path: String) {
        let (_, out, _) = Self.run(["trace", "--format", "marble", path])
        let widest = out.split(separator: "\n").map { PictureText.displayWidth(String($0)) }.max() ?? 0
        #expect(widest <= 100)
        #expect(out.contains("│step 1"))
    }

    @Test("the seed article's name form: a marble SVG at most 1,600 px wide, lanes named on every row, no value cut")
    func seedNameFormMarbles() throws {
        let (status, svg, _) = Self.run(["trace", "--format", "svg", "Scenarios/forms/name-form-seed-current-and-previous.txt"])
        #expect(status == 0)
        #expect(XMLChecker.problems(svg) == [])
        let width = try #require(Double(svg.split(separator: "\"")[3]))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"") && width <= 1_600, "\(width)")
        let rows = svg.components(separatedBy: "<g data-row=").count - 1
        #expect(rows >= 3)
        for lane in ["fieldFirst", "fieldSecond", "fieldFull", "textFull", "textFirst", "textSecond", "on (line 15)"] {
            #expect(svg.components(separatedBy: ">\(lane)</text>").count - 1 == rows, "\(lane)")
        }
        // Nothing shortened: the only `…` in the text are folds and continued instants.
        let texts = svg.components(separatedBy: "</text>").compactMap { $0.split(separator: ">").last.map(String.init) }
        #expect(texts.filter { $0.contains("…") && !$0.hasPrefix("…t=") && !$0.hasSuffix(" more") } == [])
        // Every value in full: inline, or in the legend's lines under its number.
        #expect(svg.contains(">&quot;Grace Hopper&quot;</text>") && svg.contains(">&quot;Ada Lovelace&quot;</text>"))
        #expect(svg.contains("previous: &quot;Grace Hopper&quot;))</text>"))
    }

    @Test("a report of every corpus scenario: well-formed, one section each, a comparison first")
    func reportOfTheCorpus() throws {
        let (status, page, _, err) = try Self.report(["Scenarios"])
        #expect(status == 2)  // Scenarios/errors holds scenarios that do not parse, and say so
        #expect(err.contains("Scenarios/errors/misspelt-names.txt:8:21: error: unknown node 'emial'"))
        #expect(XMLChecker.problems(page) == [])
        #expect(page.components(separatedBy: "<article class=").count - 1 == Self.corpus.count)
        #expect(page.contains("<h3>Errors</h3>\n<pre class=\"diagnostics errors\">"))
        // Warnings in a box of their own, never the errors' red one.
        let pingPong = try #require(page.range(of: "<p class=\"file\">Scenarios/roundtrip/ping-pong.txt</p>"))
        let after = page[pingPong.upperBound...]
        let section = after[..<(after.range(of: "</article>")?.lowerBound ?? after.endIndex)]
        #expect(section.contains("<h3>Warnings</h3>\n<pre class=\"diagnostics warnings\">"))
        #expect(section.contains("warning: a round trip through this binding does not settle"))
        #expect(!section.contains("<h3>Errors</h3>"))
        let comparison = try #require(page.range(of: "<h2>Comparison</h2>"))
        let firstSection = try #require(page.range(of: "<article"))
        #expect(comparison.lowerBound < firstSection.lowerBound)
    }

    // MARK: The command line

    struct UsageCase: CustomStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    @Test("what the picture commands cannot do is a usage error, exit 64", arguments: [
        UsageCase(arguments: ["graph", "a.txt", "b.txt"], message: "Error: Unexpected argument 'b.txt': graph takes one file"),
        UsageCase(arguments: ["graph", "--format", "png", "a.txt"],
                  message: "Error: The value 'png' is invalid for '--format <format>'. Please provide one of 'dot', 'mermaid' and 'svg'."),
        UsageCase(arguments: ["graph", "--max-events", "5", "a.txt"],
                  message: "Error: budgets limit a run: on 'graph' they need '--run'"),
        UsageCase(arguments: ["graph", "--loop-check", "a.txt"], message: "Error: Unknown option '--loop-check': it is an option of 'trace'"),
        UsageCase(arguments: ["trace", "--format", "svg", "a.txt", "b.txt"],
                  message: "Error: Unexpected argument 'b.txt': '--format svg' draws one scenario"),
        UsageCase(arguments: ["trace", "--format", "svg", "--loop-check", "a.txt"],
                  message: "Error: '--loop-check' prints text: it does not go with '--format svg'"),
        UsageCase(arguments: ["trace", "--format", "svg", "Scenarios/forms"],
                  message: "Error: '--format svg' draws one scenario: give a file, not the folder"),
        UsageCase(arguments: ["report", "a.txt"], message: "Error: Missing expected argument '-o <file>'"),
        UsageCase(arguments: ["report", "-o", "x.html"], message: "Error: Missing expected argument '<files> ...'"),
        UsageCase(arguments: ["report", "--format", "json", "a.txt", "-o", "x.html"],
                  message: "Error: Unknown option '--format'"),
        UsageCase(arguments: ["run", "--run", "a.txt"], message: "Error: Unknown option '--run': it is an option of 'graph'"),
    ])
    func usageErrors(_ usage: UsageCase) {
        let (status, _, err) = Self.run(usage.arguments)
        #expect(status == 64)
        #expect(err.hasPrefix(usage.message), "\(err)")
        #expect(err.contains("Usage: bindsim"))
    }

    @Test("help pages of graph and report, and the formats of trace")
    func help() {
        let graph = Self.run(["help", "graph"]).out
        #expect(graph.contains("USAGE: bindsim graph <file> [--run] [<options>]"))
        #expect(graph.contains("Output format: dot, mermaid or svg (default: dot)"))
        #expect(graph.contains("--max-events <n>"))
        let report = Self.run(["report", "--help"]).out
        #expect(report.contains("USAGE: bindsim report <files> ... -o <file> [<options>]"))
        #expect(!report.contains("--format"))
        #expect(Self.run(["help", "trace"]).out.contains("Output format: text, json, marble or svg"))
        let overview = Self.run(["--help"]).out
        #expect(overview.contains("  graph ") && overview.contains("  report "))
    }

    @Test("a scenario that does not check: file:line:col on standard error and status 2, for every picture")
    func invalidScenario() throws {
        let path = CommandLineTests.scenario("relay a = 1\nset b = 2\n", name: "picture-invalid")
        for arguments in Self.formats.map(\.arguments) {
            let (status, out, err) = Self.run(arguments + [path])
            #expect(status == 2)
            #expect(out == "")
            #expect(err.contains("pictureinvalid.txt:2:5: error: unknown node 'b'"), "\(arguments)")
        }
        let (status, page, _, err) = try Self.report([path])
        #expect(status == 2)
        #expect(err.contains(":2:5: error: unknown node 'b'"))
        #expect(page.contains("error: not run") && page.contains("unknown node &#39;b&#39;"))
    }

    @Test("a failing scenario: status 1; the marble text ends with what failed")
    func failingScenario() {
        let path = CommandLineTests.scenario("relay a = 1\nset a = 2\nexpect a == 3\n", name: "picture-failing")
        let (status, out, _) = Self.run(["trace", "--format", "marble", path])
        #expect(status == 1)
        #expect(out.hasSuffix("  expect a == 3  line 3  FAILED\n    expected 3, found 2\nresult: 0 passed, 1 failed\n"))
        #expect(Self.run(["graph", "--run", path]).status == 1)
        #expect(Self.run(["graph", path]).status == 0)
    }

    @Test("a run-time error: the picture of the run so far, the diagnostic, status 2")
    func runtimeError() {
        let path = CommandLineTests.scenario("relay a = 1\nrelay b = 0\nbind a -> b\nset a = 2\nset a = a + \"x\"\n",
                                             name: "picture-runtime")
        let (status, out, err) = Self.run(["trace", "--format", "svg", path])
        #expect(status == 2)
        #expect(err.contains("pictureruntime.txt:5:9: error: "))
        #expect(XMLChecker.problems(out) == [])
        #expect(out.contains("step 2"))
    }

    @Test("output that cannot be written is status 2 with the reason")
    func writeErrors() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errors = OutputSink(.memory)
        let console = Console(out: OutputSink(.descriptor(full)), err: errors, environment: [:], isReal: false)
        #expect(Commands.main(["graph", "--format", "svg", Self.root + "/Scenarios/forms/name-form.txt"], console: console) == .invalidInput)
        #expect(errors.text.contains("cannot write to standard output: No space left on device"))
        let (status, _, err) = Self.run(["report", "Scenarios/forms/name-form.txt", "-o", "/dev/full"])
        #expect(status == 2)
        #expect(err.contains("bindsim: error: cannot write /dev/full: no space left on device"))
        let missing = Self.run(["report", "Scenarios/forms/name-form.txt", "-o", "/nonexistent-folder/page.html"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("cannot write /nonexistent-folder/page.html: no such file or directory"))
    }

    @Test("report -o - writes the page to standard output")
    func reportToStandardOutput() {
        let (status, out, _) = Self.run(["report", "Scenarios/ordering/reentrant-stale.txt", "-o", "-"])
        #expect(status == 0)
        #expect(out.hasPrefix("<!DOCTYPE html>"))
        #expect(XMLChecker.problems(out) == [])
    }
}
