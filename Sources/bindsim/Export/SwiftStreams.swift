/// A stream of the scenario written as an RxSwift `Observable<Value>`: a node's values
/// (`first.asObservable()`), then each operator as its description's `exported` template says
/// (`OperatorDescription.exported`; no operator is named here).
struct SwiftStreams {
    /// The Swift identifier of each node, by name.
    let identifiers: [String: String]
    /// The names of the `let` streams (already observables).
    let streamNames: Set<String>
    let expressions: SwiftExpressions

    /// When a stream's computed-once arguments are computed (as the interpreter's `StreamCompiler`).
    enum Making {
        /// When it is subscribed: a stage whose arguments read anything is deferred to then.
        case perSubscription
        /// Now, inside a flatMap argument: `it` in those arguments is the flatMap's element (`outer`).
        case inner
    }

    func stream(_ stream: Stream, _ making: Making = .perSubscription) -> String {
        var current: String
        switch stream.source {
        case .node(let reference):
            let identifier = identifiers[reference.name] ?? reference.name
            current = streamNames.contains(reference.name) ? identifier : identifier + ".asObservable()"
        case .call(let call):
            current = stage(call, after: nil, making)
        }
        for call in stream.operators { current = stage(call, after: current, making) }
        return current
    }

    /// A two-way side's operators after `start` (the side's values).
    func applying(_ operators: [OperatorCall], to start: String) -> String {
        operators.reduce(start) { stage($1, after: $0, .perSubscription) }
    }

    /// `call`'s stage after `upstream` (nil for a stream's source). A stage whose computed-once
    /// arguments read nodes is made when it is subscribed, as bindsim makes it.
    private func stage(_ call: OperatorCall, after upstream: String?, _ making: Making) -> String {
        let readsWhenMade = call.arguments.indices.contains { index in
            call.op.parameter(at: index).isComputedOnce && !SwiftExpressions.isConstant(call.expression(at: index))
        }
        guard case .perSubscription = making, readsWhenMade, !call.op.isShared else {
            return fill(call, upstream: upstream, making)
        }
        guard let upstream else { return "Observable<Value>.deferred { \(fill(call, upstream: nil, making)) }" }
        return "\(upstream).deferring { upstream in \(fill(call, upstream: "upstream", making)) }"
    }

    /// The operator's template with its placeholders filled.
    private func fill(_ call: OperatorCall, upstream: String?, _ making: Making) -> String {
        let template = call.op.exported
        var result = template.hasPrefix(".") ? upstream ?? "" : ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let filled = placeholder(String(rest[rest.index(after: open)..<close]), call, upstream, making) else {
                result += "{"
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += filled
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// What a placeholder stands for; nil when the braces are Swift's own (a closure).
    private func placeholder(_ name: String, _ call: OperatorCall, _ upstream: String?, _ making: Making) -> String? {
        switch name {
        case "in": return upstream ?? ""
        case "time": return "run.timers"
        case "hop": return ".countingHops(run)"
        case "inputs":
            let inputs = call.streamArguments.map { stream($0.stream, $0.role == .inner ? .inner : making) }
            return ((upstream.map { [$0] } ?? []) + inputs).joined(separator: ", ")
        default: break
        }
        var spec = Substring(name)
        var fallback: String?
        if let bar = spec.firstIndex(of: "|") {
            fallback = String(spec[spec.index(after: bar)...])
            spec = spec[..<bar]
        }
        let asCondition = spec.hasSuffix("?")
        if asCondition { spec = spec.dropLast() }
        guard let index = Int(spec) else { return nil }
        guard index < call.arguments.count else { return fallback ?? "" }
        return argument(call, at: index, asCondition: asCondition, making)
    }

    /// Argument `index` of `call` as its parameter makes it.
    private func argument(_ call: OperatorCall, at index: Int, asCondition: Bool, _ making: Making) -> String {
        let parameter = call.op.parameter(at: index)
        if case .stream(let role) = parameter, case .stream(let argument) = call.arguments[index] {
            return stream(argument, role == .inner ? .inner : making)
        }
        let expr = call.expression(at: index)
        var scope = expressions
        if parameter.isComputedOnce, case .inner = making { scope.itName = "outer" }
        switch parameter {
        case .count:
            if let number = SwiftExpressions.wholeNumber(expr), number >= 0 { return String(number) }
            return "try count(\(scope.value(expr)), for: \(SwiftExpressions.stringLiteral(call.op.name)))"
        case .duration:
            if case .duration(let milliseconds) = expr.kind { return ".milliseconds(\(milliseconds))" }
            return "try interval(\(scope.value(expr)), for: \(SwiftExpressions.stringLiteral(call.op.name)))"
        default:
            return asCondition ? scope.condition(expr) : scope.value(expr)
        }
    }
}
