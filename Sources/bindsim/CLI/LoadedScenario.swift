/// A scenario file read, parsed and checked: the prologue every command that takes a
/// scenario starts with (run, trace, check, explore, graph, report, test).
struct LoadedScenario {
    /// The file, named as the command shows it.
    let file: SourceFile
    let program: Program

    /// Reads, parses and checks the scenario at `path`, shown as `shownAs` (by default
    /// the path as given, `<stdin>` for `-`). Why it cannot be read and the front end's
    /// diagnostics go to `reporter`; nil when it cannot be read or does not check.
    static func load(_ path: String, shownAs: String? = nil, reportingTo reporter: Reporter) -> LoadedScenario? {
        let shown = shownAs ?? ScenarioPaths.shown(path)
        let file: SourceFile
        do {
            file = try ScenarioLoader.load(path, shownAs: shown)
        } catch {
            if case .unreadable(_, let reason) = error { reporter.report(.unreadable(path: shown, reason: reason)) }
            return nil
        }
        let (program, diagnostics) = Frontend.parseAndCheck(file)
        reporter.report(.diagnostics(diagnostics, in: file))
        return program.map { LoadedScenario(file: file, program: $0) }
    }
}
