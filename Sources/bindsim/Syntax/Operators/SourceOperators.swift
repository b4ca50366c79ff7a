import BindKit

// Operators that start a stream (`just(1).map(…)`), made when the stream is subscribed.
extension OperatorDescription {
    static let just = OperatorDescription(
        "just", parameters: [.value], sourceArity: .exactly(1),
        stage: .stream { inputs in Observable.just(inputs.context.value(at: 0)) },
        exported: "Observable<{element}>.just({0})", exportedElement: .expression(0),
        documentation: .init(signature: "just(E)", meaning: "Observable.just: E, then completion", example: "just(0)"))

    static let from = OperatorDescription(
        "from", parameters: [.value], sourceArity: .exactly(1),
        stage: .stream { inputs throws(RuntimeError) in Observable.from(try inputs.context.list(at: 0)) },
        exported: "Observable<BindsimValue>.from(try Bindsim.list({0}, for: \"from\"))", exportedElement: .value,
        documentation: .init(signature: "from(LIST)",
                             meaning: "Observable.from: the elements (one per trampoline turn), then completion",
                             example: "from([1, 2, 3])"))

    static let interval = OperatorDescription(
        "interval", parameters: [.duration], sourceArity: .exactly(1), hops: true,
        stage: .stream { inputs throws(RuntimeError) in
            let period = try inputs.context.milliseconds(at: 0)
            guard period > 0 else {
                throw RuntimeError(.badArgument(function: "interval", expected: "a duration of more than 0ms", found: "0ms"),
                                   at: inputs.context.call.expression(at: 0).range)
            }
            return Observable<Int>.interval(.milliseconds(period), scheduler: MainScheduler.instance)
                .map { .number(Double($0)) }
        },
        exported: "Bindsim.ticks(every: {0}, on: {time}){hop}", exportedElement: .number,
        documentation: .init(signature: "interval(D)", meaning: "Observable.interval: 0, 1, 2, … every D, first after D",
                             example: "interval(100ms)"))

    static let timer = OperatorDescription(
        "timer", parameters: [.duration], sourceArity: .exactly(1), hops: true,
        stage: .stream { inputs throws(RuntimeError) in
            Observable<Int>.timer(try inputs.context.interval(at: 0), scheduler: MainScheduler.instance)
                .map { .number(Double($0)) }
        },
        exported: "Observable<Int>.timer({0}, scheduler: {time}).map { Double($0) }{hop}", exportedElement: .number,
        documentation: .init(signature: "timer(D)", meaning: "Observable.timer: 0 after D, then completion",
                             example: "timer(1s)"))

    static let empty = OperatorDescription(
        "empty", sourceArity: .exactly(0),
        stage: .stream { _ in Observable.empty() },
        exported: "Observable<BindsimValue>.empty()", exportedElement: .value,
        documentation: .init(signature: "empty()", meaning: "Observable.empty: completion at once", example: "empty()"))

    static let never = OperatorDescription(
        "never", sourceArity: .exactly(0),
        stage: .stream { _ in Observable.never() },
        exported: "Observable<BindsimValue>.never()", exportedElement: .value,
        documentation: .init(signature: "never()", meaning: "Observable.never: nothing, ever", example: "never()"))

    static let error = OperatorDescription(
        "error", parameters: [.value], sourceArity: .exactly(1),
        stage: .stream { inputs in
            let message = inputs.context.value(at: 0).plainText
            return Observable.error(RuntimeError(.streamError(message), at: inputs.context.call.range))
        },
        exported: "Observable<BindsimValue>.error(BindsimError(message: {0}))", exportedElement: .value,
        documentation: .init(signature: "error(E)", meaning: "Observable.error: fails with the message E",
                             example: "error(\"offline\")"))
}
