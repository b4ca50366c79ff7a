// fish: one `complete` line per subcommand, option and argument list, each guarded by a
// condition on the subcommand already typed.
extension CompletionScript {
    var fish: String {
        var lines = [
            "# fish completion for bindsim \(CommandTable.version), made by 'bindsim completion fish' from its command table.",
            "# Install: bindsim completion fish > ~/.config/fish/completions/bindsim.fish",
            "function __bindsim_command",
            "    for token in (commandline -opc)[2..-1]",
            "        switch $token",
            "            case '-*'",
            "            case '*'",
            "                echo $token",
            "                return",
            "        end",
            "    end",
            "end",
            "function __bindsim_using",
            "    set -l command (__bindsim_command)",
            "    test \"$command\" = \"$argv[1]\"",
            "end",
            "complete -c bindsim -f",
            "complete -c bindsim -n '__bindsim_using \"\"' -l version -d \(Self.fishQuoted(Self.versionText))",
            "complete -c bindsim -n '__bindsim_using \"\"' -s h -l help -d \(Self.fishQuoted(Self.helpText))",
        ]
        for spec in commands {
            lines.append("complete -c bindsim -n '__bindsim_using \"\"' -a \(spec.name.rawValue) -d "
                         + Self.fishQuoted(spec.abstract))
        }
        for spec in commands { lines += fishLines(spec) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` lines of one subcommand: its options, `-h`/`--help`, its arguments.
    private func fishLines(_ spec: CommandSpec) -> [String] {
        let head = "complete -c bindsim -n '__bindsim_using \(spec.name.rawValue)'"
        var lines = Self.options(of: spec.name).map { option -> String in
            let flag = option.name.hasPrefix("--") ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())"
            let value = option.valueName == nil ? "" : " -r" + fishValues(option.values)
            return "\(head) \(flag)\(value) -d \(Self.fishQuoted(option.help))"
        }
        lines.append("\(head) -s h -l help -d \(Self.fishQuoted(Self.helpText))")
        if !spec.arguments.isNone {
            lines.append("\(head)\(fishValues(Self.argumentValues(of: spec)))")
        }
        return lines
    }

    private func fishValues(_ values: Values) -> String {
        switch values {
        case .files: " -F"
        case .words(let words): " -f -a \(Self.fishQuoted(words.joined(separator: " ")))"
        case .nothing: " -f"
        }
    }

    /// A fish single-quoted string: backslash and quote escaped.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
