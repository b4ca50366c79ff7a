import Foundation

import BindKit

/// bindsim's subcommands.
enum CommandName: String, CaseIterable, Sendable {
    case run, trace, check, test, explore, graph, report, export, lsp, completion, manual, help
}

/// What a shell's completion offers for a value (`bindsim completion`): file names, a
/// fixed list, the command's `--format` values, the subcommands, or nothing it can know
/// (a number, a name).
enum ValueCompletion: Sendable, Equatable {
    case files
    case choices([String])
    case formats
    case subcommands
    case none
}

/// One subcommand, declared once: parsing, usage and help are derived from it.
struct CommandSpec: Sendable {
    let name: CommandName
    /// One line for the overview's list of subcommands.
    let abstract: String
    /// The first line of the command's help page.
    let overview: String
    /// The positional arguments.
    let arguments: Arguments

    /// The values `--format` takes for this command, default first (empty: no `--format`).
    var formats: [String] { OutputFormats.names(of: name) }

    /// How usage names the positional arguments (`<files>`), their help, and whether
    /// at least one is required.
    struct Arguments: Sendable {
        let name: String
        let help: String
        let required: Bool
        /// Whether more than one may be given.
        var many = true
        /// What a shell completes them with; a `choices` list is also the values allowed.
        var completion = ValueCompletion.files

        /// A command that takes no positional argument (`manual`).
        static let none = Arguments(name: "", help: "", required: false, many: false, completion: .none)
        var isNone: Bool { name.isEmpty }
    }

    var argumentName: String { arguments.name }
    var argumentHelp: String { arguments.help }
    var argumentsRequired: Bool { arguments.required }
}

/// One option, declared once with the commands that take it.
struct OptionSpec: Sendable {
    /// `--max-events`.
    let name: String
    /// The value's placeholder (`n`), or nil for a flag.
    let valueName: String?
    let help: String
    let commands: [CommandName]
    /// The commands that need it (their usage shows it without brackets).
    var requiredBy: [CommandName] = []
    /// Why a golden's `# args:` line may not name it (an option that writes a file), or nil.
    var notInGoldens: String?
    /// What a shell completes its value with, when not what `valueName` says (see `valueCompletion`).
    var completion: ValueCompletion?
    /// Stores the option's value (nil for a flag) into the parsed options.
    let apply: @Sendable (inout ParsedOptions, String?, CommandSpec) throws(UsageError) -> Void

    /// What a shell completes its value with: as declared, else file names for a value
    /// named `file` or `path`, else nothing (a flag, a number).
    var valueCompletion: ValueCompletion {
        if let completion { return completion }
        guard let valueName else { return .none }
        return valueName.contains("file") || valueName.contains("path") ? .files : .none
    }
}

/// The options of one command line, as parsed.
struct ParsedOptions {
    /// Budgets and limits of every scenario run.
    var run = RunOptions()
    /// The `--format` value, already checked against the command's formats.
    var format: String?
    var color = ColorChoice.auto
    var loopCheck = false
    var update = false
    /// `--styles`: run each scenario again with every two-way binding in each of these styles.
    var styles: [BindingStyle] = []
    /// `--orders all` (nil count) or `--orders N`: run each order of unspecified subscriber sets.
    var orders: OrdersRequest?
    /// `explore`'s search; its `run` options are set from `run` when the command starts.
    var explore = ExploreOptions()
    /// Whether `--steps` was given (a usage error together with `--depth`).
    var stepsGiven = false
    /// `graph --run`: run the scenario and put its counts on the edges.
    var graphRun = false
    /// Whether a budget option was given (`graph` takes them only with `--run`).
    var budgetsGiven = false
    /// `report -o FILE` and `export -o FILE`: where the page or the test goes (`-` for standard output).
    var outputPath: String?
    /// `--quiet`: print only failures and the summary.
    var quiet = false
    /// `export`'s choices; its `run` options are set from `run` when the command starts.
    var export = ExportOptions()

    /// `explore`'s options as the command uses them: the run budgets of every
    /// sequence, no announcement history (explore reads none), and as many jobs as
    /// cores unless `--jobs` says otherwise.
    var exploreOptions: ExploreOptions {
        var options = explore
        options.run = run
        options.run.recordsAnnouncements = false
        if !explore.jobsGiven { options.jobs = ProcessInfo.processInfo.activeProcessorCount }
        return options
    }

}

/// `--color`'s values.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to paint output written to the terminal with descriptor `descriptor`.
    func useColor(descriptor: Int32, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"] == nil && isTerminal(descriptor)
        }
    }
}

