/// How LSP positions count characters within a line, as agreed at `initialize`
/// (`general.positionEncodings`; UTF-16 unless the client offers another).
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use, from those the client offers (in its order of preference):
    /// UTF-8 first when offered, as the front end counts bytes, else UTF-32, else UTF-16.
    static func choose(from offered: [String]) -> PositionEncoding {
        for preferred in [PositionEncoding.utf8, .utf32] where offered.contains(preferred.rawValue) { return preferred }
        return .utf16
    }

    /// Code units of the scalar that starts with UTF-8 byte `lead`.
    func units(ofScalarStartingWith lead: UInt8) -> Int {
        switch self {
        case .utf8: lead < 0x80 ? 1 : (lead < 0xE0 ? 2 : (lead < 0xF0 ? 3 : 4))
        case .utf16: lead >= 0xF0 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// An LSP position: a 0-based line and a 0-based character in the agreed encoding.
struct LSPPosition: Equatable, Sendable {
    var line: Int
    var character: Int

    var json: JSONValue {
        .object([("line", .int(line)), ("character", .int(character))])
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// A position from a request's JSON; nil when it is not one.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// Between the front end's byte offsets and LSP positions, for one document.
///
/// Lines are the front end's: they end at `\n` (a `\r` before it belongs to the ending).
/// A lone `\r`, which the protocol counts as a line break too, is E0014 for the front end,
/// so positions after one are off until it is fixed. A byte order mark is a character of
/// the first line, as in the text the editor sent.
struct PositionMap {
    let file: SourceFile
    let encoding: PositionEncoding

    /// The byte range of a 0-based line without its line ending.
    private func lineBytes(_ line: Int) -> Range<Int> {
        let starts = file.lineStarts
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : file.bytes.count
        if end > start, file.bytes[end - 1] == Byte.carriageReturn { end -= 1 }
        return start..<end
    }

    func position(ofOffset rawOffset: Int) -> LSPPosition {
        let offset = max(0, min(rawOffset, file.bytes.count))
        var low = 0
        var high = file.lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if file.lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let line = lineBytes(low)
        var character = 0
        var index = line.lowerBound
        while index < min(offset, line.upperBound) {
            let byte = file.bytes[index]
            if byte & 0xC0 != 0x80 { character += encoding.units(ofScalarStartingWith: byte) }
            index += 1
        }
        return LSPPosition(line: low, character: character)
    }

    /// The byte offset of a position; a character past the line's end means its end, a
    /// line past the last means the end of the file, one inside a scalar means its start.
    func offset(of position: LSPPosition) -> Int {
        guard position.line < file.lineStarts.count else { return file.bytes.count }
        let line = lineBytes(position.line)
        var character = 0
        var index = line.lowerBound
        while index < line.upperBound {
            let units = encoding.units(ofScalarStartingWith: file.bytes[index])
            if character + units > position.character { break }
            character += units
            index += 1
            while index < line.upperBound, file.bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        return index
    }

    /// `{"start": ..., "end": ...}` for a byte range.
    func range(_ offsets: Range<Int>) -> JSONValue {
        .object([("start", position(ofOffset: offsets.lowerBound).json), ("end", position(ofOffset: offsets.upperBound).json)])
    }

    func range(_ range: SourceRange) -> JSONValue {
        self.range(range.start.offset..<max(range.start.offset, range.end.offset))
    }
}
