/// Help and usage text, in swift-argument-parser's layout.
enum HelpText {
    static let version = "bindsim 0.1.0"

    static let commonOptions = """
      --max-reentries <n>     Re-entries of one node on one causal chain before a step is cut off (default: 100)
      --max-events <n>        Deliveries in one step before it is cut off (default: 1000000)
      --max-turns <n>         Scheduler turns at one virtual instant before a step is cut off (default: 1000)
      --format <format>       Output format: text or json (one JSON object a line) (default: text)
      --color <when>          Color: auto (only on a terminal, never with NO_COLOR), always or never (default: auto)
      -h, --help              Show help information.
    """

    static func usage(_ command: String?) -> String {
        switch command {
        case "run": "bindsim run <files> ... [<options>]"
        case "trace": "bindsim trace <files> ... [--loop-check] [<options>]"
        case "check": "bindsim check <files> ... [<options>]"
        case "test": "bindsim test [<paths> ...] [--update] [<options>]"
        case "help": "bindsim help [<subcommand>]"
        default: "bindsim <subcommand>"
        }
    }

    static func help(_ command: String?) -> String {
        switch command {
        case "run":
            return page("Run scenarios and print their steps, events and expectation results.", "run", """
              <files>                 Scenario files to run.
            """)
        case "trace":
            return page("Print the full causal event trace of scenarios.", "trace", """
              <files>                 Scenario files to trace.
            """, extraOptions: """
              --loop-check            Add the loop analysis: static cycles, looped steps, and a comparison table.
            """)
        case "check":
            return page("Parse and analyse scenarios without running them (syntax, names, static cycles).", "check", """
              <files>                 Scenario files to check.
            """)
        case "test":
            return page("Compare each scenario X.txt with its golden X.expected (the output of 'trace --loop-check').",
                        "test", """
              <paths>                 Scenario files or folders searched for *.txt (default: Scenarios).
            """, extraOptions: """
              --update                Rewrite goldens that differ or are missing (atomically).
            """)
        case "help":
            return page("Show help for bindsim or one of its subcommands.", "help", """
              <subcommand>            The subcommand to describe.
            """, common: false)
        default:
            return """
            OVERVIEW: Simulate reactive two-way bindings (RxSwift, RxCocoa, RxBiBinding, ReactiveCocoa,
            ReactiveKit, Combine) from scenario files and show the causal event trace.

            USAGE: bindsim <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              run                     Run scenarios and print their steps and expectation results.
              trace                   Print the full causal event trace (--loop-check adds the loop analysis).
              check                   Parse and analyse scenarios without running them.
              test                    Golden-output tests over scenario folders.
              help                    Show subcommand help information.

              See 'bindsim help <subcommand>' for detailed help.
            """
        }
    }

    private static func page(
        _ overview: String, _ command: String, _ arguments: String, extraOptions: String = "", common: Bool = true
    ) -> String {
        var text = "OVERVIEW: \(overview)\n\nUSAGE: \(usage(command))\n\nARGUMENTS:\n\(arguments)\n"
        if common { text += "\nOPTIONS:\n\(extraOptions.isEmpty ? "" : extraOptions + "\n")\(commonOptions)\n" }
        return text
    }
}
