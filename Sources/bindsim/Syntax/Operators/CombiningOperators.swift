import BindKit

// Operators that join streams: as a stream's source (`merge(a, b)`) or after a dot
// (`a.merge(b)`, where the stream before the dot is the first input).
extension OperatorDescription {
    static let merge = OperatorDescription(
        "merge", parameters: [.stream(.input)], chainArity: .atLeast(1), sourceArity: .atLeast(2),
        stage: .stream { inputs in Observable.merge(inputs.streams) },
        exported: "Observable.merge({inputs})", exportedElement: .merged,
        documentation: .init(signature: "merge(S...)", meaning: "merge", example: "a.merge(b, c)"))

    static let combineLatest = OperatorDescription(
        "combineLatest", parameters: [.stream(.input)], chainArity: .atLeast(1), sourceArity: .atLeast(2),
        stage: .stream { inputs in
            switch inputs.semantics {
            case .rx: Observable.combineLatest(inputs.streams).map(Value.tuple)
            case .combine: CombineRules<Observable<Value>>.combineLatest(inputs.streams).map(Value.tuple)
            }
        },
        exported: "Observable.combineLatest({inputs})", exportedElement: .tuple,
        documentation: .init(signature: "combineLatest(S...)",
                             meaning: "combineLatest (under `combine` a value that arrives while it delivers is stored, not emitted: C1)",
                             example: "a.combineLatest(b).map($0 + $1)"))

    static let withLatestFrom = OperatorDescription(
        "withLatestFrom", vocabulary: .rx(combine: nil), parameters: [.stream(.sampled)],
        stage: .stream { inputs in inputs.source.withLatestFrom(inputs.streams[1]) },
        exported: ".withLatestFrom({0})", exportedElement: .stream(0),
        documentation: .init(signature: "withLatestFrom(S)", meaning: "withLatestFrom",
                             example: "taps.withLatestFrom(email)"))
}
