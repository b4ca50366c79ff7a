import BindKit

/// Turns a stream of the language into a BindKit observable chain.
/// Operator expressions run through the scenario run, which turns a run-time
/// error into the run's diagnostic and abandons the step.
struct StreamCompiler {
    unowned let run: ScenarioRun

    func compile(_ stream: Stream) -> Observable<Value> {
        applying(stream.operators, to: source(stream.source))
    }

    func applying(_ operators: [OperatorCall], to start: Observable<Value>) -> Observable<Value> {
        var current = start
        for call in operators { current = apply(call, to: current) }
        return current
    }

    private func source(_ source: StreamSource) -> Observable<Value> {
        switch source {
        case .node(let ref):
            guard let node = run.node(ref) else { return Observable.merge([]) }
            if case .stream(let observable) = node.storage { return observable }
            return node.observable() ?? Observable.merge([])
        case .combineLatest(let streams):
            return Observable.combineLatest(streams.map(compile)).map(Value.tuple)
        case .merge(let streams):
            return Observable.merge(streams.map(compile))
        }
    }

    private func apply(_ call: OperatorCall, to source: Observable<Value>) -> Observable<Value> {
        unowned let run = self.run
        let scheduler = run.scheduler
        switch call.op {
        case .map(let expr):
            return source.map { value in run.evaluateInOperator(expr, it: value) ?? .nil }
        case .filter(let expr):
            return source.filter { value in run.conditionInOperator(expr, it: value) }
        case .distinct:
            return source.distinctUntilChanged()
        case .skip(let count):
            return source.skip(count)
        case .take(let count):
            return source.take(count)
        case .startWith(let expr):
            let first = run.evaluateInOperator(expr, it: nil) ?? .nil
            return source.startWith(first)
        case .scan(let seedExpr, let accumulator):
            let seed = run.evaluateInOperator(seedExpr, it: nil) ?? .nil
            return source.scan(seed) { acc, value in
                run.evaluateInOperator(accumulator, it: value, acc: acc) ?? acc
            }
        case .not:
            return source.map { value in
                guard case .bool(let flag) = value else {
                    run.fail(RuntimeError(.badOperand(op: "not()", type: value.typeName), at: call.range))
                    return .nil
                }
                return .bool(!flag)
            }
        case .ignore(let expr):
            let ignored = run.evaluateInOperator(expr, it: nil) ?? .nil
            return source.filter { $0 != ignored }
        case .merge(let streams):
            return Observable.merge([source] + streams.map(compile))
        case .combineLatest(let streams):
            return Observable.combineLatest([source] + streams.map(compile)).map(Value.tuple)
        case .withLatestFrom(let stream):
            return source.withLatestFrom(compile(stream))
        case .currentAndPrevious:
            return source.currentAndPrevious().map { pair in .pair(current: pair.current, previous: pair.previous) }
        case .async:
            return source.observe(on: scheduler)
        case .delay(let duration):
            return source.delay(.milliseconds(duration.milliseconds), scheduler: scheduler)
        case .debounce(let duration):
            return source.debounce(.milliseconds(duration.milliseconds), scheduler: scheduler)
        case .throttle(let duration):
            return source.throttle(.milliseconds(duration.milliseconds), scheduler: scheduler)
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
