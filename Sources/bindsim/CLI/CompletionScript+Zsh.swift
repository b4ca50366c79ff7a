// zsh: `_arguments` for the subcommand, then a second `_arguments` per subcommand with its
// options (each with its help and what its value completes with) and its arguments.
extension CompletionScript {
    var zsh: String {
        var lines = [
            "#compdef bindsim",
            "# zsh completion for bindsim \(CommandTable.version), made by 'bindsim completion zsh' from its command table.",
            "# Install: bindsim completion zsh > ~/.zsh/completions/_bindsim (a folder on $fpath), then compinit",
            "_bindsim() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    _arguments -C \\",
            "        \(Self.singleQuoted("(- *)--version[\(Self.zshEscaped(Self.versionText))]")) \\",
            "        \(zshHelp) \\",
            "        '1:command:->command' \\",
            "        '*::argument:->argument'",
            "    case $state in",
            "        command)",
            "            local -a commands",
            "            commands=(",
        ]
        for spec in commands {
            lines.append("                " + Self.singleQuoted("\(spec.name.rawValue):\(spec.abstract)"))
        }
        lines += [
            "            )",
            "            _describe -t commands 'bindsim command' commands",
            "            ;;",
            "        argument)",
            "            case $line[1] in",
        ]
        for spec in commands { lines += zshCase(spec) }
        lines += [
            "            esac",
            "            ;;",
            "    esac",
            "}",
            "_bindsim \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private var zshHelp: String {
        "'(- *)'{-h,--help}" + Self.singleQuoted("[\(Self.zshEscaped(Self.helpText))]")
    }

    /// The `case` branch of one subcommand: one `_arguments` spec a line.
    private func zshCase(_ spec: CommandSpec) -> [String] {
        var specs = Self.options(of: spec.name).map { option -> String in
            let explained = "[\(Self.zshEscaped(option.help))]"
            guard let valueName = option.valueName else { return Self.singleQuoted(option.name + explained) }
            // `--name=`: the value may follow as the next word or after '='.
            return Self.singleQuoted(option.name + "=" + explained + ":\(valueName):" + zshAction(option.values))
        }
        specs.append(zshHelp)
        if !spec.arguments.isNone {
            let repeats = spec.arguments.many ? "*" : ""
            let name = spec.argumentName.trimmingCharacters(in: ["<", ">"])
            specs.append(Self.singleQuoted("\(repeats):\(name):" + zshAction(Self.argumentValues(of: spec))))
        }
        var lines = ["                \(spec.name.rawValue))", "                    _arguments \\"]
        for (index, line) in specs.enumerated() {
            lines.append("                        " + line + (index == specs.count - 1 ? "" : " \\"))
        }
        lines.append("                    ;;")
        return lines
    }

    private func zshAction(_ values: Values) -> String {
        switch values {
        case .files: "_files"
        case .words(let words): "(\(words.joined(separator: " ")))"
        case .nothing: " "
        }
    }

    /// Text of an `_arguments` explanation: brackets and backslashes escaped.
    static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
    }
}
