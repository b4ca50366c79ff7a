/// A small XML 1.0 well-formedness checker for the pictures' SVG and HTML:
/// one root element (after an optional declaration, doctype and comments), tags
/// balanced and properly nested, names well-formed, attribute values quoted and
/// free of `<`, no attribute twice on one element, every `&` starting a valid
/// entity or character reference, comments without `--`, no control
/// characters. Not a validator: no DTDs, no namespaces.
struct XMLChecker {
    private let bytes: [UInt8]
    private var index = 0
    private var errors: [String] = []

    /// The problems found; empty when `text` is well-formed.
    static func problems(_ text: String) -> [String] {
        var checker = XMLChecker(bytes: Array(text.utf8))
        checker.document()
        return checker.errors
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var atEnd: Bool { index >= bytes.count }

    private func peek(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<(index + utf8.count)]) == utf8
    }

    private mutating func fail(_ message: String) {
        let line = bytes[0..<min(index, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        errors.append("line \(line), byte \(index): \(message)")
        index = bytes.count  // stop at the first problem
    }

    private mutating func skipSpace() {
        while !atEnd && [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
    }

    private mutating func document() {
        if peek("<?xml") { processingInstruction() }
        miscellany()
        if peek("<!DOCTYPE") {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return fail("unterminated doctype") }
            if bytes[index..<end].contains(UInt8(ascii: "[")) { return fail("internal DTD subsets are not supported") }
            index = end + 1
            miscellany()
        }
        guard !atEnd, bytes[index] == UInt8(ascii: "<") else { return fail("expected the root element") }
        element()
        miscellany()
        if !atEnd { fail("content after the root element") }
    }

    /// Whitespace, comments and processing instructions outside the root.
    private mutating func miscellany() {
        while true {
            skipSpace()
            if peek("<!--") {
                comment()
            } else if peek("<?") {
                processingInstruction()
            } else {
                return
            }
        }
    }

    private mutating func comment() {
        index += 4
        while !atEnd {
            if peek("-->") { index += 3; return }
            if peek("--") { return fail("'--' inside a comment") }
            index += 1
        }
        fail("unterminated comment")
    }

    private mutating func processingInstruction() {
        while !atEnd {
            if peek("?>") { index += 2; return }
            index += 1
        }
        fail("unterminated processing instruction")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 58 || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 46
    }

    private mutating func name() -> String? {
        guard !atEnd, Self.isNameStart(bytes[index]) else { fail("expected a name"); return nil }
        let start = index
        while !atEnd && Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An element starting at `<`, with everything inside it.
    private mutating func element() {
        var stack: [String] = []
        repeat {
            if !errors.isEmpty { return }
            if peek("</") {
                index += 2
                guard let closing = name() else { return }
                skipSpace()
                guard !atEnd, bytes[index] == UInt8(ascii: ">") else { return fail("expected '>' closing </\(closing)") }
                index += 1
                guard let open = stack.popLast() else { return fail("unexpected </\(closing)>") }
                if open != closing { return fail("</\(closing)> closes <\(open)>") }
            } else if peek("<!--") {
                comment()
            } else if peek("<![CDATA[") {
                guard let end = find("]]>") else { return fail("unterminated CDATA section") }
                index = end + 3
            } else if peek("<?") {
                processingInstruction()
            } else if peek("<") {
                index += 1
                guard let tag = name() else { return }
                if let empty = attributes(of: tag), !empty { stack.append(tag) }
            } else {
                text()
            }
        } while !stack.isEmpty && !atEnd
        if !stack.isEmpty { fail("unclosed <\(stack.last ?? "")>") }
    }

    private func find(_ literal: String) -> Int? {
        let utf8 = Array(literal.utf8)
        var position = index
        while position + utf8.count <= bytes.count {
            if Array(bytes[position..<(position + utf8.count)]) == utf8 { return position }
            position += 1
        }
        return nil
    }

    /// Attributes up to `>` or `/>`; returns whether the element was empty (nil on error).
    private mutating func attributes(of tag: String) -> Bool? {
        var seen: Set<String> = []
        while true {
            let hadSpace = !atEnd && [9, 10, 13, 32].contains(bytes[index])
            skipSpace()
            if atEnd { fail("unterminated <\(tag)>"); return nil }
            if peek("/>") { index += 2; return true }
            if bytes[index] == UInt8(ascii: ">") { index += 1; return false }
            if !hadSpace { fail("attributes of <\(tag)> must be separated by whitespace"); return nil }
            guard let attribute = name() else { return nil }
            if !seen.insert(attribute).inserted { fail("attribute '\(attribute)' twice on <\(tag)>"); return nil }
            skipSpace()
            guard !atEnd, bytes[index] == UInt8(ascii: "=") else { fail("attribute '\(attribute)' has no value"); return nil }
            index += 1
            skipSpace()
            guard !atEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                fail("value of '\(attribute)' is not quoted")
                return nil
            }
            let quote = bytes[index]
            index += 1
            while !atEnd && bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { fail("'<' in the value of '\(attribute)'"); return nil }
                if bytes[index] == UInt8(ascii: "&") { reference(); if !errors.isEmpty { return nil }; continue }
                if !character() { return nil }
            }
            if atEnd { fail("unterminated value of '\(attribute)'"); return nil }
            index += 1
        }
    }

    /// Character data up to the next `<`.
    private mutating func text() {
        while !atEnd && bytes[index] != UInt8(ascii: "<") {
            if peek("]]>") { return fail("']]>' in text") }
            if bytes[index] == UInt8(ascii: "&") {
                reference()
                if !errors.isEmpty { return }
                continue
            }
            if !character() { return }
        }
    }

    /// Accepts one byte of text: no control characters but tab, newline and return.
    private mutating func character() -> Bool {
        let byte = bytes[index]
        if byte < 32 && byte != 9 && byte != 10 && byte != 13 {
            fail("control character \(byte)")
            return false
        }
        index += 1
        return true
    }

    /// `&name;`, `&#N;` or `&#xH;` with a predefined name or a valid character.
    private mutating func reference() {
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            return fail("'&' that starts no entity reference")
        }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        var valid = ["amp", "lt", "gt", "quot", "apos"].contains(body)
        if body.hasPrefix("#x"), let code = UInt32(body.dropFirst(2), radix: 16) {
            valid = Self.isXMLCharacter(code)
        } else if body.hasPrefix("#"), let code = UInt32(body.dropFirst()) {
            valid = Self.isXMLCharacter(code)
        }
        if !valid { return fail("invalid reference '&\(body);'") }
        index = semicolon + 1
    }

    private static func isXMLCharacter(_ code: UInt32) -> Bool {
        code == 9 || code == 10 || code == 13 || (code >= 0x20 && code <= 0xD7FF)
            || (code >= 0xE000 && code <= 0xFFFD) || (code >= 0x10000 && code <= 0x10FFFF)
    }
}
