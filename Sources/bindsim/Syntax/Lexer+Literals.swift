// String, number, duration and punctuation tokens.
extension Lexer {
    func lexString(from start: SourceLocation) -> Token {
        advanceASCII()
        // Fast path: no escape before the closing quote on this line.
        var end = index
        var columns = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == Byte.quote || byte == Byte.backslash || byte == Byte.newline || byte == Byte.carriageReturn { break }
            if byte & 0xC0 != 0x80 { columns += 1 }
            end += 1
        }
        if end < bytes.count, bytes[end] == Byte.quote, end - index <= limits.maxStringLength {
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            index = end
            column += columns
            advanceASCII()
            return Token(kind: .string(store(value)), range: SourceRange(start: start, end: location))
        }
        var value: [UInt8] = []
        var segmentStart = index
        while true {
            guard index < bytes.count, bytes[index] != Byte.newline else {
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                diagnostics.error(.unterminatedString, at: SourceRange(start: start, end: location))
                break
            }
            let byte = bytes[index]
            if byte == Byte.quote {
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                advanceASCII()
                break
            }
            if byte == Byte.backslash {
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                lexEscape(into: &value)
                segmentStart = index
                continue
            }
            if byte == Byte.carriageReturn { checkCarriageReturn() }
            advanceByte()
        }
        let range = SourceRange(start: start, end: location)
        if value.count > limits.maxStringLength {
            diagnostics.error(.stringTooLong(limit: limits.maxStringLength), at: range, help: .limitsDocumented)
            value.removeAll()
        }
        return Token(kind: .string(store(String(decoding: value, as: UTF8.self))), range: range)
    }

    /// Decodes one escape sequence starting at a backslash.
    private func lexEscape(into value: inout [UInt8]) {
        let start = location
        advanceASCII()
        guard index < bytes.count, bytes[index] != Byte.newline else { return }
        let byte = bytes[index]
        switch byte {
        case Byte.quote, Byte.backslash:
            value.append(byte)
            advanceASCII()
        case UInt8(ascii: "n"):
            value.append(Byte.newline)
            advanceASCII()
        case UInt8(ascii: "t"):
            value.append(Byte.tab)
            advanceASCII()
        case UInt8(ascii: "u"):
            advanceASCII()
            lexUnicodeEscape(from: start, into: &value)
        default:
            advanceByte()
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            let range = SourceRange(start: start, end: location)
            diagnostics.error(.unknownEscape(FoundText.sanitized(text(range))), at: range, help: .escapes)
        }
    }

    private func lexUnicodeEscape(from start: SourceLocation, into value: inout [UInt8]) {
        var scalarValue: UInt32 = 0
        var digits = 0
        var valid = index < bytes.count && bytes[index] == UInt8(ascii: "{")
        if valid {
            advanceASCII()
            while index < bytes.count, Byte.isHexDigit(bytes[index]) {
                if digits < 8 { scalarValue = scalarValue << 4 | Byte.hexValue(bytes[index]) }
                digits += 1
                advanceASCII()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                advanceASCII()
            } else {
                valid = false
            }
        }
        if valid, digits >= 1, digits <= 8, let scalar = Unicode.Scalar(scalarValue) {
            value.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        }
        let range = SourceRange(start: start, end: location)
        diagnostics.error(.invalidUnicodeEscape(FoundText.sanitized(text(range))), at: range, help: .escapes)
    }

    func lexNumber(from start: SourceLocation) -> Token {
        let numberStart = index
        var mantissa = 0
        var overflow = false
        var fractionDigits = 0
        var trailingZeros = 0
        var end = index
        while end < bytes.count, Byte.isDigit(bytes[end]) {
            accumulate(bytes[end], into: &mantissa, overflow: &overflow)
            end += 1
        }
        if end + 1 < bytes.count, bytes[end] == Byte.dot, Byte.isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, Byte.isDigit(bytes[end]) {
                let digit = bytes[end]
                if digit == Byte.zero {
                    trailingZeros += 1
                } else {
                    for _ in 0..<trailingZeros { accumulate(Byte.zero, into: &mantissa, overflow: &overflow) }
                    fractionDigits += trailingZeros
                    trailingZeros = 0
                    accumulate(digit, into: &mantissa, overflow: &overflow)
                    fractionDigits += 1
                }
                end += 1
            }
        }
        let numberEnd = end
        while end < bytes.count, Byte.isIdentifierPart(bytes[end]) { end += 1 }
        advanceASCII(end - numberStart)
        let range = SourceRange(start: start, end: location)
        let suffixLength = end - numberEnd
        let isSeconds = suffixLength == 1 && bytes[numberEnd] == UInt8(ascii: "s")
        if isSeconds || (suffixLength == 2 && bytes[numberEnd] == UInt8(ascii: "m") && bytes[numberEnd + 1] == UInt8(ascii: "s")) {
            let milliseconds = durationMilliseconds(mantissa: mantissa, overflow: overflow,
                                                    fractionDigits: fractionDigits, seconds: isSeconds, range: range)
            return Token(kind: .duration(milliseconds), range: range)
        }
        if suffixLength > 0 {
            diagnostics.error(.invalidNumberSuffix(number: text(numberStart, numberEnd),
                                                   suffix: FoundText.sanitized(text(numberEnd, end))),
                              at: range, help: .durationUnits)
        }
        if !overflow, fractionDigits == 0, mantissa < 1 << 53 {
            return Token(kind: .number(Double(mantissa)), range: range)
        }
        let numberText = text(numberStart, numberEnd)
        guard let value = Double(numberText), value.isFinite else {
            diagnostics.error(.numberOutOfRange(FoundText.sanitized(numberText)), at: range, help: .limitsDocumented)
            return Token(kind: .number(0), range: range)
        }
        return Token(kind: .number(value), range: range)
    }

    private func accumulate(_ digit: UInt8, into value: inout Int, overflow: inout Bool) {
        guard !overflow else { return }
        let (times, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(Int(digit - Byte.zero))
        if o1 || o2 { overflow = true } else { value = sum }
    }

    /// The exact number of milliseconds a duration literal denotes, or nil after reporting why not.
    private func durationMilliseconds(mantissa: Int, overflow: Bool, fractionDigits: Int,
                                      seconds: Bool, range: SourceRange) -> Int? {
        let scale = (seconds ? 3 : 0) - fractionDigits
        var result: Int? = overflow ? nil : mantissa
        if let value = result, scale > 0 {
            var scaled = value
            for _ in 0..<scale {
                let (next, over) = scaled.multipliedReportingOverflow(by: 10)
                if over { result = nil; break }
                scaled = next
            }
            if result != nil { result = scaled }
        } else if let value = result, scale < 0 {
            var divisor = 1
            for _ in 0..<(-scale) {
                let (next, over) = divisor.multipliedReportingOverflow(by: 10)
                if over { divisor = 0; break }
                divisor = next
            }
            if divisor == 0 || value % divisor != 0 {
                diagnostics.error(.fractionalDuration(FoundText.sanitized(text(range))), at: range)
                return nil
            }
            result = value / divisor
        }
        guard let milliseconds = result, milliseconds <= limits.maxDurationMilliseconds else {
            diagnostics.error(.numberOutOfRange(FoundText.sanitized(text(range))), at: range, help: .limitsDocumented)
            return nil
        }
        return milliseconds
    }

    func lexPunctuation(from start: SourceLocation) -> Token? {
        let byte = bytes[index]
        let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
        let afterNext: UInt8 = index + 2 < bytes.count ? bytes[index + 2] : 0
        var length = 1
        let kind: TokenKind
        switch byte {
        case UInt8(ascii: "("): kind = .leftParen
        case UInt8(ascii: ")"): kind = .rightParen
        case UInt8(ascii: "["): kind = .leftBracket
        case UInt8(ascii: "]"): kind = .rightBracket
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: "."): kind = .dot
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: "?"): kind = .question
        case UInt8(ascii: "+"): kind = .plus
        case UInt8(ascii: "*"): kind = .star
        case UInt8(ascii: "/"):
            if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                skipForeignComment(from: start)
                return nil
            }
            kind = .slash
        case UInt8(ascii: "%"): kind = .percent
        case UInt8(ascii: "="):
            if next == UInt8(ascii: "=") { kind = .equal; length = 2 } else { kind = .assign }
        case UInt8(ascii: "!"):
            if next == UInt8(ascii: "=") { kind = .notEqual; length = 2 } else { kind = .bang }
        case UInt8(ascii: ">"):
            if next == UInt8(ascii: "=") { kind = .greaterEqual; length = 2 } else { kind = .greater }
        case UInt8(ascii: "-"):
            if next == UInt8(ascii: ">") { kind = .arrow; length = 2 } else { kind = .minus }
        case UInt8(ascii: "<"):
            if next == UInt8(ascii: "-"), afterNext == UInt8(ascii: ">") {
                kind = .twoWayArrow
                length = 3
            } else if next == UInt8(ascii: "=") {
                kind = .lessEqual
                length = 2
            } else {
                kind = .less
            }
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            if next == byte {
                kind = byte == UInt8(ascii: "&") ? .and : .or
                length = 2
            } else {
                advanceASCII()
                let doubled = byte == UInt8(ascii: "&") ? "&&" : "||"
                diagnostics.error(.unexpectedCharacter(text(start.offset, index)),
                                  at: SourceRange(start: start, end: location), help: .doubleOperator(doubled))
                return nil
            }
        case UInt8(ascii: "'"):
            return lexSingleQuoted(from: start)
        default:
            skipUnexpected(from: start)
            return nil
        }
        advanceASCII(length)
        return Token(kind: kind, range: SourceRange(start: start, end: location))
    }

    /// `'rx'` (a string in single quotes, by habit): one error, and it is read as the string it
    /// was meant to be, so nothing more is reported of it. A lone `'` is an unexpected character.
    private func lexSingleQuoted(from start: SourceLocation) -> Token? {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'"), bytes[end] != Byte.newline, bytes[end] != Byte.backslash {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "'") else {
            skipUnexpected(from: start)
            return nil
        }
        let value = text(index + 1, end)
        while index <= end { advanceByte() }
        let range = SourceRange(start: start, end: location)
        diagnostics.error(.unexpectedCharacter("'"), at: range, help: .doubleQuotes(FoundText.sanitized(LiteralText.quoted(value))))
        return Token(kind: .string(store(value)), range: range)
    }

    /// `//` or `/*` (Swift's comments, by habit): one error, and the rest of the line is
    /// read as the comment it was meant to be, so its words raise nothing more.
    private func skipForeignComment(from start: SourceLocation) {
        advanceASCII(2)
        diagnostics.error(.foreignComment(text(start.offset, index)), at: SourceRange(start: start, end: location),
                          help: .hashComments)
        while index < bytes.count, bytes[index] != Byte.newline { advanceByte() }
    }

    /// Reports a run of characters that cannot start a token as one error and skips it.
    private func skipUnexpected(from start: SourceLocation) {
        if bytes[index] >= 0x80 {
            lexNonASCIIName(from: start)
            return
        }
        advanceByte()
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        let first = text(start.offset, index)
        while index < bytes.count, Self.isUnexpected(bytes[index]) { advanceByte() }
        diagnostics.error(.unexpectedCharacter(FoundText.sanitized(first)), at: SourceRange(start: start, end: location))
    }

    /// A run of non-ASCII characters and name characters, such as `é` or `café`: reported
    /// once; the parser still gets a name token, so the rest of the statement is checked.
    private func lexNonASCIIName(from start: SourceLocation) {
        advanceByte()
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        let first = text(start.offset, index)
        while index < bytes.count, bytes[index] >= 0x80 || Byte.isIdentifierPart(bytes[index]) { advanceByte() }
        let range = SourceRange(start: start, end: location)
        diagnostics.error(.unexpectedCharacter(FoundText.sanitized(first)), at: range, help: .nameDeclarations)
        pendingName = Token(kind: .identifier, range: range)
    }

    private static func isUnexpected(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        switch byte {
        case Byte.tab, Byte.newline, Byte.carriageReturn: return false
        case 0..<0x20, 0x7F: return true
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "'"),
             UInt8(ascii: "^"), UInt8(ascii: "~"): return true
        default: return false
        }
    }
}
