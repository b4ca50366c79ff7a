import BindKit

// Operators that make a stream for each element and flatten the streams into one. The
// argument is a stream in which `outer` is the element (and `it`, in what the stream
// computes once); it is made when the element arrives.
extension OperatorDescription {
    static let flatMap = OperatorDescription(
        "flatMap", parameters: [.stream(.inner), .labelled("maxPublishers")], chainArity: .range(1, 2),
        stage: .stream { inputs in
            // Combine's `flatMap(maxPublishers: .max(1))` over a passthrough: one inner at a time, and
            // what the upstream sends meanwhile is dropped (no demand) — RxSwift's flatMapFirst.
            inputs.context.call.arguments.count == 2 ? inputs.source.flatMapFirst(inputs.inner)
                : inputs.source.flatMap(inputs.inner)
        },
        exported: ".flatMap { outer in {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "flatMap(S)",
                             meaning: "flatMap: every inner stream, merged; under Combine `flatMap(S, maxPublishers: 1)` is `flatMapFirst(S)`",
                             example: "taps.flatMap(just(outer).delay(1s))"))

    static let flatMapLatest = OperatorDescription(
        "flatMapLatest", vocabulary: .rx(combine: "map(S).switchToLatest()"), parameters: [.stream(.inner)],
        stage: .stream { inputs in inputs.source.flatMapLatest(inputs.inner) },
        exported: ".flatMapLatest { outer in {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "flatMapLatest(S)",
                             meaning: "flatMapLatest: the latest inner stream (made before the previous is disposed)",
                             example: "query.flatMapLatest(just(outer).delay(300ms))"))

    static let flatMapFirst = OperatorDescription(
        "flatMapFirst", vocabulary: .rx(combine: "flatMap(S, maxPublishers: 1)"), parameters: [.stream(.inner)], guardKind: .init(kind: .timeOrState, name: "flatMapFirst"),
        stage: .stream { inputs in inputs.source.flatMapFirst(inputs.inner) },
        exported: ".flatMapFirst { outer in {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "flatMapFirst(S)",
                             meaning: "flatMapFirst: an element that arrives while an inner stream runs is ignored",
                             example: "taps.flatMapFirst(timer(1s))"))

    static let concatMap = OperatorDescription(
        "concatMap", vocabulary: .rx(combine: nil), parameters: [.stream(.inner)],
        stage: .stream { inputs in inputs.source.concatMap(inputs.inner) },
        exported: ".concatMap { outer in {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "concatMap(S)",
                             meaning: "concatMap: inner streams one after another (one is made when its element arrives)",
                             example: "saves.concatMap(just(outer).delay(100ms))"))
}
