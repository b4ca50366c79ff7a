/// Where a command's output goes: the one interface every output format implements.
/// A reporter hears a run's events as its `RunListener` (each with a default that
/// ignores it) and every other result through one `report(_:)`, whose default writes
/// the result as the text format does. A format implements what it shows its own way;
/// what it leaves to the defaults reads as text. Printers render what the
/// interpreter and Analysis decided; they compute no semantics.
protocol Reporter: RunListener {
    /// The console the reporter writes to (the default `report(_:)` writes text there).
    var console: Console { get }
    /// One result of the command: diagnostics, a loop check, a summary, ...
    func report(_ result: CommandResult)
    /// The output about one scenario file begins (before the file is read); `path` as shown.
    func scenarioFileBegins(path: String)
}

extension Reporter {
    func report(_ result: CommandResult) {
        TextReporter(console: console, color: false, detail: .full).report(result)
    }

    func scenarioFileBegins(path: String) {}
}
