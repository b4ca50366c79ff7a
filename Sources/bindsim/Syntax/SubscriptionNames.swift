/// The generated names of a file's subscriptions, as traces show them: `bind`s and
/// two-way bindings are `b1`, `b2`, … and `on` blocks `on1`, `on2`, … in file order,
/// counted whether or not a statement has an `as` label (language version 3).
struct SubscriptionNames {
    /// The generated name of each subscribing statement, by its start offset.
    private var names: [Int: String] = [:]
    /// The line of each generated name.
    private var lines: [String: Int] = [:]

    init(statements: [Statement]) {
        var binds = 0
        var ons = 0
        for statement in statements {
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
            names[statement.range.start.offset] = name
            lines[name] = statement.range.start.line
        }
    }

    /// The generated name of the subscription `statement` makes (`b2`).
    func generatedName(of statement: Statement) -> String {
        names[statement.range.start.offset] ?? "?"
    }

    /// The line of the subscription whose generated name is `name`, if any.
    func lineOfGenerated(_ name: String) -> Int? {
        lines[name]
    }
}