/// A command line as parsed.
enum ParsedCommandLine {
    case help(CommandName?)
    case version
    case invocation(Invocation)
}

/// A subcommand with its arguments and options.
struct Invocation {
    var command: CommandName
    var arguments: [String]
    var options: ParsedOptions
}

/// A mistake on the command line: printed as `Error: ...` with the usage, exit 64.
struct UsageError: Error {
    var message: String
    /// The subcommand whose usage to show, if known.
    var command: CommandName?
}

/// The table every part of the command line is derived from.
enum CommandTable {
    /// The release this is: `bindsim --version`, the README's `.package(…, from:)`, the DocC
    /// catalog's Info.plist, Benchmarks/consumer.sh and CHANGELOG.md's newest entry say the
    /// same (`VersionTests`).
    static let version = "0.9.0"

    /// What bindsim is, for the overview of `bindsim --help` and the manual page.
    static let overview = """
        Simulate reactive two-way bindings (RxSwift, RxCocoa, RxBiBinding, ReactiveCocoa,
        ReactiveKit, Combine) from scenario files and show the causal event trace.
        """

    private static let scenarioFiles = CommandSpec.Arguments(name: "<files>", help: "Scenario files.", required: true)

    static let commands: [CommandSpec] = [
        CommandSpec(name: .run, abstract: "Run scenarios and print their steps and expectation results.",
                    overview: "Run scenarios and print their steps, events and expectation results.",
                    arguments: scenarioFiles),
        CommandSpec(name: .trace, abstract: "Print the full causal event trace (--loop-check adds the loop analysis).",
                    overview: "Print the full causal event trace of scenarios, or draw it as a marble diagram "
                        + "(--format marble: text, svg: one scenario as SVG).",
                    arguments: scenarioFiles),
        CommandSpec(name: .check, abstract: "Parse and analyse scenarios without running them.",
                    overview: "Parse and analyse scenarios without running them (syntax, names, static cycles, round trips of two-way transforms).",
                    arguments: scenarioFiles),
        CommandSpec(name: .test, abstract: "Golden-output tests over scenario folders.",
                    overview: "Compare each scenario X.txt with its golden X.expected (the output of 'trace --loop-check').",
                    arguments: .init(name: "<paths>", help: "Scenario files or folders searched for *.txt (default: Scenarios).",
                                     required: false)),
        CommandSpec(name: .explore, abstract: "Search user-action sequences for one that breaks a binding, and shrink it.",
                    overview: "Search sequences of user actions for one that loops, fails, overwrites the user's edit "
                        + "or breaks an invariant; shrink it and print it as a scenario.",
                    arguments: .init(name: "<file>", help: "The scenario file to explore.", required: true, many: false)),
        CommandSpec(name: .graph, abstract: "Draw the binding graph of a scenario as DOT, Mermaid or SVG.",
                    overview: "Draw the binding graph of a scenario: its nodes, 'on' blocks and junctions, every "
                        + "binding direction with its operators, cycle edges coloured by the loop analysis.",
                    arguments: .init(name: "<file>", help: "The scenario file to draw.", required: true, many: false)),
        CommandSpec(name: .report, abstract: "Write one self-contained HTML page about scenarios.",
                    overview: "Run scenarios and write one self-contained HTML page: for each, its verdict, binding "
                        + "graph, marble diagram, expectations and loop report; with several, a comparison first.",
                    arguments: scenarioFiles),
        CommandSpec(name: .export, abstract: "Write scenarios as XCTests of the real RxSwift or Swift's Observation.",
                    overview: "Write a scenario as an XCTest that runs it on RxSwift 6.10 (RxSwift, RxRelay, RxTest), "
                        + "or with --to observation on Swift's Observation module: statement by statement, a skip "
                        + "where bindsim cut a loop off. One file is self-contained; with -o DIR/, each scenario is a "
                        + "test and the support is BindsimSupport.swift (docs/export.md).",
                    arguments: .init(name: "<files>",
                                     help: "The scenario files to export ('-': standard input); several need -o DIR/.",
                                     required: true, many: true)),
        CommandSpec(name: .lsp, abstract: "Serve editors: the Language Server Protocol over standard input and output.",
                    overview: "Speak the Language Server Protocol (3.17) over standard input and output: diagnostics as "
                        + "'check' reports them, completion, hover, definitions, references, outline and quick fixes "
                        + "(docs/editors.md).",
                    arguments: .none),
        CommandSpec(name: .completion, abstract: "Print a shell completion script for bindsim.",
                    overview: "Print a completion script for bash, zsh or fish, made from bindsim's commands and "
                        + "options (README.md, \"Install\", says where it goes).",
                    arguments: .init(name: "<shell>", help: "The shell: bash, zsh or fish.", required: true, many: false,
                                     completion: .choices(CompletionShell.allCases.map(\.rawValue)))),
        CommandSpec(name: .manual, abstract: "Print bindsim's manual page (roff, for man).",
                    overview: "Print bindsim's manual page in roff, made from its commands and options "
                        + "('bindsim manual > bindsim.1; man ./bindsim.1').",
                    arguments: .none),
        CommandSpec(name: .help, abstract: "Show subcommand help information.",
                    overview: "Show help for bindsim or one of its subcommands.",
                    arguments: .init(name: "<subcommand>", help: "The subcommand to describe.", required: false,
                                     many: false, completion: .subcommands)),
    ]

