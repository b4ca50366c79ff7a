/// Turns the bytes of a scenario file into tokens, one at a time, tracking line and column.
///
/// It works on UTF-8 bytes and never builds a `String` except for a string literal's
/// value or a message. The file has been checked for NUL bytes and invalid UTF-8 before
/// the lexer runs. A newline always produces a `.newline` token; the parser decides where
/// newlines matter. Errors are reported to the engine and the lexer carries on.
final class Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let diagnostics: DiagnosticEngine
    private var reportedLoneCarriageReturn = false
    let limits: FrontendLimits
    var index: Int
    private(set) var line = 1
    var column = 1
    private var lineStart: Int
    /// A name token produced while skipping non-ASCII text, returned next.
    var pendingName: Token?
    /// Decoded string literal values; a `.string(id)` token refers to one. Kept out of
    /// the token so tokens are plain values (no reference counting on every copy).
    private var strings: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, startOffset: Int = 0, diagnostics: DiagnosticEngine, limits: FrontendLimits) {
        self.bytes = bytes
        self.diagnostics = diagnostics
        self.limits = limits
        self.index = startOffset
        self.lineStart = startOffset
    }

    /// The current position.
    var location: SourceLocation {
        SourceLocation(offset: index, line: line, column: column)
    }

    /// The next token; `.endOfFile` forever once the input is exhausted.
    func next() -> Token {
        while index < bytes.count {
            let start = location
            let byte = bytes[index]
            switch byte {
            case Byte.space, Byte.tab, Byte.carriageReturn:
                if byte == Byte.carriageReturn { checkCarriageReturn() }
                index += 1
                column += 1
            case Byte.newline:
                finishLine()
                let end = SourceLocation(offset: index + 1, line: line, column: column + 1)
                index += 1
                line += 1
                column = 1
                lineStart = index
                return Token(kind: .newline, range: SourceRange(start: start, end: end))
            case Byte.hash:
                skipComment()
            case Byte.quote:
                return lexString(from: start)
            case Byte.zero...Byte.nine:
                return lexNumber(from: start)
            case Byte.dollar:
                return lexElement(from: start)
            default:
                if Byte.isIdentifierStart(byte) {
                    return lexIdentifier(from: start)
                }
                if let token = lexPunctuation(from: start) {
                    return token
                }
                if let name = pendingName {
                    pendingName = nil
                    return name
                }
            }
        }
        finishLine()
        return Token(kind: .endOfFile, range: SourceRange(at: location))
    }

    /// The value of a string literal token.
    func string(_ id: Int) -> String {
        strings[id]
    }

    func store(_ value: String) -> Int {
        strings.append(value)
        return strings.count - 1
    }

    /// Source text between two offsets, for messages and names.
    func text(_ start: Int, _ end: Int) -> String {
        let low = max(0, min(start, bytes.count))
        let high = max(low, min(end, bytes.count))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
    }

    func text(_ range: SourceRange) -> String {
        text(range.start.offset, range.end.offset)
    }

    /// Moves over one byte of any kind on the current line, counting a column per scalar.
    func advanceByte() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    /// Moves over `count` ASCII bytes.
    func advanceASCII(_ count: Int = 1) {
        index += count
        column += count
    }

    private func skipComment() {
        while index < bytes.count, bytes[index] != Byte.newline {
            if bytes[index] == Byte.carriageReturn { checkCarriageReturn() }
            advanceByte()
        }
    }

    /// Reports the carriage return at `index` if it is a lone one, once per file: outside
    /// white space too, in a comment or a string, where whatever reads the text next may
    /// take it for a line break (Swift ends a `//` comment there).
    func checkCarriageReturn() {
        guard !reportedLoneCarriageReturn, index + 1 >= bytes.count || bytes[index + 1] != Byte.newline else { return }
        // A file of lone CRs (classic Mac line endings) would read as one line: say so once.
        reportedLoneCarriageReturn = true
        diagnostics.error(.loneCarriageReturn, at: SourceRange(at: location), help: .lineEndings)
    }

    /// Reports the line just finished if it is over the length limit.
    private func finishLine() {
        let length = index - lineStart
        guard length > limits.maxLineLength else { return }
        var column = 1
        var offset = lineStart
        let limitOffset = lineStart + limits.maxLineLength
        while offset < limitOffset {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        let start = SourceLocation(offset: limitOffset, line: line, column: column)
        diagnostics.error(.lineTooLong(limit: limits.maxLineLength), at: SourceRange(start: start, end: location),
                          help: .limitsDocumented)
    }

    private func lexIdentifier(from start: SourceLocation) -> Token {
        var end = index + 1
        while end < bytes.count, Byte.isIdentifierPart(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] >= 0x80 {
            advanceASCII(end - index)
            let tail = location
            advanceByte()
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            let first = text(tail.offset, index)
            while index < bytes.count, bytes[index] >= 0x80 || Byte.isIdentifierPart(bytes[index]) { advanceByte() }
            diagnostics.error(.unexpectedCharacter(FoundText.sanitized(first)), at: SourceRange(start: tail, end: location),
                              help: .nameDeclarations)
            return Token(kind: .identifier, range: SourceRange(start: start, end: location))
        }
        // Keywords are 2 to 9 lowercase letters: skip the table for anything else.
        let length = end - index
        let keyword = length >= 2 && length <= 9 && bytes[index] >= UInt8(ascii: "a")
            ? Keyword.lookup(bytes, index, end) : nil
        advanceASCII(end - index)
        let range = SourceRange(start: start, end: location)
        if let keyword { return Token(kind: .keyword(keyword), range: range) }
        return Token(kind: .identifier, range: range)
    }

    private func lexElement(from start: SourceLocation) -> Token {
        advanceASCII()
        var value = 0
        var digits = 0
        while index < bytes.count, Byte.isDigit(bytes[index]) {
            if digits < 12 { value = value * 10 + Int(bytes[index] - Byte.zero) }
            digits += 1
            advanceASCII()
        }
        let range = SourceRange(start: start, end: location)
        if digits == 0 || value > limits.maxCount {
            diagnostics.error(.invalidElementReference(FoundText.sanitized(text(range))), at: range)
            return Token(kind: .element(0), range: range)
        }
        return Token(kind: .element(value), range: range)
    }
}

/// Byte constants and classes used by the lexer.
enum Byte {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let backslash = UInt8(ascii: "\\")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let underscore = UInt8(ascii: "_")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == underscore
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    static func hexValue(_ byte: UInt8) -> UInt32 {
        if isDigit(byte) { return UInt32(byte - zero) }
        if byte >= UInt8(ascii: "a") { return UInt32(byte - UInt8(ascii: "a") + 10) }
        return UInt32(byte - UInt8(ascii: "A") + 10)
    }
}
