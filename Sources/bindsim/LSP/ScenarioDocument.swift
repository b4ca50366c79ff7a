/// One open scenario as the language server knows it: its text, what the front end and
/// `check`'s analysis say of it, and its index of names. Made anew on every change (full
/// document sync), so every answer reads one consistent state.
struct ScenarioDocument {
    let uri: String
    let version: Int?
    let file: SourceFile
    /// Exactly what `bindsim check` reports: the front end's diagnostics and, for a file
    /// that checks, the static cycle warnings and round-trip diagnostics (`StaticCheck`).
    let diagnostics: [Diagnostic]
    /// The statements as parsed, broken ones left out; nil for a file rejected whole.
    let syntax: Program?
    let index: SymbolIndex

    init(uri: String, version: Int?, text: String) {
        self.init(uri: uri, version: version, file: SourceFile(path: uri, text: text))
    }

    init(uri: String, version: Int?, file: SourceFile) {
        self.uri = uri
        self.version = version
        self.file = file
        let read = Frontend.read(file)
        var diagnostics = read.diagnostics
        if let program = read.program {
            diagnostics += StaticCheck(program: program).diagnostics
        }
        self.diagnostics = diagnostics
        syntax = read.syntax
        index = SymbolIndex(statements: read.syntax?.statements ?? [])
    }

    /// The document after `changes` (`contentChanges` of `didChange`): a change without a
    /// range replaces the whole text, one with a range replaces that part.
    func applying(_ changes: [JSONValue], version: Int?, encoding: PositionEncoding) -> ScenarioDocument? {
        var bytes = file.bytes
        for change in changes {
            guard let text = change["text"]?.stringValue else { return nil }
            guard let range = change["range"], !range.isNull else {
                bytes = Array(text.utf8)
                continue
            }
            guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else { return nil }
            let map = PositionMap(file: SourceFile(path: uri, bytes: bytes), encoding: encoding)
            let low = map.offset(of: start)
            let high = max(low, map.offset(of: end))
            bytes.replaceSubrange(low..<high, with: Array(text.utf8))
        }
        return ScenarioDocument(uri: uri, version: version, file: SourceFile(path: uri, bytes: bytes))
    }

    func positions(_ encoding: PositionEncoding) -> PositionMap {
        PositionMap(file: file, encoding: encoding)
    }

    /// The diagnostics whose range holds `offset` (an empty range, the offset it is at).
    func diagnostics(at offset: Int) -> [Diagnostic] {
        diagnostics.filter { $0.range.start.offset <= offset && offset <= $0.range.end.offset }
    }

    /// The diagnostics whose range meets `offsets`.
    func diagnostics(meeting offsets: Range<Int>) -> [Diagnostic] {
        diagnostics.filter { $0.range.start.offset <= offsets.upperBound && offsets.lowerBound <= $0.range.end.offset }
    }
}
