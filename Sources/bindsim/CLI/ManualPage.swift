/// bindsim's manual page in roff (man(7) macros), made from the command table, the format
/// registry and the exit codes the way swift-argument-parser's `generate-manual` makes one
/// from its declarations: a command or option added to `CommandTable` appears with no
/// change here. `bindsim manual > bindsim.1; man ./bindsim.1`.
struct ManualPage {
    /// The commands to describe (all of the table's, unless a test narrows them).
    var commands: [CommandSpec] = CommandTable.commands

    var text: String {
        var lines = [
            #".\" bindsim's manual page, made by 'bindsim manual' from its command table."#,
            ".TH BINDSIM 1 \"\" \"bindsim \(CommandTable.version)\" \"bindsim manual\"",
            // Ragged right and no hyphenation: option names and usages read as they are typed.
            ".nh",
            ".ad l",
            ".SH NAME",
            #"bindsim \- simulate reactive two-way bindings from scenario files"#,
            ".SH SYNOPSIS",
            ".B bindsim",
            ".I subcommand",
            ".RI [ arguments ]",
            ".RI [ options ]",
            ".br",
            #".B bindsim \-\-version"#,
            ".SH DESCRIPTION",
            Self.roff(CommandTable.overview.replacingOccurrences(of: "\n", with: " ")),
            ".PP",
            "Each subcommand and its options below; \\fBbindsim help\\fR \\fIsubcommand\\fR prints the same.",
            ".SH OPTIONS",
            ".TP",
            #".B \-\-version"#,
            Self.roff(CompletionScript.versionText),
            ".TP",
            #".BR \-h ", " \-\-help"#,
            Self.roff(CompletionScript.helpText),
            ".SH COMMANDS",
        ]
        for spec in commands { lines += command(spec) }
        lines += exitStatus + trailer
        return lines.joined(separator: "\n") + "\n"
    }

    /// One subcommand: its usage as a subsection, what it does, its arguments and options.
    private func command(_ spec: CommandSpec) -> [String] {
        var lines = [".SS " + Self.quotedArgument(HelpText.usage(spec.name)), Self.roff(spec.overview)]
        if !spec.arguments.isNone {
            lines += [".TP", ".I " + Self.quotedArgument(spec.argumentName), Self.roff(spec.argumentHelp)]
        }
        for option in CommandTable.options(of: spec.name) {
            let name = Self.optionName(option.name)
            let shown = option.valueName.map { ".BI \(name) \" <\(Self.roff($0))>\"" } ?? ".B \(name)"
            lines += [".TP", shown, Self.roff(HelpText.help(option, spec))]
        }
        lines += [".TP", #".BR \-h ", " \-\-help"#, Self.roff(CompletionScript.helpText)]
        return lines
    }

    private var exitStatus: [String] {
        [".SH EXIT STATUS", "With several files the highest status wins."]
            + ExitCode.allCases.flatMap { [".TP", ".B \($0.rawValue)", Self.roff($0.meaning)] }
    }

    private var trailer: [String] {
        [
            ".SH ENVIRONMENT",
            ".TP",
            ".B NO_COLOR",
            #"When set, \-\-color auto (the default) writes no color."#,
            ".SH FILES",
            ".TP",
            ".I Scenarios/",
            Self.roff("The folder 'bindsim test' reads when given no path: each X.txt beside its golden X.expected."),
            ".SH SEE ALSO",
            Self.roff("docs/cli.md (commands, options, the trace and JSON formats) and docs/language.md (the scenario "
                      + "language, its diagnostic codes) in bindsim's repository; CHANGELOG.md for what each version changed."),
        ]
    }

    /// `--max-events` as roff writes an option: its hyphens are minus signs.
    static func optionName(_ name: String) -> String {
        name.replacingOccurrences(of: "-", with: #"\-"#)
    }

    /// Text on a line of its own: backslashes escaped, and a leading `.` or `'` kept from
    /// reading as a request.
    static func roff(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: #"\e"#)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? #"\&"# + escaped : escaped
    }

    /// A macro argument in double quotes (a double quote inside written `\(dq`).
    static func quotedArgument(_ text: String) -> String {
        "\"" + roff(text).replacingOccurrences(of: "\"", with: #"\(dq"#) + "\""
    }
}
