// bash: one function that finds the subcommand among the words before the cursor, then
// completes an option's value, an option, or the command's arguments.
extension CompletionScript {
    var bash: String {
        var lines = [
            "# bash completion for bindsim \(CommandTable.version), made by 'bindsim completion bash' from its command table.",
            "# Install: bindsim completion bash > ~/.local/share/bash-completion/completions/bindsim",
            "_bindsim_files() {",
            "    compopt -o filenames 2>/dev/null",
            "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "}",
            "_bindsim_words() {",
            "    mapfile -t COMPREPLY < <(compgen -W \"$1\" -- \"$cur\")",
            "}",
            "_bindsim() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" command=\"\" i",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    # --name=value: bash splits the word at '='.",
            "    if [[ \"$cur\" == \"=\" ]]; then",
            "        cur=\"\"",
            "    elif [[ \"$prev\" == \"=\" ]] && (( COMP_CWORD > 1 )); then",
            "        prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
            "    fi",
            "    for (( i = 1; i < COMP_CWORD; i++ )); do",
            "        case \"${COMP_WORDS[i]}\" in",
            "            -*|=) ;;",
            "            *) command=\"${COMP_WORDS[i]}\"; break ;;",
            "        esac",
            "    done",
            "    case \"$command\" in",
            "        \"\")",
            "            _bindsim_words \(Self.singleQuoted((commands.map(\.name.rawValue) + ["--version"] + Self.helpFlags).joined(separator: " ")))",
            "            ;;",
        ]
        for spec in commands { lines += bashCase(spec) }
        lines += [
            "    esac",
            "}",
            "complete -F _bindsim bindsim",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `case` branch of one subcommand.
    private func bashCase(_ spec: CommandSpec) -> [String] {
        let options = Self.options(of: spec.name)
        var lines = ["        \(spec.name.rawValue))"]
        let valued = options.filter { $0.valueName != nil }
        if !valued.isEmpty {
            lines.append("            case \"$prev\" in")
            for option in valued {
                lines.append("                \(option.name)) \(bashValues(option.values)); return ;;")
            }
            lines.append("            esac")
        }
        let names = (options.map(\.name) + Self.helpFlags).joined(separator: " ")
        lines += [
            "            if [[ \"$cur\" == -* ]]; then",
            "                _bindsim_words \(Self.singleQuoted(names))",
            "            else",
            "                \(bashValues(Self.argumentValues(of: spec)))",
            "            fi",
            "            ;;",
        ]
        return lines
    }

    private func bashValues(_ values: Values) -> String {
        switch values {
        case .files: "_bindsim_files"
        case .words(let words): "_bindsim_words \(Self.singleQuoted(words.joined(separator: " ")))"
        case .nothing: "COMPREPLY=()"
        }
    }
}
