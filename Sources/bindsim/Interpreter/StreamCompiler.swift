import BindKit

/// Turns a stream of the language into a BindKit observable chain, each operator
/// built as its description says.
///
/// When arguments are computed (language version 3): an operator's value, count and
/// duration arguments, and a source such as `just(E)`, are computed when the stream is
/// subscribed (each subscription of a cold `let` computes its own), except for a
/// shared stage (`share`), built once when the stream is made; inside a flatMap
/// argument, when the inner stream is made for its element. A run-time error while
/// computing them, or in an operator's element code, is sent down the subscription
/// as RxSwift's `.error` and ends it.
struct StreamCompiler {
    unowned let run: ScenarioRun

    /// When a stream's arguments are computed.
    private enum Making {
        /// At each subscription (a top-level `bind`, `on`, `let` or two-way side).
        case perSubscription
        /// Now, as the inner stream of a flatMap argument is made for `element`.
        case forElement(Value)

        var outer: Value? {
            if case .forElement(let element) = self { element } else { nil }
        }
    }

    /// The stream as an observable made now; its arguments are computed per subscription.
    func compile(_ stream: Stream) -> Observable<Value> {
        do {
            return try make(stream, .perSubscription)
        } catch {
            // Only a shared stage computes arguments while the stream is made.
            return Observable.error(error)
        }
    }

    /// A two-way side's operators after `start`.
    func applying(_ operators: [OperatorCall], to start: Observable<Value>) -> Observable<Value> {
        var current = start
        for call in operators {
            do {
                current = try build(call, after: current, .perSubscription)
            } catch {
                return Observable.error(error)
            }
        }
        return current
    }

    private func make(_ stream: Stream, _ making: Making) throws(RuntimeError) -> Observable<Value> {
        var current: Observable<Value>
        switch stream.source {
        case .node(let ref), .objectWillChange(let ref):
            current = node(ref)
        case .call(let call):
            current = try build(call, after: nil, making)
        }
        for call in stream.operators { current = try build(call, after: current, making) }
        return current
    }

    private func node(_ ref: NameRef) -> Observable<Value> {
        guard let node = run.node(ref) else { return Observable.merge([]) }
        if case .stream(let observable) = node.storage { return observable }
        return node.observable() ?? Observable.merge([])
    }

    /// The stage of `call` after `upstream` (nil for a stream's source): made at each
    /// subscription when it computes arguments then, else now.
    private func build(_ call: OperatorCall, after upstream: Observable<Value>?, _ making: Making)
        throws(RuntimeError) -> Observable<Value> {
        if case .perSubscription = making, !call.op.isShared, call.op.parameters.contains(where: \.isComputedOnce) {
            return Observable.deferred { [self] in try stage(call, after: upstream, making) }
        }
        return try stage(call, after: upstream, making)
    }

