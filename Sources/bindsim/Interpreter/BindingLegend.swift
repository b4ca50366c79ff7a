/// Short names for a scenario's bindings and subscribers, so that trace lines
/// refer to `b3` instead of repeating the whole statement: `bind`s and two-way
/// bindings are `b1`, `b2`, … and `on` blocks `on1`, `on2`, … in file order. The
/// legend at the top of a trace says what each name stands for.
struct BindingLegend: Sendable {
    struct Entry: Sendable {
        /// `b3` or `on1`.
        var name: String
        /// The statement's first line, as written (`bind full.map(word(it, 1)) -> last`).
        var source: String
        var line: Int
    }

    /// The entries in file order.
    let entries: [Entry]
    /// Entry index by the statement's start offset.
    private let byOffset: [Int: Int]

    /// `twoWayStyle`, when given, is the style every two-way binding runs with
    /// instead of its own (`--styles`); their entries say so.
    init(program: Program, file: SourceFile, twoWayStyle: BindingStyle? = nil) {
        var entries: [Entry] = []
        var byOffset: [Int: Int] = [:]
        var binds = 0
        var ons = 0
        for statement in program.statements {
            let name: String
            switch statement.kind {
            case .bind, .bindTwoWay:
                binds += 1
                name = "b\(binds)"
            case .on:
                ons += 1
                name = "on\(ons)"
            default:
                continue
            }
            byOffset[statement.range.start.offset] = entries.count
            var source = StepInfo.firstLine(file.text(in: statement.range))
            if case .bindTwoWay = statement.kind, let twoWayStyle { source += "  (run as '\(twoWayStyle.rawValue)')" }
            entries.append(Entry(name: name, source: source, line: statement.range.start.line))
        }
        self.entries = entries
        self.byOffset = byOffset
    }

    /// The short name of the binding or subscriber `statement` makes.
    func name(of statement: Statement) -> String {
        byOffset[statement.range.start.offset].map { entries[$0].name } ?? "?"
    }
}
