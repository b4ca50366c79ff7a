import BindKit

// Operators that move elements in time, on the run's virtual-time scheduler.
extension OperatorDescription {
    static let async = OperatorDescription(
        "async", rxSwift: "observe(on: MainScheduler.asyncInstance)", hops: true,
        stage: .stream { inputs in inputs.source.observe(on: inputs.scheduler) },
        documentation: .init(signature: "async()", meaning: "observe(on: MainScheduler.asyncInstance)",
                             example: "a.async()"))

    static let delay = OperatorDescription(
        "delay", parameters: [.duration], hops: true,
        stage: .stream { inputs in
            inputs.source.delay(.milliseconds(inputs.context.call.milliseconds(at: 0)), scheduler: inputs.scheduler)
        },
        documentation: .init(signature: "delay(D)", meaning: "delay", example: "a.delay(100ms)"))

    static let debounce = OperatorDescription(
        "debounce", parameters: [.duration], hops: true,
        stage: .stream { inputs in
            inputs.source.debounce(.milliseconds(inputs.context.call.milliseconds(at: 0)), scheduler: inputs.scheduler)
        },
        documentation: .init(signature: "debounce(D)", meaning: "debounce", example: "query.debounce(300ms)"))

    static let throttle = OperatorDescription(
        "throttle", parameters: [.duration], hops: true,
        stage: .stream { inputs in
            inputs.source.throttle(.milliseconds(inputs.context.call.milliseconds(at: 0)), scheduler: inputs.scheduler)
        },
        documentation: .init(signature: "throttle(D)", meaning: "throttle (latest: true)", example: "a.throttle(1s)"))
}
