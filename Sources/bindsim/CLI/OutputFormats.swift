/// One output format: its name, the commands that take it, what `--format`'s help
/// adds about it, and how it is made (`Make`: a reporter, or a writer of the graph).
struct OutputFormat<Make: Sendable>: Sendable {
    let name: String
    let commands: [CommandName]
    /// A few words for `--format`'s help (`one JSON object a line`), if its name is not enough.
    var help: String?
    let make: Make
}

/// Every output format, registered once. The command table takes each command's
/// `--format` values from here (the first is the default), the help text describes
/// them, and the commands make their reporter or graph writer from here: a new
/// format is its file and one line below.
enum OutputFormats {
    typealias MakeReporter = @Sendable (ReporterSettings) -> Reporter
    typealias WriteGraph = @Sendable (PictureGraph) -> String

    /// The formats of the commands that run, check or test scenarios.
    static let reporters: [OutputFormat<MakeReporter>] = [
        OutputFormat(name: "text", commands: [.run, .trace, .check, .test, .explore]) {
            $0.quiet ? QuietReporter(console: $0.console, color: $0.color) as Reporter
                : TextReporter(console: $0.console, color: $0.color, detail: $0.detail)
        },
        OutputFormat(name: "json", commands: [.run, .trace, .check, .test, .explore], help: "one JSON object a line") {
            JSONReporter(console: $0.console, detail: $0.detail)
        },
        OutputFormat(name: "github", commands: [.run, .trace, .check, .test], help: "GitHub Actions annotations") {
            GitHubReporter(console: $0.console)
        },
        OutputFormat(name: "junit", commands: [.test], help: "JUnit XML") { JUnitReporter(console: $0.console) },
        OutputFormat(name: "marble", commands: [.trace]) { MarbleReporter(console: $0.console, drawing: .text) },
        OutputFormat(name: "svg", commands: [.trace]) { MarbleReporter(console: $0.console, drawing: .svg) },
    ]

    /// The formats that `--quiet` goes with: text, and those that print only failures anyway.
    static let quietFormats = ["text", "github"]

    /// The formats of `graph`.
    static let graphWriters: [OutputFormat<WriteGraph>] = [
        OutputFormat(name: "dot", commands: [.graph]) { GraphDOTWriter($0).render() },
        OutputFormat(name: "mermaid", commands: [.graph]) { GraphMermaidWriter($0).render() },
        OutputFormat(name: "svg", commands: [.graph]) { GraphSVGRenderer($0).render() },
    ]

    /// The `--format` values of `command`, its default first (empty: it takes no `--format`).
    static func names(of command: CommandName) -> [String] {
        reporters.filter { $0.commands.contains(command) }.map(\.name)
            + graphWriters.filter { $0.commands.contains(command) }.map(\.name)
    }

    /// What `--format`'s help says of `name`, if anything.
    static func help(of name: String) -> String? {
        reporters.first { $0.name == name && $0.help != nil }?.help
            ?? graphWriters.first { $0.name == name && $0.help != nil }?.help
    }

    /// The reporter format `name` of `command` (nil: the command's default; text for a
    /// command that has none).
    static func reporter(_ name: String?, of command: CommandName) -> OutputFormat<MakeReporter> {
        let formats = reporters.filter { $0.commands.contains(command) }
        return formats.first { $0.name == name } ?? formats.first ?? reporters[0]
    }

    /// The graph format `name` of `command` (nil: its default).
    static func graphWriter(_ name: String?, of command: CommandName) -> OutputFormat<WriteGraph> {
        let formats = graphWriters.filter { $0.commands.contains(command) }
        return formats.first { $0.name == name } ?? formats.first ?? graphWriters[0]
    }
}
