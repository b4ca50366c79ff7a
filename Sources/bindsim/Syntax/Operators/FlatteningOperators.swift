import BindKit

// Operators that make a stream for each element and flatten the streams into one. The
// argument is a stream in which `outer` is the element (and `it`, in what the stream
// computes once); it is made when the element arrives.
extension OperatorDescription {
    static let flatMap = OperatorDescription(
        "flatMap", parameters: [.stream(.inner)],
        stage: .stream { inputs in inputs.source.flatMap(inputs.inner) },
        documentation: .init(signature: "flatMap(S)", meaning: "flatMap: every inner stream, merged",
                             example: "taps.flatMap(just(outer).delay(1s))"))

    static let flatMapLatest = OperatorDescription(
        "flatMapLatest", parameters: [.stream(.inner)],
        stage: .stream { inputs in inputs.source.flatMapLatest(inputs.inner) },
        documentation: .init(signature: "flatMapLatest(S)",
                             meaning: "flatMapLatest: the latest inner stream (made before the previous is disposed)",
                             example: "query.flatMapLatest(just(outer).delay(300ms))"))
}
