/// A stream of the scenario written as an RxSwift `Observable`: a node's values
/// (`first.asObservable()`), then each operator as its description's `exported` template says
/// (`OperatorDescription.exported`; no operator is named here), its elements of the Swift type
/// `ExportTypes` finds (`OperatorDescription.exportedElement`), converted where a stage takes
/// another (`BindsimValue(it)` where a String joins Numbers).
struct SwiftStreams {
    /// The Swift identifier of each node, by name.
    let identifiers: [String: String]
    /// The names of the `let` streams (already observables).
    let streamNames: Set<String>
    let expressions: SwiftExpressions
    var types: ExportTypes { expressions.types }

    /// When a stream's computed-once arguments are computed (as the interpreter's `StreamCompiler`).
    enum Making {
        /// When it is subscribed: a stage whose arguments read anything is deferred to then.
        case perSubscription
        /// Now, inside a flatMap argument of elements of the given type: `it` in those arguments
        /// is the flatMap's element (`outer`).
        case inner(outer: ExportType)
    }

    /// A stream as Swift, and the type of its elements.
    struct Written {
        var text: String
        var element: ExportType
    }

    func stream(_ stream: Stream, _ making: Making = .perSubscription) -> Written {
        var current: Written
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference):
            let identifier = identifiers[reference.name] ?? reference.name
            current = Written(text: streamNames.contains(reference.name) ? identifier : identifier + ".asObservable()",
                              element: types.node(reference.name))
        case .call(let call):
            current = stage(call, after: nil, making)
        }
        for call in stream.operators { current = stage(call, after: current, making) }
        return current
    }

    /// `stream` with elements of `target` (`bind S -> N` where N's type is wider than S's).
    func stream(_ stream: Stream, as target: ExportType) -> String {
        converted(self.stream(stream), to: target).text
    }

    /// A two-way side's operators after `start` (the side's values, of `type`), giving `target`.
    func applying(_ operators: [OperatorCall], to start: String, of type: ExportType, giving target: ExportType) -> String {
        let made = operators.reduce(Written(text: start, element: type)) { stage($1, after: $0, .perSubscription) }
        return converted(made, to: target).text
    }

    /// `written` with elements of `target`: itself, or with a `map` that converts each.
    func converted(_ written: Written, to target: ExportType) -> Written {
        guard written.element != target else { return written }
        let conversion = expressions.converting("$0", of: written.element, to: target)
        let body = conversion.throwing ? "try " + conversion.text : conversion.text
        return Written(text: written.text + ".map { \(body) }", element: target)
    }

    /// `call`'s stage after `upstream` (nil for a stream's source). A stage whose computed-once
    /// arguments read nodes is made when it is subscribed, as bindsim makes it.
    private func stage(_ call: OperatorCall, after upstream: Written?, _ making: Making) -> Written {
        let element = types.element(after: call, input: upstream?.element, in: scope(making))
        var input = upstream
        if let given = input, case .tuple = given.element, !ExportTypes.takesTuples(call.op) {
            input = converted(given, to: .value)
        }
        // A stage that joins its input with an argument's value takes its input as the joined type.
        if case .joined = call.op.exportedElement, let given = input { input = converted(given, to: element) }
        let readsWhenMade = call.arguments.indices.contains { index in
            call.op.parameter(at: index).isComputedOnce && !SwiftExpressions.isConstant(call.expression(at: index))
        }
        guard case .perSubscription = making, readsWhenMade, !call.op.isShared else {
            return Written(text: fill(call, upstream: input, element: element, making), element: element)
        }
        guard let input else {
            return Written(text: "Observable<\(element.swiftName)>.deferred { \(fill(call, upstream: nil, element: element, making)) }",
                           element: element)
        }
        let deferred = fill(call, upstream: Written(text: "upstream", element: input.element), element: element, making)
        return Written(text: "\(input.text).bindsimDeferring { upstream in \(deferred) }", element: element)
    }

    private func scope(_ making: Making) -> ExportTypeScope {
        if case .inner(let outer) = making { return ExportTypeScope(outer: outer) }
        return ExportTypeScope()
    }

    /// The operator's template with its placeholders filled.
    private func fill(_ call: OperatorCall, upstream: Written?, element: ExportType, _ making: Making) -> String {
        var template = call.op.exported
        // RxSwift's typed `combineLatest` takes 2 to 8 sources; the support's takes any number.
        if call.op.exportedElement == .tuple, element == .value { template = "Bindsim.combineLatest({inputs})" }
        var result = template.hasPrefix(".") ? upstream?.text ?? "" : ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let filled = placeholder(String(rest[rest.index(after: open)..<close]), call, upstream, element, making)
            else {
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
    private func placeholder(_ name: String, _ call: OperatorCall, _ upstream: Written?, _ element: ExportType,
                             _ making: Making) -> String? {
        let upstreamElement = upstream?.element ?? .value
        switch name {
        case "in": return upstream?.text ?? ""
        case "time": return "run.timers"
        case "hop": return ".bindsimCountingHops(run)"
        // The stage's element type written out, where Swift would otherwise choose it from a
        // literal and may choose BindsimValue (`just(-1.0)` compared with `> 1`).
        case "element": return element.asElement.swiftName
        case "inputs":
            var inputs = upstream.map { [$0] } ?? []
            inputs += call.streamArguments.map { stream($0.stream, $0.role == .inner ? .inner(outer: upstreamElement) : making) }
            let wanted: (Written) -> ExportType = { input in
                call.op.exportedElement == .tuple && element != .value ? input.element.asElement : element
            }
            return inputs.map { converted($0, to: wanted($0)).text }.joined(separator: ", ")
        case "!it":
            return expressions.negation(of: "it", of: upstreamElement)
        case "0!=it":
            guard !call.arguments.isEmpty else { return nil }
            return argumentScope(call, at: 0, upstream: upstreamElement, making)
                .condition(call.expression(at: 0), notEqualTo: "it", of: upstreamElement)
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
        return argument(call, at: index, asCondition: asCondition, upstream: upstreamElement, element: element, making)
    }

    /// How argument `index`'s expression is written: `it` the element (of `upstream`), `acc` the
    /// accumulator; in what an inner stream computes once, `it` is the flatMap's element.
    private func argumentScope(_ call: OperatorCall, at index: Int, upstream: ExportType, _ making: Making,
                               accumulator: ExportType? = nil) -> SwiftExpressions {
        var scoped = expressions
        let parameter = call.op.parameter(at: index)
        let outer: ExportType? = if case .inner(let outer) = making { outer } else { nil }
        if parameter.isComputedOnce {
            scoped.scope = ExportTypeScope(element: outer, outer: outer)
            if outer != nil { scoped.itName = "outer" }
        } else {
            scoped.scope = ExportTypeScope(element: upstream, outer: outer, accumulator: accumulator)
        }
        return scoped
    }

    /// Argument `index` of `call` as its parameter makes it.
    private func argument(_ call: OperatorCall, at index: Int, asCondition: Bool, upstream: ExportType,
                          element: ExportType, _ making: Making) -> String {
        let parameter = call.op.parameter(at: index)
        if case .stream(let role) = parameter, case .stream(let argument) = call.arguments[index] {
            return stream(argument, role == .inner ? .inner(outer: upstream) : making).text
        }
        let expr = call.expression(at: index)
        switch parameter {
        case .count:
            if let number = SwiftExpressions.wholeNumber(expr), number >= 0 { return String(number) }
            let scoped = argumentScope(call, at: index, upstream: upstream, making)
            return "try Bindsim.count(\(scoped.value(expr)), for: \(SwiftExpressions.stringLiteral(call.op.name)))"
        case .duration:
            if case .duration(let milliseconds) = expr.kind { return ".milliseconds(\(milliseconds))" }
            let scoped = argumentScope(call, at: index, upstream: upstream, making)
            return "try Bindsim.interval(\(scoped.value(expr, as: .value)), for: \(SwiftExpressions.stringLiteral(call.op.name)))"
        default:
            break
        }
        // What the argument makes: an element where the stage gives its own (`startWith`, `scan`'s
        // seed and step), a condition, or a value of its own type (`map`).
        var target: ExportType? = nil
        var accumulator: ExportType? = nil
        switch call.op.exportedElement {
        case .joined(let joined) where joined == index: target = element
        case .accumulated(let seed, let step):
            accumulator = element
            if index == seed || index == step { target = element }
        case .expression(let made) where made == index: target = element
        default: break
        }
        let scoped = argumentScope(call, at: index, upstream: upstream, making, accumulator: accumulator)
        if asCondition { return scoped.condition(expr) }
        guard let target else { return scoped.value(expr) }
        let written = scoped.value(expr, as: target)
        // A closure that gives a bare literal (`map(3)`), or a literal seed (`scan(-1) { acc, _ in
        // acc + 1 }`), leaves the stage's element type to Swift, which may choose BindsimValue (it
        // takes a literal of every kind) where nothing downstream says otherwise.
        let typesTheStage: Bool = switch call.op.exportedElement {
        case .expression: call.op.exported.hasPrefix(".")
        case .accumulated(let seed, _): index == seed
        default: false
        }
        if target.isScalar, typesTheStage, Self.isLiteral(expr) { return written + " as " + target.swiftName }
        return written
    }

    private static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number, .string, .bool: true
        case .unary(_, let operand): isLiteral(operand)
        default: false
        }
    }
}
