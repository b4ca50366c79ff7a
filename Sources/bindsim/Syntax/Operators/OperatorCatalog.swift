/// Every operator of the scenario language, in the order of docs/language.md's table,
/// and the lookups the parser and the hints use.
enum OperatorCatalog {
    static let all: [OperatorDescription] = [
        .map, .filter, .distinct, .skip, .take, .startWith, .scan, .not, .ignore,
        .merge, .combineLatest, .withLatestFrom, .currentAndPrevious,
        .async, .delay, .debounce, .throttle,
    ]

    /// Every spelling (names and aliases) with the operator's position in `all`.
    private static let table = WordTable(all.indices.flatMap { index in
        ([all[index].name] + all[index].aliases).map { ($0, index) }
    })

    /// The language's names, for suggestions.
    static let names = all.map(\.name)

    /// The operator spelt `bytes[start..<end]` (a name or an alias), as a position in `all`.
    static func index(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        table.lookup(bytes, start, end)
    }

    /// The operator spelt `word`.
    static func named(_ word: String) -> OperatorDescription? {
        table.lookup(word).map { all[$0] }
    }

    /// The operator table of docs/language.md, one row per operator, as the descriptions say.
    static var documentationTable: String {
        var lines = ["| operator | arguments | meaning (RxSwift) | example |", "|---|---|---|---|"]
        for description in all {
            let row = description.documentation
            lines.append("| `\(row.signature)` | \(description.argumentsText) | \(row.meaning) | `\(row.example)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension OperatorDescription {
    /// The arguments column of the docs table: `value, accumulator expression`.
    var argumentsText: String {
        if parameters.isEmpty { return "—" }
        if case .atLeast(let minimum) = chainArity, parameters.count == 1, parameters[0].isStream {
            return minimum == 1 ? "one or more streams" : "\(minimum) or more streams"
        }
        return parameters.map(\.documentationText).joined(separator: ", ")
    }
}

extension OperatorParameter {
    /// How the docs table names the parameter.
    var documentationText: String {
        switch self {
        case .element: "element expression"
        case .accumulator: "accumulator expression"
        case .value: "value"
        case .count: "whole number ≥ 0"
        case .duration: "duration"
        case .stream: "one stream"
        }
    }
}