    /// Computes the call's arguments and builds its stage.
    private func stage(_ call: OperatorCall, after upstream: Observable<Value>?, _ making: Making)
        throws(RuntimeError) -> Observable<Value> {
        // Under Combine only a try-operator's closure can throw: an error elsewhere stops the scenario.
        let semantics = run.program.semantics
        let evaluator: any ExpressionEvaluating = semantics == .combine && !call.op.mayFail
            ? StoppingEvaluator(run: run) : run.evaluator
        let values = try OperatorContext.values(of: call, evaluator: evaluator, outer: making.outer)
        let context = OperatorContext(call: call, outer: making.outer, values: values, evaluator: evaluator)
        let source = upstream ?? Observable.empty()
        switch call.op.stage {
        case .map(let transform):
            return source.map { element in try transform(element, context) }
        case .filter(let test):
            return source.filter { element in try test(element, context) }
        case .accumulate(let step):
            return source.scan(context.value(at: 0)) { accumulator, element in try step(accumulator, element, context) }
        case .dedupe:
            return source.distinctUntilChanged()
        case .stream(let makeStage):
            var streams = upstream.map { [$0] } ?? []
            var innerArgument: Stream?
            for (stream, role) in call.streamArguments {
                switch role {
                case .inner: innerArgument = stream
                // Made when the stage is subscribed, each time: a future it starts from runs its block then.
                case .recipe: streams.append(Observable.deferred { [self] in try make(stream, making) })
                case .input, .sampled, .notifier: streams.append(try make(stream, making))
                }
            }
            let inner: (Value) throws(RuntimeError) -> Observable<Value> = { [self] element throws(RuntimeError) in
                guard let innerArgument else { return Observable.empty() }
                try run.chargeSubscriptions(made: innerArgument)
                return try make(innerArgument, .forElement(element))
            }
            do {
                return try makeStage(OperatorInputs(streams: streams, context: context, scheduler: run.scheduler,
                                                 semantics: semantics, inner: inner,
                                                 stop: { [unowned run] error in run.fail(error) },
                                                 perform: { [unowned run] body, element throws(RuntimeError) in
                                                     try run.performBlock(body, it: element, outer: making.outer)
                                                 },
                                                 resubscribe: { [unowned run] in run.chargeResubscription(at: call.range) }))
            } catch {
                // An argument Combine's types would not let through (a bad count, `share(1)`) is no failure.
                if semantics == .combine && !call.op.mayFail { run.fail(error.stoppingUnderCombine) }
                throw error
            }
        }
    }
}

/// The run's evaluator under Combine's rules for closures that cannot throw (`map`, `filter`,
/// a sink's block): an error stops the scenario (exit 2) before it is thrown on, so no stream
/// fails of it (docs/language.md, "Combine's failures").
struct StoppingEvaluator: ExpressionEvaluating {
    unowned let run: ScenarioRun

    func evaluate(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Value {
        do { return try run.evaluator.evaluate(expr, scope) } catch {
            run.fail(error.stoppingUnderCombine)
            throw error
        }
    }

    func truth(_ expr: Expr, _ scope: EvaluationScope) throws(RuntimeError) -> Bool {
        do { return try run.evaluator.truth(expr, scope) } catch {
            run.fail(error.stoppingUnderCombine)
            throw error
        }
    }
}

/// A declared node as a two-way binding side: writes go through the interpreter,
/// which checks the node's type annotation; the end of the direction that writes
/// into it ends that direction of the binding.
struct TwoWayNode: TwoWayBindable {
    let node: ScenarioNode
    unowned let run: ScenarioRun
    let subscription: RunSubscription
    /// The direction that writes into this node.
    let direction: RunSubscription.Direction

    func asObservable() -> Observable<Value> {
        node.observable() ?? Observable.merge([])
    }

    func onNext(_ element: Value) {
        run.write(element, into: node)
    }

    func on(_ event: Event<Value>) {
        switch event {
        case .next(let element): run.write(element, into: node)
        case .error(let error): run.subscriptionEnded(subscription, direction: direction, by: error)
        case .completed: run.subscriptionEnded(subscription, direction: direction, by: nil)
        }
    }

    var isSilentOnProgrammaticWrite: Bool { node.isSilentOnProgrammaticWrite }
}

/// A declared node as the target of `bind STREAM -> NAME`: RxSwift's `bind(to:)` in
/// release builds (an error ends the binding; a debug build would stop in `fatalError`).
struct NodeWriter: ObserverType {
    let node: ScenarioNode
    unowned let run: ScenarioRun
    let subscription: RunSubscription
    let direction: RunSubscription.Direction

    func onNext(_ element: Value) {
        run.write(element, into: node)
    }

    func on(_ event: Event<Value>) {
        switch event {
        case .next(let element): run.write(element, into: node)
        case .error(let error): run.subscriptionEnded(subscription, direction: direction, by: error)
        case .completed: run.subscriptionEnded(subscription, direction: direction, by: nil)
        }
    }
}
