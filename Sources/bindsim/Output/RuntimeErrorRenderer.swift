/// Renders a run-time error in the diagnostics layout.
func renderRuntimeError(_ error: RuntimeError, in file: SourceFile, color: Bool) -> String {
    renderDiagnostics([Diagnostic(.error, .runtime(error.message), at: error.range,
                                  help: error.message.help.map(DiagnosticHelp.runtime))],
                      in: file, color: color)
}
