/// Help and usage text in swift-argument-parser's layout, derived from `CommandTable`.
enum HelpText {
    /// `bindsim trace <files> ... [--loop-check] [<options>]`: the flags only this
    /// command takes are named; the rest are `<options>`.
    static func usage(_ command: CommandName?) -> String {
        guard let command else { return "bindsim <subcommand>" }
        let spec = CommandTable.command(command)
        if command == .help { return "bindsim help [\(spec.argumentName)]" }
        var text = "bindsim \(command.rawValue)"
        let arguments = spec.arguments.many ? "\(spec.argumentName) ..." : spec.argumentName
        if !spec.arguments.isNone { text += spec.argumentsRequired ? " " + arguments : " [\(arguments)]" }
        for option in CommandTable.options(of: command) where option.commands.count == 1 || option.requiredBy.contains(command) {
            let shown = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            text += option.requiredBy.contains(command) ? " \(shown)" : " [\(shown)]"
        }
        return text + " [<options>]"
    }

    static func help(_ command: CommandName?) -> String {
        guard let command else { return overview }
        let spec = CommandTable.command(command)
        var text = "OVERVIEW: \(spec.overview)\n\nUSAGE: \(usage(command))\n"
        if !spec.arguments.isNone { text += "\nARGUMENTS:\n" + row(spec.argumentName, spec.argumentHelp) + "\n" }
        guard command != .help else { return text }
        text += "\nOPTIONS:\n"
        for option in CommandTable.options(of: command) {
            let name = option.name + (option.valueName.map { " <\($0)>" } ?? "")
            text += row(name, help(option, spec)) + "\n"
        }
        text += row("-h, --help", "Show help information.") + "\n"
        return text
    }

    /// An option's help line (`--format`'s lists the command's formats and its default).
    static func help(_ option: OptionSpec, _ command: CommandSpec) -> String {
        guard option.name == "--format" else { return option.help }
        let values = command.formats
        let list = values.count == 2 ? "\(values[0]) or \(values[1])"
            : values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
        let notes = values.compactMap { name in OutputFormats.help(of: name).map { "\(name): \($0)" } }
        let described = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
        return "Output format: \(list)\(described) (default: \(values.first ?? "text"))"
    }

    private static func row(_ name: String, _ help: String) -> String {
        let label = "  " + name
        return label.count < 26 ? label + String(repeating: " ", count: 26 - label.count) + help
            : label + "\n" + String(repeating: " ", count: 26) + help
    }

    private static var overview: String {
        var text = "OVERVIEW: \(CommandTable.overview)\n\nUSAGE: bindsim <subcommand>\n\nOPTIONS:\n"
        text += row("--version", "Show the version.") + "\n" + row("-h, --help", "Show help information.") + "\n"
        text += "\nSUBCOMMANDS:\n"
        for spec in CommandTable.commands {
            text += row(spec.name.rawValue, spec.abstract) + "\n"
        }
        return text + "\n  See 'bindsim help <subcommand>' for detailed help.\n"
    }
}
