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

    static let empty = EvaluationScope()
}

/// What an operator's element code can read: its call, the values of its value
/// arguments (computed once, when the stream was made) and its element expressions.
struct OperatorContext {
    let call: OperatorCall
    /// By argument position: the value of each value argument, nil for the others.
    let values: [Value?]
    let evaluator: any ExpressionEvaluating

    /// Evaluates the call's value arguments, in order (what making the stream does).
    static func values(of call: OperatorCall, evaluator: any ExpressionEvaluating) throws(RuntimeError) -> [Value?] {
        var values: [Value?] = []
        for index in call.arguments.indices {
            if case .value = call.op.parameter(at: index) {
                values.append(try evaluator.evaluate(call.expression(at: index), .empty))
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

    /// The element expression at `index`, evaluated for `element` (and `acc` in `scan`).
    func evaluate(_ index: Int, element: Value, accumulator: Value? = nil) throws(RuntimeError) -> Value {
        try evaluator.evaluate(call.expression(at: index), EvaluationScope(it: element, acc: accumulator))
    }

    /// The condition at `index`, evaluated for `element`.
    func truth(_ index: Int, element: Value) throws(RuntimeError) -> Bool {
        try evaluator.truth(call.expression(at: index), EvaluationScope(it: element))
    }
}

/// What an operator built as a whole (`OperatorStage.stream`) is built from.
struct OperatorInputs {
    /// The stream the operator follows (for an operator after a dot), then its stream
    /// arguments, each compiled, in order.
    let streams: [Observable<Value>]
    let context: OperatorContext
    /// The run's virtual-time scheduler.
    let scheduler: VirtualTimeScheduler

    /// The stream an operator after a dot is applied to.
    var source: Observable<Value> { streams[0] }
}
