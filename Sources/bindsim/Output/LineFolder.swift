/// Writes indented trace lines and folds long repeats (`RepeatFolder`): a line
/// repeats the line one period before it word for word, or, inside a loop that
/// nests deeper on every round, in shape (same event kind, node and subscriber,
/// values free to change). A fold is summed up as `... N more times, then:` with
/// the last folded line.
struct LineFolder {
    static let maxIndentLevels = 16

    /// What a line says apart from its values: the event's kind, node,
    /// subscriber and note, and whether it is re-entrant or out of order.
    struct Shape: Hashable {
        var kind: RunEvent.Kind
        var node: String
        var via: String
        var note: String
        var reentrant: Bool
        var stale: Bool

        init(_ event: RunEvent) {
            kind = event.kind
            node = event.node ?? ""
            via = event.via ?? ""
            note = event.note ?? ""
            reentrant = event.reentrantOver != nil
            stale = event.outOfOrder
        }

        /// FNV-1a over the fields: deterministic, and cheaper than `Hasher`.
        var fnv1a: UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            func mix(_ text: String) {
                for byte in text.utf8 { mix(byte) }
                mix(0)
            }
            mix(kind.rawValue)
            mix(node)
            mix(via)
            mix(note)
            mix(reentrant ? 1 : 0)
            mix(stale ? 1 : 0)
            return hash
        }

        /// An `unbind` of the subscription `name` (not a traced event).
        init(unbound name: String) {
            kind = .terminate
            node = ""
            via = name
            note = "unbound"
            reentrant = false
            stale = false
        }

        fileprivate init() {
            kind = .announce
            node = ""
            via = ""
            note = ""
            reentrant = false
            stale = false
        }
    }

    /// A remembered line. Shapes are compared only when their hashes agree:
    /// comparing the structs themselves copies their strings.
    fileprivate struct Line: FoldableItem {
        var text = TextBytes()
        /// FNV-1a of the text: unequal hashes settle most text comparisons.
        var textHash: UInt64 = 0
        var shape = Shape()
        var shapeHash: UInt64 = 0
        var depth = 0

        /// The same text, or, one level deeper, the same shape.
        static func repeats(_ later: UnsafePointer<Line>, _ earlier: UnsafePointer<Line>) -> Bool {
            if later.pointee.textHash == earlier.pointee.textHash && later.pointee.text == earlier.pointee.text {
                return true
            }
            return later.pointee.depth > earlier.pointee.depth && later.pointee.shapeHash == earlier.pointee.shapeHash
                && later.pointee.shape == earlier.pointee.shape
        }
    }

    private var folder = RepeatFolder(blank: Line())

    /// Writes `text` at `depth` to `out`, or folds it.
    mutating func add(depth: Int, text: TextBytes, shape: Shape, base: Int, to out: OutputSink) {
        folder.add({ line in
            line.text.assign(text)
            line.textHash = text.fnv1a()
            line.shapeHash = shape.fnv1a
            line.shape = shape
            line.depth = depth
        }, show: { LineFolder.write($0, base: base, to: out) })
    }

    /// Writes the summary of a fold in progress, if any.
    mutating func flush(base: Int, to out: OutputSink) {
        folder.flush { LineFolder.write($0, base: base, to: out) }
    }

    private static func write(_ shown: RepeatFolder<Line>.Shown, base: Int, to out: OutputSink) {
        switch shown {
        case .item(let line):
            write(line.pointee.text, depth: line.pointee.depth, base: base, to: out)
        case .fold(let repeats, let rest, let last):
            var summary = "... \(repeats) more time\(repeats == 1 ? "" : "s")"
            if rest > 0 { summary += " and \(rest) line\(rest == 1 ? "" : "s")" }
            out.writeSpaces(indentWidth(last.pointee.depth, base: base))
            out.write(summary)
            out.line(", then:")
            write(last.pointee.text, depth: last.pointee.depth, base: base, to: out)
        }
    }

    /// Writes one line: indentation, the depth past the indentation limit, the text.
    private static func write(_ text: TextBytes, depth: Int, base: Int, to out: OutputSink) {
        out.writeSpaces(indentWidth(depth, base: base))
        if depth > maxIndentLevels {
            out.write("[depth ")
            out.writeDecimal(depth)
            out.write("] ")
        }
        out.write(text)
        out.endLine()
    }

    private static func indentWidth(_ depth: Int, base: Int) -> Int {
        2 * (base + min(depth, maxIndentLevels))
    }
}
