import BindKit

// Operators that let some elements through and drop the others.
extension OperatorDescription {
    static let filter = OperatorDescription(
        "filter", parameters: [.element], guardKind: .init(kind: .value, name: "filter"),
        stage: .filter { element, context throws(RuntimeError) in try context.truth(0, element: element) },
        exported: ".filter { it in {0?} }",
        documentation: .init(signature: "filter(E)", meaning: "filter", example: "a.filter(it > 0)"))

    static let ignore = OperatorDescription(
        "ignore", rxSwift: "filter { $0 != E }", parameters: [.value], guardKind: .init(kind: .value, name: "filter"),
        stage: .filter { element, context in element != context.value(at: 0) },
        exported: ".filter { it in {0!=it} }",
        documentation: .init(signature: "ignore(E)", meaning: "filter { $0 != E }", example: "a.ignore(nil)"))

    static let distinct = OperatorDescription(
        "distinct", vocabulary: .rx(combine: "removeDuplicates()"), rxSwift: "distinctUntilChanged", aliases: ["distinctUntilChanged"],
        guardKind: .init(kind: .value, name: "distinct()"),
        stage: .dedupe,
        exported: ".distinctUntilChanged()",
        documentation: .init(signature: "distinct()", meaning: "distinctUntilChanged (also spelt `distinctUntilChanged()`)",
                             example: "a.distinct()"))

    static let skip = OperatorDescription(
        "skip", vocabulary: .rx(combine: "dropFirst(N)"), parameters: [.count], guardKind: .init(kind: .count, name: "skip()"),
        stage: .stream { inputs throws(RuntimeError) in inputs.source.skip(try inputs.context.count(at: 0)) },
        exported: ".skip({0})",
        documentation: .init(signature: "skip(N)", meaning: "skip", example: "a.skip(1)"))

    static let take = OperatorDescription(
        "take", vocabulary: .rx(combine: "prefix(N)"), parameters: [.count], guardKind: .init(kind: .count, name: "take()"),
        stage: .stream { inputs throws(RuntimeError) in inputs.source.take(try inputs.context.count(at: 0)) },
        exported: ".take({0})",
        documentation: .init(signature: "take(N)", meaning: "take", example: "a.take(3)"))
}

extension OperatorDescription {
    static let takeWhile = OperatorDescription(
        "takeWhile", vocabulary: .rx(combine: "prefix(while: E)"), rxSwift: "take(while:)", parameters: [.element], guardKind: .init(kind: .value, name: "takeWhile"),
        stage: .stream { inputs in
            let context = inputs.context
            return inputs.source.take(while: { element in try context.truth(0, element: element) })
        },
        exported: ".take(while: { it in {0?} })",
        documentation: .init(signature: "takeWhile(E)", meaning: "take(while:)", example: "a.takeWhile(it < 10)"))

    static let skipWhile = OperatorDescription(
        "skipWhile", vocabulary: .rx(combine: "drop(while: E)"), rxSwift: "skip(while:)", parameters: [.element], guardKind: .init(kind: .value, name: "skipWhile"),
        stage: .stream { inputs in
            let context = inputs.context
            return inputs.source.skip(while: { element in try context.truth(0, element: element) })
        },
        exported: ".skip(while: { it in {0?} })",
        documentation: .init(signature: "skipWhile(E)", meaning: "skip(while:)", example: "a.skipWhile(it == \"\")"))

    static let skipUntil = OperatorDescription(
        "skipUntil", vocabulary: .rx(combine: "drop(untilOutputFrom: S)"), rxSwift: "skip(until:)", parameters: [.stream(.notifier)],
        stage: .stream { inputs in inputs.source.skip(until: inputs.streams[1]) },
        exported: ".skip(until: {0})",
        documentation: .init(signature: "skipUntil(S)", meaning: "skip(until:) (subscribes the source first)",
                             example: "edits.skipUntil(ready)"))

    static let sample = OperatorDescription(
        "sample", vocabulary: .rx(combine: nil), parameters: [.stream(.input)], guardKind: .init(kind: .timeOrState, name: "sample"),
        stage: .stream { inputs in inputs.source.sample(inputs.streams[1]) },
        exported: ".sample({0})",
        documentation: .init(signature: "sample(S)",
                             meaning: "sample: the latest element when S emits, if a new one arrived (source first)",
                             example: "text.sample(saveTap)"))

    static let takeUntil = OperatorDescription(
        "takeUntil", vocabulary: .rx(combine: "prefix(untilOutputFrom: S)"), rxSwift: "take(until:)", parameters: [.stream(.notifier)],
        guardKind: .init(kind: .timeOrState, name: "takeUntil"),
        stage: .stream { inputs in inputs.source.take(until: inputs.streams[1]) },
        exported: ".take(until: {0})",
        documentation: .init(signature: "takeUntil(S)", meaning: "take(until:) (subscribes S first)",
                             example: "ticks.takeUntil(stop)"))
}
