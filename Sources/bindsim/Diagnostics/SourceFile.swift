#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scenario file held as raw bytes, with a table of line starts for looking lines up.
///
/// The bytes are kept exactly as read; nothing is decoded until a diagnostic needs a line.
struct SourceFile: Sendable {
    /// The path as the user gave it; printed in diagnostics.
    let path: String
    /// The file's contents.
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr finds each newline at memory speed; a byte loop was a few percent of `check`.
            var from = 0
            while from < buffer.count, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), buffer.count - from) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(index + 1)
                from = index + 1
            }
        }
        self.lineStarts = starts
    }

    private init(path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The same file shown under another path (its bytes and line table shared).
    func named(_ path: String) -> SourceFile {
        SourceFile(path: path, bytes: bytes, lineStarts: lineStarts)
    }

    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The number of lines (a file without a final newline still has its last line).
    var lineCount: Int { lineStarts.count }

    /// Whether the file starts with a UTF-8 byte order mark, which is skipped.
    var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Byte range of a 1-based line, without its `\n` or `\r\n` (and without a leading BOM).
    func lineByteRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        var start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if line == 1, hasByteOrderMark, end >= 3 { start = 3 }
        return start..<max(start, end)
    }

    /// The text of a 1-based line, without its line ending; invalid UTF-8 becomes U+FFFD.
    func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineByteRange(line)], as: UTF8.self)
    }

    /// The line and column of a byte offset (clamped to the file).
    func location(ofOffset rawOffset: Int) -> SourceLocation {
        let offset = max(0, min(rawOffset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var start = lineStarts[low]
        if low == 0, hasByteOrderMark, offset >= 3 { start = 3 }
        var column = 1
        var index = start
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(offset: offset, line: low + 1, column: column)
    }

    /// The start of the last line: where a problem of the `end` step (which has no
    /// statement of its own) is shown.
    var lastLineRange: SourceRange {
        SourceRange(at: location(ofOffset: lineStarts[lineStarts.count - 1]))
    }

    /// The source text of a range (for messages), decoded leniently.
    func text(in range: SourceRange) -> String {
        text(fromOffset: range.start.offset, to: range.end.offset)
    }

    /// The source text between two byte offsets, decoded leniently.
    func text(fromOffset rawStart: Int, to rawEnd: Int) -> String {
        let start = max(0, min(rawStart, bytes.count))
        let end = max(start, min(rawEnd, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
