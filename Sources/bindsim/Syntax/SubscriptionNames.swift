/// The generated names of a file's subscriptions, as traces show them: `bind`s and
/// two-way bindings are `b1`, `b2`, … and `on` blocks `on1`, `on2`, … in file order,
/// counted whether or not a statement has an `as` label (language version 3); trackers
/// (`track`, `observe`, also inside blocks) are `t1`, `t2`, … (version 4).
///
/// A name's number is its statement's place among the file's `bind`s (or `on`s), so
/// each subscription is a small entry in an array (a million-`bind` chain keeps no
/// dictionary of a million names).
struct SubscriptionNames {
    /// A subscribing top-level statement.
    struct Entry {
        /// Where the statement starts in the file.
        let offset: Int
        /// Its index among the file's top-level statements.
        let position: Int32
        let line: Int32
        /// Whether it has an `as` label (traces then call it by that name instead).
        let isLabelled: Bool
    }

    private var binds: [Entry] = []
    private var ons: [Entry] = []
    private var trackers: [Entry] = []
    private var consumers: [Entry] = []

    init(statements: [Statement]) {
        for (position, topLevel) in statements.enumerated() {
            topLevel.forEachNested { statement in
                let entry = { (label: NameRef?) in
                    Entry(offset: statement.range.start.offset, position: Int32(clamping: position),
                          line: Int32(clamping: statement.range.start.line), isLabelled: label != nil)
                }
                switch statement.kind.subscription {
                case (.bind, let label)?, (.twoWay, let label)?: binds.append(entry(label))
                case (.on, let label)?: ons.append(entry(label))
                case (.track, let label)?: trackers.append(entry(label))
                case (.observations, let label)?: consumers.append(entry(label))
                case nil: break
                }
            }
        }
    }

    /// The generated name of the subscription `statement` makes (`b2`); `?` for a
    /// statement that makes none at the top level.
    func generatedName(of statement: Statement) -> String {
        switch statement.kind.subscription?.form {
        case .bind, .twoWay:
            return Self.index(of: statement.range.start.offset, in: binds).map { "b\($0 + 1)" } ?? "?"
        case .on:
            return Self.index(of: statement.range.start.offset, in: ons).map { "on\($0 + 1)" } ?? "?"
        case .track:
            return Self.index(of: statement.range.start.offset, in: trackers).map { "t\($0 + 1)" } ?? "?"
        case .observations:
            return Self.index(of: statement.range.start.offset, in: consumers).map { "obs\($0 + 1)" } ?? "?"
        case nil:
            return "?"
        }
    }

    /// The statement whose generated name is `name`, if any.
    func entry(generating name: String) -> Entry? {
        let (entries, digits): ([Entry], Substring)
        if name.hasPrefix("obs") {
            (entries, digits) = (consumers, name.dropFirst(3))
        } else if name.hasPrefix("on") {
            (entries, digits) = (ons, name.dropFirst(2))
        } else if name.hasPrefix("b") {
            (entries, digits) = (binds, name.dropFirst())
        } else if name.hasPrefix("t") {
            (entries, digits) = (trackers, name.dropFirst())
        } else {
            return nil
        }
        // Only the names the counting writes: "b1", never "b01" or "b+1".
        guard let first = digits.first, first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(digits), number <= entries.count else { return nil }
        return entries[number - 1]
    }

    /// The line of the subscription whose generated name is `name`, if any.
    func lineOfGenerated(_ name: String) -> Int? {
        entry(generating: name).map { Int($0.line) }
    }

    /// The generated names of the unlabelled subscriptions before top-level statement `position`.
    func unlabelledNames(before position: Int) -> [String] {
        func names(_ entries: [Entry], _ prefix: String) -> [String] {
            entries.indices.filter { entries[$0].position < position && !entries[$0].isLabelled }.map { "\(prefix)\($0 + 1)" }
        }
        return names(binds, "b") + names(ons, "on") + names(trackers, "t") + names(consumers, "obs")
    }

    private static func index(of offset: Int, in entries: [Entry]) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].offset == offset ? low : nil
    }
}
