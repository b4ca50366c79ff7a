/// Text helpers shared by the picture writers: XML escaping, fixed number
/// formatting, terminal display width and shortening. Self-contained (no
/// Foundation, nothing from the rest of the tool), so the engines stay pure.
enum PictureText {
    /// `text` escaped for XML and HTML text and attribute values (both quote kinds).
    /// Control characters other than tab, newline and carriage return, which XML 1.0
    /// cannot carry at all, become U+FFFD, and so do the other invisible characters (a
    /// bidirectional control would reorder what a page shows).
    static func xml(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }
        if plain { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if isInvisible(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `value` rounded to one decimal, without a trailing `.0` and never `-0`
    /// (`12`, `12.5`, `-3.2`): the only way numbers enter SVG output.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        if tenths == 0 { return "0" }
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = magnitude / 10
        let fraction = magnitude % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// How many terminal columns `text` takes: per grapheme cluster, 2 for East Asian
    /// wide characters and emoji, 0 for a cluster of combining marks alone, else 1.
    static func displayWidth(_ text: String) -> Int {
        var width = 0
        for character in text { width += displayWidth(character) }
        return width
    }

    /// The terminal columns of one grapheme cluster.
    static func displayWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        if scalars.count > 1 && scalars.contains("\u{200D}") && first.properties.isEmoji { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        case .control: return 1
        default: break
        }
        return isWide(first) ? 2 : 1
    }

    /// East Asian wide and fullwidth ranges (the common blocks).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
            || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
            || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    /// `text` cut to at most `columns` display columns, ending in `…` when cut.
    static func shortened(_ text: String, columns: Int) -> String {
        guard displayWidth(text) > columns else { return text }
        var out = ""
        var width = 0
        for character in text {
            let w = displayWidth(character)
            if width + w > columns - 1 { break }
            out.append(character)
            width += w
        }
        return out + "…"
    }

    /// `text` in lines of at most `columns` display columns, broken after a space or
    /// a comma where one falls in the second half of a line, else between characters.
    /// Nothing is dropped: the lines joined give `text` back.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        wrapped(text, fits: { displayWidth($0) <= max(1, columns) })
    }

    /// `text` in lines for which `fits` holds (a line of one character always does),
    /// broken as `wrapped(_:columns:)` breaks them.
    static func wrapped(_ text: String, fits: (String) -> Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        var breakAt: String.Index?
        for character in text {
            if !line.isEmpty && !fits(line + String(character)) {
                let cut = breakAt.map { line.distance(from: line.startIndex, to: $0) >= line.count / 2 ? $0 : nil }
                if let cut = cut ?? nil, cut < line.endIndex {
                    lines.append(String(line[..<cut]))
                    line = String(line[cut...])
                } else {
                    lines.append(line)
                    line = ""
                }
                breakAt = nil
            }
            line.append(character)
            if character == " " || character == "," { breakAt = line.endIndex }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` followed by spaces up to `columns` display columns.
    static func padded(_ text: String, to columns: Int) -> String {
        let missing = columns - displayWidth(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Newlines and other line breaks turned into `⏎`, tabs into a space, and other invisible
    /// characters (controls; format characters, the bidirectional controls of Trojan Source
    /// among them) into U+FFFD: a label is one line that shows what it says.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var out = ""
        for character in text {
            if character.isNewline { out += "⏎"; continue }
            for scalar in character.unicodeScalars {
                if scalar == "\t" { out += " " } else if isInvisible(scalar) { out += "\u{FFFD}" } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        // The zero-width joiner and non-joiner only join what is around them (👩‍👩‍👧).
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
