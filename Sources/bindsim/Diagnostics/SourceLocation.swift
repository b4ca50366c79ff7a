/// A position in a scenario file: a byte offset plus the line and column an editor shows.
///
/// Lines start at 1. Columns start at 1 and count Unicode scalars from the start of the
/// line, so a tab, an `é` or an emoji each count as one column.
struct SourceLocation: Hashable, Sendable, Comparable {
    /// Byte offset from the start of the file.
    var offset: Int
    /// 1-based line number.
    var line: Int
    /// 1-based column, in Unicode scalars.
    var column: Int

    static let start = SourceLocation(offset: 0, line: 1, column: 1)

    static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A half-open range of source text: `start` is the first character, `end` is just past the last.
struct SourceRange: Hashable, Sendable {
    var start: SourceLocation
    var end: SourceLocation

    init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at one location.
    init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The smallest range covering both ranges.
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `L:C-L:C`, used by AST dumps and tests.
    var compactDescription: String {
        "\(start.line):\(start.column)-\(end.line):\(end.column)"
    }
}
