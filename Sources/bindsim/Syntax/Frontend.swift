/// The front end's entry points: bytes in, a checked `Program` and diagnostics out.
enum Frontend {
    /// Parses and checks a scenario file. `program` is nil exactly when there are errors;
    /// diagnostics come in source order (a final `too many errors` note last).
    static func parseAndCheck(_ file: SourceFile, limits: FrontendLimits = .standard)
        -> (program: Program?, diagnostics: [Diagnostic]) {
        let result = read(file, limits: limits)
        return (result.program, result.diagnostics)
    }

    /// What an editor needs of a file that may be half typed: `parseAndCheck`'s program and
    /// diagnostics, and the statements as parsed (`syntax`), which a file with errors still
    /// has: a broken statement is left out or holds `.invalid` placeholders. `syntax` is the
    /// checked program when there is one, and nil only for a file rejected whole (too large,
    /// binary, not UTF-8).
    static func read(_ file: SourceFile, limits: FrontendLimits = .standard)
        -> (program: Program?, syntax: Program?, diagnostics: [Diagnostic]) {
        let engine = DiagnosticEngine(limit: limits.maxErrors)
        guard let parsed = parse(file, limits: limits, engine: engine) else { return (nil, nil, engine.sorted()) }
        // Made only for a file with errors (the checked program serves otherwise).
        func unchecked() -> Program {
            var program = Program(title: parsed.title, statements: parsed.statements, symbols: parsed.symbols)
            program.languageVersion = parsed.languageVersion
            program.semantics = parsed.semantics
            program.semanticsRange = parsed.semanticsRange
            program.swiftUI = parsed.swiftUI
            return program
        }
        guard !engine.isFull else { return (nil, unchecked(), engine.sorted()) }
        var checker = Checker(file: file, diagnostics: engine, symbols: parsed.symbols)
        checker.semantics = parsed.semantics
        checker.swiftUI = parsed.swiftUI
        checker.check(parsed.statements)
        // A `semantics` line stands before every statement: it is the first newer word when written.
        if let version = parsed.languageVersion, version < Parser.languageVersion,
           let word = parsed.semanticsRange.map({ LanguageVersions.Word(spelling: "semantics", version: 4, range: $0) })
                ?? LanguageVersions.firstNewerWord(in: parsed.statements, than: version) {
            engine.report(Diagnostic(.warning, .wordOfLaterVersion(word: word.spelling, version: word.version, file: version),
                                     at: word.range, help: .sayLanguageVersion(word.version)))
        }
        guard !engine.hasErrors else { return (nil, unchecked(), engine.sorted()) }
        var program = Program(title: parsed.title, statements: parsed.statements,
                              declarationStatements: checker.declarationStatements, symbols: parsed.symbols,
                              indexBySymbol: checker.nodeBySymbol)
        program.languageVersion = parsed.languageVersion
        program.semantics = parsed.semantics
        program.semanticsRange = parsed.semanticsRange
        program.swiftUI = parsed.swiftUI
        return (program, program, engine.sorted())
    }

    /// Parses without checking (for tests and tools); the statements may contain `.invalid`
    /// placeholders where errors were reported.
    static func parseOnly(_ file: SourceFile, limits: FrontendLimits = .standard)
        -> (program: Program?, diagnostics: [Diagnostic]) {
        let engine = DiagnosticEngine(limit: limits.maxErrors)
        let parsed = parse(file, limits: limits, engine: engine)
        return (parsed.map {
            var program = Program(title: $0.title, statements: $0.statements, symbols: $0.symbols)
            program.languageVersion = $0.languageVersion
            program.semantics = $0.semantics
            program.semanticsRange = $0.semanticsRange
            program.swiftUI = $0.swiftUI
            return program
        }, engine.sorted())
    }

    /// What the parser read of a file, before the checker.
    private struct ParsedFile {
        let title: String?
        let languageVersion: Int?
        let semantics: Semantics
        let semanticsRange: SourceRange?
        let swiftUI: Bool
        let statements: [Statement]
        let symbols: NameTable
    }

    /// Rejects oversized, binary and non-UTF-8 files with a single diagnostic, then lexes and parses.
    private static func parse(_ file: SourceFile, limits: FrontendLimits, engine: DiagnosticEngine)
        -> ParsedFile? {
        if file.bytes.count > limits.maxFileSize {
            engine.error(.fileTooLarge(limit: limits.maxFileSize), at: SourceRange(at: .start), help: .limitsDocumented)
            return nil
        }
        return file.bytes.withUnsafeBufferPointer { buffer -> ParsedFile? in
            if let (problem, offset) = ByteValidation.firstProblem(in: buffer) {
                let start = file.location(ofOffset: offset)
                var end = start
                end.offset += 1
                end.column += 1
                let message: DiagnosticMessage = problem == .nulByte ? .binaryFile : .invalidUTF8
                engine.error(message, at: SourceRange(start: start, end: end))
                return nil
            }
            let startOffset = file.hasByteOrderMark ? 3 : 0
            let lexer = Lexer(bytes: buffer, startOffset: startOffset, diagnostics: engine, limits: limits)
            var parser = Parser(lexer: lexer)
            let statements = parser.parseFile()
            return ParsedFile(title: parser.title, languageVersion: parser.declaredLanguageVersion,
                              semantics: parser.semantics, semanticsRange: parser.semanticsRange, swiftUI: parser.swiftUI,
                              statements: statements, symbols: parser.names.table())
        }
    }
}
