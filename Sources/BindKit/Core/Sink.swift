/// The receiving end of one subscription stage. Library stages (operators,
/// `bind(to:)`) override ``on(_:)``; user closures run through ``ClosureSink``.
class Sink<Element> {
    let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// Receives one element.
    func on(_ value: Element) {}
}

/// Runs a user closure for each element (`subscribe(onNext:)`, `Binder`): writes
/// it makes are delivered completely before it continues, as in RxSwift.
final class ClosureSink<Element>: Sink<Element> {
    private let handler: (Element) -> Void

    init(runtime: Runtime, handler: @escaping (Element) -> Void) {
        self.handler = handler
        super.init(runtime: runtime)
    }

    override func on(_ value: Element) {
        runtime.runUserCode { handler(value) }
    }
}
