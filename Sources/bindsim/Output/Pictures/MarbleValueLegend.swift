/// Long values in a marble diagram, replaced by numbered references (`[1]`) that
/// a legend below the diagram spells out (`[1] = "Mary Ann Smith"`). Numbers are
/// given in order of first appearance; the same value always gets the same number.
struct MarbleValueLegend {
    /// The full values, reference `n` at index `n - 1`.
    private(set) var values: [String] = []
    private var numbers: [String: Int] = [:]

    /// Collects the values of `diagram` for which `isLong` holds.
    init(_ diagram: MarbleDiagram, isLong: (String) -> Bool) {
        for step in diagram.steps {
            for instant in step.instants {
                for event in instant.events {
                    guard let value = event.value, isLong(value), numbers[value] == nil else { continue }
                    values.append(value)
                    numbers[value] = values.count
                }
            }
        }
    }

    /// The text shown for `value`: itself, or its reference.
    func shown(_ value: String) -> String {
        numbers[value].map { "[\($0)]" } ?? value
    }

    /// The reference number of `value`, if it has one.
    func number(of value: String) -> Int? {
        numbers[value]
    }
}

/// How each mark reads in text, shared by the text and SVG renderers.
enum MarbleNotation {
    /// The cell of an event: the mark around the shown value, then `!` and `*` flags.
    static func cell(_ event: MarbleDiagram.Marble, shown value: String?) -> String {
        let v = value.map(PictureText.oneLine) ?? ""
        var text: String
        switch event.mark {
        case .announce, .receive: text = v.isEmpty ? "●" : v
        case .silentSet: text = "(\(v))"
        case .replay: text = "^" + v
        case .dropped: text = "x" + v
        case .cutOff: text = "✂"
        case .folded(let count): text = "…\(count) more"
        }
        text += suffix(event.flags)
        return text
    }

    /// `!` for a re-entrant or out-of-order event, `*` for an overwrite of the user's edit.
    static func suffix(_ flags: MarbleDiagram.Flags) -> String {
        var text = ""
        if !flags.isDisjoint(with: [.reentrant, .outOfOrder]) { text += "!" }
        if flags.contains(.overwritesUserEdit) { text += "*" }
        return text
    }

    /// One legend entry per kind of mark that occurs, in a fixed order.
    static func legend(for diagram: MarbleDiagram) -> [(sample: String, meaning: String)] {
        var silent = false, replay = false, dropped = false, cut = false, folded = false
        var flagged = false, overwrite = false
        for (_, _, event) in diagram.allEvents {
            switch event.mark {
            case .silentSet: silent = true
            case .replay: replay = true
            case .dropped: dropped = true
            case .cutOff: cut = true
            case .folded: folded = true
            case .announce, .receive: break
            }
            if !event.flags.isDisjoint(with: [.reentrant, .outOfOrder]) { flagged = true }
            if event.flags.contains(.overwritesUserEdit) { overwrite = true }
        }
        var entries: [(sample: String, meaning: String)] = [("v", "announced (or received, on an 'on' lane)")]
        if silent { entries.append(("(v)", "silent programmatic set")) }
        if replay { entries.append(("^v", "replay of the current value")) }
        if dropped { entries.append(("xv", "dropped by a guard or operator")) }
        if flagged { entries.append(("!", "re-entrant or out of order")) }
        if overwrite { entries.append(("*", "overwrites the user's edit")) }
        if cut { entries.append(("✂", "loop cut off")) }
        if folded { entries.append(("…N more", "repeats folded")) }
        return entries
    }
}
