/// Parses bindsim's command line from `CommandTable`, following swift-argument-parser's
/// conventions: `--name value` or `--name=value`, `--` ends options, `-h`/`--help` anywhere.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "--help", "-h": return .help(nil)
        case "--version": return .version
        default: break
        }
        guard let command = CommandName(rawValue: first) else {
            if first.hasPrefix("-") {
                throw UsageError(message: "Unknown option '\(first)'", command: nil)
            }
            throw unknownSubcommand(first)
        }
        let rest = Array(arguments.dropFirst())
        if command == .help { return try parseHelp(rest) }
        return try parse(command, rest)
    }

    private static func parseHelp(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        guard arguments.count <= 1 else {
            throw UsageError(message: "Unexpected argument '\(arguments[1])'", command: .help)
        }
        guard let topic = arguments.first else { return .help(nil) }
        guard let command = CommandName(rawValue: topic) else { throw unknownSubcommand(topic) }
        return .help(command)
    }

    /// Parses the arguments after a subcommand.
    static func parse(_ name: CommandName, _ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        let spec = CommandTable.command(name)
        var options = ParsedOptions()
        var positional: [String] = []
        var index = 0
        var optionsEnded = false
        var given: Set<String> = []
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                index += 1
                continue
            }
            if argument == "--" {
                optionsEnded = true
                index += 1
                continue
            }
            if argument == "-h" || argument == "--help" { return .help(name) }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = CommandTable.option(named: parts[0]), option.commands.contains(name) else {
                throw unknownOption(argument, parts[0], command: name)
            }
            var value: String?
            if let placeholder = option.valueName {
                if parts.count > 1 {
                    value = parts[1]
                } else {
                    index += 1
                    guard index < arguments.count else {
                        throw UsageError(message: "Missing value for '\(option.name) <\(placeholder)>'", command: name)
                    }
                    value = arguments[index]
                }
            } else if parts.count > 1 {
                throw UsageError(message: "The flag '\(option.name)' does not take a value", command: name)
            }
            try option.apply(&options, value, spec)
            given.insert(option.name)
            index += 1
        }
        if !options.styles.isEmpty && name == .trace && !options.loopCheck {
            throw UsageError(message: "'--styles' compares style variants: on 'trace' it needs '--loop-check'", command: name)
        }
        if options.quiet, let format = options.format, !OutputFormats.quietFormats.contains(format) {
            throw UsageError(message: "'--quiet' shortens the text output: it does not go with '--format \(format)'",
                             command: name)
        }
        if name == .explore && options.explore.depth != nil && options.stepsGiven {
            throw UsageError(message: "'--depth' runs every sequence of one length: it does not go with '--steps'",
                             command: name)
        }
        try checkPositional(positional, of: spec)
        try checkPictureOptions(name, options, positional)
        for option in CommandTable.options(of: name) where option.requiredBy.contains(name) && !given.contains(option.name) {
            throw UsageError(message: "Missing expected argument '\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")'",
                             command: name)
        }
        if spec.argumentsRequired && positional.isEmpty {
            throw UsageError(message: "Missing expected argument '\(spec.argumentName)\(spec.arguments.many ? " ..." : "")'",
                             command: name)
        }
        return .invocation(Invocation(command: name, arguments: positional, options: options))
    }

    /// `Unknown subcommand 'runn'. Did you mean 'run'?`
    private static func unknownSubcommand(_ word: String) -> UsageError {
        let hint = Suggestions.closest(to: word, in: CommandTable.commands.map(\.name.rawValue))
            .map { ". Did you mean '\($0)'?" } ?? ""
        return UsageError(message: "Unknown subcommand '\(word)'\(hint)", command: nil)
    }

    /// Positional arguments the command does not take: one too many, any for a command
    /// that takes none, a value outside a fixed list (`completion tcsh`).
    private static func checkPositional(_ positional: [String], of spec: CommandSpec) throws(UsageError) {
        let name = spec.name
        if spec.arguments.isNone, let extra = positional.first {
            throw UsageError(message: "Unexpected argument '\(extra)': \(name.rawValue) takes no arguments", command: name)
        }
        if !spec.arguments.many && positional.count > 1 {
            let one = spec.arguments.completion == .files ? "one file" : "one \(spec.argumentName)"
            throw UsageError(message: "Unexpected argument '\(positional[1])': \(name.rawValue) takes \(one)", command: name)
        }
        if case .choices(let values) = spec.arguments.completion, let wrong = positional.first(where: { !values.contains($0) }) {
            throw CommandTable.invalidChoice(wrong, of: values, for: spec.argumentName, name)
        }
    }

    /// `Unknown option '--x'`, with the command's option of the nearest spelling
    /// (`--run` on `explore`: `--runs`), or else the commands that take it.
    private static func unknownOption(_ argument: String, _ name: String, command: CommandName) -> UsageError {
        var message = "Unknown option '\(argument)'"
        let own = CommandTable.options(of: command).map(\.name) + ["--help"]
        // A long spelling of a one-letter option (`--output` for `-o`) means that option.
        let short = own.first { $0.utf8.count == 2 && name.hasPrefix("-" + $0) }
        if let near = Suggestions.closest(to: name, in: own) ?? short {
            message += ". Did you mean '\(near)'?"
        } else if let option = CommandTable.option(named: name) {
            message += ": it is an option of " + CommandTable.quotedList(option.commands.map(\.rawValue))
        } else if let near = Suggestions.closest(to: name, in: CommandTable.options.map(\.name)),
                  let option = CommandTable.option(named: near) {
            // `run --loopchek`: the near spelling is another command's option.
            message += ". Did you mean '\(near)'? It is an option of " + CommandTable.quotedList(option.commands.map(\.rawValue))
        }
        return UsageError(message: message, command: command)
    }
}
