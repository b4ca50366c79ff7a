/// Every operator of the scenario language, in the order of docs/language.md's table,
/// and the lookups the parser and the hints use.
enum OperatorCatalog {
    static let all: [OperatorDescription] = throughVersion2 + addedInVersion3 + addedInVersion4

    /// The operators of language versions 1 and 2.
    static let throughVersion2: [OperatorDescription] = [
        .map, .filter, .distinct, .skip, .take, .startWith, .scan, .not, .ignore,
        .merge, .combineLatest, .withLatestFrom, .currentAndPrevious,
        .async, .delay, .debounce, .throttle,
    ]

    /// The operators language version 3 added (a `language 2` file that uses one gets W0130).
    static let addedInVersion3: [OperatorDescription] = [
        .just, .from, .interval, .timer, .empty, .never, .error,
        .flatMap, .flatMapLatest, .flatMapFirst, .concatMap,
        .share, .takeUntil, .skipUntil, .takeWhile, .skipWhile, .sample, .retry, .main, .catchAndReturn,
    ]

    /// The operators language version 4 added: Combine's spellings, and `catch` and `zip`.
    static let addedInVersion4: [OperatorDescription] = [
        .removeDuplicates, .dropFirst, .prefix, .prefixWhile, .prefixUntilOutput, .dropWhile, .dropUntilOutput,
        .prepend, .switchToLatest, .receive, .tryMap, .replaceError, .fail, .catch, .zip, .deferred, .handleEvents,
    ]

    /// The names written with a first argument's label that tells their operators apart (`prefix`,
    /// `drop`), as bytes.
    static let labelledNames: [[UInt8]] = Array(Set(all.filter { $0.argumentLabel != nil }.map(\.writtenName)))
        .sorted().map { Array($0.utf8) }

    /// The operator of name `name` whose first argument is labelled `label` (`prefix(while:)`).
    static func labelled(_ name: String, _ label: String) -> Int? {
        all.firstIndex { $0.argumentLabel == label && $0.writtenName == name }
    }

    /// Every spelling (names and aliases) with the operator's position in `all`.
    private static let table = WordTable(all.indices.flatMap { index in
        ([all[index].name] + all[index].aliases).map { ($0, index) }
    })

    /// The language's names, for suggestions.
    static let names = all.map(\.name)

    /// Every spelling a user may mean, in catalogue order: the language's names, then the
    /// aliases and RxSwift's names that are plain words (`distinctUntilChanged`).
    private static let spellings: [(written: String, operator: OperatorDescription)] =
        all.map { ($0.name, $0) } + all.flatMap { description in
            Set(description.aliases + [description.rxSwift]).subtracting([description.name]).sorted()
                .filter { $0.utf8.allSatisfy(Byte.isIdentifierPart) }.map { ($0, description) }
        }

    /// The hint for an unknown operator `word`: the closest spelling, shown as the
    /// language writes it (`distinctUntilChange` → `distinct()`, RxSwift's `distinctUntilChanged`).
    static func suggestion(for word: String) -> DiagnosticHelp? {
        guard let written = Suggestions.closest(to: word, in: spellings.map(\.written)),
              let match = spellings.first(where: { $0.written == written }) else { return nil }
        if written == match.operator.name { return .didYouMean(written) }
        return .operatorSpelling(name: match.operator.documentation.signature, rxSwift: written)
    }

    /// The hint for an unknown call at the start of a stream (`intervall(1s)`): the closest
    /// operator that starts one.
    static func sourceSuggestion(for word: String) -> DiagnosticHelp? {
        Suggestions.closest(to: word, in: all.filter { $0.sourceArity != nil }.map(\.name)).map(DiagnosticHelp.didYouMean)
    }

    /// The hint for RxSwift's argument label `label:` in a call of `name`, which the language
    /// writes without labels: the operator RxSwift spells so (`take(until:)` is
    /// `takeUntil(S)`, `share(replay:)` is `share(N)`), a scheduler the run's clock stands
    /// for, or the operator's own signature (`debounce(for:)` is `debounce(D)`).
    static func labelSuggestion(operator name: String, label: String) -> DiagnosticHelp {
        if label == "scheduler" { return RxSwiftNames.schedulerArgument }
        let written = "\(name)(\(label):"
        if let meant = all.first(where: { $0.rxSwift.hasPrefix(written) }) {
            return .operatorSpelling(name: meant.documentation.signature, rxSwift: written + ")")
        }
        // A misspelt label of an operator told by its label (`prefix(whil:)`): the closest of those.
        let labelled = all.filter { $0.writtenName == name && $0.argumentLabel != nil }
        if let closest = Suggestions.closest(to: label, in: labelled.compactMap(\.argumentLabel)),
           let meant = labelled.first(where: { $0.argumentLabel == closest }) {
            return .didYouMean(meant.documentation.signature)
        }
        return .didYouMean(named(name)?.documentation.signature ?? name)
    }

    /// `never()`, which stands for a stream whose start was a mistake (reported): it emits
    /// nothing, so nothing after the mistake complains of it.
    static let neverIndex = all.firstIndex { $0.name == "never" }!

    /// Combine's `switchToLatest`, which the parser reads from `map(S).switchToLatest()`.
    static let switchToLatestIndex = all.firstIndex { $0.name == OperatorDescription.switchToLatest.name }!
    static let flatMapFirstIndex = all.firstIndex { $0.name == OperatorDescription.flatMapFirst.name }!

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
        case .stream(.inner): "a stream made per element (`outer`)"
        case .stream(.recipe): "a stream made per subscription"
        case .stream: "one stream"
        case .labelled(let label): "`\(label):` value"
        case .scheduler(let label): "`\(label):` `main` or `immediate`"
        case .block(let label): "`\(label): { … }` statements"
        }
    }
}
