/// Command lines of the picture commands (`graph`, `trace --format marble|svg`,
/// `report`) that parse but ask for something the command cannot do.
extension ArgumentParser {
    static func checkPictureOptions(_ name: CommandName, _ options: ParsedOptions,
                                    _ positional: [String]) throws(UsageError) {
        switch name {
        case .trace where options.format == "svg":
            if options.loopCheck {
                throw UsageError(message: "'--loop-check' prints text: it does not go with '--format svg'", command: name)
            }
            if positional.count > 1 {
                throw UsageError(message: "Unexpected argument '\(positional[1])': '--format svg' draws one scenario",
                                 command: name)
            }
        case .graph:
            if options.budgetsGiven && !options.graphRun {
                throw UsageError(message: "budgets limit a run: on 'graph' they need '--run'", command: name)
            }
        default:
            break
        }
    }
}
