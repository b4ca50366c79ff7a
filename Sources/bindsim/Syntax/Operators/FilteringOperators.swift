import BindKit

// Operators that let some elements through and drop the others.
extension OperatorDescription {
    static let filter = OperatorDescription(
        "filter", parameters: [.element], guardKind: .filter,
        stage: .filter { element, context throws(RuntimeError) in try context.truth(0, element: element) },
        documentation: .init(signature: "filter(E)", meaning: "filter", example: "a.filter(it > 0)"))

    static let ignore = OperatorDescription(
        "ignore", rxSwift: "filter { $0 != E }", parameters: [.value], guardKind: .filter,
        stage: .filter { element, context in element != context.value(at: 0) },
        documentation: .init(signature: "ignore(E)", meaning: "filter { $0 != E }", example: "a.ignore(nil)"))

    static let distinct = OperatorDescription(
        "distinct", rxSwift: "distinctUntilChanged", aliases: ["distinctUntilChanged"], guardKind: .distinct,
        stage: .dedupe,
        documentation: .init(signature: "distinct()", meaning: "distinctUntilChanged (also spelt `distinctUntilChanged()`)",
                             example: "a.distinct()"))

    static let skip = OperatorDescription(
        "skip", parameters: [.count],
        stage: .stream { inputs in inputs.source.skip(inputs.context.call.count(at: 0)) },
        documentation: .init(signature: "skip(N)", meaning: "skip", example: "a.skip(1)"))

    static let take = OperatorDescription(
        "take", parameters: [.count], guardKind: .take,
        stage: .stream { inputs in inputs.source.take(inputs.context.call.count(at: 0)) },
        documentation: .init(signature: "take(N)", meaning: "take", example: "a.take(3)"))
}
