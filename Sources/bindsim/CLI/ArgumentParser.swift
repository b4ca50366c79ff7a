/// Parses bindsim's command line, following swift-argument-parser's conventions:
/// `--name value` or `--name=value`, `--` ends options, `-h`/`--help` anywhere.
enum ArgumentParser {
    static let subcommands = ["run", "trace", "check", "test", "help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        switch first {
        case "--help", "-h": return .help(topic: nil)
        case "--version": return .version
        case "help":
            guard arguments.count <= 2 else {
                throw UsageError(message: "Unexpected argument '\(arguments[2])'", command: "help")
            }
            if arguments.count == 2 {
                guard subcommands.contains(arguments[1]) else {
                    throw UsageError(message: "Unknown subcommand '\(arguments[1])'", command: nil)
                }
                return .help(topic: arguments[1])
            }
            return .help(topic: nil)
        case "run", "trace", "check", "test":
            return try parseSubcommand(first, Array(arguments.dropFirst()))
        default:
            if first.hasPrefix("-") {
                throw UsageError(message: "Unknown option '\(first)'", command: nil)
            }
            let hint = Suggestions.closest(to: first, in: subcommands).map { ". Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "Unknown subcommand '\(first)'\(hint)", command: nil)
        }
    }

    private static func parseSubcommand(_ name: String, _ arguments: [String]) throws(UsageError) -> Command {
        var options = CommonOptions()
        var positional: [String] = []
        var loopCheck = false
        var update = false
        var index = 0
        var optionsEnded = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else {
                throw UsageError(message: "Missing value for '\(option) <\(placeholder(option))>'", command: name)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                index += 1
                continue
            }
            if argument == "--" { optionsEnded = true; index += 1; continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            switch option {
            case "-h", "--help": return .help(topic: name)
            case "--max-reentries":
                options.budgets.maxReentries = try count(try value(for: option, inline: inline), option, name)
            case "--max-events":
                options.budgets.maxEvents = try count(try value(for: option, inline: inline), option, name)
            case "--max-turns":
                options.budgets.maxTurns = try count(try value(for: option, inline: inline), option, name)
            case "--format":
                let raw = try value(for: option, inline: inline)
                guard let format = CommonOptions.Format(rawValue: raw) else {
                    throw UsageError(message: "The value '\(raw)' is invalid for '--format <format>'. "
                                     + "Please provide one of 'text' and 'json'.", command: name)
                }
                options.format = format
            case "--color":
                let raw = try value(for: option, inline: inline)
                guard let color = CommonOptions.ColorChoice(rawValue: raw) else {
                    throw UsageError(message: "The value '\(raw)' is invalid for '--color <when>'. "
                                     + "Please provide one of 'auto', 'always' and 'never'.", command: name)
                }
                options.color = color
            case "--loop-check" where name == "trace" && inline == nil:
                loopCheck = true
            case "--update" where name == "test" && inline == nil:
                update = true
            default:
                throw UsageError(message: "Unknown option '\(argument)'", command: name)
            }
            index += 1
        }
        switch name {
        case "test":
            return .test(paths: positional, update: update, options)
        default:
            guard !positional.isEmpty else {
                throw UsageError(message: "Missing expected argument '<files> ...'", command: name)
            }
            if name == "run" { return .run(files: positional, options) }
            if name == "check" { return .check(files: positional, options) }
            return .trace(files: positional, loopCheck: loopCheck, options)
        }
    }

    private static func count(_ raw: String, _ option: String, _ command: String) throws(UsageError) -> Int {
        guard let number = Int(raw), number > 0, number <= 1_000_000_000 else {
            throw UsageError(message: "The value '\(raw)' is invalid for '\(option) <n>': "
                             + "expected a whole number from 1 to 1000000000", command: command)
        }
        return number
    }

    private static func placeholder(_ option: String) -> String {
        switch option {
        case "--format": "format"
        case "--color": "when"
        default: "n"
        }
    }
}
