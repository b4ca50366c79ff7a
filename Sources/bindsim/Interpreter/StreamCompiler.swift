import BindKit

/// Turns a stream of the language into a BindKit observable chain, each operator
/// built as its description says. Operator expressions run through the scenario run,
/// which turns a run-time error into the run's diagnostic and abandons the step.
struct StreamCompiler {
    unowned let run: ScenarioRun

    func compile(_ stream: Stream) -> Observable<Value> {
        var current: Observable<Value>
        switch stream.source {
        case .node(let ref):
            current = node(ref)
        case .call(let call):
            current = build(call, after: nil)
        }
        return applying(stream.operators, to: current)
    }

    func applying(_ operators: [OperatorCall], to start: Observable<Value>) -> Observable<Value> {
        var current = start
        for call in operators { current = build(call, after: current) }
        return current
    }

    private func node(_ ref: NameRef) -> Observable<Value> {
        guard let node = run.node(ref) else { return Observable.merge([]) }
        if case .stream(let observable) = node.storage { return observable }
        return node.observable() ?? Observable.merge([])
    }

    /// The stage of `call`, following `upstream` (nil for a stream's source). Its value
    /// arguments are evaluated now, when the stream is made.
    private func build(_ call: OperatorCall, after upstream: Observable<Value>?) -> Observable<Value> {
        unowned let run = self.run
        let values = run.guarded { () throws(RuntimeError) in try OperatorContext.values(of: call, evaluator: run.evaluator) }
        let context = OperatorContext(call: call, values: values ?? [], evaluator: run.evaluator)
        let source = upstream ?? Observable.merge([])
        switch call.op.stage {
        case .map(let transform):
            return source.map { element in run.guarded { () throws(RuntimeError) in try transform(element, context) } ?? .nil }
        case .filter(let test):
            return source.filter { element in run.guarded { () throws(RuntimeError) in try test(element, context) } ?? false }
        case .accumulate(let step):
            return source.scan(context.value(at: 0)) { accumulator, element in
                run.guarded { () throws(RuntimeError) in try step(accumulator, element, context) } ?? accumulator
            }
        case .dedupe:
            return source.distinctUntilChanged()
        case .stream(let make):
            let streams = (upstream.map { [$0] } ?? []) + call.streamArguments.map { compile($0.stream) }
            return make(OperatorInputs(streams: streams, context: context, scheduler: run.scheduler))
        }
    }
}

/// A declared node as a two-way binding side: writes go through the
/// interpreter, which checks the node's type annotation.
struct TwoWayNode: TwoWayBindable {
    let node: ScenarioNode
    unowned let run: ScenarioRun

    func asObservable() -> Observable<Value> {
        node.observable() ?? Observable.merge([])
    }

    func onNext(_ element: Value) {
        run.write(element, into: node)
    }

    var isSilentOnProgrammaticWrite: Bool { node.isSilentOnProgrammaticWrite }
}

/// A declared node as the target of `bind STREAM -> NAME`.
struct NodeWriter: ObserverType {
    let node: ScenarioNode
    unowned let run: ScenarioRun

    func onNext(_ element: Value) {
        run.write(element, into: node)
    }
}
