/// One open scenario as the language server knows it: its text, what the front end and
/// `check`'s analysis say of it, and its index of names. Made anew on every change (full
/// document sync), so every answer reads one consistent state. A text over the front end's
/// file limit is not kept (`sizeOverLimit`).
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
    /// The size of a text over the front end's file limit, of which the server keeps nothing
    /// (nil for a document it holds).
    let sizeOverLimit: Int?

    init(uri: String, version: Int?, text: String, limits: FrontendLimits = .standard) {
        let size = text.utf8.count
        if size > limits.maxFileSize {
            self.init(uri: uri, version: version, overLimit: size, limits: limits)
        } else {
            self.init(uri: uri, version: version, file: SourceFile(path: uri, text: text), limits: limits)
        }
    }

    init(uri: String, version: Int?, file: SourceFile, limits: FrontendLimits = .standard) {
        self.uri = uri
        self.version = version
        self.file = file
        sizeOverLimit = nil
        let read = Frontend.read(file, limits: limits)
        var diagnostics = read.diagnostics
        if let program = read.program {
            diagnostics += StaticCheck(program: program).diagnostics
        }
        self.diagnostics = diagnostics
        syntax = read.syntax
        index = SymbolIndex(statements: read.syntax?.statements ?? [])
    }

    /// A document whose text is over the front end's file limit: the server keeps none of it,
    /// only the error `check` gives such a file (E0001), so a client cannot make the server
    /// hold more than the limit however it grows a document. Ranged changes to it are ignored
    /// (the text they apply to is gone) until a change sends the whole text again.
    init(uri: String, version: Int?, overLimit size: Int, limits: FrontendLimits = .standard) {
        self.uri = uri
        self.version = version
        file = SourceFile(path: uri, bytes: [])
        sizeOverLimit = size
        diagnostics = [Diagnostic(.error, .fileTooLarge(limit: limits.maxFileSize), at: SourceRange(at: .start),
                                  help: .documentNotKept, note: "the document is \(size) bytes")]
        syntax = nil
        index = SymbolIndex(statements: [])
    }

    /// What `didChange`'s changes leave.
    enum ChangedText {
        case text([UInt8])
        /// A text over the file limit (its size): the server keeps none of it.
        case overLimit(Int)
        /// A change that is not one (no `text`, a range that is not positions): nothing changes.
        case malformed
    }

    /// The text after `changes` (`contentChanges` of `didChange`), each applied to the text
    /// the one before it left: a change without a range replaces the whole text, one with a
    /// range replaces that part. Edits go through one `EditedText`, so many small edits of a
    /// large document cost their own size, not the document's each.
    func text(applying changes: [JSONValue], encoding: PositionEncoding, limits: FrontendLimits = .standard)
        -> ChangedText {
        var edited = sizeOverLimit == nil ? EditedText(file) : nil
        var sizeOverLimit = sizeOverLimit
        for change in changes {
            guard let text = change["text"]?.stringValue else { return .malformed }
            guard let range = change["range"], !range.isNull else {
                // Dropped first, so the old text and the new are not held together.
                edited = nil
                if text.utf8.count > limits.maxFileSize {
                    sizeOverLimit = text.utf8.count
                } else {
                    edited = EditedText(bytes: Array(text.utf8))
                    sizeOverLimit = nil
                }
                continue
            }
            guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else { return .malformed }
            // Mutated in place (`edited!`): a copy would copy the whole text at every change.
            guard edited != nil else { continue }
            let span = edited!.span(from: start, to: end, encoding: encoding)
            let size = edited!.count - span.bytes.count + text.utf8.count
            if size > limits.maxFileSize {
                edited = nil
                sizeOverLimit = size
                continue
            }
            edited!.replace(span, with: text.utf8)
        }
        guard let edited else { return .overLimit(sizeOverLimit ?? 0) }
        return .text(edited.bytes)
    }

    /// Where a scan of the text before `offset` may start: the start of the last top-level
    /// statement the parser read before it (outside any string, comment, bracket or block).
    func scanStart(before offset: Int) -> Int {
        let statements = syntax?.statements ?? []
        var low = 0
        var high = statements.count
        while low < high {
            let mid = (low + high) / 2
            if statements[mid].range.start.offset < offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? statements[low - 1].range.start.offset : 0
    }

    /// The name at `offset` (hover, definition, references): the index's, else — in a statement
    /// the parser gave up on, which the index does not have — the word there, read as
    /// completion reads a place: a node or label declared before the statement, an operator
    /// after a dot, a builtin in an expression. Never a word in a string or comment.
    func occurrence(at offset: Int) -> SymbolIndex.Occurrence? {
        if let occurrence = index.occurrence(at: offset) { return occurrence }
        let bytes = file.bytes
        guard offset >= 0, offset <= bytes.count else { return nil }
        var start = offset
        var end = offset
        while start > 0, Byte.isIdentifierPart(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, Byte.isIdentifierPart(bytes[end]) { end += 1 }
        guard start < end, Byte.isIdentifierStart(bytes[start]) else { return nil }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let context = CompletionContext(bytes, offset: end, scanFrom: scanStart(before: start))
        let role: SymbolIndex.Role? = switch context.place {
        case .operatorAfterDot:
            OperatorCatalog.all.firstIndex { $0.name == word || $0.aliases.contains(word) }.map { .operatorName($0) }
        case .stream, .node, .expression, .expectation, .label:
            if let declaration = index.declarations[word], declaration.range.start.offset < context.statementStart {
                .nodeUse
            } else if let subscription = index.subscriptions[word],
                      subscription.statement.range.start.offset < context.statementStart {
                .labelUse
            } else {
                BuiltinFunction(rawValue: word).map { .builtin($0) }
            }
        default:
            nil
        }
        return role.map { SymbolIndex.Occurrence(name: word, range: start..<end, role: $0) }
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
