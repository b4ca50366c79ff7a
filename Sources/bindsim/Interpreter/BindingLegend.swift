/// Short names for a scenario's bindings and subscribers, so that trace lines
/// refer to `b3` instead of repeating the whole statement: a statement's `as` label,
/// else `bind`s and two-way bindings are `b1`, `b2`, …, `on` blocks `on1`, `on2`, … and
/// trackers (`track`, `observe`, also inside blocks) `t1`, `t2`, … in file order (a labelled one still takes its number). The legend at the top of a
/// trace says what each name stands for.
struct BindingLegend: Sendable {
    struct Entry: Sendable {
        /// `b3` or `on1`.
        var name: String
        /// The statement's first line, as written (`bind full.map(word(it, 1)) -> last`).
        var source: String
        var line: Int
    }

    /// One entry kept compact (16 bytes: a million-binding file has a million): its
    /// name and source text are made when asked for.
    private struct Record: Sendable {
        var start: Int32
        var end: Int32
        var line: Int32
        /// `bN` for N > 0, `onN` for -N, `obsN` for `consumerBase` + N, `tN` for `trackerBase` + N.
        var number: Int32
    }

    /// The records in file order, so by increasing start offset.
    private let records: [Record]
    /// The `as` labels written, by the start offset of their statement.
    private let labels: [Int32: String]
    private let file: SourceFile
    /// The style every two-way binding runs with instead of its own (a `--styles`
    /// variant), or nil when the scenario runs as written.
    let twoWayStyle: BindingStyle?
    private let twoWayStarts: Set<Int32>

    /// `twoWayStyle`, when given, is the style every two-way binding runs with
    /// instead of its own (`--styles`); their entries say so.
    init(program: Program, file: SourceFile, twoWayStyle: BindingStyle? = nil) {
        var records: [Record] = []
        var labels: [Int32: String] = [:]
        var twoWayStarts: Set<Int32> = []
        var binds: Int32 = 0
        var ons: Int32 = 0
        var trackers: Int32 = 0
        var consumers: Int32 = 0
        for topLevel in program.statements {
            topLevel.forEachNested { statement in
                let number: Int32
                let start = Int32(statement.range.start.offset)
                guard let (form, label) = statement.kind.subscription else { return }
                switch form {
                case .bind:
                    binds += 1
                    number = binds
                case .twoWay:
                    binds += 1
                    number = binds
                    if twoWayStyle != nil { twoWayStarts.insert(start) }
                case .on:
                    ons += 1
                    number = -ons
                case .track:
                    trackers += 1
                    number = Self.trackerBase + trackers
                case .observations:
                    consumers += 1
                    number = Self.consumerBase + consumers
                }
                if let label { labels[start] = label.name }
                records.append(Record(start: Int32(statement.range.start.offset), end: Int32(statement.range.end.offset),
                                      line: Int32(statement.range.start.line), number: number))
            }
        }
        self.records = records
        self.labels = labels
        self.file = file
        self.twoWayStyle = twoWayStyle
        self.twoWayStarts = twoWayStarts
    }

    /// How many bindings and subscribers there are.
    var count: Int { records.count }

    /// Entry `index`, in file order.
    func entry(at index: Int) -> Entry {
        let record = records[index]
        var source = StepInfo.firstLine(file.text(fromOffset: Int(record.start), to: Int(record.end)))
        if let twoWayStyle, twoWayStarts.contains(record.start) { source += "  (run as '\(twoWayStyle.rawValue)')" }
        return Entry(name: labels[record.start] ?? Self.name(record.number), source: source, line: Int(record.line))
    }

    /// The entries in file order.
    var entries: [Entry] { (0..<count).map(entry(at:)) }

    /// The names of the `bind`s (one-way and two-way), not of the `on` blocks.
    var bindingNames: Set<String> {
        Set(records.filter { $0.number > 0 && $0.number < Self.consumerBase }.map { labels[$0.start] ?? Self.name($0.number) })
    }

    /// The short name of the binding or subscriber `statement` makes.
    func name(of statement: Statement) -> String {
        let start = Int32(statement.range.start.offset)
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].start < start { low = middle + 1 } else { high = middle }
        }
        guard low < records.count, records[low].start == start else { return "?" }
        return labels[start] ?? Self.name(records[low].number)
    }

    private static func name(_ number: Int32) -> String {
        number > trackerBase ? "t\(number - trackerBase)" : number > consumerBase ? "obs\(number - consumerBase)"
            : number > 0 ? "b\(number)" : "on\(-number)"
    }

    /// Trackers' numbers start past any count of bindings a file can hold; `observations`
    /// consumers' between the two.
    private static let trackerBase: Int32 = 1 << 28
    private static let consumerBase: Int32 = 1 << 27
}
