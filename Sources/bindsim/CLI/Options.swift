import BindKit

/// The options every command shares (see docs/cli.md).
struct CommonOptions {
    enum Format: String { case text, json }
    enum ColorChoice: String { case auto, always, never }

    var budgets = Budgets()
    var format = Format.text
    var color = ColorChoice.auto

    /// Whether to paint output written to the terminal with descriptor `descriptor`.
    func useColor(descriptor: Int32, environment: [String: String]) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"] == nil && isTerminal(descriptor)
        }
    }
}

/// A parsed command line.
enum Command {
    case run(files: [String], CommonOptions)
    case trace(files: [String], loopCheck: Bool, CommonOptions)
    case check(files: [String], CommonOptions)
    case test(paths: [String], update: Bool, CommonOptions)
    case help(topic: String?)
    case version
}

/// A mistake on the command line: printed as `Error: ...` with the usage, exit 64.
struct UsageError: Error {
    var message: String
    /// The subcommand whose usage to show, if known.
    var command: String?
}
