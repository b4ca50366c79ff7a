/// `textDocument/definition` and `textDocument/references` for nodes and subscription labels.
enum NavigationAnswers {
    /// Where the node or label at `offset` is declared (a `Location`), or null.
    static func definition(_ document: ScenarioDocument, at offset: Int, encoding: PositionEncoding) -> JSONValue {
        guard let occurrence = document.occurrence(at: offset),
              let range = document.index.declarationRange(of: occurrence) else { return .null }
        return location(document, range, encoding)
    }

    /// Every place the node or label at `offset` is named, in source order.
    static func references(_ document: ScenarioDocument, at offset: Int, includingDeclaration: Bool,
                           encoding: PositionEncoding) -> JSONValue {
        guard let occurrence = document.occurrence(at: offset) else { return .array([]) }
        let ranges = document.index.references(of: occurrence, includingDeclaration: includingDeclaration)
        return .array(ranges.map { location(document, $0, encoding) })
    }

    private static func location(_ document: ScenarioDocument, _ range: Range<Int>, _ encoding: PositionEncoding) -> JSONValue {
        .object([("uri", .string(document.uri)), ("range", document.positions(encoding).range(range))])
    }
}
