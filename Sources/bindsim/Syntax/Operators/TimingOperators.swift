import BindKit

// Operators that move elements in time, on the run's virtual-time scheduler.
extension OperatorDescription {
    static let async = OperatorDescription(
        "async", rxSwift: "observe(on: MainScheduler.asyncInstance)", hops: true,
        stage: .stream { inputs in inputs.source.observe(on: inputs.scheduler) },
        exported: ".observe(on: MainScheduler.asyncInstance){hop}",
        documentation: .init(signature: "async()", meaning: "observe(on: MainScheduler.asyncInstance)",
                             example: "a.async()"))

    static let main = OperatorDescription(
        "main", rxSwift: "observe(on: MainScheduler.instance)", hops: true,
        stage: .stream { inputs in inputs.source.observe(on: MainScheduler.instance) },
        exported: ".observe(on: MainScheduler.instance){hop}",
        documentation: .init(signature: "main()",
                             meaning: "observe(on: MainScheduler.instance): at once unless main() work runs or waits",
                             example: "a.main()"))

    static let delay = OperatorDescription(
        "delay", parameters: [.duration], hops: true,
        stage: .stream { inputs throws(RuntimeError) in
            inputs.source.delay(try inputs.context.interval(at: 0), scheduler: inputs.scheduler)
        },
        exported: ".delay({0}, scheduler: {time}){hop}",
        documentation: .init(signature: "delay(D)", meaning: "delay", example: "a.delay(100ms)"))

    static let debounce = OperatorDescription(
        "debounce", parameters: [.duration], hops: true, guardKind: .init(kind: .timeOrState, name: "debounce"),
        stage: .stream { inputs throws(RuntimeError) in
            inputs.source.debounce(try inputs.context.interval(at: 0), scheduler: inputs.scheduler)
        },
        exported: ".debounce({0}, scheduler: {time}){hop}",
        documentation: .init(signature: "debounce(D)", meaning: "debounce", example: "query.debounce(300ms)"))

    static let throttle = OperatorDescription(
        "throttle", parameters: [.duration, .labelled("latest")], chainArity: .range(1, 2), hops: true,
        guardKind: .init(kind: .timeOrState, name: "throttle"),
        stage: .stream { inputs throws(RuntimeError) in
            let context = inputs.context
            let latest = context.call.arguments.count > 1 ? try context.flag(at: 1) : true
            return inputs.source.throttle(try context.interval(at: 0), latest: latest, scheduler: inputs.scheduler)
        },
        exported: ".throttle({0}, latest: {1?|true}, scheduler: {time}){hop}",
        documentation: .init(signature: "throttle(D, latest: B)",
                             meaning: "throttle (latest: true when not written)", example: "a.throttle(1s, latest: false)"))
}
