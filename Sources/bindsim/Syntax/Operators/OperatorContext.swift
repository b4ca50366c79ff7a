import BindKit

/// Evaluates expressions: the interpreter's `Evaluator`, reading nodes' current values
/// in a run and none in the round-trip check.
protocol ExpressionEvaluating {
    func evaluate(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Value
    /// Evaluates a condition, which must give a Bool.
    func truth(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Bool
}

/// The values an expression can refer to besides node names.
struct EvaluationScope {
    /// `it`: the element being processed, or the value an `on` block received.
    var it: Value?
    /// `acc`: the accumulator inside `scan`.
    var acc: Value?
    /// `outer`: inside a flatMap-family argument, the element of the innermost flatMap.
    var outer: Value?
    /// Inside the block of a future a `deferred(…)` made (and the sinks' blocks there): the
    /// promise of that one future, which its `set` and `fail` call.
    var promise: FuturePromise?

    static var empty: EvaluationScope { EvaluationScope() }

    /// The promise `set`/`fail` of `node` calls here: its own future's (the checker allows them
    /// nowhere else for a future `deferred(…)` makes).
    func promise(forNode index: Int) -> FuturePromise? {
        promise.flatMap { $0.node == index ? $0 : nil }
    }

    /// What a stream made inside a flatMap argument computes once: `it` and `outer` are
    /// the flatMap's element.
    static func made(forOuter outer: Value?) -> EvaluationScope {
        EvaluationScope(it: outer, outer: outer)
    }
}

/// The promise of one future a `deferred(…)` made for a subscription, kept by the blocks that
/// run for it (a class: every scope that carries it shares the one promise).
final class FuturePromise {
    /// The future's declaration index.
    let node: Int
    let fulfil: Future<Value>.Promise

    init(node: Int, fulfil: @escaping Future<Value>.Promise) {
        self.node = node
        self.fulfil = fulfil
    }
}

/// What an operator's element code can read: its call, the values of its value
/// arguments (computed once, when the stream was made) and its element expressions.
struct OperatorContext {
    let call: OperatorCall
    /// Inside a flatMap argument, the flatMap's element (`outer`).
    var outer: Value? = nil
    /// By argument position: the value of each argument computed once (a value,
    /// count or duration), nil for the others.
    let values: [Value?]
    let evaluator: any ExpressionEvaluating

    /// Evaluates the call's arguments that are computed once, in order (what making
    /// the stream does); inside a flatMap argument `it` and `outer` are its element.
    static func values(of call: OperatorCall, evaluator: any ExpressionEvaluating,
                       outer: Value? = nil) throws(RuntimeError) -> [Value?] {
        var values: [Value?] = []
        for index in call.arguments.indices {
            if call.op.parameter(at: index).isComputedOnce {
                values.append(try evaluator.evaluate(call.expression(at: index), .made(forOuter: outer)))
            } else {
                values.append(nil)
            }
        }
        return values
    }

    /// The value argument at `index`.
    func value(at index: Int) -> Value {
        values[index] ?? .nil
    }

    /// The count argument at `index`; an error unless it is a whole number ≥ 0.
    func count(at index: Int) throws(RuntimeError) -> Int {
        try Durations.count(value(at: index), for: call.op.name, at: call.expression(at: index).range)
    }

    /// The duration argument at `index`, in milliseconds; an error unless it is a duration ≥ 0ms.
    func milliseconds(at index: Int) throws(RuntimeError) -> Int {
        try Durations.interval(value(at: index), for: call.op.name, at: call.expression(at: index).range)
    }

    /// The duration argument at `index`; an error unless it is a duration ≥ 0ms.
    func interval(at index: Int) throws(RuntimeError) -> RxTimeInterval {
        .milliseconds(try milliseconds(at: index))
    }

    /// The element expression at `index`, evaluated for `element` (and `acc` in `scan`).
    func evaluate(_ index: Int, element: Value, accumulator: Value? = nil) throws(RuntimeError) -> Value {
        try evaluator.evaluate(call.expression(at: index), EvaluationScope(it: element, acc: accumulator, outer: outer))
    }

    /// The condition at `index`, evaluated for `element`.
    func truth(_ index: Int, element: Value) throws(RuntimeError) -> Bool {
        try evaluator.truth(call.expression(at: index), EvaluationScope(it: element, outer: outer))
    }

    /// The value at `index` as a Bool (`latest: false`); an error otherwise.
    func flag(at index: Int) throws(RuntimeError) -> Bool {
        guard case .bool(let flag) = value(at: index) else {
            throw RuntimeError(.badArgument(function: call.op.name, expected: "a Bool", found: value(at: index).traceText),
                               at: call.expression(at: index).range)
        }
        return flag
    }

    /// The value at `index` as a list (`from([1, 2])`); an error otherwise.
    func list(at index: Int) throws(RuntimeError) -> [Value] {
        guard case .list(let items) = value(at: index) else {
            throw RuntimeError(.badArgument(function: call.op.name, expected: "a List", found: value(at: index).traceText),
                               at: call.expression(at: index).range)
        }
        return items
    }
}

/// What an operator built as a whole (`OperatorStage.stream`) is built from.
struct OperatorInputs {
    /// The stream the operator follows (for an operator after a dot), then its stream
    /// arguments, each compiled, in order.
    let streams: [Observable<Value>]
    let context: OperatorContext
    /// The run's virtual main run loop (`async()`, timers).
    let scheduler: VirtualTimeScheduler
    /// Whose rules the stage follows (the file's `semantics`).
    let semantics: Semantics
    /// Makes the stream of the operator's inner argument for one element (the flatMap
    /// family); an error it throws ends the subscription.
    let inner: (Value) throws(RuntimeError) -> Observable<Value>
    /// Stops the run with an error (a situation whose result the file's library leaves undefined).
    let stop: (RuntimeError) -> Void
    /// Runs a block argument's statements for one element (`it`), as an `on` block runs them.
    let perform: (_ body: [Statement], _ element: Value) throws(RuntimeError) -> Void
    /// Counts one resubscription of the source against the run's budget (`retry`'s); false,
    /// the run stopped, once past it.
    let resubscribe: () -> Bool

    /// The stream an operator after a dot is applied to.
    var source: Observable<Value> { streams[0] }
}
