import BindKit

// Operators that turn each element into another.
extension OperatorDescription {
    static let map = OperatorDescription(
        "map", parameters: [.element],
        stage: .map { element, context throws(RuntimeError) in try context.evaluate(0, element: element) },
        exported: ".map { it in {0} }", exportedElement: .expression(0),
        documentation: .init(signature: "map(E)", meaning: "map", example: "a.map(it * 2)"))

    static let not = OperatorDescription(
        "not", rxSwift: "map { !$0 }",
        stage: .map { element, context throws(RuntimeError) in
            guard case .bool(let flag) = element else {
                throw RuntimeError(.badOperand(op: "not()", type: element.typeName), at: context.call.range)
            }
            return .bool(!flag)
        },
        exported: ".map { it in {!it} }", exportedElement: .bool,
        documentation: .init(signature: "not()", meaning: "map { !$0 }", example: "enabled.not()"))

    static let scan = OperatorDescription(
        "scan", parameters: [.value, .accumulator],
        stage: .accumulate { accumulator, element, context throws(RuntimeError) in
            try context.evaluate(1, element: element, accumulator: accumulator)
        },
        exported: ".scan({0}) { acc, it in {1} }", exportedElement: .accumulated(seed: 0, step: 1),
        documentation: .init(signature: "scan(SEED, E)", meaning: "scan (`acc` is the accumulator)",
                             example: "a.scan(0, acc + it)"))

    static let startWith = OperatorDescription(
        "startWith", vocabulary: .rx(combine: "prepend(E)"), parameters: [.value],
        stage: .stream { inputs in inputs.source.startWith(inputs.context.value(at: 0)) },
        exported: ".startWith({0})", exportedElement: .joined(0),
        documentation: .init(signature: "startWith(E)", meaning: "startWith", example: "a.startWith(0)"))

    static let currentAndPrevious = OperatorDescription(
        "currentAndPrevious", vocabulary: .rx(combine: nil),
        stage: .stream { inputs in
            inputs.source.currentAndPrevious().map { pair in .pair(current: pair.current, previous: pair.previous) }
        },
        exported: ".bindsimCurrentAndPrevious()", exportedElement: .value,
        documentation: .init(signature: "currentAndPrevious()",
                             meaning: "the seed article's helper: (v, the value before), then (v, v)",
                             example: "a.currentAndPrevious().map(it.current - it.previous)"))
}
