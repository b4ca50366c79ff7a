import BindKit

// Operators that move elements in time, on the run's virtual-time scheduler.
extension OperatorDescription {
    static let async = OperatorDescription(
        "async", vocabulary: .rx(combine: "receive(on: main)"), rxSwift: "observe(on: MainScheduler.asyncInstance)", hops: true,
        stage: .stream { inputs in inputs.source.observe(on: inputs.scheduler) },
        exported: ".observe(on: MainScheduler.asyncInstance){hop}",
        documentation: .init(signature: "async()", meaning: "observe(on: MainScheduler.asyncInstance)",
                             example: "a.async()"))

    static let main = OperatorDescription(
        "main", vocabulary: .rx(combine: nil), rxSwift: "observe(on: MainScheduler.instance)", hops: true,
        stage: .stream { inputs in inputs.source.observe(on: MainScheduler.instance) },
        exported: ".observe(on: MainScheduler.instance){hop}",
        documentation: .init(signature: "main()",
                             meaning: "observe(on: MainScheduler.instance): at once unless main() work runs or waits",
                             example: "a.main()"))

    static let delay = OperatorDescription(
        "delay", parameters: [.duration], hops: true,
        stage: .stream { inputs throws(RuntimeError) in
            let interval = try inputs.context.interval(at: 0)
            return switch inputs.semantics {
            case .rx: inputs.source.delay(interval, scheduler: inputs.scheduler)
            case .combine: inputs.source.combine.delay(for: interval, scheduler: inputs.scheduler)
            }
        },
        exported: ".delay({0}, scheduler: {time}){hop}",
        documentation: .init(signature: "delay(D)",
                             meaning: "delay: the completion D after it arrived too (under `combine` a failure as well: C4)",
                             example: "a.delay(100ms)"))

    static let debounce = OperatorDescription(
        "debounce", parameters: [.duration], hops: true, guardKind: .init(kind: .timeOrState, name: "debounce"),
        stage: .stream { inputs throws(RuntimeError) in
            let interval = try inputs.context.interval(at: 0)
            return switch inputs.semantics {
            case .rx: inputs.source.debounce(interval, scheduler: inputs.scheduler)
            case .combine: inputs.source.combine.debounce(for: interval, scheduler: inputs.scheduler)
            }
        },
        exported: ".debounce({0}, scheduler: {time}){hop}",
        documentation: .init(signature: "debounce(D)",
                             meaning: "debounce (under `combine` the end drops a pending element: C3)",
                             example: "query.debounce(300ms)"))

    static let throttle = OperatorDescription(
        "throttle", parameters: [.duration, .labelled("latest")], chainArity: .range(1, 2), hops: true,
        guardKind: .init(kind: .timeOrState, name: "throttle"),
        stage: .stream { inputs throws(RuntimeError) in
            let context = inputs.context
            let latest = context.call.arguments.count > 1 ? try context.flag(at: 1) : true
            let interval = try context.interval(at: 0)
            return switch inputs.semantics {
            case .rx: inputs.source.throttle(interval, latest: latest, scheduler: inputs.scheduler)
            case .combine: inputs.source.combine.throttle(for: interval, latest: latest, scheduler: inputs.scheduler)
            }
        },
        exported: ".throttle({0}, latest: {1?|true}, scheduler: {time}){hop}",
        documentation: .init(signature: "throttle(D, latest: B)",
                             meaning: "throttle (latest: true when not written; under `combine` it must be, and latest: false sends a window's first element at its end: C2)",
                             example: "a.throttle(1s, latest: false)"))
}
