/// Long values in a marble diagram, replaced by numbered references (`[1]`) that
/// a legend below the diagram spells out (`[1] = "Mary Ann Smith"`). Numbers are
/// given in order of first appearance; the same value always gets the same number.
///
/// One rule says which values are long, for every lane and mark: a value is drawn
/// in place when its one-line form takes at most `columns` display columns
/// (`MarbleNotation.isInline`), so two values of one length are drawn alike.
struct MarbleValueLegend {
    /// The full values, reference `n` at index `n - 1`.
    private(set) var values: [String] = []
    private var numbers: [String: Int] = [:]

    /// Collects the values of `diagram` wider than `columns`.
    init(_ diagram: MarbleDiagram, columns: Int) {
        for step in diagram.steps {
            for instant in step.instants {
                for event in instant.events {
                    guard let value = event.value, !MarbleNotation.isInline(value, columns: columns),
                          numbers[value] == nil else { continue }
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
    /// Whether `value` is drawn in place (at most `columns` display columns on one line).
    static func isInline(_ value: String, columns: Int) -> Bool {
        PictureText.displayWidth(PictureText.oneLine(value)) <= columns
    }

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
        case .tap: text = "○"
        case .error(let subscription, _): text = "X " + PictureText.oneLine(subscription)
        case .completed(let subscription): text = "| " + PictureText.oneLine(subscription)
        case .unbound(let subscription): text = "⊣ " + PictureText.oneLine(subscription)
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
        var seen: Set<String> = []
        for (_, _, event) in diagram.allEvents {
            switch event.mark {
            case .silentSet: seen.insert("(v)")
            case .replay: seen.insert("^v")
            case .dropped: seen.insert("xv")
            case .cutOff: seen.insert("✂")
            case .folded: seen.insert("…N more")
            case .tap: seen.insert("○")
            case .error: seen.insert("X")
            case .completed: seen.insert("|")
            case .unbound: seen.insert("⊣")
            case .announce, .receive: break
            }
            if !event.flags.isDisjoint(with: [.reentrant, .outOfOrder]) { seen.insert("!") }
            if event.flags.contains(.overwritesUserEdit) { seen.insert("*") }
        }
        return [("v", "announced (on an 'on' lane: what the block received)")] + legendEntries.filter { seen.contains($0.sample) }
    }

    /// Every mark but the plain value, in the order legends list them.
    static let legendEntries: [(sample: String, meaning: String)] = [
        ("○", "a tap of the button"),
        ("(v)", "silent programmatic set"),
        ("^v", "replay of the current value"),
        ("xv", "dropped by a guard or operator"),
        ("!", "re-entrant or out of order"),
        ("*", "overwrites the user's edit"),
        ("X", "an error ended the named subscription"),
        ("|", "the named subscription completed"),
        ("⊣", "unbind disposed the named subscription"),
        ("✂", "loop cut off"),
        ("…N more", "repeats folded"),
    ]
}