    static let options: [OptionSpec] = [
        OptionSpec(name: "--loop-check", valueName: nil,
                   help: "Add the loop analysis: static cycles, looped steps, and a comparison table.",
                   commands: [.trace]) { options, _, _ throws(UsageError) in options.loopCheck = true },
        OptionSpec(name: "--styles", valueName: "styles",
                   help: "Also run each scenario with its two-way bindings in each style "
                       + "(rx,bibinding,channel,reactivekit or all) and compare them",
                   commands: [.run, .trace],
                   completion: .choices(BindingStyle.names + ["all"])) { options, value, command throws(UsageError) in
            let raw = value ?? ""
            if raw == "all" {
                options.styles = BindingStyle.allCases
                return
            }
            var styles: [BindingStyle] = []
            for name in raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let style = BindingStyle(rawValue: name) else {
                    throw UsageError(message: "The value '\(raw)' is invalid for '--styles <styles>'. Please provide "
                                     + "'all' or styles from \(quotedList(BindingStyle.names)), separated by commas.",
                                     command: command.name)
                }
                if !styles.contains(style) { styles.append(style) }
            }
            options.styles = styles
        },
        OptionSpec(name: "--orders", valueName: "all|N",
                   help: "Run every order of the subscribers Swift or Combine leaves unspecified (an observable's trackers, "
                       + "a Combine subject's subscribers), "
                       + "up to 720, or N drawn with --seed, and say which expectations depend on it",
                   commands: [.run, .trace],
                   completion: .choices(["all"])) { options, value, command throws(UsageError) in
            let raw = value ?? ""
            if raw == "all" {
                options.orders = OrdersRequest(count: nil)
            } else if let count = Int(raw), (1...OrderEnumeration.maxRuns).contains(count) {
                options.orders = OrdersRequest(count: count)
            } else {
                throw UsageError(message: "The value '\(raw)' is invalid for '--orders <all|N>': expected 'all' or a "
                                 + "whole number from 1 to \(OrderEnumeration.maxRuns)", command: command.name)
            }
        },
        number("--runs", "Random sequences to run", default: 1000, range: 1...1_000_000_000) { $0.explore.runs = $1 },
        number("--steps", "Longest random sequence; each run's length is uniform from 1", default: 8,
               range: 1...10_000) { options, steps in
            options.explore.steps = steps
            options.stepsGiven = true
        },
        OptionSpec(name: "--seed", valueName: "s", help: "Seed of the random sequences, and of --orders N's draw (default: 1)",
                   commands: [.explore, .run, .trace]) { options, value, command throws(UsageError) in
            guard let seed = UInt64(value ?? "") else {
                throw UsageError(message: "The value '\(value ?? "")' is invalid for '--seed <s>': expected a whole "
                                 + "number from 0 to 18446744073709551615", command: command.name)
            }
            options.explore.seed = seed
        },
        number("--depth", "Instead of random runs, every sequence of exactly this many actions", default: nil,
               range: 1...64) { $0.explore.depth = $1 },
        number("--jobs", "Threads that run sequences; the output does not depend on it", default: nil,
               range: 1...256, notInGoldens: "has no place in a golden: the report does not depend on it") {
            $0.explore.jobs = $1
        },
        OptionSpec(name: "--out", valueName: "file", help: "Write the counterexample scenario to this file",
                   commands: [.explore], notInGoldens: writesAFile) { options, value, command throws(UsageError) in
            options.explore.outPath = try outputPath(value, for: "--out <file>", command.name)
        },
        OptionSpec(name: "--ignore", valueName: "properties",
                   help: "Properties not to check: loop, error, rewrite, invariant, lost-write (comma-separated)",
                   commands: [.explore], completion: .choices(ExploreProperty.allCases.map(\.rawValue))) {
            options, value, command throws(UsageError) in
            for name in (value ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let property = ExploreProperty(rawValue: name) else {
                    throw UsageError(message: "The value '\(value ?? "")' is invalid for '--ignore <properties>'. "
                                     + "Please provide properties from "
                                     + "\(quotedList(ExploreProperty.allCases.map(\.rawValue))), separated by commas.",
                                     command: command.name)
                }
                options.explore.properties.remove(property)
            }
            // `lost-write` applies only where an observable is declared: it alone is no property left.
            guard !options.explore.properties.subtracting([.lostWrite]).isEmpty else {
                throw UsageError(message: "'--ignore \(value ?? "")' leaves no property to check", command: command.name)
            }
        },
        OptionSpec(name: "--programmatic", valueName: nil, help: "Also set relays and publish relays, as the program would",
                   commands: [.explore]) { options, _, _ throws(UsageError) in options.explore.programmatic = true },
        OptionSpec(name: "--run", valueName: nil,
                   help: "Run the scenario and add to each edge the values it carried and where a loop was cut off",
                   commands: [.graph]) { options, _, _ throws(UsageError) in options.graphRun = true },
        OptionSpec(name: "-o", valueName: "file",
                   help: "Write the page (report) or the test (export) to this file, replaced atomically "
                       + "('-': standard output); export's DIR/: a test per scenario and BindsimSupport.swift",
                   commands: [.report, .export], requiredBy: [.report],
                   notInGoldens: writesAFile) { options, value, command throws(UsageError) in
            options.outputPath = try outputPath(value, for: "-o <file>", command.name)
        },
        OptionSpec(name: "--stdio", valueName: nil,
                   help: "Talk over standard input and output, the only transport (editors' clients pass this flag)",
                   commands: [.lsp]) { _, _, _ throws(UsageError) in },
        OptionSpec(name: "--quiet", valueName: nil, help: "Print only failures and the summary.",
                   commands: [.run, .test]) { options, _, _ throws(UsageError) in options.quiet = true },
        OptionSpec(name: "--to", valueName: "library",
                   help: "The library the test runs on: rxswift, or observation (Swift's Observation) (default: rxswift)",
                   commands: [.export]) { options, value, command throws(UsageError) in
            if value == "combine" {
                throw UsageError(message: "'--to combine' is not in language 4 yet: export a Combine scenario by hand, "
                                 + "or write it with 'semantics rx' and export that (docs/export.md)")
            }
            let raw = try choice(value ?? "", of: ExportOptions.Target.allCases.map(\.rawValue), for: "--to <library>",
                                 command.name)
            options.export.target = ExportOptions.Target(rawValue: raw) ?? .rxswift
        },
        OptionSpec(name: "--import", valueName: "module",
                   help: "What the test imports: rxswift (RxSwift, RxRelay, RxTest) or bindkit (BindKit) "
                       + "(default: rxswift)",
                   commands: [.export]) { options, value, command throws(UsageError) in
            let raw = try choice(value ?? "", of: ExportOptions.Library.allCases.map(\.rawValue), for: "--import <module>",
                                 command.name)
            options.export.library = ExportOptions.Library(rawValue: raw) ?? .rxswift
            options.export.libraryChosen = true
        },
        OptionSpec(name: "--class", valueName: "name",
                   help: "The test class's name (default: the file's name in CamelCase, then Tests)",
                   commands: [.export]) { options, value, command throws(UsageError) in
            let name = value ?? ""
            guard SwiftNames.isTypeName(name) else {
                throw UsageError(message: "The value '\(LiteralText.printable(name))' is invalid for '--class <name>': "
                                 + "expected a Swift type name (an ASCII letter, then letters, digits or '_'), "
                                 + "not a Swift keyword or a name the support section declares", command: command.name)
            }
            options.export.className = name
        },
        OptionSpec(name: "--observed", valueName: nil,
                   help: "After every step, also assert what every node announced and holds in bindsim "
                       + "(the differential check)",
                   commands: [.export]) { options, _, _ throws(UsageError) in options.export.observed = true },
        OptionSpec(name: "--update", valueName: nil,
                   help: "Rewrite goldens that differ or are missing (atomically).",
                   commands: [.test]) { options, _, _ throws(UsageError) in options.update = true },
        budget("--max-reentries", "Re-entries of one node on one causal chain before a step is cut off",
               default: Budgets().maxReentries, \.budgets.maxReentries),
        budget("--max-events", "Deliveries in one step before it is cut off",
               default: Budgets().maxEvents, \.budgets.maxEvents),
        budget("--max-turns", "Scheduler turns at one virtual instant before a step is cut off",
               default: Budgets().maxTurns, \.budgets.maxTurns),
        budget("--max-subscriptions", "Subscriptions the bindings of one scenario run may make in all",
               default: RunOptions().maxSubscriptions, \.maxSubscriptions),
        OptionSpec(name: "--format", valueName: "format", help: "Output format",
                   commands: CommandName.allCases.filter { !OutputFormats.names(of: $0).isEmpty }, completion: .formats) {
            options, value, command throws(UsageError) in
            options.format = try choice(value ?? "", of: command.formats, for: "--format <format>", command.name)
        },
        OptionSpec(name: "--color", valueName: "when",
                   help: "Color: auto (only on a terminal, never with NO_COLOR), always or never (default: auto)",
                   commands: [.run, .trace, .check, .test, .explore, .export],
                   completion: .choices(ColorChoice.allCases.map(\.rawValue))) { options, value, command throws(UsageError) in
            let raw = try choice(value ?? "", of: ColorChoice.allCases.map(\.rawValue), for: "--color <when>", command.name)
            options.color = ColorChoice(rawValue: raw) ?? .auto
        },
    ]

    static func command(_ name: CommandName) -> CommandSpec {
        commands.first { $0.name == name } ?? commands[0]
    }

    static func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The options `command` takes, in table order.
    static func options(of command: CommandName) -> [OptionSpec] {
        options.filter { $0.commands.contains(command) }
    }

    private static func budget(
        _ name: String, _ help: String, default value: Int, _ keyPath: WritableKeyPath<RunOptions, Int> & Sendable
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: "n", help: "\(help) (default: \(value))",
                   commands: [.run, .trace, .explore, .graph, .report, .export]) { options, raw, command throws(UsageError) in
            let raw = raw ?? ""
            guard let number = Int(raw), number > 0, number <= 1_000_000_000 else {
                throw UsageError(message: "The value '\(raw)' is invalid for '\(name) <n>': "
                                 + "expected a whole number from 1 to 1000000000", command: command.name)
            }
            options.run[keyPath: keyPath] = number
            options.budgetsGiven = true
        }
    }

    /// Why an option that writes a file has no place in a golden's `# args:` line.
    private static let writesAFile = "writes a file, and a golden test writes nothing but goldens"

    /// An output path as given: an empty one names no file and is refused before anything runs.
    private static func outputPath(_ value: String?, for option: String,
                                   _ command: CommandName) throws(UsageError) -> String {
        guard let value, !value.isEmpty else {
            throw UsageError(message: "The value '' is invalid for '\(option)': expected a file name", command: command)
        }
        return value
    }

    /// An `explore` option that takes a whole number in `range`.
    private static func number(
        _ name: String, _ help: String, default value: Int?, range: ClosedRange<Int>, notInGoldens: String? = nil,
        _ apply: @escaping @Sendable (inout ParsedOptions, Int) -> Void
    ) -> OptionSpec {
        let defaultText = value.map { " (default: \($0))" } ?? ""
        return OptionSpec(name: name, valueName: "n", help: help + defaultText, commands: [.explore],
                          notInGoldens: notInGoldens) { options, raw, command throws(UsageError) in
            let raw = raw ?? ""
            guard let number = Int(raw), range.contains(number) else {
                throw UsageError(message: "The value '\(raw)' is invalid for '\(name) <n>': "
                                 + "expected a whole number from \(range.lowerBound) to \(range.upperBound)",
                                 command: command.name)
            }
            apply(&options, number)
        }
    }

    private static func choice(_ raw: String, of values: [String], for option: String,
                               _ command: CommandName) throws(UsageError) -> String {
        guard values.contains(raw) else { throw invalidChoice(raw, of: values, for: option, command) }
        return raw
    }

    /// `The value 'junt' is invalid for '--format <format>'. Did you mean 'junit'? Please
    /// provide one of …`: a value one edit away first (the choices are short words, so two
    /// edits would name another word: `tcsh` is not `bash`).
    static func invalidChoice(_ raw: String, of values: [String], for what: String,
                              _ command: CommandName?) -> UsageError {
        let near = Suggestions.closest(to: raw, in: values).flatMap { value in
            Suggestions.editDistance(Array(value.lowercased().utf8), Array(raw.lowercased().utf8), cutoff: 1) <= 1 ? value : nil
        }
        let hint = near.map { "Did you mean '\($0)'? " } ?? ""
        return UsageError(message: "The value '\(raw)' is invalid for '\(what)'. \(hint)"
                          + "Please provide one of \(quotedList(values)).", command: command)
    }

    /// `'a', 'b' and 'c'`, as swift-argument-parser lists choices.
    static func quotedList(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }
}

/// `--orders all` (`count` nil) or `--orders N`.
struct OrdersRequest {
    var count: Int?
}
