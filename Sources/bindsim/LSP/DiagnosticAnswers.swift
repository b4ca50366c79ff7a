/// Diagnostics as the protocol carries them, and the code actions their did-you-means make.
enum DiagnosticAnswers {
    /// `textDocument/publishDiagnostics` for a document: every diagnostic `check` reports,
    /// an empty list when there is none (which clears the editor's).
    static func publish(_ document: ScenarioDocument, encoding: PositionEncoding) -> JSONValue {
        let map = document.positions(encoding)
        var params: [(String, JSONValue)] = [("uri", .string(document.uri))]
        if let version = document.version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(document.diagnostics.map { json($0, map) })))
        return .object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
                        ("params", .object(params))])
    }

    /// `textDocument/publishDiagnostics` with no diagnostics, for a document closed.
    static func cleared(uri: String) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
                 ("params", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))])
    }

    /// One diagnostic: its range, severity (an error, a warning, a note as information),
    /// code, and message with its note and help on the lines after it, as `check` prints them.
    static func json(_ diagnostic: Diagnostic, _ map: PositionMap) -> JSONValue {
        .object([
            ("range", map.range(diagnostic.range)),
            ("severity", .int(severity(diagnostic.severity))),
            ("code", .string(diagnostic.code)),
            ("source", .string("bindsim")),
            ("message", .string(fullText(diagnostic))),
        ])
    }

    static func severity(_ severity: DiagnosticSeverity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The message, then `note: ...` and `help: ...` lines when it has them.
    static func fullText(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.text
        if let note = diagnostic.note { text += "\nnote: " + note }
        if let help = diagnostic.help { text += "\nhelp: " + help.text }
        return text
    }

    /// The word a diagnostic's did-you-mean offers for the text at its range, if it has one.
    static func replacement(for diagnostic: Diagnostic) -> String? {
        switch diagnostic.help {
        case .didYouMean(let word)?, .doubleOperator(let word)?: word
        default: nil
        }
    }

    /// `textDocument/codeAction`: a quick fix for each diagnostic in `range` whose help is a
    /// did-you-mean, replacing the diagnostic's range with the word it suggests.
    static func codeActions(_ document: ScenarioDocument, range: Range<Int>, only: [String]?,
                            encoding: PositionEncoding) -> JSONValue {
        if let only, !only.contains(where: { "quickfix".hasPrefix($0) }) { return .array([]) }
        let map = document.positions(encoding)
        var actions: [JSONValue] = []
        for diagnostic in document.diagnostics(meeting: range) {
            guard let word = replacement(for: diagnostic),
                  let replaced = replacedSpan(diagnostic.range, by: word, in: document.file) else { continue }
            let written = document.file.text(fromOffset: replaced.lowerBound, to: replaced.upperBound)
            let edit: JSONValue = .object([("range", map.range(replaced)), ("newText", .string(word))])
            actions.append(.object([
                ("title", .string("Replace '\(FoundText.sanitized(written))' with '\(word)'")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([json(diagnostic, map)])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(document.uri, .array([edit]))]))])),
            ]))
        }
        return .array(actions)
    }

    /// What a suggested word replaces: the name at the start of the diagnostic's range (a
    /// type's range takes its `?` too, which stays), or the whole range when the word is
    /// punctuation (`==` for `=`); nil when the range holds no name to replace.
    private static func replacedSpan(_ range: SourceRange, by word: String, in file: SourceFile) -> Range<Int>? {
        let start = range.start.offset
        let end = min(max(start, range.end.offset), file.bytes.count)
        guard let first = word.utf8.first, Byte.isIdentifierStart(first) else { return start..<end }
        var nameEnd = start
        while nameEnd < end, Byte.isIdentifierPart(file.bytes[nameEnd]) { nameEnd += 1 }
        return nameEnd > start ? start..<nameEnd : nil
    }
}
