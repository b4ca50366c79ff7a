/// The shells `bindsim completion` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// A shell completion script, made from the command table and the format registry the way
/// swift-argument-parser's `--generate-completion-script` makes one from its declarations:
/// a command or option added to `CommandTable` is completed with no change here.
struct CompletionScript {
    let shell: CompletionShell
    /// The commands to complete (all of the table's, unless a test narrows them).
    var commands: [CommandSpec] = CommandTable.commands

    var text: String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// What a shell offers for a value, with `--format` and subcommand lists made concrete.
    enum Values: Equatable {
        case files
        case words([String])
        case nothing
    }

    /// One option of one command as the scripts offer it.
    struct Option {
        /// `--max-events`, `-o`.
        let name: String
        let help: String
        /// The value's name (`n`), or nil for a flag.
        let valueName: String?
        let values: Values
    }

    /// `-h, --help`, which every command takes.
    static let helpFlags = ["-h", "--help"]
    static let helpText = "Show help information."
    static let versionText = "Show the version."

    /// The options `command` takes, in table order (`-h`/`--help` aside), values resolved.
    static func options(of command: CommandName) -> [Option] {
        CommandTable.options(of: command).map { option in
            Option(name: option.name, help: HelpText.help(option, CommandTable.command(command)), valueName: option.valueName,
                   values: values(option.valueCompletion, of: command))
        }
    }

    /// What the command's positional arguments complete with.
    static func argumentValues(of spec: CommandSpec) -> Values {
        values(spec.arguments.completion, of: spec.name)
    }

    static func values(_ completion: ValueCompletion, of command: CommandName) -> Values {
        switch completion {
        case .files: .files
        case .choices(let words): .words(words)
        case .formats: .words(OutputFormats.names(of: command))
        case .subcommands: .words(CommandTable.commands.map(\.name.rawValue))
        case .none: .nothing
        }
    }

    /// Text inside single quotes of a POSIX shell (bash, zsh): `'` ends, escaped, reopens.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
