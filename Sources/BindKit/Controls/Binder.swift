/// A write-only observer that sets something on a target, as RxSwift's `Binder`
/// (`label.rx.text`). It cannot be subscribed to and announces nothing.
///
/// Each element runs `binding` as user code through `scheduler`: on the default,
/// a `MainScheduler` of its own, it runs at once unless this binder's binding is
/// already running or queued (RxSwift's `numberEnqueued` rule); the target is held
/// weakly. Binding an error into it stops debug builds; a completion is ignored.
public struct Binder<Value>: ObserverType {
    private let binding: (Value) -> Void
    private let name: String?
    private let runtime: Runtime
    private let scheduler: ImmediateSchedulerType

    /// Creates a binder that calls `binding(target, value)` while `target` is alive.
    /// `name`, when given, makes each set appear in traces as a silent set.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), name: String? = nil,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] value in
            if let target { binding(target, value) }
        }
        self.name = name
        self.runtime = Runtime.current
        self.scheduler = scheduler
    }

    /// Runs the binding with `element`.
    public func onNext(_ element: Value) {
        let runtime = self.runtime
        runtime.checkThread("Binder" + (name.map { " '\($0)'" } ?? ""), "onNext")
        guard runtime.beginWrite() else { return }
        if let name, runtime.isTracing {
            runtime.traceSilentSet(element, node: runtime.traceNames.name(name), kind: .binder)
        }
        let binding = self.binding
        _ = scheduler.schedule(element) { element in
            runtime.runUserCode { binding(element) }
            return Disposables.create()
        }
    }

    /// Runs the binding for an element; an error stops debug builds.
    public func on(_ event: Event<Value>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): rxFatalErrorInDebug("Binding error: \(error)")
        case .completed: break
        }
    }

    /// This binder as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
