/// A document's text while one `didChange` applies its `contentChanges`, each to the text the
/// previous one left (the protocol's rule).
///
/// A gap buffer: the bytes before the place of the last edit, and those after it reversed,
/// with the line starts split the same way (those after the gap kept as distances from the
/// end, which an edit before them leaves unchanged). An edit costs its own size plus the
/// distance from the previous one, so N edits of a document of S bytes cost about S + N·edit
/// when they move through it in order, as typing and multi-cursor edits do. Resolving each
/// change against a fresh line table of the whole text cost N·S: 20,000 one-character edits
/// of a 2 MB document took minutes (docs/performance.md).
struct EditedText {
    /// Bytes `0..<gap`.
    private var before: [UInt8]
    /// Bytes `gap..<count`, the last element first.
    private var afterReversed: [UInt8] = []
    /// Starts of the lines that start at or before the gap, ascending; the first is 0.
    private var startsBefore: [Int]
    /// Starts of the lines that start after the gap, as `count - start`, the nearest the gap last.
    private var startsAfterFromEnd: [Int] = []
    /// The start of the last change: a position whose offset the next one may be counted from,
    /// as the text before it has not changed since.
    private var anchor: Place?

    init(_ file: SourceFile) {
        before = file.bytes
        startsBefore = file.lineStarts
    }

    init(bytes: [UInt8]) {
        self.init(SourceFile(path: "", bytes: bytes))
    }

    var count: Int { before.count + afterReversed.count }

    var bytes: [UInt8] { before + afterReversed.reversed() }

    private var lineCount: Int { startsBefore.count + startsAfterFromEnd.count }

    private func byte(at offset: Int) -> UInt8 {
        offset < before.count ? before[offset] : afterReversed[afterReversed.count - 1 - (offset - before.count)]
    }

    private func lineStart(_ line: Int) -> Int {
        if line < startsBefore.count { return startsBefore[line] }
        return count - startsAfterFromEnd[startsAfterFromEnd.count - 1 - (line - startsBefore.count)]
    }

    /// A place in the text: its byte offset and, on a line of the text, the character there.
    fileprivate struct Place {
        var offset: Int
        var line: Int
        var character: Int
    }

    /// The bytes a change replaces: between two positions, the later one taken as the end
    /// when they come reversed (as `PositionMap` reads a range).
    struct Span {
        let bytes: Range<Int>
        fileprivate let start: Place?
    }

    func span(from start: LSPPosition, to end: LSPPosition, encoding: PositionEncoding) -> Span {
        let low = place(of: start, encoding: encoding)
        let lowOffset = low?.offset ?? count
        let high = place(of: end, encoding: encoding)?.offset ?? count
        return Span(bytes: lowOffset..<max(lowOffset, high), start: low)
    }

    /// The byte offset of `position`, exactly as `PositionMap.offset(of:)` reads it in the
    /// current text: past a line's end is its end (before a `\r\n`), inside a scalar is its
    /// start; nil past the last line (the end of the text).
    private func place(of position: LSPPosition, encoding: PositionEncoding) -> Place? {
        guard position.line < lineCount else { return nil }
        let start = lineStart(position.line)
        var end = position.line + 1 < lineCount ? lineStart(position.line + 1) - 1 : count
        if end > start, byte(at: end - 1) == Byte.carriageReturn { end -= 1 }
        var index = start
        var character = 0
        // Counting from the previous change's start on the same line keeps typing along a long
        // line from counting the line again at every keystroke.
        if let anchor, anchor.line == position.line, anchor.offset <= end {
            index = anchor.offset
            character = anchor.character
            while character > position.character {
                index -= 1
                while index > start, byte(at: index) & 0xC0 == 0x80 { index -= 1 }
                character -= encoding.units(ofScalarStartingWith: byte(at: index))
            }
        }
        while index < end {
            let units = encoding.units(ofScalarStartingWith: byte(at: index))
            if character + units > position.character { break }
            character += units
            index += 1
            while index < end, byte(at: index) & 0xC0 == 0x80 { index += 1 }
        }
        return Place(offset: index, line: position.line, character: character)
    }

    /// Replaces the span's bytes with `text`.
    mutating func replace(_ span: Span, with text: some Collection<UInt8>) {
        replace(span.bytes, with: text)
        // The text before the span's start is as it was: the next change may count from there.
        anchor = span.start
    }

    private mutating func replace(_ range: Range<Int>, with text: some Collection<UInt8>) {
        moveGap(to: range.upperBound)
        before.removeLast(range.count)
        // The lines that started inside the removed bytes (after a removed newline) are gone.
        while let last = startsBefore.last, last > range.lowerBound { startsBefore.removeLast() }
        for byte in text {
            before.append(byte)
            if byte == Byte.newline { startsBefore.append(before.count) }
        }
    }

    private mutating func moveGap(to offset: Int) {
        let total = count
        if offset < before.count {
            afterReversed.append(contentsOf: before[offset...].reversed())
            before.removeLast(before.count - offset)
            while let last = startsBefore.last, last > offset {
                startsAfterFromEnd.append(total - last)
                startsBefore.removeLast()
            }
        } else if offset > before.count {
            let moved = offset - before.count
            before.append(contentsOf: afterReversed.suffix(moved).reversed())
            afterReversed.removeLast(moved)
            while let last = startsAfterFromEnd.last, total - last <= offset {
                startsBefore.append(total - last)
                startsAfterFromEnd.removeLast()
            }
        }
    }
}
