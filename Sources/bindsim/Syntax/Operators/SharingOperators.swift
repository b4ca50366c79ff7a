import BindKit

// Operators that change who shares a subscription and what happens to errors.
extension OperatorDescription {
    static let share = OperatorDescription(
        "share", rxSwift: "share(replay:scope: .whileConnected)", parameters: [.count], chainArity: .range(0, 1),
        isShared: true,
        stage: .stream { inputs throws(RuntimeError) in
            let context = inputs.context
            let replay = context.call.arguments.isEmpty ? 0 : try context.count(at: 0)
            if replay == 1 && inputs.semantics == .combine {
                throw RuntimeError(.badArgument(function: "share", expected: "no count: Combine's share() replays nothing",
                                                found: "1"), at: context.call.expression(at: 0).range)
            }
            guard replay <= 1 else {
                throw RuntimeError(.badArgument(function: "share", expected: "0 or 1 (the elements it replays)",
                                                found: "\(replay)"), at: context.call.expression(at: 0).range)
            }
            // Combine's share() is multicast(PassthroughSubject()).autoconnect() (C12).
            if inputs.semantics == .combine { return inputs.source.combine.share() }
            return inputs.source.share(replay: replay, scope: .whileConnected)
        },
        exported: ".share(replay: {0|0}, scope: .whileConnected)",
        documentation: .init(signature: "share(N)",
                             meaning: "share(replay: N, scope: .whileConnected), N = 0 (not written) or 1; under `combine` multicast(PassthroughSubject()).autoconnect()",
                             example: "let s = a.map(it * 2).share()"))

    static let retry = OperatorDescription(
        "retry", parameters: [.count],
        stage: .stream { inputs throws(RuntimeError) in
            let count = try inputs.context.count(at: 0)
            // Each subscription after the first counts against the run's budget: a source that
            // always fails would otherwise resubscribe `count` times, up to 2^53 of them.
            var subscribed = false
            let source = inputs.source
            let charged = Observable<Value>.deferred {
                defer { subscribed = true }
                return !subscribed || inputs.resubscribe() ? source : Observable.empty()
            }
            return switch inputs.semantics {
            case .rx: charged.retry(count)
            // Combine's retry(N) is N retries: N + 1 subscriptions in all (C14).
            case .combine: charged.retry(count == Int.max ? count : count + 1)
            }
        },
        exported: ".retry({0})",
        documentation: .init(signature: "retry(N)",
                             meaning: "retry: N subscriptions in all (under `combine` N retries, N + 1 subscriptions: C14), each resubscription in the instant of the error",
                             example: "fetch.retry(3)"))

    static let catchAndReturn = OperatorDescription(
        "catchAndReturn", vocabulary: .rx(combine: "replaceError(with: E)"), parameters: [.value],
        stage: .stream { inputs in inputs.source.catchAndReturn(inputs.context.value(at: 0)) },
        exported: ".catchAndReturn({0})", exportedElement: .joined(0),
        documentation: .init(signature: "catchAndReturn(E)", meaning: "catchAndReturn: an error becomes E, then completion",
                             example: "a.map(number(it)).catchAndReturn(0)"))
}
