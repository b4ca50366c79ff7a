/// A write-only observer that sets something on a target, as RxCocoa's `Binder`
/// (`label.rx.text`). It cannot be subscribed to and announces nothing; each
/// element runs `binding` synchronously as user code.
public struct Binder<Value>: ObserverType {
    private let binding: (Value) -> Void
    private let name: String?
    private let runtime: Runtime

    /// Creates a binder that calls `binding(target, value)` while `target` is alive.
    /// `name`, when given, makes each set appear in traces as a silent set.
    public init<Target: AnyObject>(
        _ target: Target, name: String? = nil, binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] value in
            if let target { binding(target, value) }
        }
        self.name = name
        self.runtime = Runtime.current
    }

    /// Runs the binding with `element`.
    public func onNext(_ element: Value) {
        let runtime = self.runtime
        guard runtime.beginWrite() else { return }
        if let name, let tracer = runtime.tracer {
            tracer.record(TraceEvent(
                id: runtime.makeEventID(), parent: runtime.currentCause, depth: runtime.depth,
                kind: .silentSet, node: name, nodeKind: .binder, value: element))
        }
        let binding = self.binding
        runtime.runUserCode { binding(element) }
    }
}
