// libFuzzer target for the scenario front end (lexer, parser, checker, renderer).
// Built by Fuzz/run.sh together with Sources/bindsim/Syntax, Sources/bindsim/Diagnostics and
// the tests' ASTDumper; not part of the SwiftPM build. Any crash, sanitizer report, trap or
// broken invariant below is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func frontendFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "fuzz.txt", bytes: bytes)
    let result = Frontend.parseAndCheck(file)
    let hasErrors = result.diagnostics.contains { $0.severity == .error }

    // The program exists exactly when there are no errors.
    precondition((result.program == nil) == hasErrors, "program/diagnostics disagree")
    // The caps hold: at most 50 errors and 50 warnings, each cap marked by one note.
    let limit = FrontendLimits.standard.maxErrors
    let codes = result.diagnostics.map(\.code)
    precondition(codes.filter { $0 == "E0013" }.count <= 1 && codes.filter { $0 == "W0302" }.count <= 1,
                 "a cap note repeated")
    precondition(result.diagnostics.filter { $0.severity == .error && $0.code != "E0013" }.count <= limit,
                 "too many errors")
    precondition(result.diagnostics.filter { $0.severity == .warning }.count <= limit, "too many warnings")
    // Diagnostics come in source order, the cap notes included.
    let offsets = result.diagnostics.map(\.range.start.offset)
    precondition(offsets == offsets.sorted(), "diagnostics out of source order")

    for diagnostic in result.diagnostics {
        let range = diagnostic.range
        precondition(range.start.offset >= 0 && range.start.offset <= bytes.count, "start outside the file")
        precondition(range.end.offset >= range.start.offset && range.end.offset <= bytes.count + 1, "bad range end")
        // The lexer's incremental line/column agrees with the file's own lookup.
        let expected = file.location(ofOffset: range.start.offset)
        precondition(expected == range.start, "location mismatch: \(range.start) vs \(expected)")
        precondition(!diagnostic.text.isEmpty && diagnostic.text.last != ".", "bad message text")
    }

    // Rendering never fails and is deterministic; so is a second parse.
    let plain = renderDiagnostics(result.diagnostics, in: file, color: false)
    _ = renderDiagnostics(result.diagnostics, in: file, color: true)
    let again = Frontend.parseAndCheck(file)
    precondition(renderDiagnostics(again.diagnostics, in: file, color: false) == plain, "nondeterministic diagnostics")

    if let program = result.program {
        let dump = ASTDumper.dump(program, ranges: true)
        if let second = again.program {
            precondition(ASTDumper.dump(second, ranges: true) == dump, "nondeterministic AST")
        }
    }
    return 0
}
