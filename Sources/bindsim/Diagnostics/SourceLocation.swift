/// A position in a scenario file: a byte offset plus the line and column an editor shows.
///
/// Lines start at 1. Columns start at 1 and count Unicode scalars from the start of the
/// line, so a tab, an `é` or an emoji each count as one column.
struct SourceLocation: Hashable, Sendable, Comparable {
    // Stored as 32-bit values (files are at most 64 MiB) to keep tokens and AST nodes small.
    private var storedOffset: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Byte offset from the start of the file.
    var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(truncatingIfNeeded: newValue) }
    }

    /// 1-based line number.
    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }

    /// 1-based column, in Unicode scalars.
    var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(truncatingIfNeeded: newValue) }
    }

    init(offset: Int, line: Int, column: Int) {
        storedOffset = Int32(truncatingIfNeeded: offset)
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
    }

    static let start = SourceLocation(offset: 0, line: 1, column: 1)

    static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedOffset < rhs.storedOffset
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
}
